import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Ajv } from 'ajv';
// The TypeScript package itself (a devDependency): ts-morph's bundled copy carries no lib files for a Program.
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { RULES } from '../rules/index.js';
import { main } from '../src/cli.js';
import { configSchema } from '../src/config/schema.js';
import { resolveConfig } from '../src/config/resolve.js';
import { ROOT } from './helpers.js';
// @ts-expect-error plain JavaScript build helper
import { configSchemaText } from '../scripts/config-schema.mjs';

/** Configuring tool-lint the way ESLint is configured: one schema behind the type, the validation and schema.json. */

const tmp = mkdtempSync(path.join(os.tmpdir(), 'tool-lint-config-schema-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function run(args: string[], cwd: string) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { cwd, stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s), isTTY: false, env: {} });
  return { code, stdout, stderr };
}

const NO_DESCRIPTION = (name: string) => `export const ${name} = { name: '${name}', input_schema: { type: 'object', properties: {} } };\n`;

describe('globs are relative to the config file', () => {
  it('an override written for src/legacy applies when tool-lint runs from src/, and include/exclude too', async () => {
    const dir = mkdtempSync(path.join(tmp, 'globs-'));
    mkdirSync(path.join(dir, 'src', 'legacy'), { recursive: true });
    mkdirSync(path.join(dir, 'src', 'fresh'), { recursive: true });
    writeFileSync(path.join(dir, 'src', 'legacy', 'old.ts'), NO_DESCRIPTION('old_tool'));
    writeFileSync(path.join(dir, 'src', 'fresh', 'new.ts'), NO_DESCRIPTION('new_tool'));
    writeFileSync(path.join(dir, 'src', 'fresh', 'new.test.ts'), NO_DESCRIPTION('test_only_tool'));
    writeFileSync(
      path.join(dir, 'tool-lint.config.json'),
      JSON.stringify({ include: ['src/**'], exclude: ['src/**/*.test.ts'], overrides: [{ files: ['src/legacy/**'], rules: { 'require-description': 'off' } }] }),
    );
    for (const cwd of [dir, path.join(dir, 'src'), path.join(dir, 'src', 'legacy')]) {
      const r = await run(['-f', 'json', path.relative(cwd, path.join(dir, 'src')) || '.'], cwd);
      const out = JSON.parse(r.stdout);
      const names = out.tools.map((t: { name: string }) => t.name).sort();
      expect(names, `from ${cwd}`).toEqual(['new_tool', 'old_tool']);
      const flagged = out.diagnostics.filter((d: { ruleId: string }) => d.ruleId === 'require-description').map((d: { tool: string }) => d.tool);
      expect(flagged, `from ${cwd}`).toEqual(['new_tool']);
    }
  });

  it('--print-config FILE shows the settings that apply to that file', async () => {
    const dir = mkdtempSync(path.join(tmp, 'print-'));
    mkdirSync(path.join(dir, 'src', 'legacy'), { recursive: true });
    writeFileSync(
      path.join(dir, 'tool-lint.config.json'),
      JSON.stringify({ $schema: './node_modules/tool-lint/schema.json', exclude: ['**/*.test.ts'], rules: { 'require-param-description': 2 }, overrides: [{ files: ['src/legacy/**'], rules: { 'require-description': 0 } }] }),
    );
    const r = await run(['--print-config', 'legacy/a.ts'], path.join(dir, 'src'));
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.file).toBe('legacy/a.ts');
    expect(out.configFile).toBe('../tool-lint.config.json');
    expect(out.scanned).toBe(true);
    const severity = (setting: unknown) => (Array.isArray(setting) ? setting[0] : setting);
    expect(severity(out.rules['require-description'])).toBe('off');
    expect(severity(out.rules['require-param-description'])).toBe('error');
    expect(out.rules['max-description-length']).toEqual(['warn', { profile: 'claude-code' }]);
    const excluded = JSON.parse((await run(['--print-config', 'src/x.test.ts'], dir)).stdout);
    expect(excluded.scanned).toBe(false);
    expect(severity(excluded.rules['require-description'])).toBe('warn'); // the recommended preset, no override
  });
});

