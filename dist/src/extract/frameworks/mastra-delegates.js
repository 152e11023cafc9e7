import { ts } from 'ts-morph';
import { buildTool, constantBehind, getProp, importSource, literalBehind, skipOuter } from '../context.js';
import { propertyNameText } from '../ranges.js';
/**
 * What a Mastra agent's `agents` and `workflows` records become (`@mastra/core` Agent
 * `listAgentTools` / `listWorkflowTools`): each entry is a tool of that agent's request,
 * - `agent-<key>`, described by the sub-agent's `description` or "Agent: <key>", taking
 *   `{ prompt, threadId?, resourceId?, instructions?, maxSteps? }`;
 * - `workflow-<key>`, described by the workflow's `description` or "Workflow: <key>", taking
 *   `{ inputData }` with the workflow's `inputSchema`.
 * A Mastra MCP server (`new MCPServer({ … })` of `@mastra/mcp`, its `convertAgentsToTools` /
 * `convertWorkflowsToTools`) lists them otherwise:
 * - `ask_<key>`, described "Ask agent '<name>' a question. Agent description: <description>", taking `{ message }`;
 * - `run_<key>`, described "Run workflow '<key>'. Workflow description: <description>", taking the workflow's own input.
 * The server refuses to start when such an agent or workflow has no description: it is then left
 * without one, which `require-description` reports.
 * Reported at the entry's key. Read only on `new Agent({ … })` / `new MCPServer({ … })` imported from `@mastra/*`.
 */
