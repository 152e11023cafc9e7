import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';
import { ConfigError } from '../src/config/errors.js';
import { loadConfig } from '../src/config/load.js';
import { ROOT } from './helpers.js';

/**
 * Config files are code the run must survive: a JS/TS config is loaded in a separate, read-only
 * process with a deadline, its value must be plain data, and every error names the file (and the
 * line and key where they can be found) instead of printing a stack trace.
 */

const tmp = mkdtempSync(path.join(os.tmpdir(), 'tool-lint-config-load-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const TOOL = `export const lookup = { name: 'lookup_order', description: 'Look up one order by its id.', input_schema: { type: 'object', properties: { id: { type: 'string', description: 'Order id' } } } };\n`;
const BROKEN_TOOL = `export const broken = { name: 'no_description', input_schema: { type: 'object', properties: {} } };\n`;

let n = 0;
/** A project folder with one clean tool, one tool missing its description (an error), and the given files. */
function project(files: Record<string, string>): string {
  const dir = path.join(tmp, `p${++n}`);
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  writeFileSync(path.join(dir, 'src', 'tools.ts'), TOOL + BROKEN_TOOL);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

async function run(args: string[], cwd: string) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { cwd, stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s), isTTY: false });
  return { code, stdout, stderr };
}

function tempEntries(): string[] {
  return readdirSync(os.tmpdir()).filter((f) => /^tool-lint-config/.test(f) && !f.startsWith('tool-lint-config-load-'));
}