describe('the config schema', () => {
  it('schema.json in the package is generated from the same schema that validates (npm run build)', () => {
    expect(readFileSync(path.join(ROOT, 'schema.json'), 'utf8')).toBe(configSchemaText(configSchema, RULES));
  });

  it('schema.json accepts what validation accepts and rejects what it rejects', () => {
    const schema = JSON.parse(readFileSync(path.join(ROOT, 'schema.json'), 'utf8'));
    const validate = new Ajv({ strict: false }).compile(schema);
    const good = { $schema: './node_modules/tool-lint/schema.json', extends: 'strict', rules: { 'require-description': 2, 'max-description-length': ['warn', { max: 2048 }] }, budgets: { tool: '600 tokens', models: ['gpt-4o'] }, matrix: { model: ['gpt-4o'] }, models: [{ id: 'gemini-2.5-pro', provider: 'gemini', contextWindow: 1048576, encoding: 'o200k_base' }] };
    expect(validate(good), JSON.stringify(validate.errors)).toBe(true);
    expect(() => resolveConfig(good, RULES)).not.toThrow();
    for (const bad of [{ rulez: {} }, { rules: { 'require-description': 'loud' } }, { rules: { 'no-such-rule': 'off' } }, { matrix: { model: 'gpt-4o' } }, { models: [{ id: 'x', provider: 'openai' }] }]) {
      expect(validate(bad), JSON.stringify(bad)).toBe(false);
      expect(() => resolveConfig(bad as never, RULES), JSON.stringify(bad)).toThrow();
    }
  });

  it('numeric severities 0/1/2 mean off/warn/error, in rules and overrides', () => {
    const c = resolveConfig({ rules: { 'require-description': 0, 'require-param-description': [2], 'max-description-length': [1, { max: 100 }] } }, RULES);
    expect(c.rules.get('require-description')!.severity).toBe('off');
    expect(c.rules.get('require-param-description')!.severity).toBe('error');
    expect(c.rules.get('max-description-length')).toEqual({ severity: 'warn', options: expect.objectContaining({ max: 100 }) });
    expect(() => resolveConfig({ rules: { 'require-description': 3 } } as never, RULES)).toThrow(/rules\.require-description must be a severity/);
  });

  it('defineConfig types every key: matrix, context, budgets, models, numeric severities; wrong values do not compile', () => {
    const file = path.join(tmp, 'typed.config.ts');
    const types = path.join(ROOT, 'src', 'config', 'types.js');
    writeFileSync(
      file,
      `import { defineConfig } from ${JSON.stringify(types)};
export default defineConfig({
  $schema: './node_modules/tool-lint/schema.json',
  extends: 'recommended',
  providers: ['anthropic', 'openai'],
  rules: { 'require-description': 2, 'max-description-length': ['warn', { max: 2048 }] },
  overrides: [{ files: ['src/legacy/**'], rules: { 'require-param-description': 'off' } }],
  matrix: { model: ['claude-sonnet-4-5', 'gemini-2.5-pro'], locale: ['en'], flags: { compact: [true, false] }, availableTools: 'each-missing' },
  context: (cell) => ({ ...cell, permissions: async () => ({ mode: 'default' }), model: cell.model ?? 'none' }),
  budgets: { tool: '600 tokens', toolset: '5%', skills: { fraction: 0.01 }, models: ['gemini-2.5-pro'] },
  models: [{ id: 'gemini-2.5-pro', provider: 'gemini', contextWindow: 1048576, encoding: 'o200k_base', pricePerMTokInput: 1.25 }],
});
// @ts-expect-error a severity that does not exist
defineConfig({ rules: { 'require-description': 'loud' } });
// @ts-expect-error an unknown key
defineConfig({ rulez: {} });
// @ts-expect-error a model without its context window
defineConfig({ models: [{ id: 'x', provider: 'openai' }] });
`,
    );
    const program = ts.createProgram([file], { strict: true, noEmit: true, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, target: ts.ScriptTarget.ES2022, skipLibCheck: true, types: [] });
    const diagnostics = ts.getPreEmitDiagnostics(program).filter((d) => d.file?.fileName === file);
    expect(diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))).toEqual([]);
  });
});

