/**
 * A cheap text test run before parsing: only ~2–4% of files in a large tree contain anything
 * tool-shaped (perf-notes.md), so most are never parsed. A file passes when it names a tool API
 * or holds a tool-ish key together with a description.
 */
const STRONG = /['"](?:@langchain\/[\w.-]+|langchain)\/tools(?:\/|['"])|input_schema|inputSchema|registerTool|registerToolTask|registerAppTool|\.tool\s*\(|\btool\s*\(|dynamicTool|createTool|addTool|StructuredTool|DynamicTool|zod(Responses)?Function|betaZodTool|betaTool|functionDeclarations|ListToolsRequestSchema|\.define\s*\(|extends\s+[\w.]*Tool\w*|implements\s+[\w.]*Tool\b|\.asTool\s*\(|defineTool|createRetrieverTool|createSdkMcpServer|\bhandoffs\s*[:=,}]|\.handoffs\.push\s*\(|createSupervisor\s*\(|\w(Tool|Action)\s*\(\s*\{/;
const WEAK = /\bparameters\b|\bschema\b|[a-z]Schema\s*[:=]|argsShape|inputShape|\bprompt\s*\(|\bstatic\s+(readonly\s+)?Name\b/;
/** A Mastra agent's sub-agents and workflows (`new Agent({ agents: { reviewer } })`): each one a tool of the agent. */
const DELEGATES = /\b(?:agents|workflows)\s*[:,}]/;
const ADK_SUB_AGENTS = /\bsubAgents\s*:|\.withSubAgents\s*\(/;
export function mayDefineTools(text) {
    if (STRONG.test(text))
        return true;
    if (text.includes('new Agent') && DELEGATES.test(text))
        return true;
    // An ADK-TS agent with sub-agents gets the framework's `transfer_to_agent` (src/extract/frameworks/adk-transfers.ts).
    if (ADK_SUB_AGENTS.test(text) && text.includes('@iqai/adk'))
        return true;
    // `getToolDescription()`: a house format's text for the model.
    return /\bdescription\b|ToolDescription\b/.test(text) && WEAK.test(text);
}
/**
 * Files that register tools defined elsewhere (`tools: { weather: weatherTool }`) are read for names,
 * also a map that says "tool" only in its values (`TOOL_KIT = { [Name.Chart]: chartTool }`).
 */
export function mayRegisterTools(text) {
    // `registry.set('vault_search', vaultSearchTool)`, `toolMap['x'] = …`: the containers src/extract/registrations.ts reads.
    return /\btools\b|[a-z]Tools\b|:\s*[\w$]*Tool\s*[,}\r\n]|\b(?:[tT]ool(?:Set|Map|Registry)|[rR]egistry|REGISTRY)\s*(?:\.set\s*\(|\[)/.test(text);
}
/** Files that hand tools to a model (`model.bindTools([...])`, `new ToolNode(tools)`) are read for what they send. */
export function maySendTools(text) {
    return /bindTools|ToolNode|functionDeclarations|createReactAgent|createAgent\b/.test(text);
}
