import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseLimit, limitTokens, resolveBudgets } from '../src/config/budgets.js';
import { resolveConfig } from '../src/config/resolve.js';
import { RULE_MAP } from '../rules/index.js';
import { formatSkillListing, capEntry, type ListingEntry, type ListingOptions } from '../src/tokens/skill-listing.js';
import { whyTool, formatWhy } from '../src/tokens/why.js';
import { countToolTokens, type ToolInput } from '../src/tokens/index.js';
import { countToolsetViaApi, AnthropicApiError, type FetchLike } from '../src/tokens/anthropic-api.js';
import maxToolsetTokens from '../rules/max-toolset-tokens.js';
import maxMcpToolsetTokens from '../rules/max-mcp-toolset-tokens.js';
import noIgnoredCacheBreakpoint from '../rules/no-ignored-cache-breakpoint.js';
import type { ToolDefinition } from '../src/model/tool.js';
import type { Toolset } from '../src/model/toolset.js';
import { toolsetModelIds } from '../src/budget/toolset-models.js';
import type { ReportDescriptor } from '../src/engine/rule.js';
import { SourceIndex } from '../src/source/source-index.js';
import { FIXTURES } from './helpers.js';

describe('budgets config', () => {
  it.each([
    ['600 tokens', { kind: 'tokens', value: 600 }],
    ['6k tokens', { kind: 'tokens', value: 6000 }],
    ['1.5k tokens', { kind: 'tokens', value: 1500 }],
    ['1 token', { kind: 'tokens', value: 1 }],
    ['5%', { kind: 'percent', value: 5 }],
    ['0.75 %', { kind: 'percent', value: 0.75 }],
  ])('parses %s', (text, expected) => {
    expect(parseLimit(text, 'tool')).toMatchObject(expected);
  });

  it.each(['600 words', '-5%', '150%', 'lots', ''])('rejects %j with an example', (text) => {
    expect(() => parseLimit(text, 'tool')).toThrow(/budgets\.tool/);
  });

  it('percent limits scale with the context window', () => {
    expect(limitTokens(parseLimit('5%', 'toolset'), 128_000)).toBe(6400);
    expect(limitTokens(parseLimit('600 tokens', 'tool'), 128_000)).toBe(600);
  });

  it('defaults, declared flags and validation of skills and models', () => {
    const d = resolveBudgets(undefined);
    expect(d.tool.value).toBe(600);
    expect(d.toolset).toMatchObject({ kind: 'percent', value: 5 });
    // The default profile is the current client (2.1.330: cap 1,536, priority overflow).
    expect(d.skills).toMatchObject({ profile: 'claude-code-2.1.330', fraction: 0.01, entryChars: 1536, minDescChars: 20, contextWindow: 200_000, budgetChars: 8000, overflow: 'priority' });
    expect(d.declared).toEqual({ tool: false, toolset: false, skills: false, models: false });
    const b = resolveBudgets({ toolset: '10%', skills: { profile: 'claude-code-2.1.105', fraction: 0.02 }, models: ['gpt-4o-2024-08-06', 'claude-sonnet-4.5'] });
    expect(b.declared).toEqual({ tool: false, toolset: true, skills: true, models: true });
    expect(b.skills).toMatchObject({ entryChars: 1536, fraction: 0.02 });
    expect(b.models).toEqual(['gpt-4o', 'claude-sonnet-4-5']);
    expect(() => resolveBudgets({ models: ['gpt-9'] })).toThrow(/unknown model "gpt-9"/);
    expect(() => resolveBudgets({ skills: { fraction: 2 } })).toThrow(/budgets\.skills\.fraction/);
    expect(() => resolveBudgets({ skill: {} })).toThrow(/Unknown key "budgets\.skill"/);
    expect(() => resolveBudgets({ skills: { profile: 'cursor' } })).toThrow(/profile must be one of/);
  });

  it('is validated through resolveConfig', () => {
    expect(resolveConfig({ budgets: { tool: '6k tokens' } } as never, RULE_MAP).budgets.tool.value).toBe(6000);
    expect(() => resolveConfig({ budgets: { tool: 'six hundred' } } as never, RULE_MAP)).toThrow(/budgets\.tool/);
  });
});