describe('a JavaScript/TypeScript config runs contained', () => {
  it('a config that loops forever fails after the deadline instead of hanging the run', async () => {
    const dir = project({ 'tool-lint.config.mjs': 'while (true) {}\nexport default {};\n' });
    const t0 = Date.now();
    const error = await loadConfig(dir, undefined, { timeoutMs: 1500 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toMatch(/did not finish loading within 1\.5 s/);
    expect((error as ConfigError).file).toBe(path.join(dir, 'tool-lint.config.mjs'));
    expect(Date.now() - t0).toBeLessThan(10_000);
  });

  it('a config that calls process.exit(0) ends the run with exit 2, not a silent success', async () => {
    const dir = project({ 'tool-lint.config.mjs': 'process.exit(0);\nexport default {};\n' });
    const r = await run(['src'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('tool-lint: config error: tool-lint.config.mjs: The config did not load');
    expect(r.stderr).toContain('process.exit');
  });

  it('a config cannot write files while it loads', async () => {
    const dir = project({ 'tool-lint.config.mjs': `import { writeFileSync } from 'node:fs';\nwriteFileSync(${JSON.stringify(path.join(tmp, 'written-by-config'))}, 'x');\nexport default {};\n` });
    const r = await run(['src'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/tried to write a file/);
    expect(existsSync(path.join(tmp, 'written-by-config'))).toBe(false);
  });

  it('a message sent by config code is not taken as the loader\'s answer', async () => {
    const dir = project({ 'tool-lint.config.mjs': `process.send?.({ ok: true, value: { rules: { 'require-description': 'off' } } });\nexport default { rules: { 'require-description': 'error' } };\n` });
    const r = await run(['src', '--format', 'json'], dir);
    expect(r.code).toBe(1);
    const ids = JSON.parse(r.stdout).diagnostics.map((d: { ruleId: string }) => d.ruleId);
    expect(ids).toContain('require-description');
  });

  it('--no-eval says that a JS/TS config is still executed', async () => {
    const dir = project({ 'tool-lint.config.ts': `export default { rules: {} };\n` });
    const r = await run(['src', '--no-eval'], dir);
    expect(r.stderr).toContain('--no-eval: the config tool-lint.config.ts is JavaScript/TypeScript and was still executed');
    const json = project({ 'tool-lint.config.json': '{}' });
    expect((await run(['src', '--no-eval'], json)).stderr).not.toContain('was still executed');
  });
});

describe('every config error names the file, and the line and key where it can', () => {
  it('a TypeScript config that throws: the line in the .ts file, through the bundle', async () => {
    const dir = project({ 'tool-lint.config.ts': `const budget: number = 600;\n\nfunction check(): never {\n  throw new Error('budget ' + budget + ' is not allowed');\n}\nexport default check();\n` });
    const r = await run(['src'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('tool-lint: config error: tool-lint.config.ts:4:9: The config threw while loading: Error: budget 600 is not allowed');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('a JavaScript config that throws: its line', async () => {
    const dir = project({ 'tool-lint.config.mjs': `\nconst providers = null;\nexport default { providers: providers.slice() };\n` });
    const r = await run(['src'], dir);
    expect(r.stderr).toMatch(/tool-lint\.config\.mjs:3:\d+: The config threw while loading: TypeError/);
  });

  it('a syntax error or a missing import in a TypeScript config: the file and line, and no temporary file left', async () => {
    const before = tempEntries();
    const syntax = project({ 'tool-lint.config.ts': `export default {\n  rules: { 'require-description': 'off' ,, }\n};\n` });
    const a = await run(['src'], syntax);
    expect(a.code).toBe(2);
    expect(a.stderr).toMatch(/config error: tool-lint\.config\.ts:2:\d+: Cannot load the config: /);
    const missing = project({ 'tool-lint.config.ts': `import { shared } from './shared-settings';\nexport default shared;\n` });
    const b = await run(['src'], missing);
    expect(b.code).toBe(2);
    expect(b.stderr).toMatch(/config error: tool-lint\.config\.ts:1:\d+: Cannot load the config: Could not resolve "\.\/shared-settings"/);
    expect(tempEntries()).toEqual(before);
  });

  it.each([
    ['a number', 'export default 42;', /exports a number/],
    ['an array', "export default ['recommended'];", /exports an array/],
    ['a function', 'export default () => ({});', /exports a function/],
    ['null', 'export default null;', /exports null/],
    ['nothing', 'export const rules = {};', /has no default export/],
  ])('a config that exports %s', async (_what, source, message) => {
    const dir = project({ 'tool-lint.config.mjs': `${source}\n` });
    const r = await run(['src'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^tool-lint: config error: tool-lint\.config\.mjs: /);
    expect(r.stderr).toMatch(message);
  });

  it('values JSON cannot hold (BigInt, circular objects) are errors naming the key path', async () => {
    const big = project({ 'tool-lint.config.mjs': `export default { matrix: { flags: { maxTokens: [1000n, 2000n] } } };\n` });
    const a = await run(['src'], big);
    expect(a.code).toBe(2);
    expect(a.stderr).toContain('tool-lint.config.mjs:1:49: matrix.flags.maxTokens[0] is a BigInt (1000n)');
    const circular = project({ 'tool-lint.config.mjs': `const flags = { mode: ['a'] };\nflags.self = flags;\nexport default { matrix: { flags } };\n` });
    const b = await run(['src'], circular);
    expect(b.code).toBe(2);
    expect(b.stderr).toContain('matrix.flags.self refers back to one of its own parents (a circular reference)');
  });

  it('malformed JSON: line and column', async () => {
    const dir = project({ 'tool-lint.config.json': '{\n  "rules": {\n    "require-description": "off",\n  }\n}\n' });
    const r = await run(['src'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^tool-lint: config error: tool-lint\.config\.json:4:3: Invalid JSON: /);
  });

  it('a wrong value in a JSON config: the line of the key', async () => {
    const dir = project({ 'tool-lint.config.json': '{\n  "providers": ["anthropic"],\n  "matrix": {\n    "model": "gpt-4o"\n  }\n}\n' });
    const r = await run(['src'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('tool-lint.config.json:4:5: matrix.model must be a non-empty array of strings');
    expect(r.stderr).toContain('got "gpt-4o"');
  });

  it('wrong types under "tool-lint" in package.json: package.json, its line and the key', async () => {
    const dir = project({ 'package.json': '{\n  "name": "agent",\n  "tool-lint": {\n    "rules": {\n      "require-description": true\n    }\n  }\n}\n' });
    const r = await run(['src'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('config error: package.json:5:7: rules.require-description must be a severity');
    const notObject = project({ 'package.json': '{ "name": "agent", "tool-lint": "strict" }\n' });
    const s = await run(['src'], notObject);
    expect(s.stderr).toContain('config error: package.json:1:20: "tool-lint" in package.json must be an object');
  });

  it('a wrong value in a TypeScript config: the line of the key in the source', async () => {
    const dir = project({ 'tool-lint.config.ts': `import { defineConfig } from 'tool-lint';\n\nexport default defineConfig({\n  budgets: {\n    tool: 'six hundred',\n  },\n} as never);\n` });
    const r = await run(['src'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('config error: tool-lint.config.ts:5:5: budgets.tool must be a limit like');
  });

  it('an unknown key suggests the one meant', async () => {
    const dir = project({ 'tool-lint.config.json': '{ "rulez": {} }\n' });
    const r = await run(['src'], dir);
    expect(r.stderr).toContain('config error: tool-lint.config.json:1:3: Unknown config key "rulez". Did you mean "rules"?');
  });
});
