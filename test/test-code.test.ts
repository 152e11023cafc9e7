import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';
import { testFiles } from '../src/scan/test-files.js';
import { FIXTURES } from './helpers.js';

/*
 * Test code (tests, fixtures, mocks, evals) is scanned but not linted or budgeted by default.
 * fixtures/projects/test-code has one real tool in src/ and, in test code, a registry test with two
 * nameless-description duplicates (plus a directive for them) and a truncated JSON fixture.
 */
const DIR = path.join(FIXTURES, 'projects', 'test-code');

async function run(args: string[], cwd = DIR) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { cwd, stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s), isTTY: false });
  return { code, stdout, stderr };
}

async function findings(args: string[], cwd = DIR) {
  const r = await run([...args, '--format', 'json'], cwd);
  const report = JSON.parse(r.stdout) as { diagnostics: Array<{ ruleId: string; file: string; line: number }> };
  return { code: r.code, list: report.diagnostics.map((d) => `${d.ruleId} ${d.file}:${d.line}`).sort() };
}

describe('test code', () => {
  it('is not linted by default: no findings in tests or fixtures, no unused-directive warning, exit 0', async () => {
    const { code, list } = await findings(['.']);
    expect(list).toEqual([]);
    expect(code).toBe(0);
  });

  it("is linted with tests: 'lint'", async () => {
    const { code, list } = await findings(['.', '-c', 'tests-on.config.json']);
    expect(list).toEqual([
      'no-duplicate-tool-names src/__tests__/registry.test.ts:10',
      'require-description src/__tests__/registry.test.ts:10',
      'require-description src/__tests__/registry.test.ts:9',
      'scan/invalid-json test/fixtures/truncated-tools.json:4',
      'tool-lint/unused-directive src/__tests__/registry.test.ts:7',
      // No valid-tool-name: the list goes to a registry, not to a request the scanner sees, so the
      // names are not known to reach a provider as written (rules/valid-tool-name.md).
    ]);
    expect(code).toBe(1);
  });

  it('testPatterns replaces the default patterns', async () => {
    const { list } = await findings(['.', '-c', 'only-unit-tests.config.json']);
    expect(list).toEqual(['scan/invalid-json test/fixtures/truncated-tools.json:4']);
  });

  it('a folder named on the command line is linted as a project, whatever its path', async () => {
    const { list } = await findings(['test/fixtures']);
    expect(list).toEqual(['scan/invalid-json test/fixtures/truncated-tools.json:4']);
  });

  it('is not budgeted by report', async () => {
    const r = await run(['report', '.', '--format', 'json', '--models', 'gpt-4o']);
    const report = JSON.parse(r.stdout) as { tools: Array<{ name: string; file: string }> };
    expect(report.tools.map((t) => `${t.name} ${t.file}`)).toEqual(['list_invoices src/tools.ts']);
    const on = await run(['report', '.', '--format', 'json', '--models', 'gpt-4o', '-c', 'tests-on.config.json']);
    expect((JSON.parse(on.stdout) as { tools: unknown[] }).tools).toHaveLength(3);
  });

  it('a config with a bad tests value is a config error', async () => {
    const r = await run(['.', '-c', 'bad-tests.config.json']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("bad-tests.config.json:1:3: tests must be 'ignore'");
  });
});

describe('test-file patterns', () => {
  const t = testFiles({ cwd: '/project' });
  it.each([
    ['src/agent.test.ts', true],
    ['src/agent.spec.tsx', true],
    ['packages/core/__tests__/tools.ts', true],
    ['test/helpers/server.ts', true],
    ['e2e/chat.ts', true],
    ['src/__mocks__/openai.ts', true],
    ['fixtures/tools.json', true],
    ['evals/run-evals.ts', true],
    ['src/smoke-test.ts', true],
    ['examples/quick-start/index.ts', true],
    ['sdk-samples/chat_afc.ts', true],
    ['packages/sdk/samples/weather-server.ts', true],
    ['apps/demo/src/agent.ts', true],
    ['docs/claude-code-tools.json', true],
    ['packages/site/docs/reference/tools.json', true],
    ['docs/app/api/chat/route.ts', false],
    ['src/example-tools.ts', false],
    ['src/examples.ts', false],
    ['src/tools.ts', false],
    ['src/latest.ts', false],
    ['src/contest/tools.ts', false],
    ['src/tools/eval-code.ts', false],
    ['mcp:server#tool', false],
  ])('%s → %s', (file, expected) => {
    expect(t.isTest(file)).toBe(expected);
  });

  it('a file named on its own is never test code; under a named folder, only the rest of the path counts', () => {
    const named = testFiles({ cwd: '/project', roots: ['test/fixtures/agent', 'src/agent.test.ts'] });
    expect(named.isTest('src/agent.test.ts')).toBe(false);
    expect(named.isTest('test/fixtures/agent/src/tools.ts')).toBe(false);
    expect(named.isTest('test/fixtures/agent/src/tools.test.ts')).toBe(true);
  });

  it("mode 'lint' lints everything but still knows what is test code", () => {
    const on = testFiles({ cwd: '/project', mode: 'lint' });
    expect(on.isTest('src/agent.test.ts')).toBe(false);
    expect(on.matches('src/agent.test.ts')).toBe(true);
  });
});