describe('skill listing simulation (Claude Code formatCommandsWithinBudget)', () => {
  // 200K context × 4 chars × 0.001 = 800 characters of budget; 2.1.88's level algorithm.
  const opts: ListingOptions = { budgetChars: 800, entryChars: 250, minDescChars: 20, overflow: 'levels' };
  const entryLen = (name: string, desc: number) => `- ${name}: `.length + desc;
  const skill = (name: string, chars: number, bundled = false): ListingEntry => ({ name, text: 'x'.repeat(chars), bundled });
  const simulateSkillListing = formatSkillListing;

  it('budget = context window × 4 × fraction (8,000 chars for 200K at 1%, 40,000 for a [1m] model)', () => {
    expect(resolveBudgets({ skills: {} }, {}).skills.budgetChars).toBe(8000);
    expect(resolveBudgets({ skills: { model: 'claude-opus-4-6[1m]' } }, {}).skills).toMatchObject({ contextWindow: 1_000_000, budgetChars: 40_000 });
    expect(resolveBudgets({ skills: { model: 'claude-sonnet-4-5' } }, {}).skills.budgetChars).toBe(8000);
    expect(resolveBudgets({ skills: { fraction: 0.001 } }, {}).skills.budgetChars).toBe(800);
  });

  it('SLASH_COMMAND_TOOL_CHAR_BUDGET replaces the budget when it is a non-zero number (getCharBudget)', () => {
    expect(resolveBudgets(undefined, { SLASH_COMMAND_TOOL_CHAR_BUDGET: '12000' }).skills).toMatchObject({ budgetChars: 12_000, budgetSource: 'SLASH_COMMAND_TOOL_CHAR_BUDGET' });
    expect(resolveBudgets(undefined, { SLASH_COMMAND_TOOL_CHAR_BUDGET: '0' }).skills.budgetChars).toBe(8000);
    expect(resolveBudgets(undefined, { SLASH_COMMAND_TOOL_CHAR_BUDGET: 'lots' }).skills.budgetChars).toBe(8000);
    expect(resolveBudgets({ skills: { charBudget: 500 } }, { SLASH_COMMAND_TOOL_CHAR_BUDGET: '12000' }).skills).toMatchObject({ budgetChars: 500, budgetSource: 'budgets.skills.charBudget' });
  });

  it('level 1 at exactly the budget, level 2 one character over', () => {
    // Two skills: entries + one newline = 800 exactly.
    const a = 400 - entryLen('alpha', 0);
    const b = 800 - 1 - 400 - entryLen('beta', 0);
    const fits = simulateSkillListing([skill('alpha', a), skill('beta', b)], { ...opts, entryChars: 1000 });
    expect(fits.level).toBe(1);
    expect(fits.fullChars).toBe(800);
    expect(fits.overBy).toBe(0);
    expect(fits.skills.every((s) => s.fate === 'whole')).toBe(true);
    const over = simulateSkillListing([skill('alpha', a + 1), skill('beta', b)], { ...opts, entryChars: 1000 });
    expect(over.level).toBe(2);
    expect(over.overBy).toBe(1);
    expect(over.shownChars).toBeLessThanOrEqual(800);
  });

  it('cuts every entry to entryChars before the budget is checked', () => {
    const r = simulateSkillListing([skill('long', 600)], opts);
    expect(r.level).toBe(1);
    expect(r.skills[0]).toMatchObject({ fate: 'entry-capped', originalChars: 600, cappedChars: 250, shownChars: 250 });
    expect(r.skills[0]!.line.endsWith('…')).toBe(true);
  });

  it('level 2 keeps bundled skills whole and shares the rest equally', () => {
    const builtin = skill('simplify', 200, true);
    const mine = [skill('one', 250), skill('two', 250), skill('three', 40), skill('four', 250)];
    const r = simulateSkillListing([builtin, ...mine], opts);
    expect(r.level).toBe(2);
    const builtinChars = entryLen('simplify', 200) + 1;
    const nameOverhead = ['one', 'two', 'three', 'four'].reduce((s, n) => s + n.length + 4, 0) + 3;
    expect(r.maxDescChars).toBe(Math.floor((800 - builtinChars - nameOverhead) / 4));
    expect(r.skills.find((s) => s.name === 'simplify')).toMatchObject({ fate: 'whole', shownChars: 200 });
    expect(r.skills.find((s) => s.name === 'one')).toMatchObject({ fate: 'trimmed', shownChars: r.maxDescChars });
    expect(r.skills.find((s) => s.name === 'three')).toMatchObject({ fate: 'whole', shownChars: 40 });
    expect(r.overBy).toBe(r.fullChars - 800);
  });

  it('level 3 (names only) exactly when the share per description falls below minDescChars', () => {
    // Built-in eats most of the budget; n skills share what is left.
    const builtin = skill('review', 250, true);
    const names = Array.from({ length: 10 }, (_, i) => `skill-${i}`);
    const builtinChars = entryLen('review', 250) + 1;
    const nameOverhead = names.reduce((s, n) => s + n.length + 4, 0) + names.length - 1;
    const share = (budget: number) => Math.floor((budget - builtinChars - nameOverhead) / names.length);
    // Find the fraction where the share is exactly minDescChars, and one character less.
    const budgetAt = builtinChars + nameOverhead + 20 * names.length; // share = 20
    const at = simulateSkillListing([builtin, ...names.map((n) => skill(n, 100))], { ...opts, budgetChars: budgetAt });
    expect(share(at.budgetChars)).toBe(20);
    expect(at.level).toBe(2);
    const below = simulateSkillListing([builtin, ...names.map((n) => skill(n, 100))], { ...opts, budgetChars: budgetAt - names.length });
    expect(share(below.budgetChars)).toBe(19);
    expect(below.level).toBe(3);
    expect(below.skills.filter((s) => !s.bundled).every((s) => s.fate === 'name-only' && s.line === `- ${s.name}`)).toBe(true);
    expect(below.skills.find((s) => s.bundled)).toMatchObject({ fate: 'whole', shownChars: 250 });
  });

  it('the per-entry cap counts UTF-16 code units and may split a surrogate pair, as the client does', () => {
    expect(capEntry('abcdef', 4)).toBe('abc…');
    expect(capEntry('日本語のテキスト', 4)).toBe('日本語…');
    expect(capEntry('abc', 3)).toBe('abc');
    // '😀' is two code units: a cap of 3 keeps 'a' and the first half of the emoji.
    expect(capEntry('a😀b', 3)).toBe('a\ud83d…');
  });
});

