import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main, type Io } from '../src/cli.js';
import { ROOT } from './helpers.js';

/** The conventions a CI pipeline relies on (ESLint's, where it has one). */

const tmp = mkdtempSync(path.join(os.tmpdir(), 'tool-lint-conventions-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const EXAMPLE = 'examples/support-agent';
const MISBEHAVING = path.join(ROOT, 'fixtures/mcp-servers/misbehaving.mjs');

async function run(args: string[], cwd = ROOT, extra: Partial<Io> = {}) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { cwd, stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s), isTTY: false, env: {}, ...extra });
  return { code, stdout, stderr };
}

/** A project with one tool whose parameter has no description (a warning) and nothing else. */
function warningsOnly(): string {
  const dir = mkdtempSync(path.join(tmp, 'warn-'));
  writeFileSync(path.join(dir, 'tools.ts'), `export const t = { name: 'get_weather', description: 'Current weather for a city.', input_schema: { type: 'object', properties: { location: { type: 'string' } } } };\n`);
  // The one warning: an undescribed parameter (a city name? coordinates?); the rule is off in recommended.
  writeFileSync(path.join(dir, 'tool-lint.config.json'), `{ "rules": { "require-param-description": "warn" } }\n`);
  return dir;
}

describe('arguments', () => {
  it('--rule takes one value: the path typed after it is still a path', async () => {
    const r = await run(['--rule', 'require-description:off', EXAMPLE, '--format', 'json']);
    expect(r.stderr).not.toMatch(/got "examples/);
    const out = JSON.parse(r.stdout);
    expect(out.tools.length).toBe(5);
    expect(out.diagnostics.map((d: { ruleId: string }) => d.ruleId)).not.toContain('require-description');
    // Repeatable, and numeric severities work on the command line too.
    const twice = await run(['--rule', 'require-description:0', '--rule', 'require-param-description:off', EXAMPLE, '-f', 'json']);
    const ids = JSON.parse(twice.stdout).diagnostics.map((d: { ruleId: string }) => d.ruleId);
    expect(ids).not.toContain('require-description');
    expect(ids).not.toContain('require-param-description');
  });

  it('render --tool takes one value: the path after it is still a path', async () => {
    const r = await run(['render', '--tool', 'lookup_order', EXAMPLE]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/order/i);
  });

  it('an unknown --rule id suggests the rule meant', async () => {
    const r = await run([EXAMPLE, '--rule', 'require-param-descriptions:off']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('Unknown rule "require-param-descriptions" in --rule. Did you mean "require-param-description"?');
  });

  it.each([
    [['render', '--timeout', 'abc', EXAMPLE], /--timeout must be a positive number of milliseconds/],
    [['render', '--timeout', '1e12', EXAMPLE], /--timeout must be at most 600000 ms/],
    [['render', '--timeout', '-5', EXAMPLE], /--timeout must be a positive number/],
    [['mcp', '--timeout', '1e12', '--', 'node', 'server.js'], /--timeout must be at most 600000 ms/],
    [['--max-warnings', 'lots', EXAMPLE], /--max-warnings must be a whole number/],
    [['mcp', '--repeat', '0', '--', 'node', 'server.js'], /--repeat must be a whole number from 1 to 100/],
    [['--max-file-size', 'huge', EXAMPLE], /--max-file-size must be a size in bytes/],
  ])('%j is a usage error (exit 2), at once', async (args, message) => {
    const t0 = Date.now();
    const r = await run(args as string[]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message as RegExp);
    expect(Date.now() - t0).toBeLessThan(5000);
  });

  it('options may come before the paths of the default command', async () => {
    const r = await run(['--format', 'json', EXAMPLE]);
    expect(JSON.parse(r.stdout).tools.length).toBe(5);
  });

  it('a path that does not exist is exit 2 with a message (a misspelt command is suggested)', async () => {
    const r = await run(['src/does-not-exist']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('tool-lint: no such file or directory: src/does-not-exist\n');
    expect((await run(['reprot'])).stderr).toContain('did you mean the command "report"?');
    expect((await run(['report', 'nowhere'])).code).toBe(2);
    expect((await run(['list', 'nowhere'])).code).toBe(2);
    // Pre-commit passes deleted files: with --files-from-args they are simply skipped.
    expect((await run(['--files-from-args', 'deleted.ts'])).code).toBe(0);
  });

  it('--max-file-size, which the too-large message names, exists', async () => {
    const dir = mkdtempSync(path.join(tmp, 'size-'));
    writeFileSync(path.join(dir, 'big.ts'), `export const inputSchema = {};\n// ${'x'.repeat(3000)}\n`);
    const r = await run(['.', '--max-file-size', '1k', '-f', 'json'], dir);
    const d = JSON.parse(r.stdout).diagnostics.find((x: { ruleId: string }) => x.ruleId === 'scan/too-large');
    expect(d.message).toContain('(--max-file-size)');
    expect(d.message).toContain('over the 1 KB limit');
  });
});

describe('outputs', () => {
  it('-o into a folder that does not exist creates it (lint, report)', async () => {
    const lintOut = path.join(tmp, 'reports', 'nested', 'lint.sarif');
    const a = await run([EXAMPLE, '-f', 'sarif', '-o', lintOut]);
    expect(a.code).toBe(1);
    expect(JSON.parse(readFileSync(lintOut, 'utf8')).version).toBe('2.1.0');
    const reportOut = path.join(tmp, 'budget', 'deep', 'report.json');
    const b = await run(['report', EXAMPLE, '--models', 'gpt-4o', '-f', 'json', '-o', reportOut]);
    expect(b.code).toBe(0);
    expect(JSON.parse(readFileSync(reportOut, 'utf8')).version).toBe(1);
  });

  it('mcp --snapshot into a folder that does not exist creates it', async () => {
    const snapshot = path.join(tmp, 'snapshots', 'server', 'tools.json');
    const r = await run(['mcp', '--snapshot', snapshot, '-f', 'json', '--', process.execPath, MISBEHAVING, 'malformed']);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(snapshot)).toBe(true);
  });

  it('an output that cannot be written is a clear error (exit 2), never a stack trace', async () => {
    const dir = path.join(tmp, 'is-a-dir');
    mkdirSync(dir);
    const a = await run([EXAMPLE, '-o', dir]);
    expect(a.code).toBe(2);
    expect(a.stderr).toBe(`tool-lint: cannot write --output ${dir}: it is a directory\n`);
    const file = path.join(tmp, 'plain-file');
    writeFileSync(file, '');
    const b = await run(['report', EXAMPLE, '-o', path.join(file, 'report.md')]);
    expect(b.code).toBe(2);
    expect(b.stderr).toContain('a parent of it is a file');
  });

  it('--max-warnings exceeded says so on stderr', async () => {
    const dir = warningsOnly();
    const ok = await run(['.', '--max-warnings', '1'], dir);
    expect(ok.code).toBe(0);
    expect(ok.stderr).toBe('');
    const over = await run(['.', '--max-warnings', '0'], dir);
    expect(over.code).toBe(1);
    expect(over.stderr).toBe('tool-lint found too many warnings: 1 (--max-warnings 0)\n');
  });

  it('FORCE_COLOR and NO_COLOR are honoured; --color/--no-color win over both', async () => {
    const dir = warningsOnly();
    const ansi = /\x1b\[/;
    expect((await run(['.'], dir, { env: { FORCE_COLOR: '1' } })).stdout).toMatch(ansi);
    expect((await run(['.'], dir, { env: { FORCE_COLOR: '0' }, isTTY: true })).stdout).not.toMatch(ansi);
    expect((await run(['.'], dir, { env: { NO_COLOR: '1' }, isTTY: true })).stdout).not.toMatch(ansi);
    expect((await run(['.'], dir, { env: {}, isTTY: true })).stdout).toMatch(ansi);
    expect((await run(['.', '--no-color'], dir, { env: { FORCE_COLOR: '1' } })).stdout).not.toMatch(ansi);
    expect((await run(['.', '--color'], dir, { env: { NO_COLOR: '1' } })).stdout).toMatch(ansi);
  });

  it('SARIF helpUri points at the rule docs in the repository named in package.json', async () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    const repo = pkg.repository.url.replace(/^git\+/, '').replace(/\.git$/, '');
    const r = await run([EXAMPLE, '-f', 'sarif']);
    const driver = JSON.parse(r.stdout).runs[0].tool.driver;
    expect(driver.informationUri).toBe(repo);
    const rule = driver.rules.find((x: { id: string }) => x.id === 'require-description');
    expect(rule.helpUri).toBe(`${repo}/blob/main/rules/require-description.md`);
    expect(existsSync(path.join(ROOT, 'rules', 'require-description.md'))).toBe(true);
  });

  it('a progress line appears on stderr only for a terminal, and is erased', async () => {
    const fake = await run([EXAMPLE], ROOT, { stderrIsTTY: false });
    expect(fake.stderr).toBe('');
    const { progress } = await import('../src/commands/shared.js');
    let written = '';
    const p = progress({ cwd: ROOT, stdout: () => {}, stderr: (s) => void (written += s), isTTY: false, stderrIsTTY: true }, 'scanning', 10);
    await new Promise((r) => setTimeout(r, 60));
    p.phase('running rules');
    await new Promise((r) => setTimeout(r, 150));
    p.done();
    expect(written).toMatch(/tool-lint: scanning… \d+\.\d s/);
    expect(written).toMatch(/tool-lint: running rules… \d+\.\d s/);
    expect(written.endsWith('\r\x1b[K')).toBe(true);
  });
});
