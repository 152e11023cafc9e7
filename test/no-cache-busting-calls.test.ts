import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RULE_MAP } from '../rules/index.js';
import { resolveConfig } from '../src/config/resolve.js';
import { lint } from '../src/engine/lint.js';
import { FIXTURES, writeFiles } from './helpers.js';

const ID = 'no-cache-busting-calls';

async function run(dir: string, options?: Record<string, unknown>) {
  const resolved = resolveConfig({ rules: { [ID]: options ? ['error', options] : 'error' } } as never, RULE_MAP);
  for (const [id, rc] of resolved.rules) if (id !== ID) rc.severity = 'off';
  const result = await lint(['.'], resolved, RULE_MAP, dir);
  return result.diagnostics.filter((d) => d.ruleId === ID).map((d) => `${d.range.file}:${d.range.line}: ${d.message}`);
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'ncbc-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const project = (name: string, files: Record<string, string>): string => writeFiles(path.join(tmp, name), files);

describe('no-cache-busting-calls', () => {
  it('reports the whole call path across files, once per tool, listing the other values it reaches', async () => {
    const found = await run(path.join(FIXTURES, 'rules', ID, 'invalid', 'climbing-agent'));
    expect(found).toEqual([
      'src/tools/search-routes.ts:15: The description of "search_routes" changes on every call, which breaks the provider prompt cache: prompt → buildExamples (examples.ts:22) → stamp (clock.ts:2) → new Date() (clock.ts:3) (and 1 more: Math.random() (examples.ts:28))',
      'src/tools/trip-planner.ts:28: The description of "plan_trip" changes on every call, which breaks the provider prompt cache: description → examples (trip-planner.ts:32) → pickExamples (examples.ts:27) → Math.random() (examples.ts:28)',
    ]);
  });

  it('follows tsconfig paths two files away from a Claude-Code-style prompt()', async () => {
    const found = await run(path.join(FIXTURES, 'rules', ID, 'invalid', 'claude-code-style'));
    expect(found.map((f) => f.split('cache: ').pop())).toEqual([
      'prompt → getPrompt (prompt.ts:12) → getSessionFooter (session.ts:8) → currentTraceId (session.ts:4) → randomUUID() (session.ts:5) (and 1 more: new Date() (session.ts:9))',
    ]);
  });

  it('a date read at day granularity is reported as such; `allow` accepts a helper on purpose; month granularity is not reported', async () => {
    const dir = path.join(FIXTURES, 'rules', ID, 'invalid', 'daily-helper');
    expect(await run(dir)).toEqual([
      'src/tools/WebSearchTool.ts:14: The description of "WebSearch" changes every day, and each change re-bills the provider prompt cache: prompt → todayIso (date.ts:2) → new Date() (date.ts:3)',
    ]);
    expect(await run(dir, { allow: ['todayIso'] })).toEqual([]);
    expect(await run(path.join(FIXTURES, 'rules', ID, 'valid', 'month-helper'))).toEqual([]);
  });

  it.each([
    ['new Date().getFullYear()', []],
    ["new Date().toLocaleDateString('en-US', { month: 'long', year: 'numeric' })", []],
    ['new Date().toISOString().slice(0, 7)', []],
    ["dayjs().format('MMMM YYYY')", []],
    ["new Date().toISOString().split('T')[0]", ['day']],
    ['new Date().toLocaleDateString()', ['day']],
    ['new Date().getHours()', ['hour']],
    ["new Date().toLocaleString('en-US', { month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' })", ['call']],
    ['new Date().toISOString()', ['call']],
  ])('granularity of %s', async (expr, expected) => {
    const dir = project(`grain-${expected.join('') || 'none'}-${Buffer.from(expr).toString('hex').slice(0, 16)}`, {
      'tool.ts': [
        "import dayjs from 'dayjs'",
        'export const t = {',
        "  name: 'dated',",
        '  prompt() {',
        `    return \`As of \${${expr}}\``,
        '  },',
        "  input_schema: { type: 'object', properties: { q: { type: 'string', description: 'q' } } },",
        '}',
      ].join('\n'),
    });
    const found = await run(dir);
    expect(found.map((f) => (/changes on every call/.test(f) ? 'call' : /changes every (\w+)/.exec(f)![1]))).toEqual(expected);
  });

  it('terminates on mutual recursion and still reports through the cycle', async () => {
    const dir = project('cycle', {
      'render.ts': [
        "import { stamp } from './stamp'",
        'export function renderA(n: number): string {',
        "  return n > 0 ? renderB(n - 1) : stamp()",
        '}',
        'export function renderB(n: number): string {',
        "  return n > 0 ? renderA(n - 1) : ''",
        '}',
      ].join('\n'),
      'stamp.ts': 'export const stamp = () => String(Date.now())\n',
      'tool.ts': [
        "import { renderB } from './render'",
        'export const t = {',
        "  name: 'cyclic',",
        '  prompt(ctx: { depth: number }) {',
        '    return `Cyclic ${renderB(ctx.depth)}`',
        '  },',
        "  input_schema: { type: 'object', properties: { q: { type: 'string', description: 'q' } } },",
        '}',
      ].join('\n'),
    });
    const found = await run(dir);
    expect(found).toEqual([
      'tool.ts:4: The description of "cyclic" changes on every call, which breaks the provider prompt cache: prompt → renderB (render.ts:5) → renderA (render.ts:2) → stamp (stamp.ts:1) → Date.now() (stamp.ts:1)',
    ]);
    // Deterministic: a second run gives the same bytes.
    expect(await run(dir)).toEqual(found);
  });

  it('does not mistake project functions and parameters for runtime sources', async () => {
    const dir = project('shadow', {
      'tool.ts': [
        'function random(items: string[]): string { return items[0] ?? "" }',
        'const Math = { random: () => 4 }',
        'export const t = {',
        "  name: 'shadowed',",
        '  prompt(ctx: { clock: { now(): number }; crypto: { randomUUID(): string } }) {',
        "    return `Pick ${random(['a'])} ${Math.random()} ${ctx.clock.now()} ${ctx.crypto.randomUUID()}`",
        '  },',
        "  input_schema: { type: 'object', properties: { q: { type: 'string', description: 'q' } } },",
        '}',
      ].join('\n'),
    });
    expect(await run(dir)).toEqual([]);
  });
});