describe('--why breakdown', () => {
  const tool: ToolInput = {
    name: 'search_products',
    description:
      'Search the product catalogue by free text and category. Returns at most 20 products with id, title, price and stock. Use it whenever the user asks for products, prices or availability; do not use it for order status.',
    inputSchema: {
      type: 'object',
      properties: {
        query: { type: 'string', description: 'Free-text search terms. Use the words the user wrote, without adding categories or brands yourself, e.g. "waterproof hiking boots".' },
        category: { type: 'string', enum: ['audio', 'bikes', 'books', 'cameras', 'camping', 'computers', 'cookware', 'desks', 'drones', 'fitness', 'furniture', 'garden', 'toys'] },
        max_price: { type: 'number', description: 'Upper price limit in EUR' },
      },
      required: ['query'],
    },
  };

  it.each(['gpt-4o', 'claude-sonnet-4-5'])('%s: rows sum to the tool total and name each field', (model) => {
    const w = whyTool(tool, model);
    expect(w.rows.reduce((s, r) => s + r.tokens, 0)).toBe(countToolTokens(tool, model).total);
    expect(w.tokens).toEqual(countToolTokens(tool, model));
    const labels = w.rows.map((r) => r.label);
    expect(labels).toContain('description');
    expect(labels.some((l) => l === 'description of parameter "query"')).toBe(true);
    expect(w.rows[0]!.tokens).toBeGreaterThanOrEqual(w.rows[w.rows.length - 1]!.tokens);
    expect(w.count).toBe(model === 'gpt-4o' ? 'exact' : 'estimate');
  });

  it('suggests the largest saving first', () => {
    const w = whyTool(tool, 'gpt-4o');
    expect(w.suggestions.length).toBeGreaterThan(0);
    expect(w.suggestions[0]!.saves).toBeGreaterThanOrEqual(w.suggestions[w.suggestions.length - 1]!.saves);
    expect(w.suggestions.map((s) => s.pointer)).toContain('/description');
    expect(formatWhy(whyTool(tool, 'claude-sonnet-4-5'))).toMatch(/^search_products — \d+ tokens for claude-sonnet-4-5 \(estimate\)/);
  });
});

