import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scan } from '../src/scan/scan.js';
import type { ToolDefinition } from '../src/model/tool.js';
import { variantsOf } from '../src/model/toolset.js';
import { FIXTURES } from './helpers.js';

/** What the accuracy test does not check: descriptions, schemas and pointers of the tricky shapes. */
const EXTRACT = path.join(FIXTURES, 'extract');

async function toolsOf(family: string, file: string): Promise<ToolDefinition[]> {
  const dir = path.join(EXTRACT, family);
  const { tools } = await scan([dir], { cwd: dir });
  return tools.filter((t) => t.range.file === file);
}

describe('extracted details', () => {
  it('LangChain string-input tools (new DynamicTool, a Tool subclass, tool() without a schema) are sent one string `input`', async () => {
    const tools = await toolsOf('langchain', 'string-input-tools.ts');
    expect(tools.map((t) => `${t.name}:${Object.keys((t.inputSchema.schema as { properties?: object } | undefined)?.properties ?? {}).join('+')}`).sort()).toEqual([
      'echo_text:input',
      'get_price:input',
      'send_funds:input',
    ]);
  });

  it("ADK-TS's createTool({ name, schema, fn }) is read with its zod `schema` as the input and `fn` as its handler", async () => {
    const [t] = await toolsOf('custom', 'adk-flight-tools.ts');
    expect(`${t?.name}:${t?.hasHandler}:${Object.keys((t?.inputSchema.schema as { properties?: object } | undefined)?.properties ?? {}).join('+')}`).toBe('search_flights:true:origin+destination+date');
  });

  it("a Mastra agent's `agents` and `workflows` entries are tools of its request: agent-<key> taking a prompt, workflow-<key> taking the workflow's input as inputData", async () => {
    const dir = path.join(EXTRACT, 'mastra');
    const { tools, toolsets } = await scan(['supervisor-delegates.ts'], { cwd: dir });
    const writer = toolsets.find((t) => t.id.startsWith('Agent@supervisor-delegates.ts'));
    expect(writer?.members.map((m) => m.tool.name).sort()).toEqual(['agent-checker', 'agent-researcher', 'lookupRecord', 'workflow-marketReport']);
    // Budgets count the model the agent names (`model: openai('gpt-4o')`), as for the AI SDK's calls.
    expect(writer?.models).toEqual(['gpt-4o']);
    const byName = new Map(tools.map((t) => [t.name, t]));
    expect(byName.get('agent-researcher')?.description).toEqual({ kind: 'static', text: 'Researches a claim on the web and returns cited findings.' });
    expect(byName.get('agent-checker')?.description).toEqual({ kind: 'static', text: 'Agent: checker' });
    expect((byName.get('agent-checker')?.inputSchema.schema as { required?: string[] }).required).toEqual(['prompt']);
    const workflow = byName.get('workflow-marketReport')!;
    expect(workflow.description).toEqual({ kind: 'static', text: 'Researches a market and writes a report.' });
    expect(workflow.inputSchema.schema).toMatchObject({ type: 'object', properties: { inputData: { type: 'object', properties: { topic: { type: 'string', description: 'The market to research' } } } }, required: ['inputData'] });
  });

  it("a Mastra MCPServer is one MCP server toolset: tools under their keys, agents as ask_<key> taking a message, workflows as run_<key> taking the workflow's input", async () => {
    const dir = path.join(EXTRACT, 'mastra');
    const { tools, toolsets } = await scan(['mcp-server-delegates.ts'], { cwd: dir });
    const server = toolsets.find((t) => t.kind === 'mcp-server');
    expect(server?.id).toBe('mcp:docs@mcp-server-delegates.ts:46');
    expect(server?.members.map((m) => m.tool.name).sort()).toEqual(['ask_support', 'ask_triageAgent', 'run_ticketDigest', 'searchDocs']);
    const byName = new Map(tools.map((t) => [t.name, t]));
    expect(byName.get('ask_support')?.description).toEqual({ kind: 'static', text: "Ask agent 'Support' a question. Agent description: Answers account and billing questions." });
    expect(byName.get('ask_support')?.inputSchema.schema).toEqual({ type: 'object', properties: { message: { type: 'string', description: 'The question or input for the agent.' } }, required: ['message'] });
    // The server throws at start for an agent without a description: none is reported, not a text it never sends.
    expect(byName.get('ask_triageAgent')?.description).toEqual({ kind: 'none' });
    const run = byName.get('run_ticketDigest')!;
    expect(run.description).toEqual({ kind: 'static', text: "Run workflow 'ticketDigest'. Workflow description: Summarizes a support ticket." });
    expect(run.inputSchema.schema).toMatchObject({ type: 'object', properties: { ticketId: { type: 'string', description: 'The ticket to summarize' } }, required: ['ticketId'] });
  });

  it("a `let` list a branch narrows (`tools = tools.filter(…)`) and another extends (`tools = [...tools, ...secretTools()]`) holds each tool only sometimes; all reach the server through the registering helper", async () => {
    const dir = path.join(EXTRACT, 'mcp', 'grouped-definitions');
    const { tools, toolsets } = await scan(['.'], { cwd: dir });
    expect(tools.map((t) => `${t.name}:${!!t.conditional}`).sort()).toEqual(['get_secret:true', 'pg_read:true', 'pg_write:true']);
    expect(toolsets.map((s) => `${s.id}:${s.members.length}`)).toEqual(['mcp:service-db@server.ts:17:3']);
  });

  it("a Gemini Live session is a request; declaration lists chosen by the caller's role are its variants, a tool in both sent once in each", async () => {
    const dir = path.join(FIXTURES, 'toolsets', 'live-roles');
    const { toolsets } = await scan(['.'], { cwd: dir });
    expect(toolsets.map((s) => `${s.id}:${s.dialect}:${s.models?.join(',')}`)).toEqual(['live.connect@session.ts:26:gemini:gemini-live-2.5-flash-preview']);
    const variants = variantsOf(toolsets[0]!.members).map((v) => v.map((m) => m.tool.name).sort().join('+'));
    expect(variants.sort()).toEqual(['browseCatalog+trackOrder', 'getOrder+trackOrder']);
  });

  it("a project's own createTool(definition, executor) is no Mastra tool: its Anthropic definition is read, with its schema, and sent in the request", async () => {
    const dir = path.join(EXTRACT, 'anthropic', 'house-create-tool');
    const { tools } = await scan(['.'], { cwd: dir });
    expect(tools.map((t) => `${t.name}:${t.framework}:${Object.keys((t.inputSchema.schema as { properties?: object } | undefined)?.properties ?? {}).join('+')}:${t.toolsets?.join(',')}`).sort()).toEqual([
      'glob:anthropic:pattern:messages.create@agent.ts:12',
      'read_file:anthropic:path:messages.create@agent.ts:12',
    ]);
  });

  it("mcp-framework's MCPTool subclasses (directly or through a project base) are MCP tools; its `{ field: { type, description } }` schema lists base types", async () => {
    const search = await toolsOf('mcp', 'mcp-framework-classes/src/tools/SearchPagesTool.ts');
    expect(search.map((t) => `${t.name}:${t.framework}`)).toEqual(['search_pages:mcp']);
    expect(search[0]!.inputSchema.schema).toEqual({
      type: 'object',
      properties: { query: { type: 'string', description: 'Search text' }, limit: { type: 'number', description: 'Maximum number of results' } },
      required: ['query'],
    });
    const page = await toolsOf('mcp', 'mcp-framework-classes/src/tools/GetPageTool.ts');
    expect(page.map((t) => `${t.name}:${t.framework}:${t.inputSchema.source}`)).toEqual(['get_page:mcp:zod']);
  });

  it("a project tool() helper that wraps `options.schema ? zodToJsonSchema(options.schema) : undefined`, with zod constructors imported by name: the schema passed at each call", async () => {
    const tools = await toolsOf('openai', 'wrapped-member-tools/tools/kick.ts');
    expect(tools.map((t) => `${t.name}:${t.inputSchema.source}:${t.inputSchema.partial}`)).toEqual(['kick_member:zod:false']);
    expect(tools[0]!.inputSchema.schema).toMatchObject({ type: 'object', properties: { id: { type: 'string', description: 'Member id' }, reason: { type: 'string' } }, required: ['id'] });
    // No schema passed: the ternary's other branch, a function without parameters.
    const [ping] = await toolsOf('openai', 'wrapped-member-tools/tools/ping.ts');
    expect(ping?.inputSchema.schema).toBeUndefined();
  });

  it("a project wrapper that forwards its parameter to FastMCP's addTool: its calls are that server's MCP tools, not custom ones", async () => {
    const dir = path.join(EXTRACT, 'mcp');
    const { tools, toolsets } = await scan([dir], { cwd: dir });
    const mine = tools.filter((t) => t.range.file === 'fastmcp-allowlist-wrapper.ts');
    expect(mine.map((t) => `${t.name}:${t.framework}:${t.hasHandler}`)).toEqual(['search_engine:mcp:true', 'scrape_as_markdown:mcp:true']);
    const server = toolsets.find((s) => s.id.startsWith('mcp:Scraper@'));
    expect(server?.members.map((m) => m.tool.name).sort()).toEqual(['scrape_as_markdown', 'search_engine']);
  });

  it("`server.addTool({…})` is FastMCP's where the file imports it or its package.json declares it; a project's own registry's addTool is not MCP", async () => {
    const declared = path.join(EXTRACT, 'mcp', 'fastmcp-declared');
    const { tools } = await scan(['.'], { cwd: declared });
    expect(tools.map((t) => `${t.name}:${t.framework}`)).toEqual(['add_note:mcp']);
    // The same registration where nothing says FastMCP: a house registry, whose `parameters` its code wraps later.
    const house = path.join(FIXTURES, 'rules', 'valid-input-schema', 'valid');
    const { tools: houseTools } = await scan(['house-registry.ts'], { cwd: house });
    expect(houseTools.filter((t) => t.framework === 'mcp')).toEqual([]);
  });

  it("a JSON Schema as `.tool()`'s third argument is read as the MCP SDK's misplaced shape only where the SDK is imported or declared", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tool-lint-shape-'));
    try {
      writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'other-rpc', dependencies: { 'tiny-rpc': '^1.0.0' } }));
      const body = "server.tool('get_state', 'Read an entity.', { type: 'object', properties: { entity_id: { type: 'string' } } }, async ({ entity_id }) => entity_id);\n";
      writeFileSync(path.join(dir, 'other.ts'), "import { createServer } from 'tiny-rpc';\nconst server = createServer();\n" + body);
      const { tools } = await scan(['.'], { cwd: dir });
      expect(tools.map((t) => `${t.name}:${!!t.unsentArguments}`)).toEqual(['get_state:false']);
      writeFileSync(path.join(dir, 'other.ts'), "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nconst server = new McpServer({ name: 'x', version: '1' });\n" + body);
      const { tools: sdkTools } = await scan(['.'], { cwd: dir });
      expect(sdkTools.map((t) => `${t.name}:${!!t.unsentArguments?.jsonSchemaAt}`)).toEqual(['get_state:true']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a registration wrapper with an overload signature: its calls are one MCP server\'s tools, each field pointed at where the call writes it', async () => {
    const dir = path.join(EXTRACT, 'mcp', 'overloaded-wrapper');
    const { tools, toolsets } = await scan(['.'], { cwd: dir });
    expect(tools.map((t) => `${t.name}:${t.framework}`).sort()).toEqual(['get-invoice:mcp', 'list-invoices:mcp']);
    const server = toolsets.find((s) => s.kind === 'mcp-server');
    expect(server?.members.map((m) => m.tool.name).sort()).toEqual(['get-invoice', 'list-invoices']);
    const get = tools.find((t) => t.name === 'get-invoice')!;
    expect([get.pointers['/name'], get.pointers['/description'], get.pointers['/inputSchema']].map((r) => `${r?.file}:${r?.line}`)).toEqual(['tools/get-invoice.ts:5', 'tools/get-invoice.ts:6', 'tools/get-invoice.ts:7']);
  });

  it('a JSON config read with JSON.parse(readFileSync(…)) beside other settings: its tools are where the JSON writes them, wrapped into OpenAI\'s shape by a map', async () => {
    const tools = await toolsOf('openai', 'config/script-prompts.json');
    expect(tools.map((t) => `${t.name}:${t.framework}:${t.description.kind}`)).toEqual(['get_product_specs:openai:static', 'rewrite_section:openai:static']);
    expect(tools[1]!.inputSchema.schema).toMatchObject({ required: ['index', 'text'] });
  });

  it('gemini-cli classes: the description is the long text before the schema, not the display name or a later argument', async () => {
    const [grep] = await toolsOf('custom', 'grep.ts');
    expect(grep!.description).toMatchObject({ kind: 'static' });
    expect((grep!.description as { text: string }).text).toMatch(/^Searches for a regular expression pattern/);
    const [read] = await toolsOf('custom', 'read-file.ts');
    // The builder is folded as far as it goes: its text up to the part that depends on the runtime config.
    expect(read!.description).toMatchObject({ kind: 'dynamic', via: 'builder', expression: 'getReadFileDescription(config)' });
    expect((read!.description as { partialText: string }).partialText).toMatch(/^Reads and returns the content of a specified file\..*\$\{media\}/s);
    const [memory] = await toolsOf('custom', 'memoryTool.ts');
    expect(memory!.description).toMatchObject({ kind: 'dynamic', expression: 'MEMORY_DEFINITION.base.description!' });
  });

  it('tool classes read through getDescription() / getInputSchema(): static text, and `return undefined` is a tool without parameters', async () => {
    const tools = await toolsOf('mcp', 'class-toolkit/tools.ts');
    const list = tools.find((t) => t.name === 'list_boards')!;
    expect(list.description).toEqual({ kind: 'static', text: 'List the boards the current user can open, with their ids and names.' });
    expect(list.inputSchema.partial).toBe(false);
    const create = tools.find((t) => t.name === 'create_item')!;
    expect(create.description).toMatchObject({ kind: 'static' });
    expect(Object.keys((create.inputSchema.schema as { properties: object }).properties)).toEqual(['boardId', 'title']);
    expect(create.inputSchema.partial).toBe(false);
  });

  it("OpenAI Agents handoffs are the tools the SDK writes: transfer_to_<name>, its handoff description, an empty strict schema; handoff() overrides", async () => {
    const tools = await toolsOf('openai', 'support-handoffs.ts');
    const orders = tools.find((t) => t.name === 'transfer_to_Orders_Agent')!;
    expect(orders.description).toEqual({ kind: 'static', text: 'Handoff to the Orders Agent agent to handle the request. Answers questions about existing orders: status, delivery and items.' });
    expect(orders.inputSchema).toEqual({ source: 'json-schema', partial: false, schema: { type: 'object', properties: {}, required: [], additionalProperties: false } });
    const refund = tools.find((t) => t.name === 'request_refund')!;
    expect(refund.description).toEqual({ kind: 'static', text: 'Send the customer to the refunds team when they ask for money back.' });
    expect(Object.keys((refund.inputSchema.schema as { properties: object }).properties)).toEqual(['reason']);
  });

  it("a project function named like a converter is read for what it does: a schema it rewrites after converting is partial (counted, never judged as known)", async () => {
    const dir = path.join(FIXTURES, 'rules', 'valid-schema-dialect', 'valid', 'merged-union');
    const { tools } = await scan([dir], { cwd: dir });
    const t = tools.find((x) => x.name === 'get_package')!;
    expect(t.inputSchema.partial).toBe(true);
    // The conversion stays for the token count; the rules read `partial` (the valid fixture lints clean).
    expect(t.inputSchema.schema).toBeDefined();
  });

  it("Convex Agent: createTool({ description, args, handler }) is an AI SDK tool named by its key, and new Agent(component, { languageModel, tools }) is its request", async () => {
    const dir = path.join(EXTRACT, 'vercel-ai', 'convex-agent');
    const { tools, toolsets } = await scan(['.'], { cwd: dir });
    expect(tools.map((t) => `${t.name}:${t.framework}:${t.hasHandler}`)).toEqual(['webSearch:vercel-ai:true']);
    expect(tools[0]!.inputSchema.schema).toMatchObject({ type: 'object', required: ['query'] });
    expect(toolsets.map((s) => `${s.label}:${s.models?.join(',')}:${s.members.map((m) => m.tool.name).join(',')}`)).toEqual(['Agent:gpt-4o-mini:webSearch']);
  });

  it("Gemini declarations kept beside their implementations and mapped into functionDeclarations are Gemini's tools, sent by generateContent (the API's own googleSearch is not a function tool)", async () => {
    const dir = path.join(EXTRACT, 'openai', 'gemini-records');
    const { tools, toolsets } = await scan(['.'], { cwd: dir });
    expect(tools.map((t) => `${t.name}:${t.framework}`).sort()).toEqual(['calendar.get_events:gemini', 'calendar.today:gemini']);
    expect(toolsets.map((s) => `${s.dialect}:${s.models?.join(',')}:${s.members.map((m) => m.tool.name).join(',')}:${s.dynamic.length}`)).toEqual(['gemini:gemini-2.5-flash:calendar.today,calendar.get_events:0']);
  });

  it("a name built with .replace() and a literal regular expression folds; a pattern that could backtrack without end is not run (the scan must not hang)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tool-lint-regex-'));
    try {
      const make = (pattern: string) =>
        `import { tool } from '@langchain/core/tools';\nimport { z } from 'zod';\n` +
        `const label = 'Weather ${'a'.repeat(40)}!';\n` +
        `export const t = tool(async () => 'ok', { name: label.replace(${pattern}, '_').toLowerCase(), description: 'Current weather', schema: z.object({ city: z.string() }) });\n`;
      writeFileSync(path.join(dir, 'ok.ts'), make('/\\s+/g'));
      writeFileSync(path.join(dir, 'hostile.ts'), make('/(a+)+b/'));
      const { tools } = await scan(['.'], { cwd: dir });
      const byFile = Object.fromEntries(tools.map((t) => [t.range.file, `${t.name}:${t.nameResolved}`]));
      expect(byFile['ok.ts']).toBe(`weather_${'a'.repeat(40)}!:true`);
      expect(byFile['hostile.ts']?.endsWith(':false')).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("Genkit tools: zod imported from genkit is zod, so their parameters are known; an interrupt is a tool too", async () => {
    const tools = await toolsOf('custom', 'genkit-flows.ts');
    const weather = tools.find((t) => t.name === 'getWeather')!;
    expect(weather.inputSchema.partial).toBe(false);
    expect(weather.inputSchema.schema).toMatchObject({ type: 'object', properties: { city: { type: 'string', description: 'City name, e.g. Paris' } }, required: ['city'] });
    const ask = tools.find((t) => t.name === 'askUser')!;
    expect(ask.inputSchema.schema).toMatchObject({ required: ['question'] });
  });

  it("a tool class whose project base class registers this.name on an MCP server is an MCP tool, though the base is called BaseTool", async () => {
    const [area] = await toolsOf('mcp', 'base-tool-class/AreaTool.ts');
    expect(area).toMatchObject({ name: 'area_tool', framework: 'mcp' });
  });

  it("VS Code's languageModelTools: the model is given modelDescription (not the display texts), and a tool declared without inputSchema takes no input", async () => {
    const tools = await toolsOf('json', 'vscode-extension/package.json');
    const search = tools.find((t) => t.name === 'acme_webSearch')!;
    expect((search.description as { text: string }).text).toMatch(/^Search the web for recent or niche information/);
    expect(search.inputSchema.schema).toMatchObject({ required: ['query'] });
    expect(tools.find((t) => t.name === 'acme_searchHistory')!.inputSchema).toMatchObject({ partial: false, schema: { type: 'object', properties: {} } });
  });

  it('CommonJS require() of @openai/agents and zod binds like an import: an Agents tool with its zod parameters', async () => {
    const [t] = await toolsOf('openai', 'agents-commonjs.js');
    expect(t).toMatchObject({ name: 'suggest_script_changes', framework: 'openai-agents' });
    expect(t!.inputSchema.partial).toBe(false);
    expect(Object.keys((t!.inputSchema.schema as { properties: object }).properties)).toEqual(['section', 'changes']);
  });

  it('MCP config objects and Schema.shape keep every property, its optionality and its description', async () => {
    const tools = await toolsOf('mcp', 'config-objects.ts');
    const read = tools.find((t) => t.name === 'read_text_file')!;
    expect(read.inputSchema.partial).toBe(false);
    expect(read.inputSchema.schema).toEqual({
      type: 'object',
      properties: {
        path: { type: 'string' },
        tail: { type: 'number', description: 'If provided, returns only the last N lines of the file' },
        head: { type: 'number', description: 'If provided, returns only the first N lines of the file' },
      },
      required: ['path'],
    });
    const echo = tools.find((t) => t.name === 'echo')!;
    expect(echo.description).toEqual({ kind: 'static', text: 'Echoes back the input string' });
    const note = tools.find((t) => t.name === 'read_note')!;
    expect(note.description).toMatchObject({ kind: 'dynamic', via: 'builder', expression: "t('tools.read_note')" });
    expect(note.inputSchema.schema).toMatchObject({ properties: { path: { type: 'string', description: 'Note path' } } });
    // Parameter pointers sit under /properties, where the JSON Schema the model receives has them.
    expect(note.pointers['/inputSchema/properties/path']?.line).toBe(note.pointers['/inputSchema']?.line);
    expect(Object.keys(note.pointers).some((p) => p === '/inputSchema/path')).toBe(false);
  });

  it('z.object records a pointer per property, on its own line', async () => {
    const dir = path.join(FIXTURES, 'rules/require-param-description/invalid');
    const { tools } = await scan([dir], { cwd: dir });
    const search = tools.find((t) => t.name === 'searchDocs')!;
    expect(search.pointers['/inputSchema/properties/query']!.line).toBe(search.pointers['/inputSchema']!.line + 1);
  });

  it('Bedrock Converse: the schema is the one inside { json }', async () => {
    const [tool] = await toolsOf('anthropic', 'bedrock-converse.ts');
    expect(tool!.framework).toBe('bedrock');
    expect(tool!.inputSchema.schema).toMatchObject({ type: 'object', required: ['ticker'] });
  });

  it('a loop that registers `const { name, handler, ...config } = spec`: each element keeps its description and schema (the rest is the element without name and handler)', async () => {
    const dir = path.join(EXTRACT, 'mcp', 'destructured-loop');
    const { tools } = await scan([dir], { cwd: dir });
    const summary = tools.map((t) => `${t.name}:${t.description.kind}:${Object.keys((t.inputSchema.schema?.properties as object | undefined) ?? {}).join(',')}`).sort();
    expect(summary).toEqual(['get_balance:static:account', 'get_news:static:ticker', 'get_quote:static:ticker', 'list_accounts:static:limit']);
  });

  it('a registry class: the tools a server lists from a Map field keep their descriptions and schemas', async () => {
    const dir = path.join(EXTRACT, 'mcp', 'field-registry');
    const { toolsets } = await scan([dir], { cwd: dir });
    const admin = toolsets.find((s) => s.range.file === 'admin-server.ts')!.members;
    // close_issue is registered only when the server is not read-only.
    expect(admin.map(({ tool: t, conditional }) => `${t.name}:${t.description.kind}:${conditional}:${Object.keys((t.inputSchema.schema?.properties as object | undefined) ?? {}).join(',')}`).sort()).toEqual([
      'close_issue:static:true:number',
      'get_issue:static:false:number',
    ]);
  });

  it('tool classes that describe themselves (new FetchPageTool().toToolType()) in a tools/list answer: MCP tools of that server, not LangChain ones for a base class named BaseTool', async () => {
    const dir = path.join(EXTRACT, 'mcp', 'self-describing-classes');
    const { tools, toolsets } = await scan([dir], { cwd: dir });
    expect(tools.map((t) => `${t.name}:${t.framework}`).sort()).toEqual(['fetch_page:mcp', 'screenshot:mcp']);
    expect(toolsets.map((t) => `${t.id}:${t.members.map((m) => m.tool.name).join(',')}`)).toEqual(['tools/list@server.ts:6:fetch_page,screenshot']);
  });

  it('tools.map(zodFunction): each definition is sent as OpenAI function tool, also one without a description', async () => {
    const dir = path.join(EXTRACT, 'openai', 'zod-function-map');
    const { toolsets } = await scan([dir], { cwd: dir });
    const sent = toolsets.find((t) => t.id.startsWith('chat.completions.create@'))!;
    expect(sent.members.map((m) => `${m.tool.name}:${m.tool.description.kind}:${m.sent?.type}:${m.sent?.functionKeys?.join('+')}`)).toEqual([
      'reddit:none:function:name+parameters',
      'dad_joke:static:function:description+name+parameters',
    ]);
  });

  it('compiled enums fold to their values', async () => {
    const tools = await toolsOf('mcp', 'compiled-enum-server.js');
    expect(tools.map((t) => [t.name, t.nameResolved])).toEqual([
      ['echo', true],
      ['add', true],
    ]);
  });
});

describe('names as the SDK sends them', () => {
  it('OpenAI Agents tool() names go through toFunctionToolName (non-alphanumerics become _)', async () => {
    const dir = path.join(FIXTURES, 'rules/valid-tool-name/valid');
    const { tools } = await scan([dir], { cwd: dir });
    const agents = tools.filter((t) => t.framework === 'openai-agents');
    expect(agents.length).toBeGreaterThan(0);
    for (const t of agents) expect(t.name).toMatch(/^[a-zA-Z0-9_]+$/);
  });
});
