import { mkdtempSync, mkdirSync, writeFileSync, symlinkSync, cpSync, chmodSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';
import { ROOT } from './helpers.js';

async function run(args: string[], cwd = ROOT) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { cwd, stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s), isTTY: false });
  return { code, stdout, stderr };
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'tool-lint-cli-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('tool-lint CLI', () => {
  it('lints the bundled example: finds its planted error, exit 1', async () => {
    const r = await run(['examples/support-agent', '--format', 'json']);
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout);
    expect(out.version).toBe(1);
    expect(out.tools.map((t: { name: string }) => t.name).sort()).toEqual(['close_ticket', 'get_ticket', 'lookup_order', 'refund_order', 'search_help_center']);
    expect(out.skills.map((s: { name: string }) => s.name)).toEqual(['refund-policy']);
    const ids = out.diagnostics.map((d: { ruleId: string; file: string; line: number }) => `${d.ruleId}@${d.file}:${d.line}`);
    expect(ids).toContain('require-description@examples/support-agent/src/tools/definitions.ts:32');
  });

  it('prints byte-identical reports on two runs', async () => {
    const a = await run(['fixtures/extract', '--format', 'json']);
    const b = await run(['fixtures/extract', '--format', 'json']);
    expect(a.stdout).toBe(b.stdout);
    expect(a.stdout.length).toBeGreaterThan(1000);
  });

  it('list --format json has the documented shape, sorted by file, line, column', async () => {
    const r = await run(['list', 'fixtures/extract/mcp', '--format', 'json']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    // Version 1 grows only by additions: `coverage` and `toolsets` came after the first release.
    expect(Object.keys(out)).toEqual(['version', 'tools', 'skills', 'coverage', 'toolsets']);
    expect(out.coverage.tools).toBe(out.tools.length);
    const t = out.tools[0];
    for (const key of ['name', 'resolved', 'framework', 'file', 'line', 'column', 'description', 'inputSchema']) expect(t).toHaveProperty(key);
    const keys = out.tools.map((x: { file: string; line: number; column: number }) => [x.file, x.line, x.column]);
    const sorted = [...keys].sort((p: [string, number, number], q: [string, number, number]) => (p[0] < q[0] ? -1 : p[0] > q[0] ? 1 : p[1] - q[1] || p[2] - q[2]));
    expect(keys).toEqual(sorted);
    expect(out.tools.every((x: { file: string }) => !x.file.includes('\\') && x.file.startsWith('fixtures/extract/mcp/'))).toBe(true);
  });

  it('list ends with a coverage line, and --unresolved says why each tool could not be read', async () => {
    const all = await run(['list', 'fixtures/extract/langchain']);
    expect(all.code).toBe(0);
    const last = all.stdout.trimEnd().split('\n').at(-1)!;
    const m = /^(\d+) tools, (\d+) unresolved, 0 skills$/.exec(last);
    expect(m).not.toBeNull();
    const unresolved = await run(['list', 'fixtures/extract/langchain', '--unresolved']);
    const rows = unresolved.stdout.trimEnd().split('\n').slice(0, -1);
    expect(rows.length).toBe(Number(m![2]));
    expect(rows.some((r) => /\? new SerpAPI\(…\).*imported from package langchain\/tools$/.test(r))).toBe(true);
    const json = JSON.parse((await run(['list', 'fixtures/extract/langchain', '--unresolved', '--format', 'json'])).stdout);
    expect(json.tools.every((t: { resolved: boolean; opaque?: boolean; reason?: string }) => (!t.resolved || t.opaque) && typeof t.reason === 'string')).toBe(true);
  });

  it('exits 2 on unknown options, unknown rules and bad config', async () => {
    expect((await run(['--bogus'])).code).toBe(2);
    const r = await run(['examples/support-agent', '--rule', 'requre-description:off']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('Did you mean "require-description"');
    const dir = path.join(tmp, 'badconfig');
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'tool-lint.config.json'), JSON.stringify({ rulez: {} }));
    const c = await run(['.'], dir);
    expect(c.code).toBe(2);
    expect(c.stderr).toContain('Unknown config key "rulez"');
  });

  it('loads a TypeScript config that imports defineConfig from tool-lint', async () => {
    const dir = path.join(tmp, 'tsconfig-project');
    cpSync(path.join(ROOT, 'examples/support-agent'), dir, { recursive: true });
    writeFileSync(
      path.join(dir, 'tool-lint.config.ts'),
      `import { defineConfig } from 'tool-lint';\nexport default defineConfig({ rules: { 'require-description': 'off' } });\n`,
    );
    const r = await run(['.', '--format', 'json'], dir);
    const out = JSON.parse(r.stdout);
    expect(out.diagnostics.filter((d: { ruleId: string }) => d.ruleId === 'require-description')).toEqual([]);
  });

  it('survives bad input: unparsable, binary, huge, symlink loop, unreadable dir — and still finds the good tool', async () => {
    const dir = path.join(tmp, 'bad');
    mkdirSync(path.join(dir, 'src', 'loop'), { recursive: true });
    writeFileSync(path.join(dir, 'src', 'good.ts'), `export const t = { name: 'ok_tool', description: 'Fine.', input_schema: { type: 'object', properties: {} } };\n`);
    writeFileSync(path.join(dir, 'src', 'broken.ts'), `export const t = { name: 'broken_tool', description: 'x', input_schema: { type: 'object' ;;; \n`);
    writeFileSync(path.join(dir, 'src', 'binary.ts'), Buffer.from([0x00, 0x01, 0x02, 0x69, 0x6e, 0x70, 0x75, 0x74]));
    writeFileSync(path.join(dir, 'src', 'huge.ts'), `// ${'x'.repeat(5 * 1024 * 1024)}\nexport const inputSchema = {};\n`);
    symlinkSync('..', path.join(dir, 'src', 'loop', 'up'));
    const locked = path.join(dir, 'src', 'locked');
    mkdirSync(locked);
    chmodSync(locked, 0o000);
    const r = await run(['.', '--format', 'json'], dir);
    chmodSync(locked, 0o755);
    expect([0, 1]).toContain(r.code);
    const out = JSON.parse(r.stdout);
    expect(out.tools.map((t: { name: string }) => t.name)).toContain('ok_tool');
    const rules = out.diagnostics.map((d: { ruleId: string; file: string }) => `${d.ruleId} ${d.file}`);
    expect(rules).toContain('scan/parse-error src/broken.ts');
    expect(rules).toContain('scan/binary src/binary.ts');
    expect(rules).toContain('scan/too-large src/huge.ts');
    expect(rules.some((x: string) => x.startsWith('scan/symlink-loop'))).toBe(true);
    if (process.getuid?.() !== 0) expect(rules).toContain('scan/unreadable src/locked');
  });
});

describe('a rule that throws', () => {
  it('is reported as tool-lint/rule-error and the other rules still report', async () => {
    const { runRules } = await import('../src/engine/lint.js');
    const { resolveConfig } = await import('../src/config/resolve.js');
    const { scan } = await import('../src/scan/scan.js');
    const { RULE_MAP } = await import('../rules/index.js');
    const { defineRule } = await import('../src/engine/rule.js');
    const broken = defineRule({
      meta: { id: 'no-broken', type: 'problem', description: 'x', recommended: 'error', messages: { m: 'm' }, help: 'h' },
      check() {
        throw new Error('boom');
      },
    });
    const rules = new Map([...RULE_MAP, ['no-broken', broken]]);
    const dir = path.join(ROOT, 'fixtures/rules/require-description/invalid');
    const scanned = await scan(['.'], { cwd: dir });
    const diags = runRules(scanned, resolveConfig({}, rules), rules);
    expect(diags.some((d) => d.ruleId === 'tool-lint/rule-error' && d.message.includes('no-broken failed: boom'))).toBe(true);
    expect(diags.some((d) => d.ruleId === 'require-description')).toBe(true);
  });
});
