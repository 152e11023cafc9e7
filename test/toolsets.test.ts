import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scan } from '../src/scan/scan.js';
import { FIXTURES } from './helpers.js';

const APP = path.join(FIXTURES, 'toolsets', 'multi-agent-app');

describe('toolsets: what one request holds', () => {
  it("createReactAgent({ tools: toolNode }) sends the ToolNode's tools, and the node is no tool", async () => {
    const dir = path.join(FIXTURES, 'extract', 'langchain');
    const { toolsets, tools } = await scan(['.'], { cwd: dir });
    const agent = toolsets.find((t) => t.id === 'createReactAgent@sql-graph-node.ts:25');
    expect(agent?.members.map((m) => m.tool.name)).toEqual(['list_tables', 'describe_table']);
    expect(agent?.dynamic).toEqual([]);
    expect(tools.filter((t) => t.range.file === 'sql-graph-node.ts' && /ToolNode/.test(t.name))).toEqual([]);
  });

  it('a request helper sends what its callers pass it: runLLM({ tools }) is read at its call site', async () => {
    const { toolsets } = await scan(['.'], { cwd: path.join(FIXTURES, 'extract', 'openai', 'request-helper') });
    expect(toolsets.map((t) => `${t.id} [${t.members.map((m) => `${m.tool.name}@${m.tool.range.file}`).join(', ')}]`)).toEqual([
      'chat.completions.create@llm.ts:10 [latest_headlines@tools/headlines.ts, tell_joke@tools/joke.ts]',
    ]);
  });

  it("instances whose base class builds their tool() from this.name are sent by the agent that maps them, each at its own class", async () => {
    const { toolsets } = await scan(['.'], { cwd: path.join(FIXTURES, 'extract', 'openai', 'inherited-class-tools') });
    expect(toolsets.map((t) => `${t.id} [${t.members.map((m) => `${m.tool.name}@${m.tool.range.file}:${m.tool.range.line}`).join(', ')}]`)).toEqual([
      'Agent@chat-service.ts:5 [expenses@expenses.tool.ts:4, legend@stats.tool.ts:12, day_of_week@stats.tool.ts:20]',
    ]);
  });

  it("an MCP server's registrars imported under other names (`{ register as registerSearch }`, a default import, a namespace) all register on the server passed to them", async () => {
    const { tools } = await scan(['.'], { cwd: path.join(FIXTURES, 'toolsets', 'imported-registrars') });
    expect(tools.map((t) => `${t.name} ${t.toolsets?.join(', ')}`).sort()).toEqual([
      'add_comment mcp:issues@server.ts:9',
      'add_label mcp:issues@server.ts:9',
      'list_milestones mcp:issues@server.ts:9',
      'search_issues mcp:issues@server.ts:9',
    ]);
  });

  it('a registration loop over definitions that are tools where they are written registers each on the server', async () => {
    const { tools } = await scan(['.'], { cwd: path.join(FIXTURES, 'toolsets', 'definition-loop') });
    expect(tools.map((t) => `${t.name} ${t.range.file}:${t.range.line} ${t.toolsets?.join(', ')}`).sort()).toEqual([
      'get_feedback definitions.ts:11 MCP server@server.ts:6',
      'get_listing definitions.ts:16 MCP server@server.ts:6',
      'leave_feedback definitions.ts:12 MCP server@server.ts:6',
    ]);
  });

  it('a registration loop under an `if` registers each of its tools only then (conditional members of the server)', async () => {
    const { toolsets } = await scan(['.'], { cwd: path.join(FIXTURES, 'toolsets', 'guarded-registration-loop') });
    expect(toolsets.map((t) => `${t.kind} [${t.members.map((m) => `${m.tool.name}${m.conditional ? '?' : ''}`).join(', ')}]`)).toEqual([
      'mcp-server [list_profiles, get_profile, delete_profile?]',
    ]);
  });

  it('a list a `let` narrows by reassigning it from itself (`tools = tools.filter(…)`) sends its initial tools, each maybe left out', async () => {
    const { toolsets } = await scan(['.'], { cwd: path.join(FIXTURES, 'toolsets', 'narrowed-let') });
    expect(toolsets.map((t) => `${t.id} [${t.members.map((m) => `${m.tool.name}${m.conditional ? '?' : ''}`).join(', ')}]`)).toEqual(['chat.completions.create@runner.ts:7 [read_file?, web_search?]']);
  });

  it('a builder given configuration that costs more to fold than the builder itself still yields its tools (the argument is unknown, the tools are not)', async () => {
    const { toolsets } = await scan(['.'], { cwd: path.join(FIXTURES, 'toolsets', 'costly-config') });
    expect(toolsets.map((t) => `${t.id} [${t.members.map((m) => `${m.tool.name}${m.conditional ? '?' : ''}`).join(', ')}]`)).toEqual(['fetch /v1/responses@runtime.ts:9 [create_ticket, search_knowledge?]']);
  });

  it('a registration helper that aliases its server parameter (`const s = server as any`) registers on the server its callers pass', async () => {
    const { toolsets } = await scan(['.'], { cwd: path.join(FIXTURES, 'toolsets', 'compat-registrar') });
    expect(toolsets.map((t) => `${t.id} [${t.members.map((m) => m.tool.name).join(', ')}]`)).toEqual(['mcp:shop@src/index.ts:5 [order_status, preview_products]']);
  });

  it("a project function that picks the model by a key of its own (`getAgentModel('Main')`) names no model; one handed a model id does", async () => {
    const { toolsets } = await scan(['.'], { cwd: path.join(FIXTURES, 'toolsets', 'model-picker') });
    expect(toolsets.map((t) => `${t.id} ${JSON.stringify(t.models ?? [])}`)).toEqual(['chat.completions.create@chat.ts:17 ["gpt-4.1"]']);
  });

  it('a method called on a parameter or constructor-injected field typed with a project class or interface (`model: Model`, `private ai: AiProvider`) is that class\'s method: its request sends what the callers pass', async () => {
    const { toolsets } = await scan(['.'], { cwd: path.join(FIXTURES, 'toolsets', 'typed-receivers') });
    expect(toolsets.map((t) => `${t.id} [${t.members.map((m) => m.tool.name).sort().join(', ')}]`).sort()).toEqual([
      'client.chat.completions.create@model.ts:11 [read_file, run_command]',
      'client.chat.completions.create@receptionist.ts:13 [transfer_call]',
    ]);
  });

  it("a config spread after `tools` whose every source holds no `tools` (a project function returning `{ voice }` or `{}`) leaves the agent's tools as written", async () => {
    const { toolsets } = await scan(['.'], { cwd: path.join(FIXTURES, 'toolsets', 'spread-config') });
    expect(toolsets.map((t) => `${t.id} [${t.members.map((m) => m.tool.name).join(', ')}]`)).toEqual(['Agent@src/agent.ts:24 [findRide, bookRide]']);
  });

  it('Mastra sub-agents are tools of the agent that lists them, also in a file that defines no tool and for an agent with no tools of its own', async () => {
    const { toolsets } = await scan(['.'], { cwd: path.join(FIXTURES, 'toolsets', 'mastra-network') });
    expect(toolsets.map((t) => `${t.id} [${t.members.map((m) => m.tool.name).sort().join(', ')}]`).sort()).toEqual([
      'Agent@src/mastra/agents/index.ts:15 [agent-reviewer, saveDraft]',
      'Agent@src/mastra/agents/index.ts:24 [agent-reviewer, agent-writer]',
    ]);
  });

  it("an OpenAI agent's handoffs are tools of its own request, also when it has no tools and when they are given after it is made (also through a cast)", async () => {
    const { toolsets } = await scan(['.'], { cwd: path.join(FIXTURES, 'toolsets', 'agent-handoffs') });
    expect(toolsets.map((t) => `${t.id} ${t.models?.join('|') ?? '-'} [${t.members.map((m) => m.tool.name).sort().join(', ')}]`).sort()).toEqual([
      'Agent.create@src/triage.ts:5 gpt-4.1-mini [track_delivery, transfer_to_Billing]',
      'Agent@src/specialists.ts:13 - [lookup_invoice, transfer_to_Triage]',
      'Agent@src/specialists.ts:20 - [transfer_to_Triage]',
      'RealtimeAgent@src/realtime.ts:13 - [lookup_wallet, transfer_to_trading]',
      'RealtimeAgent@src/realtime.ts:14 - [transfer_to_portfolio]',
    ]);
    const triage = toolsets.find((t) => t.id.startsWith('Agent.create'))!;
    expect(triage.instructions?.[0]?.text).toContain('transfer_to_Billing');
  });

  it("a server's registerTool bound and cast into a constant (`const register = server.registerTool.bind(server) as …`) registers on that server", async () => {
    const { toolsets } = await scan(['.'], { cwd: path.join(FIXTURES, 'extract', 'mcp', 'bound-registration') });
    expect(toolsets.map((t) => `${t.id} [${t.members.map((m) => m.tool.name).sort().join(', ')}]`)).toEqual(['mcp:boards@src/index.ts:5 [get_card, move_card]']);
  });

  it('a list spread from tools listed at run time and mapped on the way out keeps the unseen part: the toolset is a lower bound', async () => {
    const { toolsets } = await scan(['.'], { cwd: path.join(FIXTURES, 'toolsets', 'unseen-spread') });
    expect(toolsets.map((t) => `${t.id} [${t.members.map((m) => m.tool.name).join(', ')}] dynamic: ${t.dynamic.join(', ')}`)).toEqual(['client.messages.create@claude-client.ts:10 [execute_code] dynamic: ...mcpTools']);
  });

  it('a request body completed before the call (`request.tools = tools`) sends those tools', async () => {
    const { toolsets } = await scan(['.'], { cwd: path.join(FIXTURES, 'toolsets', 'completed-request') });
    expect(toolsets.map((t) => `${t.id} ${t.dialect} [${t.members.map((m) => `${m.tool.name}${m.conditional ? '?' : ''}`).join(', ')}]`)).toEqual(['messages.stream@capture.ts:22 anthropic [calculator?]']);
  });

  it('requests made without an SDK (fetch, axios.post) to a model endpoint are toolsets in that endpoint\'s dialect; other fetches are not', async () => {
    const { toolsets, sinks } = await scan(['.'], { cwd: path.join(FIXTURES, 'toolsets', 'http-requests') });
    const summary = toolsets.map((t) => `${t.id} ${t.kind} [${t.members.map((m) => m.tool.name).join(', ')}]`);
    expect(summary).toEqual(['fetch /chat/completions@requests.ts:9 request [lookup_order]', 'post /v1/messages@requests.ts:17 request [refund_order]']);
    // The body whose tools are set from a run-time registry is a request too, with a part the scanner cannot see.
    expect((sinks ?? []).map((s) => `${s.hit.label}:${s.members.length}:${s.dynamic.length}`).sort()).toEqual(['fetch /chat/completions:0:1', 'fetch /chat/completions:1:0', 'post /v1/messages:1:0']);
  });

  it('an app with two agents and an MCP server has three toolsets, each with its own tools', async () => {
    const { toolsets, tools } = await scan(['.'], { cwd: APP });
    const summary = toolsets.map((t) => ({ id: t.id, kind: t.kind, tools: t.members.map((m) => `${m.tool.name}${m.conditional ? '?' : ''}@${m.tool.range.file}`) }));
    expect(summary).toEqual([
      {
        id: 'messages.create@src/agents/coding-agent.ts:26',
        kind: 'request',
        // In the order the request sends them: the spread list first, then the two written after it.
        tools: ['read_file@src/tools/files.ts', 'list_dir@src/tools/files.ts', 'read_file@src/agents/coding-agent.ts', 'run_tests@src/agents/coding-agent.ts'],
      },
      {
        id: 'streamText@src/agents/support-agent.ts:15',
        kind: 'request',
        tools: ['lookup_order@src/tools/orders.ts', 'kb_search@src/tools/kb.ts', 'refund_order?@src/tools/orders.ts'],
      },
      {
        // Registered in two files on the server object passed to them: one server, one list.
        id: 'mcp:orders-mcp@src/mcp/server.ts:6',
        kind: 'mcp-server',
        tools: ['search_articles@src/mcp/kb-tools.ts', 'get_order@src/mcp/order-tools.ts', 'cancel_order@src/mcp/order-tools.ts'],
      },
    ]);
    // Every tool knows the toolsets it is sent in.
    for (const t of tools) expect(t.toolsets?.length).toBe(1);
  });

  it('names AI SDK tools by the keys the request sends them under, wherever they are defined', async () => {
    const { tools } = await scan(['.'], { cwd: APP });
    const orders = tools.filter((t) => t.range.file === 'src/tools/orders.ts').map((t) => t.name).sort();
    expect(orders).toEqual(['lookup_order', 'refund_order']);
  });
});

