import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULE_MAP } from '../rules/index.js';
import { firstDifference, modelPointer } from '../rules/_support/wire.js';
import { main } from '../src/cli.js';
import { loadConfig } from '../src/config/load.js';
import { DEFAULT_MATRIX, type ResolvedMatrix } from '../src/config/matrix.js';
import { resolveConfig } from '../src/config/resolve.js';
import { lint } from '../src/engine/lint.js';
import { scan } from '../src/scan/scan.js';
import { countableTool } from '../src/tokens/from-tool.js';
import { countToolTokens } from '../src/tokens/index.js';
import { FIXTURES } from './helpers.js';

/*
 * Rules about what a description says read it as the model receives it: per rendered cell, one
 * finding naming the cells it holds in. The stability rule compares the request's bytes and never
 * quotes them, so the report is the same on every run.
 */
const RULES = path.join(FIXTURES, 'rules');

async function findings(ruleId: string, dir: string, options: { eval?: boolean; matrix?: ResolvedMatrix } = {}) {
  const { config } = await loadConfig(dir);
  const resolved = resolveConfig(config, RULE_MAP);
  if (options.matrix) resolved.matrix = options.matrix;
  for (const [id, rc] of resolved.rules) rc.severity = id === ruleId ? 'warn' : 'off';
  const result = await lint(['.'], resolved, RULE_MAP, dir, options);
  return result.diagnostics.filter((d) => d.ruleId === ruleId);
}

describe('text rules read each rendered cell', () => {
  const transit = path.join(RULES, 'valid-description-examples', 'invalid');
  const planTrip = (list: Awaited<ReturnType<typeof findings>>) => list.filter((d) => d.tool === 'plan_trip');

  it('few-shot examples added for small models are checked against the schema, naming only those cells', async () => {
    const found = planTrip(await findings('valid-description-examples', transit));
    expect(found.map((d) => [d.range.file, d.range.line, d.messageId, d.cells])).toEqual([['transit-tool.ts', 27, 'invalidValue', ['model=llama-3.1-8b', 'model=gemini-2.0-flash']]]);
    expect(found[0]!.message).toBe('Example {"from":"Keelung","to":"Taipei","mode":"rail"} in the description of "plan_trip" does not match the input schema: "mode" must be one of "train", "bus", "ferry"');
  });

  it('with --no-eval the text folded statically per cell is checked the same way', async () => {
    const found = planTrip(await findings('valid-description-examples', transit, { eval: false }));
    expect(found.map((d) => [d.messageId, d.cells])).toEqual([['invalidValue', ['model=llama-3.1-8b', 'model=gemini-2.0-flash']]]);
  });

  it('an empty render is a missing description in the cells that render it', async () => {
    const found = await findings('require-description', path.join(RULES, 'require-description', 'invalid'));
    expect(found.filter((d) => d.tool === 'book_table').map((d) => [d.messageId, d.cells])).toEqual([['empty', ['locale=ja']]]);
  });

  it('an instruction added in one market is reported for that market', async () => {
    const found = await findings('no-hidden-instructions', path.join(RULES, 'no-hidden-instructions', 'invalid'));
    expect(found.filter((d) => d.tool === 'search_offers').map((d) => [d.messageId, d.cells])).toEqual([['concealment', ['locale=en-US']]]);
  });
});

describe('no-unknown-tool-reference per toolset and cell', () => {
  const dir = path.join(RULES, 'no-unknown-tool-reference', 'invalid');

  it('a tool named in backticks is reported in the cells without it, and only there', async () => {
    const found = (await findings('no-unknown-tool-reference', dir)).filter((d) => d.tool === 'plan_outing');
    expect(found.map((d) => [d.message, d.cells])).toEqual([['The description of "plan_outing" mentions the tool "weather", which is not available in this context', ['tools=-weather']]]);
  });

  it('a shared description naming a tool that one of its requests never sends names that request', async () => {
    const found = (await findings('no-unknown-tool-reference', dir)).filter((d) => d.tool === 'lookup_order');
    expect(found.map((d) => [d.message, d.cells])).toEqual([
      ['The description of "lookup_order" mentions the tool "issue_refund", which is not sent with it in messages.create@src/support/agents.ts:8', undefined],
    ]);
  });

  it('in the one default cell, a description built at load (it cannot read the request) is judged against its toolset', async () => {
    const found = await findings('no-unknown-tool-reference', dir, { matrix: DEFAULT_MATRIX });
    // An MCP server's tools (search_articles) are sent with whatever other servers the client has.
    // (createOrder: a Mastra tool named by its id where the agent sends it under another key, src/shop/agent.ts.)
    // Except a tool the project defines and serves nowhere (get_statistics_data names get_table_info, whose
    // registration src/stats-server/server.ts comments out). And a tool named by the module that registers
    // it under another name (renameTab names listDocumentTabs, src/docs-server), whatever the cell. And the
    // instructions sent with a request that name three tools no one defined (src/lifelog), reported at the
    // instructions and named by the request; so are a LangGraph agent's (its `prompt`, src/deals). A module's
    // kebab-case stem called a tool names that tool (loadDocument names list-documents, src/workspace-chat);
    // a two-word stem in prose ("one follow-up question") does not; a parameter's description is read for them too.
    expect(found.map((d) => `${d.tool} ${d.messageId} ${d.cells ?? '-'}`).sort()).toEqual([
      'chat.completions.create instructionsUnknown -',
      'chat.completions.create instructionsUnknown -',
      'chat.completions.create instructionsUnknown -',
      'createOrder declaredName -',
      'createReactAgent instructionsUnknown -',
      'get_statistics_data notInToolset -',
      'loadDocument moduleName -',
      'lookup_order notInToolset -',
      'renameTab moduleName -',
      'search_kb notInToolset -',
      'summarizeDocument moduleName -',
    ]);
  });
});

