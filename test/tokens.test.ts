import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Tiktoken } from 'js-tiktoken/lite';
import o200k from 'js-tiktoken/ranks/o200k_base';
import cl100k from 'js-tiktoken/ranks/cl100k_base';
import { scan } from '../src/scan/scan.js';
import {
  countText,
  countToolTokens,
  countToolsetTokens,
  knownModels,
  modelInfo,
  pieceTokens,
  toolPieces,
  type ToolInput,
} from '../src/tokens/index.js';
import { estimateClaudeTokens } from '../src/tokens/claude.js';
import { countableTool } from '../src/tokens/from-tool.js';
import { FIXTURES, ROOT } from './helpers.js';

const jsT = { o200k_base: new Tiktoken(o200k), cl100k_base: new Tiktoken(cl100k) };
const ref = (text: string, enc: 'o200k_base' | 'cl100k_base') => jsT[enc].encode(text, [], []).length;

let tools: ToolInput[] = [];
beforeAll(async () => {
  const res = await scan([path.join(FIXTURES, 'extract'), path.join(FIXTURES, 'projects')], { cwd: ROOT });
  tools = res.tools.filter((t) => t.inputSchema.schema && typeof t.inputSchema.schema === 'object').map((t) => countableTool(t).input);
});

describe('exact counts (OpenAI encodings) equal js-tiktoken on the same rendered text', () => {
  it('uses at least 50 real-shaped tools from the fixtures', () => {
    expect(tools.length).toBeGreaterThanOrEqual(50);
  });

  it.each([
    ['gpt-4o', 'o200k_base'],
    ['gpt-4', 'cl100k_base'],
  ] as const)('%s: every piece and every tool total', (model, enc) => {
    let checked = 0;
    for (const tool of tools) {
      let expected = 0;
      for (const p of toolPieces(tool, model)) {
        const n = p.constant ?? ref(p.text ?? '', enc) - (p.minus !== undefined ? ref(p.minus, enc) : 0);
        expect(pieceTokens(p, model)).toBe(n);
        expected += n;
      }
      expect(countToolTokens(tool, model).total).toBe(expected);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(50);
  });

  it('countText equals js-tiktoken, also for text containing special-token strings', () => {
    const samples = [...tools.map((t) => t.description), 'Stop at <|endoftext|> or <|im_start|>.', 'Ünïcödé 日本語のテキスト 🙂', ''];
    for (const s of samples) {
      expect(countText(s, 'gpt-4o')).toBe(ref(s, 'o200k_base'));
      expect(countText(s, 'gpt-3.5-turbo')).toBe(ref(s, 'cl100k_base'));
    }
  });
});

describe('OpenAI function accounting (openai-cookbook, How_to_count_tokens_with_tiktoken)', () => {
  // The cookbook's own example: its count matched the API's prompt_tokens (101 for gpt-4o / 4o-mini, 105 for gpt-3.5 / gpt-4).
  const fn: ToolInput = {
    name: 'get_current_weather',
    description: 'Get the current weather in a given location',
    inputSchema: {
      type: 'object',
      properties: {
        location: { type: 'string', description: 'The city and state, e.g. San Francisco, CA' },
        unit: { type: 'string', description: 'The unit of temperature to return', enum: ['celsius', 'fahrenheit'] },
      },
      required: ['location'],
    },
  };
  const messages = [
    { role: 'system', content: 'You are a helpful assistant that can answer to questions about the weather.' },
    { role: 'user', content: "What's the weather like in San Francisco?" },
  ];
  const messageTokens = (model: string) => messages.reduce((s, m) => s + 3 + countText(m.role, model) + countText(m.content, model), 0) + 3;

  it.each([
    ['gpt-4o', 101],
    ['gpt-4o-mini', 101],
    ['gpt-4', 105],
    ['gpt-3.5-turbo', 105],
  ])('%s: %i prompt tokens', (model, expected) => {
    expect(messageTokens(model) + countToolsetTokens([fn], model).total).toBe(expected);
  });

  it('counts the properties of union members, also as array items, with the same per-property rule', () => {
    const doc = (kind: string) => ({ type: 'object', properties: { kind: { type: 'string', enum: [kind] }, title: { type: 'string', description: `Title of the ${kind}` } } });
    const batch = (items: unknown): ToolInput => ({ name: 'batch_write', description: 'Run several writes', inputSchema: { type: 'object', properties: { operations: { type: 'array', items } } } });
    const flat = countToolTokens(batch({ type: 'object' }), 'gpt-4o').parameters;
    const one = countToolTokens(batch({ anyOf: [doc('invoice')] }), 'gpt-4o').parameters;
    const three = countToolTokens(batch({ oneOf: [doc('invoice'), doc('order'), doc('offer')] }), 'gpt-4o').parameters;
    expect(one).toBeGreaterThan(flat);
    // Each member adds what its own properties cost.
    expect(three - flat).toBe((one - flat) * 3);
    const pointers = toolPieces(batch({ oneOf: [doc('invoice'), doc('order')] }), 'gpt-4o').map((p) => p.pointer);
    expect(pointers).toContain('/inputSchema/properties/operations/items/oneOf/1/properties/title/description');
  });

  it('splits description, parameters and overhead so they sum to the total', () => {
    const t = countToolTokens(fn, 'gpt-4o');
    expect(t.description + t.parameters + t.overhead).toBe(t.total);
    expect(t.description).toBeGreaterThan(0);
    expect(t.parameters).toBeGreaterThan(t.description);
  });
});

describe('Anthropic tool JSON (estimate)', () => {
  it('adds the documented tool-use system prompt once per request', () => {
    const one = countToolsetTokens(tools.slice(0, 1), 'claude-sonnet-4-5');
    const three = countToolsetTokens(tools.slice(0, 3), 'claude-sonnet-4-5');
    expect(one.systemOverhead).toBe(346);
    expect(three.systemOverhead).toBe(346);
    expect(three.total).toBe(346 + three.tools.reduce((s, t) => s + t.total, 0));
    expect(countToolsetTokens([], 'claude-sonnet-4-5').total).toBe(0);
  });

  it('measured error against the reference (o200k_base × 1.077) stays as documented in docs/tokens.md', () => {
    let est = 0;
    let refSum = 0;
    let absRel = 0;
    const strings = [...new Set(tools.flatMap((t) => [t.description, JSON.stringify(t.inputSchema)]))].filter(Boolean);
    for (const s of strings) {
      const r = ref(s, 'o200k_base') * 1.077;
      const e = estimateClaudeTokens(s);
      est += e;
      refSum += r;
      absRel += Math.abs(e - r) / r;
    }
    expect(strings.length).toBeGreaterThan(300);
    expect(Math.abs(est - refSum) / refSum).toBeLessThan(0.03);
    expect(absRel / strings.length).toBeLessThan(0.08);
  });
});

describe('models.json', () => {
  it('every model has a context window, encoding, source and date', () => {
    expect(knownModels().length).toBeGreaterThan(10);
    for (const id of knownModels()) {
      const m = modelInfo(id)!;
      expect(m.contextWindow).toBeGreaterThan(0);
      expect(m.source.length).toBeGreaterThan(10);
      expect(m.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(m.exact).toBe(m.encoding !== 'claude-estimate');
      if (m.provider === 'anthropic') expect(m.toolUseSystemPromptTokens).toBeGreaterThan(0);
      else expect(m.functionTokens?.func_end).toBe(12);
    }
  });

  it('resolves dated snapshots and provider prefixes', () => {
    expect(modelInfo('gpt-4o-2024-08-06')?.id).toBe('gpt-4o');
    expect(modelInfo('claude-sonnet-4-5-20250929')?.id).toBe('claude-sonnet-4-5');
    expect(modelInfo('anthropic/claude-sonnet-4.5')?.id).toBe('claude-sonnet-4-5');
    expect(modelInfo('llama-3.1-8b')).toBeUndefined();
  });

  it('is what scripts/build-models.mjs generates (when the facts file is present)', async () => {
    const facts = path.resolve(ROOT, '../shared/reference/provider-facts.json');
    let exists = true;
    try {
      readFileSync(facts);
    } catch {
      exists = false;
    }
    if (!exists) return;
    const { execFileSync } = await import('node:child_process');
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'tool-lint-models-')), 'models.json');
    execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-models.mjs'), facts, out], { stdio: 'ignore' });
    expect(readFileSync(out, 'utf8')).toBe(readFileSync(path.join(ROOT, 'src/data/models.json'), 'utf8'));
  });
});