describe('--count anthropic-api client (recorded responses, no network)', () => {
  const rec = JSON.parse(readFileSync(`${FIXTURES}/tokens/anthropic-count-tokens.json`, 'utf8'));
  const tools: ToolInput[] = rec.tools.map((t: { name: string; description: string; input_schema: unknown }) => ({ name: t.name, description: t.description, inputSchema: t.input_schema }));
  const replay = (): { fetch: FetchLike; seen: Array<{ url: string; headers: Record<string, string> }> } => {
    const seen: Array<{ url: string; headers: Record<string, string> }> = [];
    const fetch: FetchLike = async (url, init) => {
      seen.push({ url, headers: init.headers });
      const hit = rec.exchanges.find((e: { request: unknown }) => JSON.stringify(e.request) === init.body);
      if (!hit) throw new Error(`no recorded response for ${init.body}`);
      return { ok: hit.response.status < 300, status: hit.response.status, json: async () => hit.response.body };
    };
    return { fetch, seen };
  };

  it('derives toolset and per-tool counts from request differences', async () => {
    const { fetch, seen } = replay();
    const r = await countToolsetViaApi(tools, 'claude-sonnet-4-5-20250929', { apiKey: 'sk-test', fetch });
    expect(r).toEqual({
      model: 'claude-sonnet-4-5',
      total: 485 - 8,
      tools: [
        { name: 'get_weather', total: 419 - 8 - 346 },
        { name: 'get_stock_price', total: 416 - 8 - 346 },
      ],
      systemOverhead: 346,
      requests: 4,
    });
    expect(seen.every((s) => s.url === 'https://api.anthropic.com/v1/messages/count_tokens' && s.headers['x-api-key'] === 'sk-test' && s.headers['anthropic-version'] === '2023-06-01')).toBe(true);
  });

  it('turns API errors into a readable error and refuses non-Claude models', async () => {
    const fetch: FetchLike = async () => ({ ok: false, status: 401, json: async () => rec.unauthorized.body });
    await expect(countToolsetViaApi(tools, 'claude-sonnet-4-5', { apiKey: 'bad', fetch })).rejects.toThrow(/HTTP 401, authentication_error\): invalid x-api-key/);
    await expect(countToolsetViaApi(tools, 'gpt-4o', { apiKey: 'k', fetch })).rejects.toBeInstanceOf(AnthropicApiError);
  });
});

