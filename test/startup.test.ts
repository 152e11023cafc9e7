import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from './helpers.js';

/**
 * What each fast path loads, traced in the built CLI (bin/tool-lint.js → dist/, kept current by
 * `npm run check:dist`): the heavy modules must not be loaded where they are not used. Timings are
 * for `npm run bench` (bench/startup.mjs); this only pins the module graph.
 */

const tmp = mkdtempSync(path.join(os.tmpdir(), 'tool-lint-startup-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const HOOK = path.join(ROOT, 'test', 'support', 'trace-imports.mjs');
let n = 0;

function loaded(args: string[], cwd = ROOT): { status: number | null; modules: string[] } {
  const trace = path.join(tmp, `trace-${++n}.txt`);
  const r = spawnSync(process.execPath, ['--import', HOOK, path.join(ROOT, 'bin', 'tool-lint.js'), ...args], { cwd, env: { ...process.env, TRACE_IMPORTS: trace }, encoding: 'utf8' });
  let text = '';
  try {
    text = readFileSync(trace, 'utf8');
  } catch {
    // nothing resolved
  }
  const modules = [...new Set(text.split('\n').filter((u) => u.startsWith('file:')).map((u) => u.replace(`file://${ROOT}/`, '')))];
  return { status: r.status, modules };
}

const HEAVY = [/node_modules\/ts-morph\//, /node_modules\/@ts-morph\//, /node_modules\/esbuild\//, /node_modules\/@modelcontextprotocol\//, /dist\/vendor\/gpt-tokenizer/, /node_modules\/ajv\//, /node_modules\/valibot\//, /node_modules\/yaml\//, /node_modules\/commander\//];

describe('start-up: each command loads what it uses', () => {
  it('--version loads nothing beyond the entry, the CLI module and the version', () => {
    const r = loaded(['--version']);
    expect(r.status).toBe(0);
    expect(r.modules.sort()).toEqual(['bin/tool-lint.js', 'dist/src/cli.js', 'dist/src/commands/types.js', 'dist/src/model/version.js']);
  });

  it('a pre-commit run on a file that cannot hold a tool loads no compiler, bundler, SDK, tokenizer, validator or config', () => {
    const r = loaded(['--files-from-args', 'README.md']);
    expect(r.status).toBe(0);
    const heavy = r.modules.filter((m) => HEAVY.slice(0, -1).some((re) => re.test(m)));
    expect(heavy).toEqual([]);
    expect(r.modules.filter((m) => /dist\/src\/config\/(load|resolve|schema|run-child)\.js$/.test(m))).toEqual([]);
    expect(r.modules.some((m) => m.includes('dist/rules/'))).toBe(false);
  });

  it('lint and report never load the MCP SDK; a report for a Claude model loads no BPE table', () => {
    const lint = loaded(['examples/support-agent', '--no-eval']);
    expect(lint.status).toBe(1);
    expect(lint.modules.some((m) => m.includes('@modelcontextprotocol'))).toBe(false);
    const report = loaded(['report', 'examples/support-agent', '--models', 'claude-sonnet-4-5']);
    expect(report.status).toBe(0);
    expect(report.modules.some((m) => m.includes('@modelcontextprotocol'))).toBe(false);
    expect(report.modules.some((m) => /gpt-tokenizer/.test(m))).toBe(false);
  });
});