describe('report: one budget per toolset', () => {
  async function report(args: string[]) {
    const { main } = await import('../src/cli.js');
    let stdout = '';
    let stderr = '';
    const code = await main(['report', '.', ...args], { cwd: APP, stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s), isTTY: false });
    return { code, stdout, stderr };
  }

  it('counts each request for the model it names, and an unnamed one (the MCP server) for the defaults', async () => {
    const r = await report(['--format', 'json']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout);
    const byId = new Map<string, string[]>();
    for (const s of json.toolsets as Array<{ id: string; model: string; members: string[] }>) byId.set(s.id, [...(byId.get(s.id) ?? []), s.model]);
    expect(Object.fromEntries(byId)).toEqual({
      'mcp:orders-mcp@src/mcp/server.ts:6': ['gpt-4o', 'claude-sonnet-4-5'],
      'messages.create@src/agents/coding-agent.ts:26': ['claude-sonnet-4-5'],
      'streamText@src/agents/support-agent.ts:15': ['gpt-4.1'],
    });
    const support = json.toolsets.find((s: { id: string }) => s.id.startsWith('streamText'));
    expect(support.members).toEqual(['lookup_order', 'kb_search', 'refund_order']);
    expect(support.conditional).toEqual(['refund_order']);
    // A toolset's total is its own tools' totals plus the request overhead, not the repository's.
    const totals = new Map((json.tools as Array<{ key: string; cells: Array<{ model: string; tokens: { total: number } }> }>).map((t) => [t.key, t.cells.find((c) => c.model === 'gpt-4.1')!.tokens.total]));
    expect(support.tokens.total).toBe(support.members.reduce((n: number, k: string) => n + totals.get(k)!, 0) + support.systemOverhead);
  });

  it('a list chosen by a condition (`mode === "router" ? ROUTER_TOOLS : FULL_TOOLS`) is counted as the larger request, not as both lists summed', async () => {
    const { main } = await import('../src/cli.js');
    let stdout = '';
    await main(['report', '.', '--format', 'json'], { cwd: path.join(FIXTURES, 'toolsets', 'mode-lists'), stdout: (s) => void (stdout += s), stderr: () => {}, isTTY: false });
    const json = JSON.parse(stdout);
    const set = json.toolsets.find((s: { model: string }) => s.model === 'gpt-4o');
    expect(set.members).toHaveLength(8);
    const totals = new Map((json.tools as Array<{ key: string; name: string; cells: Array<{ model: string; tokens: { total: number } }> }>).map((t) => [t.name, t.cells.find((c) => c.model === 'gpt-4o')!.tokens.total]));
    const sum = (names: string[]) => names.reduce((n, k) => n + totals.get(k)!, 0) + set.systemOverhead;
    const full = sum(['list_orders', 'get_order', 'list_invoices', 'create_invoice', 'list_stock', 'book_delivery']);
    expect(set.tokens.total).toBe(full);
    expect(set.tokens.total).toBeLessThan(full + sum(['erp', 'erp_discover']) - set.systemOverhead);
  });

  it('applies budgets.toolset to each toolset on its own: only the one over the limit fails', async () => {
    const json = JSON.parse((await report(['--format', 'json'])).stdout);
    const coding = json.toolsets.find((s: { id: string }) => s.id.startsWith('messages.create')).tokens.total as number;
    const others = (json.toolsets as Array<{ id: string; tokens: { total: number } }>).filter((s) => !s.id.startsWith('messages.create')).map((s) => s.tokens.total);
    const limit = Math.max(...others) + 1;
    expect(coding).toBeGreaterThan(limit);
    const { mkdtempSync, writeFileSync, cpSync, rmSync } = await import('node:fs');
    const os = await import('node:os');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tool-lint-toolsets-'));
    try {
      cpSync(APP, dir, { recursive: true });
      writeFileSync(path.join(dir, 'tool-lint.config.json'), JSON.stringify({ budgets: { toolset: `${limit} tokens` } }));
      const { main } = await import('../src/cli.js');
      let stdout = '';
      const code = await main(['report', '.', '--format', 'json'], { cwd: dir, stdout: (s) => void (stdout += s), stderr: () => undefined, isTTY: false });
      expect(code).toBe(1);
      const exceeded = JSON.parse(stdout).budgets.exceeded as Array<{ kind: string; toolset: string }>;
      expect(exceeded.map((e) => `${e.kind}:${e.toolset}`)).toEqual(['toolset:messages.create@src/agents/coding-agent.ts:26']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('lint judges toolsets as report budgets them', () => {
  async function lintJson(cwd: string, args: string[] = []) {
    const { main } = await import('../src/cli.js');
    let stdout = '';
    await main(['.', '--format', 'json', '--no-eval', ...args], { cwd, stdout: (s) => void (stdout += s), stderr: () => undefined, isTTY: false });
    return JSON.parse(stdout) as { diagnostics: Array<{ ruleId: string; file: string; line: number; tool: string; message: string }>; toolsets: Array<{ id: string }> };
  }

  it('a tools/list fed by a helper that flattens a registry of imported maps, picked by a flag, filtered and re-annotated: one server toolset with every tool', async () => {
    const { toolsets } = await scan(['.'], { cwd: path.join(FIXTURES, 'toolsets', 'flattened-registry') });
    const served = toolsets.filter((t) => t.kind === 'mcp-server');
    expect(served.map((t) => t.id)).toEqual(['tools/list@src/server.ts:6']);
    // Every tool of either branch, each only under its flag; the list both branches hold counted once.
    expect(served[0]!.members.map((m) => m.tool.name).sort()).toEqual(['get-company', 'get-lists', 'get_record_details', 'search-companies', 'search_records']);
    expect(served[0]!.dynamic).toEqual([]);
  });

  it('a filter the scanner can decide per element keeps exactly those tools (ALL_TOOLS.filter((t) => t.scope === "docs"))', async () => {
    const dir = path.join(FIXTURES, 'rules', 'no-duplicate-tool-names', 'valid', 'scoped-servers');
    const { toolsets } = await scan(['.'], { cwd: dir });
    const served = toolsets.find((t) => t.kind === 'mcp-server')!;
    expect(served.members.map((m) => `${m.tool.name}@${m.tool.range.line}${m.conditional ? '?' : ''}`)).toEqual(['search@7', 'get_doc@8']);
  });

  it('a tool set built in a loop from definitions holds the definitions under their names, conditional where a guard the scanner cannot decide skips some', async () => {
    const dir = path.join(FIXTURES, 'extract', 'vercel-ai');
    const { toolsets } = await scan(['.'], { cwd: dir });
    const set = toolsets.find((t) => t.id.startsWith('streamText@tool-set-from-definitions.ts'))!;
    // Not the copy literal in the loop: each member is the definition it copies.
    expect(set.members.map((m) => `${m.tool.name}@${m.tool.range.line}`)).toEqual(['write_file@22', 'read_file@30']);
    // `if (ctx.readOnly && tool.modifiesState) continue;` may skip write_file: present only sometimes.
    expect(set.members.find((m) => m.tool.name === 'write_file')!.conditional).toBe(true);
  });

  it('a name sent twice through a spread of another list is a duplicate in that request', async () => {
    const json = await lintJson(APP);
    const dupes = json.diagnostics.filter((d) => d.ruleId === 'no-duplicate-tool-names');
    expect(dupes.map((d) => `${d.file}:${d.line}:${d.tool}`)).toEqual(['src/agents/coding-agent.ts:10:read_file']);
    expect(json.toolsets.map((t) => t.id).sort()).toEqual(['mcp:orders-mcp@src/mcp/server.ts:6', 'messages.create@src/agents/coding-agent.ts:26', 'streamText@src/agents/support-agent.ts:15']);
  });

  it('an array written inside a factory is a new array at each call: tools made by two factories are not one list (no duplicate)', async () => {
    const dir = path.join(FIXTURES, 'toolsets', 'factory-pairs');
    const { toolsets } = await scan(['.'], { cwd: dir });
    expect(toolsets.map((t) => `${t.kind}:${t.members.map((m) => `${m.tool.name}@${m.tool.range.file}`).join(',')}`).sort()).toEqual([
      'list:search@src/bing-search.ts',
      'list:search@src/google-search.ts',
    ]);
    const json = await lintJson(dir);
    expect(json.diagnostics.filter((d) => d.ruleId === 'no-duplicate-tool-names')).toEqual([]);
  });

  it('a helper given the server inside an options object ({ tool, ...toolArgs }): every call registers on that one server', async () => {
    const { toolsets } = await scan(['.'], { cwd: path.join(FIXTURES, 'toolsets', 'options-helper') });
    expect(toolsets.map((t) => `${t.kind}:${t.members.map((m) => m.tool.name).join(',')}`)).toEqual(['mcp-server:add_task,complete_task']);
  });

  it('a tool object from a package is a member of its toolset but no rule judges its (unseen) definition', async () => {
    const json = await lintJson(path.join(FIXTURES, 'extract', 'langchain'), ['tool-node-agent.ts']);
    expect(json.diagnostics.filter((d) => d.tool?.includes('TavilySearch'))).toEqual([]);
  });
});