describe('max-mcp-toolset-tokens, no-ignored-cache-breakpoint and max-toolset-tokens', () => {
  const mk = (name: string, chars: number, framework: ToolDefinition['framework']): ToolDefinition => ({
    name,
    nameResolved: true,
    framework,
    range: { file: 'src/server.ts', line: 10, column: 1, endLine: 20, endColumn: 2 },
    description: { kind: 'static', text: `Query the warehouse. ${'Returns rows of the sales fact table with region, product and revenue columns. '.repeat(Math.ceil(chars / 80))}` },
    inputSchema: { source: 'json-schema', schema: { type: 'object', properties: { sql: { type: 'string' } } }, partial: false },
    hasHandler: true,
    pointers: {},
    group: 'src/server.ts#1',
  });
  const run = (rule: typeof maxToolsetTokens, tools: ToolDefinition[], budgets: Parameters<typeof resolveBudgets>[0], models?: string[]) => {
    const out: ReportDescriptor[] = [];
    rule.check({ options: {}, providers: ['anthropic'], tools, skills: [], index: new SourceIndex('/'), budgets: resolveBudgets(budgets), ...(models ? { modelsFor: () => models } : {}), report: (d) => out.push(d) });
    return out.map((d) => `${d.messageId}:${d.data?.model}`);
  };

  it('warns when MCP tools pass 10% of a Claude context (Claude Code defers them to tool search)', () => {
    const big = Array.from({ length: 40 }, (_, i) => mk(`query_${i}`, 2400, 'mcp'));
    expect(run(maxMcpToolsetTokens, big, { toolset: '50%', models: ['claude-sonnet-4-5'] })).toEqual(['toolSearch:claude-sonnet-4-5']);
    // Same size, not MCP: Claude Code's tool search does not apply.
    expect(run(maxMcpToolsetTokens, big.map((t) => ({ ...t, framework: 'anthropic' as const })), { toolset: '50%', models: ['claude-sonnet-4-5'] })).toEqual([]);
    // The toolset budget is another rule: 50% is not exceeded.
    expect(run(maxToolsetTokens, big, { toolset: '50%', models: ['claude-sonnet-4-5'] })).toEqual([]);
  });

  it('an MCP server over the default budget for some default models only is left alone until a budget or models are written', () => {
    // About 7,000 tokens: over 5% of gpt-4o's 128K context (6,400), under 5% of Claude's 200K (10,000).
    const server = Array.from({ length: 10 }, (_, i) => mk(`query_${i}`, 3600, 'mcp'));
    const check = (tools: ToolDefinition[], budgets: Parameters<typeof resolveBudgets>[0]) => {
      const out: ReportDescriptor[] = [];
      maxToolsetTokens.check({ options: {}, providers: ['mcp'], tools, skills: [], index: new SourceIndex('/'), budgets: resolveBudgets(budgets), report: (d) => out.push(d) });
      return out.map((d) => `${d.messageId}:${d.data?.model}`);
    };
    expect(check(server, undefined)).toEqual([]);
    // A written budget or written models are the team's word: judged as written.
    expect(check(server, { toolset: '5%' })).toEqual(['overBudget:gpt-4o']);
    expect(check(server, { models: ['gpt-4o'] })).toEqual(['overBudget:gpt-4o']);
    // Over for every default model: reported with the defaults too.
    const huge = Array.from({ length: 20 }, (_, i) => mk(`query_${i}`, 3600, 'mcp'));
    expect(check(huge, undefined)).toHaveLength(1);
    // Tools the project sends itself are counted for the models it targets, as before.
    expect(run(maxToolsetTokens, server.map((t) => ({ ...t, framework: 'anthropic' as const })), undefined, ['gpt-4o', 'claude-sonnet-4-5'])).toEqual(['overBudget:gpt-4o']);
  });

  it('no breakpoint written on a tool, no cache-minimum finding', () => {
    // The synthetic file does not exist, so no tool carries cache_control.
    expect(run(noIgnoredCacheBreakpoint, [mk('q', 10, 'anthropic')], { models: ['claude-sonnet-4-5'] })).toEqual([]);
  });

  it('one finding per toolset, at the model it is furthest over for, listing the others', () => {
    const out: ReportDescriptor[] = [];
    maxToolsetTokens.check({ options: {}, providers: ['anthropic', 'openai'], tools: [mk('q', 4000, 'anthropic')], skills: [], index: new SourceIndex('/'), budgets: resolveBudgets({ toolset: '100 tokens' }), modelsFor: () => ['gpt-4o', 'claude-sonnet-4-5'], report: (d) => out.push(d) });
    expect(out).toHaveLength(1);
    expect(String(out[0]!.data!.also)).toMatch(/^; also (gpt-4o|claude-sonnet-4-5) \(/);
  });

  it('dynamic descriptions are counted from partialText and labelled "static estimate"', () => {
    const t = mk('q', 10, 'anthropic');
    const dyn: ToolDefinition = { ...t, description: { kind: 'dynamic', via: 'builder', expression: 'describe(ctx)', partialText: 'Query the warehouse for …' } };
    const out: ReportDescriptor[] = [];
    maxToolsetTokens.check({ options: {}, providers: ['openai'], tools: [dyn], skills: [], index: new SourceIndex('/'), budgets: resolveBudgets({ toolset: '10 tokens', models: ['gpt-4o'] }), report: (d) => out.push(d) });
    expect(out[0]?.data?.basis).toBe('static estimate');
  });
});

void path;

describe('a written budget makes its rule an error', () => {
  it('promotes max-tool-tokens and max-toolset-tokens only when their budget is written and no severity is set', async () => {
    const sev = (c: ReturnType<typeof resolveConfig>, id: string) => c.rules.get(id)!.severity;
    const defaults = resolveConfig({}, RULE_MAP);
    // Off until a budget is written; the toolset budget warns with its default.
    expect(sev(defaults, 'max-tool-tokens')).toBe('off');
    expect(sev(defaults, 'max-toolset-tokens')).toBe('warn');
    const written = resolveConfig({ budgets: { tool: '600 tokens', toolset: '5%' } }, RULE_MAP);
    expect(sev(written, 'max-tool-tokens')).toBe('error');
    expect(sev(written, 'max-toolset-tokens')).toBe('error');
    const chosen = resolveConfig({ budgets: { tool: '600 tokens' }, rules: { 'max-tool-tokens': 'warn' } }, RULE_MAP);
    expect(sev(chosen, 'max-tool-tokens')).toBe('warn');
    const cli = resolveConfig({ budgets: { tool: '600 tokens' } }, RULE_MAP, ['max-tool-tokens:off']);
    expect(sev(cli, 'max-tool-tokens')).toBe('off');
  });
});

describe('placeholders are not counted', () => {
  it('a spread the scanner could not see adds no tokens of its source text', async () => {
    const { countableTool } = await import('../src/tokens/from-tool.js');
    const base = { type: 'object', properties: { status: { type: 'string' } } };
    const spread = { type: 'object', properties: { 'x-tool-lint-unknown-spread:paginationParams': { 'x-tool-lint-unknown': 'paginationParams' }, status: { type: 'string' } } };
    const tool = (schema: Record<string, unknown>): ToolDefinition => ({
      name: 'list_tickets',
      nameResolved: true,
      framework: 'anthropic',
      range: { file: 'src/tools.ts', line: 1, column: 1, endLine: 1, endColumn: 1 },
      description: { kind: 'static', text: 'List tickets.' },
      inputSchema: { source: 'json-schema', schema, partial: true },
      hasHandler: false,
      pointers: {},
    });
    expect(countToolTokens(countableTool(tool(spread)).input, 'gpt-4o')).toEqual(countToolTokens(countableTool(tool(base)).input, 'gpt-4o'));
  });
});

describe('budgets count the models the code targets', () => {
  it('an app that imports only the Anthropic SDK and names claude-haiku-4-5 is counted for that model alone', async () => {
    const { main } = await import('../src/cli.js');
    let stdout = '';
    const cwd = path.join(FIXTURES, 'projects', 'anthropic-only');
    await main(['.', '--format', 'json'], { cwd, stdout: (s) => void (stdout += s), stderr: () => {}, isTTY: false });
    const found = (JSON.parse(stdout) as { diagnostics: Array<{ ruleId: string; message: string }> }).diagnostics.filter((d) => d.ruleId === 'max-tool-tokens');
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toContain('for claude-haiku-4-5');
    expect(found[0]!.message).not.toMatch(/gpt|sonnet/);
  });

  it('budgetModels: written models win; then named models; then the providers the code uses; then the defaults', async () => {
    const { budgetModels } = await import('../src/budget/budget-models.js');
    const d = resolveBudgets(undefined);
    expect(budgetModels(d, ['anthropic', 'openai'])).toEqual(['gpt-4o', 'claude-sonnet-4-5']);
    expect(budgetModels(d, ['anthropic', 'openai'], { providers: new Set(['openai']), models: [] })).toEqual(['gpt-4o']);
    expect(budgetModels(d, ['anthropic', 'openai'], { providers: new Set(['openai']), models: ['gpt-4.1-mini'] })).toEqual(['gpt-4.1-mini']);
    // Named models the configured providers exclude do not count.
    expect(budgetModels(d, ['openai'], { providers: new Set(['anthropic', 'openai']), models: ['claude-haiku-4-5'] })).toEqual(['gpt-4o']);
    expect(budgetModels(resolveBudgets({ models: ['o3'] }), ['anthropic'], { providers: new Set(['anthropic']), models: ['claude-haiku-4-5'] })).toEqual(['o3']);
  });
});

describe('which model ids in the code are targets', () => {
  it('a model chosen in code counts; a tokenizer call or a price table does not', async () => {
    const { SourceIndex: Index } = await import('../src/source/source-index.js');
    const { projectTargets } = await import('../src/scan/targets.js');
    const index = new Index('/virtual');
    const file = index.get(
      '/virtual/app.ts',
      [
        "import { encoding_for_model } from 'tiktoken';",
        "const enc = encoding_for_model('gpt-4');",
        "const PRICES = { 'gpt-4': 30, 'o3': 10 };",
        "const KNOWN = ['gpt-3.5-turbo', 'claude-opus-4-1'];",
        "const DEFAULT_MODEL = process.env.MODEL ?? 'gpt-4.1-mini';",
        "export const run = () => client.responses.create({ model: 'o4-mini', input: 'hi' });",
        "export const helper = getModel('gpt-5');",
      ].join('\n'),
    )!;
    expect(projectTargets([file], []).models).toEqual(['gpt-4.1-mini', 'gpt-5', 'o4-mini']);
  });
});

describe('targets are per package in a monorepo', () => {
  it('each app is counted for the model its own code chooses', async () => {
    const { main } = await import('../src/cli.js');
    let stdout = '';
    const cwd = path.join(FIXTURES, 'projects', 'model-monorepo');
    await main(['.', '--format', 'json'], { cwd, stdout: (s) => void (stdout += s), stderr: () => {}, isTTY: false });
    const found = (JSON.parse(stdout) as { diagnostics: Array<{ ruleId: string; file: string; message: string }> }).diagnostics
      .filter((d) => d.ruleId === 'max-tool-tokens')
      .map((d) => `${d.file}: ${/for ([\w.-]+)/.exec(d.message)![1]} ${/also/.test(d.message) ? 'and others' : 'only'}`);
    expect(found).toEqual(['apps/research/src/agent.ts: claude-haiku-4-5 only', 'apps/support/src/agent.ts: gpt-4.1-mini only']);
  });
});

describe('which models a toolset is counted for', () => {
  const set = (models: string[] | undefined, dialect: Toolset['dialect'] = 'vercel-ai'): Toolset => ({
    id: 'streamText@chat.ts:4',
    kind: 'request',
    label: 'streamText',
    range: { file: 'chat.ts', line: 4, column: 1, endLine: 4, endColumn: 1 },
    sites: [],
    members: [],
    dynamic: [],
    dialect,
    ...(models ? { models } : {}),
  });
  const defaults = ['gpt-4o', 'claude-sonnet-4-5'];

  it('the model the request names, when tool-lint knows it', () => {
    expect(toolsetModelIds(set(['gpt-4.1']), defaults, false)).toEqual(['gpt-4.1']);
  });

  it("none when the request only names models of a family tool-lint cannot count (Gemini's 1M context is not gpt-4o's 128K)", () => {
    expect(toolsetModelIds(set(['gemini-2.5-flash']), defaults, false)).toEqual([]);
    expect(toolsetModelIds(set(['google/gemini-2.5-pro']), defaults, false)).toEqual([]);
  });

  it("none for a list in Gemini's own format whose request model was not read: no other provider takes it", () => {
    expect(toolsetModelIds(set(undefined, 'gemini'), defaults, false)).toEqual([]);
    expect(toolsetModelIds(set(undefined, 'gemini'), defaults, true)).toEqual(['gpt-4o', 'claude-sonnet-4-5']);
  });

  it('a Gemini request sent through a project helper is not budgeted for gpt-4o or Claude (round 96)', async () => {
    const { main } = await import('../src/cli.js');
    let stdout = '';
    const cwd = path.join(FIXTURES, 'projects', 'gemini-helper-request');
    await main(['.', '--no-eval', '--format', 'json'], { cwd, stdout: (s) => void (stdout += s), stderr: () => {}, isTTY: false });
    const report = JSON.parse(stdout) as { diagnostics: Array<{ ruleId: string }>; summary?: unknown };
    expect(report.diagnostics.filter((d) => /^max-(tool|toolset)-tokens$/.test(d.ruleId))).toEqual([]);
  });

  it('the defaults for an unknown model of a counted family, for no model named, and when the user declared models', () => {
    expect(toolsetModelIds(set(['gpt-9-preview']), defaults, false)).toEqual(['gpt-4o', 'claude-sonnet-4-5']);
    expect(toolsetModelIds(set(undefined), defaults, false)).toEqual(['gpt-4o', 'claude-sonnet-4-5']);
    expect(toolsetModelIds(set(['gemini-2.5-flash']), defaults, true)).toEqual(['gpt-4o', 'claude-sonnet-4-5']);
  });
});
