import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';
import type { BudgetReport } from '../src/budget/report.js';
import { FIXTURES, ROOT } from './helpers.js';

// A travel agent whose tools are built per request by `buildTools(ctx)`: the description depends on
// the locale and the model, and one tool is left out for zh-TW. The config names the builder.
const APP = path.join(FIXTURES, 'toolsets', 'travel-builder');

async function run(args: string[], cwd = APP) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { cwd, stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s), isTTY: false });
  return { code, stdout, stderr };
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'tool-lint-declared-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('declared toolsets: the config names the function that builds a request’s tools', () => {
  it('lists the builder’s tools as one toolset, absorbing the request that sends exactly them', async () => {
    const { code, stdout } = await run(['list', '--format', 'json']);
    expect(code).toBe(0);
    const out = JSON.parse(stdout) as { toolsets: Array<{ id: string; kind: string; sites: string[]; tools: Array<{ name: string; conditional?: boolean }> }> };
    expect(out.toolsets.map((t) => ({ id: t.id, kind: t.kind, sites: t.sites, tools: t.tools.map((m) => `${m.name}${m.conditional ? '?' : ''}`) }))).toEqual([
      // The builder, and the streamText call that sends what it returns.
      { id: 'travel', kind: 'declared', sites: ['src/tools.ts:12', 'src/route.ts:6'], tools: ['search_flights', 'convert_currency?'] },
    ]);
  });

  it('builds the toolset in every cell of the matrix, with what the builder really returned there', async () => {
    const { code, stdout } = await run(['render', '--format', 'json']);
    expect(code).toBe(0);
    const out = JSON.parse(stdout) as { toolsets: Array<{ toolset: string; cell: string; tools: Array<{ name: string; description: string }> }> };
    const byCell = new Map(out.toolsets.filter((b) => b.toolset === 'travel').map((b) => [b.cell, b.tools]));
    expect([...byCell.keys()].sort()).toEqual(['model=gpt-4.1,locale=en', 'model=gpt-4.1,locale=zh-TW', 'model=gpt-4.1-mini,locale=en', 'model=gpt-4.1-mini,locale=zh-TW']);
    // zh-TW leaves convert_currency out; the small model gets the example input.
    expect(byCell.get('model=gpt-4.1,locale=zh-TW')!.map((t) => t.name)).toEqual(['search_flights']);
    expect(byCell.get('model=gpt-4.1,locale=en')!.map((t) => t.name)).toEqual(['search_flights', 'convert_currency']);
    expect(byCell.get('model=gpt-4.1-mini,locale=en')!.find((t) => t.name === 'search_flights')!.description).toContain('Example input');
    expect(byCell.get('model=gpt-4.1,locale=en')!.find((t) => t.name === 'search_flights')!.description).not.toContain('Example input');
  });

  it('budgets the request per cell and takes the largest; --no-eval counts the static text and says it is a lower bound', async () => {
    const rendered = JSON.parse((await run(['report', '--format', 'json'])).stdout) as BudgetReport;
    const set = rendered.toolsets.find((s) => s.id === 'travel')!;
    expect(set.cells).toHaveLength(4);
    const totals = set.cells!.map((c) => c.total);
    expect(set.tokens.total).toBe(Math.max(...totals));
    expect(set.worstCell).toBe('model=gpt-4.1-mini,locale=en');
    // zh-TW sends one tool, en two: the cells really differ.
    expect(new Set(totals).size).toBeGreaterThan(1);
    expect(set.partial).toBe(false);

    const statics = JSON.parse((await run(['report', '--format', 'json', '--no-eval'])).stdout) as BudgetReport;
    const still = statics.toolsets.find((s) => s.id === 'travel')!;
    expect(still.cells).toBeUndefined();
    expect(still.partial).toBe(true);
    expect(still.tokens.total).toBeLessThan(set.tokens.total);
    // The dynamic description counts as its longest rendering, never as nothing.
    const flights = (r: BudgetReport) => r.tools.find((t) => t.name === 'search_flights')!.cells[0]!.tokens.description;
    expect(flights(statics)).toBeGreaterThan(0);
    expect(flights(rendered)).toBeGreaterThan(flights(statics));
  });

  it('shows which context the budget was taken from, in text and Markdown', async () => {
    const text = (await run(['report'])).stdout;
    expect(text).toMatch(/travel on gpt-4o: \d+ in model=gpt-4\.1-mini,locale=en, \d+ in model=gpt-4\.1,locale=zh-TW \(4 cells\)/);
    const md = (await run(['report', '--format', 'markdown'])).stdout;
    expect(md).toContain('tokens are the largest cell');
  });

  it('a toolset whose export does not exist is a warning with the config’s name, and the rest still runs', async () => {
    const dir = path.join(tmp, 'unknown');
    cpSync(APP, dir, { recursive: true });
    writeFileSync(path.join(dir, 'tool-lint.config.ts'), `export default { toolsets: { travel: { from: 'src/tools.ts#makeTools' } } };\n`);
    const { code, stdout } = await run(['lint', '--format', 'json'], dir);
    expect(code).toBe(0);
    const out = JSON.parse(stdout) as { tools: unknown[]; diagnostics: Array<{ ruleId: string; severity: string; message: string }> };
    const unknown = out.diagnostics.filter((m) => m.ruleId === 'scan/unknown-toolset');
    expect(unknown).toHaveLength(1);
    expect(unknown[0]!.message).toContain('makeTools');
    expect(unknown[0]!.severity).toBe('warn');
    expect(out.tools).toHaveLength(2);
  });
});

describe('report --base with rendered descriptions', () => {
  it('renders the base in a worktree that loads the head’s installed packages: an unchanged toolset has no delta', async () => {
    const dir = path.join(tmp, 'based');
    cpSync(APP, dir, { recursive: true, dereference: true });
    // The project's own install: the fixture's stub of `ai`, and zod.
    cpSync(path.join(ROOT, 'node_modules', 'zod'), path.join(dir, 'node_modules', 'zod'), { recursive: true, dereference: true });
    writeFileSync(path.join(dir, '.gitignore'), 'node_modules/\n');
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=CI', '-c', 'user.email=ci@example.com', '-c', 'init.defaultBranch=main', '-c', 'commit.gpgsign=false', ...args], { cwd: dir, encoding: 'utf8' });
    git('init', '-q');
    git('add', '.');
    git('commit', '-qm', 'base');
    const { code, stdout, stderr } = await run(['report', '--format', 'json', '--base', 'HEAD'], dir);
    expect(code, stderr).toBe(0);
    const r = JSON.parse(stdout) as BudgetReport;
    const head = r.toolsets.find((s) => s.id === 'travel')!;
    expect(head.partial).toBe(false);
    expect(r.baseline!.toolsets.find((d) => d.toolset === 'travel')).toMatchObject({ before: head.tokens.total, delta: 0 });
    expect(r.baseline!.changed).toEqual([]);
  });
});
