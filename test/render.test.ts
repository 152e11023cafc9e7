import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';
import { ConfigError } from '../src/config/load.js';
import { expandCells, resolveMatrix } from '../src/config/matrix.js';
import { renderTools } from '../src/render/render.js';
import { scan } from '../src/scan/scan.js';
import { FIXTURES } from './helpers.js';

/*
 * Rendering really executes the project: these tests compare against the strings the fixture tools
 * return when imported and called here, and check the sandbox stops what a description must not do.
 */
const CLAUDE = path.join(FIXTURES, 'render', 'claude-code');
const BROKEN = path.join(FIXTURES, 'rules', 'no-render-error', 'invalid');

async function cli(cwd: string, args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { cwd, stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s), isTTY: false });
  return { code, stdout, stderr };
}

describe('tool-lint render', () => {
  it('prints exactly the string a Claude-Code-style buildTool({ name, async prompt() }) returns', async () => {
    const cell = { model: 'llama-3.1-8b', locale: 'zh-TW', flags: { planMode: true }, availableTools: ['Bash', 'Grep'] };
    const r = await cli(CLAUDE, ['render', '--tool', 'Bash', '--cell', 'model=llama-3.1-8b,locale=zh-TW,planMode=true,tools=all']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    // The real thing: the config's context() and the tool's prompt(), called in this process.
    const config = (await import(path.join(CLAUDE, 'tool-lint.config.ts'))).default as { context: (c: unknown) => unknown };
    const { BashTool } = await import(path.join(CLAUDE, 'src/tools/BashTool.ts'));
    const { GrepTool } = await import(path.join(CLAUDE, 'src/tools/GrepTool.ts'));
    const expected: string = await BashTool.prompt(config.context({ ...cell, tools: [BashTool, GrepTool] }));
    expect(r.stdout).toBe(expected);
    expect(expected).toContain('執行指定的 bash 命令');
    expect(expected).toContain('plan mode');
    expect(expected).toContain('Examples:');
  });

  it('renders the text a house format marks as the model\'s (getToolDescription), not its UI label (getDescription)', async () => {
    const r = await cli(path.join(FIXTURES, 'render', 'house-actions'), ['render', '--tool', 'web_search']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Search the web for current sources and return the top results.');
    expect(r.stdout).not.toContain('Searching the web');
  });

  it('--format json gives every tool × cell, each cell rendered with its own model, locale, flags and tools', async () => {
    const r = await cli(CLAUDE, ['render', '--format', 'json']);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout) as {
      eval: boolean;
      cells: Array<{ id: string }>;
      tools: Array<{ name: string; renders: Array<{ cell: string; text?: string; source: string }>; inputSchema?: { matchesStatic?: boolean; firstDifference?: string } }>;
    };
    expect(report.eval).toBe(true);
    // 2 models × 2 locales × 2 flag values × (all + each of 2 tools missing)
    expect(report.cells).toHaveLength(24);
    const bash = report.tools.find((t) => t.name === 'Bash')!;
    expect(bash.renders).toHaveLength(24);
    const text = (cell: string) => bash.renders.find((x) => x.cell === cell)!.text!;
    expect(text('model=llama-3.1-8b,locale=en,planMode=false,tools=all')).toContain('Examples:');
    expect(text('model=claude-sonnet-4-5,locale=en,planMode=false,tools=all')).not.toContain('Examples:');
    expect(text('model=claude-sonnet-4-5,locale=zh-TW,planMode=false,tools=all')).toMatch(/^執行指定的 bash 命令/);
    // The routing line to Grep appears only where Grep is sent.
    expect(text('model=claude-sonnet-4-5,locale=en,planMode=false,tools=all')).toContain('Use Grep');
    expect(text('model=claude-sonnet-4-5,locale=en,planMode=false,tools=-Grep')).not.toContain('Use Grep');
    // The scanner's static zod conversion checked against zod's own toJSONSchema: equal for Bash;
    // for Grep, zod 4 bounds `.int()` by the safe-integer range, which the static conversion omits.
    const schema = (name: string) => report.tools.find((t) => t.name === name)!.inputSchema!;
    expect(schema('Bash').matchesStatic).toBe(true);
    expect(schema('Grep')).toMatchObject({ matchesStatic: false, firstDifference: '/properties/head_limit/maximum' });
  });

  it('--no-eval runs no code: static text only, and says which tools were skipped', async () => {
    const r = await cli(CLAUDE, ['render', '--no-eval', '--format', 'json', '--cell', 'tools=all,planMode=false']);
    const report = JSON.parse(r.stdout) as { eval: boolean; tools: Array<{ renders: Array<{ source: string }> }>; skipped: Array<{ name: string }> };
    expect(report.eval).toBe(false);
    expect(report.tools.flatMap((t) => t.renders.map((x) => x.source))).toEqual(Array(8).fill('static'));
    expect(report.skipped.map((s) => s.name).sort()).toEqual(['Bash', 'Grep']);
    expect(r.stderr).toContain('not executed: Bash');
  });

  it('rejects an unknown tool and a cell filter that matches nothing (exit 2)', async () => {
    expect((await cli(CLAUDE, ['render', '--tool', 'Nope'])).code).toBe(2);
    expect((await cli(CLAUDE, ['render', '--cell', 'model=gpt-5'])).code).toBe(2);
  });
});

describe('sandbox', () => {
  it('turns throw, endless loop, file write and process start into errors; the rest goes on', async () => {
    const marker = path.join(tmpdir(), 'tool-lint-fixture-notes-prompt.txt');
    rmSync(marker, { force: true });
    const scanned = await scan(['.'], { cwd: BROKEN });
    const result = await renderTools(scanned.tools, scanned.index, { cwd: BROKEN, matrix: resolveMatrix({ locale: ['en', 'zh-TW'] }, undefined), timeoutMs: 800, concurrency: 1 });
    const byTool = new Map<string, string[]>();
    for (const e of result.entries) byTool.set(e.tool.name, [...(byTool.get(e.tool.name) ?? []), e.error?.kind ?? 'ok']);
    expect(Object.fromEntries(byTool)).toEqual({
      append_note: ['write', 'write'],
      code_search: ['timeout'], // not retried in the second cell once it hung
      run_shell: ['spawn', 'spawn'],
      search_routes: ['throw', 'throw'],
    });
    // The permission model and the guards kept the write from happening.
    expect(existsSync(marker)).toBe(false);
    // The loop was killed: a fresh sandbox rendered what came after it.
    expect(result.stats.processes).toBeGreaterThanOrEqual(2);
  });
});

describe('matrix config', () => {
  it('expands the cross product, with each tool missing once for each-missing', () => {
    const m = resolveMatrix({ model: ['a', 'b'], locale: ['en'], flags: { x: [true, false] }, availableTools: 'each-missing' }, undefined);
    const cells = expandCells(m, ['grep', 'bash', 'read']);
    expect(cells).toHaveLength(2 * 1 * 2 * 4);
    expect(cells[0]!.id).toBe('model=a,locale=en,x=true,tools=all');
    expect(cells.find((c) => c.id === 'model=b,locale=en,x=false,tools=-grep')!.availableTools).toEqual(['bash', 'read']);
    expect(expandCells(resolveMatrix(undefined, undefined), ['t'])).toEqual([{ id: 'default', flags: {}, availableTools: ['t'] }]);
  });

  it('rejects malformed matrices and a context that is not a function, naming the key', () => {
    expect(() => resolveMatrix({ models: ['a'] }, undefined)).toThrow(/matrix\.models/);
    expect(() => resolveMatrix({ model: 'gpt-4o' }, undefined)).toThrow(ConfigError);
    expect(() => resolveMatrix({ flags: { x: [] } }, undefined)).toThrow(/matrix\.flags\.x/);
    expect(() => resolveMatrix({ availableTools: 'some' }, undefined)).toThrow(/availableTools/);
    expect(() => resolveMatrix(undefined, 'cell => cell')).toThrow(/context must be a function/);
  });
});