describe('custom models', () => {
  it('a model from the config counts in report --models and in budgets', async () => {
    const dir = mkdtempSync(path.join(tmp, 'models-'));
    writeFileSync(path.join(dir, 'tools.ts'), `export const t = { name: 'get_weather', description: 'Current weather for a city, in Celsius.', input_schema: { type: 'object', properties: { city: { type: 'string', description: 'City name' } } } };\n`);
    writeFileSync(
      path.join(dir, 'tool-lint.config.json'),
      JSON.stringify({ models: [{ id: 'gemini-2.5-pro', provider: 'gemini', contextWindow: 1048576, encoding: 'o200k_base', pricePerMTokInput: 1.25 }], budgets: { tool: '10 tokens', models: ['gemini-2.5-pro'] } }),
    );
    const r = await run(['report', '.', '--models', 'gemini-2.5-pro,gpt-4o', '-f', 'json'], dir);
    expect(r.stderr).toBe('');
    const out = JSON.parse(r.stdout);
    const gemini = out.models.find((m: { id: string }) => m.id === 'gemini-2.5-pro');
    expect(gemini).toMatchObject({ provider: 'gemini', contextWindow: 1048576, encoding: 'o200k_base', count: 'estimate', pricePerMTokInput: 1.25 });
    expect(out.tools[0].cells.map((c: { model: string }) => c.model)).toEqual(['gemini-2.5-pro', 'gpt-4o']);
    expect(out.tools[0].cells[0].tokens.total).toBeGreaterThan(10);
    // The budget is counted for every model of the report, the config's one included, and fails the run.
    expect(r.code).toBe(1);
    expect(out.budgets.exceeded.map((e: { model: string }) => e.model)).toEqual(['gemini-2.5-pro', 'gpt-4o']);
    const lint = await run(['.', '-f', 'json'], dir);
    const tokens = JSON.parse(lint.stdout).diagnostics.filter((d: { ruleId: string }) => d.ruleId === 'max-tool-tokens');
    expect(tokens.length).toBe(1);
    expect(tokens[0].message).toContain('gemini-2.5-pro');
  });

  it('an unknown model still says which models exist, and how to add one', async () => {
    const dir = mkdtempSync(path.join(tmp, 'unknown-'));
    writeFileSync(path.join(dir, 'tools.ts'), NO_DESCRIPTION('x'));
    const r = await run(['report', '.', '--models', 'gemini-2.5-pro'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('unknown model "gemini-2.5-pro"');
    expect(r.stderr).toContain('add your own under "models"');
  });
});

describe('tool-lint init', () => {
  it('detects providers and frameworks, writes a starter config, and never overwrites one without --force', async () => {
    const dir = mkdtempSync(path.join(tmp, 'init-'));
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'agent', dependencies: { '@anthropic-ai/sdk': '^0.60.0', '@modelcontextprotocol/sdk': '^1.0.0' }, devDependencies: { typescript: '^5' } }));
    mkdirSync(path.join(dir, 'src'));
    writeFileSync(path.join(dir, 'src', 'server.ts'), `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nimport OpenAI from 'openai';\nconst server = new McpServer({ name: 'x', version: '1' });\nserver.tool('ping', 'Answer pong.', {}, async () => ({ content: [] }));\n`);
    const r = await run(['init'], dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Wrote tool-lint.config.ts: providers anthropic, openai, mcp');
    expect(r.stdout).toContain('Found 1 tool (mcp 1)');
    const written = readFileSync(path.join(dir, 'tool-lint.config.ts'), 'utf8');
    expect(written).toContain(`providers: ['anthropic', 'openai', 'mcp']`);
    // The starter config is valid: linting with it works.
    const lint = await run(['.', '-f', 'json'], dir);
    expect(lint.code).toBe(0);
    expect(JSON.parse(lint.stdout).tools.map((t: { name: string }) => t.name)).toEqual(['ping']);
    // Never overwritten without --force.
    writeFileSync(path.join(dir, 'tool-lint.config.ts'), '// mine\nexport default {};\n');
    const again = await run(['init'], dir);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('tool-lint.config.ts already holds a tool-lint config; run tool-lint init --force');
    expect(readFileSync(path.join(dir, 'tool-lint.config.ts'), 'utf8')).toBe('// mine\nexport default {};\n');
    expect((await run(['init', '--force'], dir)).code).toBe(0);
    expect(readFileSync(path.join(dir, 'tool-lint.config.ts'), 'utf8')).toContain('defineConfig');
  });

  it('--format js writes an ES module config that loads', async () => {
    const dir = mkdtempSync(path.join(tmp, 'init-mjs-'));
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'agent', dependencies: { '@anthropic-ai/sdk': '^0.60.0' } }));
    writeFileSync(path.join(dir, 'tools.js'), `export const t = { name: 'ping', description: 'Answer pong.', input_schema: { type: 'object', properties: {} } };\n`);
    expect((await run(['init', '--format', 'js'], dir)).code).toBe(0);
    const text = readFileSync(path.join(dir, 'tool-lint.config.mjs'), 'utf8');
    expect(text).toMatch(/\/\*\* @type \{import\('tool-lint'\)\.UserConfig\} \*\/\nexport default \{/);
    const out = JSON.parse((await run(['--print-config', 'tools.js'], dir)).stdout);
    expect(out.configFile).toBe('tool-lint.config.mjs');
    expect(out.providers).toEqual(['anthropic']);
  });

  it('writes JSON with $schema for a JavaScript project', async () => {
    const dir = mkdtempSync(path.join(tmp, 'init-js-'));
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'agent', dependencies: { openai: '^5' } }));
    writeFileSync(path.join(dir, 'agent.js'), `export const tools = [{ type: 'function', function: { name: 'search', description: 'Search the docs.', parameters: { type: 'object', properties: {} } } }];\n`);
    const r = await run(['init'], dir);
    expect(r.code).toBe(0);
    const config = JSON.parse(readFileSync(path.join(dir, 'tool-lint.config.json'), 'utf8'));
    expect(config).toMatchObject({ $schema: './node_modules/tool-lint/schema.json', providers: ['openai'], budgets: { models: ['gpt-4o'] } });
  });
});