describe('no-unstable-render compares the bytes of each toolset', () => {
  const dir = path.join(RULES, 'no-unstable-render', 'invalid');

  it('reports the tool and field of the first differing byte, with the tokens re-billed from there on', async () => {
    const found = (await findings('no-unstable-render', dir)).filter((d) => d.range.file === 'src/mcp/release-server.ts');
    expect(found.map((d) => [d.messageId, d.tool, d.pointer, d.cells])).toEqual([['prefix', 'create_release', '/description', ['all 3 cells']]]);
    // The tools from create_release on, without the text that changes: create_release's name and
    // schema, and promote_release whole (an MCP server is counted for the default models).
    const { tools } = await scan(['.'], { cwd: dir });
    const from = ['create_release', 'promote_release'].map((n) => countableTool(tools.find((t) => t.name === n)!).input);
    from[0] = { ...from[0]!, description: '' };
    const cost = (model: string) => from.reduce((s, t) => s + countToolTokens(t, model).total, 0).toLocaleString('en-US');
    expect(found[0]!.message).toBe(
      `The tools of mcp:release-bot@src/mcp/release-server.ts:9 differ between two fresh renders of the same context, first in the description of "create_release": every request re-bills the cached prompt prefix from there on, at least ${cost('gpt-4o')} tokens on gpt-4o, ≈${cost('claude-sonnet-4-5')} on claude-sonnet-4-5`,
    );
  });

  it('lint --format json is byte-identical across two runs of a render that embeds a timestamp', async () => {
    const cwd = path.join(FIXTURES, 'projects', 'session-stamp');
    const run = async () => {
      let stdout = '';
      await main(['.', '--format', 'json'], { cwd, stdout: (s) => void (stdout += s), stderr: () => {}, isTTY: false });
      return stdout;
    };
    const first = await run();
    // A second apart, as two CI runs are: a quoted clock reading would differ.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await run();
    const unstable = (JSON.parse(first) as { diagnostics: Array<{ ruleId: string; tool: string; pointer: string; message: string }> }).diagnostics.filter((d) => d.ruleId === 'no-unstable-render');
    expect(unstable.map((d) => `${d.tool} ${d.pointer}`)).toEqual(['report_issue /description']);
    expect(unstable[0]!.message).not.toMatch(/\d{4}-\d\d-\d\dT/);
    expect(second).toBe(first);
  });
});

describe('wire formats', () => {
  const tool = (description: string, enumValues: string[]) => ({ name: 'search', description, inputSchema: { type: 'object', properties: { sort: { type: 'string', enum: enumValues } } } });

  it('finds the first differing byte in the tool and field that produce it, in each format', () => {
    const a = [tool('Same.', ['a']), tool('Same.', ['new', 'old'])];
    const b = [tool('Same.', ['a']), tool('Same.', ['old', 'new'])];
    for (const format of ['anthropic', 'openai', 'gemini'] as const) {
      const d = firstDifference(format, a, b)!;
      expect(d.index).toBe(1);
      expect(modelPointer(format, d.pointer)).toBe('/inputSchema/properties/sort/enum/0');
    }
    expect(firstDifference('openai', a, a)).toBeUndefined();
  });

  it('a description left out as empty in one render is a difference in the description', () => {
    const d = firstDifference('anthropic', [tool('', ['a'])], [tool('Now.', ['a'])])!;
    expect(modelPointer('anthropic', d.pointer)).toBe('/description');
  });
});