const MASTRA = /^@mastra\//;
/** The sub-agent tool's input, as Mastra's zod object says it (nullish fields sent as optional). */
const AGENT_INPUT = {
    type: 'object',
    properties: {
        prompt: { type: 'string', description: 'The prompt to send to the agent' },
        threadId: { type: 'string', description: 'Thread ID for conversation continuity for memory messages' },
        resourceId: { type: 'string', description: 'Resource/user identifier for memory messages' },
        instructions: { type: 'string', description: 'Custom instructions to override agent defaults' },
        maxSteps: { type: 'number', minimum: 3, description: 'Maximum number of execution steps for the sub-agent' },
    },
    required: ['prompt'],
};
/** The MCP server's agent tool input (`@mastra/mcp`): one required message. */
const ASK_INPUT = {
    type: 'object',
    properties: { message: { type: 'string', description: 'The question or input for the agent.' } },
    required: ['message'],
};
/** Keys of a Mastra agent's config whose entries become tools. */
export const DELEGATE_KEYS = ['agents', 'workflows'];
/** `agents: { researcher }` / `workflows: { report: reportWorkflow }` of a Mastra `new Agent({ … })`. */
export function mastraDelegates(node, ctx) {
    const key = propertyNameText(node.name);
    if (key !== 'agents' && key !== 'workflows')
        return undefined;
    const holder = mastraHolder(node.parent, ctx);
    if (!holder)
        return undefined;
    const value = ts.isPropertyAssignment(node) ? node.initializer : node.name;
    const record = literalBehind(value, ctx) ?? skipOuter(value);
    if (!ts.isObjectLiteralExpression(record))
        return undefined;
    const out = [];
    for (const p of record.properties) {
        if (!ts.isPropertyAssignment(p) && !ts.isShorthandPropertyAssignment(p))
            continue;
        const entry = propertyNameText(p.name);
        if (entry === undefined)
            continue;
        const target = ts.isPropertyAssignment(p) ? p.initializer : p.name;
        if (holder === 'MCPServer')
            out.push(key === 'agents' ? askTool(p, entry, target, ctx) : runTool(p, entry, target, ctx));
        else
            out.push(key === 'agents' ? agentTool(p, entry, target, ctx) : workflowTool(p, entry, target, ctx));
    }
    return out.length ? out : undefined;
}
/** Which Mastra class the object configures, when it is the first argument of `new Agent(…)` / `new MCPServer(…)` from `@mastra/*`. */
function mastraHolder(obj, ctx) {
    const call = obj.parent;
    if (!ts.isObjectLiteralExpression(obj) || !call || !ts.isNewExpression(call) || call.arguments?.[0] !== obj)
        return undefined;
    if (!ts.isIdentifier(call.expression) || (call.expression.text !== 'Agent' && call.expression.text !== 'MCPServer'))
        return undefined;
    return MASTRA.test(importSource(call.expression, ctx) ?? '') ? call.expression.text : undefined;
}
/** The config object behind `researcher` (`new Agent({ … })`, `createWorkflow({ … })…commit()`). */
function configBehind(target, ctx) {
    let e = constantBehind(target, ctx);
    // `createWorkflow({ … }).then(step).commit()`: the call the chain starts from.
    while (e && ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression) && ts.isCallExpression(e.expression.expression))
        e = e.expression.expression;
    if (!e || !(ts.isNewExpression(e) || ts.isCallExpression(e)))
        return undefined;
    const arg = e.arguments?.[0];
    const file = ctx.ev.fileOf(e);
    return arg ? literalBehind(arg, { ...ctx, file }) : undefined;
}
function agentTool(p, key, target, ctx) {
    const config = configBehind(target, ctx);
    const description = config ? getProp(config, 'description', ctx) : undefined;
    const tool = buildTool({ framework: 'mastra', defNode: p, fixedName: { name: `agent-${key}`, node: p.name }, ...(description ? { description } : {}), hasHandler: true }, ctx);
    if (!description)
        tool.description = { kind: 'static', text: `Agent: ${key}` };
    tool.inputSchema = { source: 'zod', partial: false, schema: structuredClone(AGENT_INPUT) };
    return { tool };
}
function workflowTool(p, key, target, ctx) {
    const config = configBehind(target, ctx);
    const description = config ? getProp(config, 'description', ctx) : undefined;
    const input = config ? getProp(config, 'inputSchema', ctx) : undefined;
    const tool = buildTool({ framework: 'mastra', defNode: p, fixedName: { name: `workflow-${key}`, node: p.name }, ...(description ? { description } : {}), ...(input ? { schema: input } : {}), hasHandler: true }, ctx);
    if (!description)
        tool.description = { kind: 'static', text: `Workflow: ${key}` };
    // The model fills `inputData` with the workflow's own input: where its parts are written moves there too.
    const inner = input ? tool.inputSchema : undefined;
    if (tool.pointers) {
        for (const k of Object.keys(tool.pointers)) {
            if (!k.startsWith('/inputSchema/'))
                continue;
            tool.pointers[`/inputSchema/properties/inputData/${k.slice('/inputSchema/'.length)}`] = tool.pointers[k];
            delete tool.pointers[k];
        }
    }
    tool.inputSchema = {
        source: 'zod',
        partial: !inner || inner.partial,
        schema: { type: 'object', properties: { inputData: inner?.schema ?? {} }, required: ['inputData'] },
    };
    return { tool };
}
/** An MCP server's `agents: { researcher }` entry: `ask_researcher`. */
function askTool(p, key, target, ctx) {
    const config = configBehind(target, ctx);
    const description = config ? getProp(config, 'description', ctx) : undefined;
    const tool = buildTool({ framework: 'mastra', defNode: p, fixedName: { name: `ask_${key}`, node: p.name }, ...(description ? { description } : {}), hasHandler: true }, ctx);
    tool.inputSchema = { source: 'zod', partial: false, schema: structuredClone(ASK_INPUT) };
    // The agent's `name` is quoted in the text: unknown, the text is only known in part.
    const name = config ? getProp(config, 'name', ctx) : undefined;
    const nameText = name && ts.isExpression(name) ? ctx.ev.evaluate(name) : undefined;
    wrapDescription(tool, `Ask agent '${typeof nameText === 'string' ? nameText : '…'}' a question. Agent description: `, typeof nameText === 'string', config, description);
    return { tool };
}
/** An MCP server's `workflows: { report }` entry: `run_report`, taking the workflow's input as it is. */
function runTool(p, key, target, ctx) {
    const config = configBehind(target, ctx);
    const description = config ? getProp(config, 'description', ctx) : undefined;
    const input = config ? getProp(config, 'inputSchema', ctx) : undefined;
    const tool = buildTool({ framework: 'mastra', defNode: p, fixedName: { name: `run_${key}`, node: p.name }, ...(description ? { description } : {}), ...(input ? { schema: input } : {}), hasHandler: true }, ctx);
    if (!input)
        tool.inputSchema = { source: 'zod', partial: true, schema: { type: 'object' } };
    wrapDescription(tool, `Run workflow '${key}'. Workflow description: `, true, config, description);
    return { tool };
}
/**
 * The server's text around the entry's own description. A config the scanner did not find (an agent
 * made elsewhere) may have a description: the text is then unknown, not missing.
 */
function wrapDescription(tool, before, beforeKnown, config, description) {
    const d = tool.description;
    if (d.kind === 'none') {
        if (config && !description && !config.properties.some(ts.isSpreadAssignment))
            return;
        tool.description = { kind: 'dynamic', via: 'expression', expression: before.trim(), partialText: `${before}…` };
    }
    else if (d.kind === 'static' && beforeKnown)
        tool.description = { kind: 'static', text: before + d.text };
    else if (d.kind === 'static')
        tool.description = { kind: 'dynamic', via: 'expression', expression: before.trim(), partialText: before + d.text };
    else
        tool.description = { ...d, partialText: before + (d.partialText ?? '…') };
}
