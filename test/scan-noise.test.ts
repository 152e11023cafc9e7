import { mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';
import { scan } from '../src/scan/scan.js';

/**
 * Scan warnings are for files that could hold tools. A repository's dangling links to git-ignored
 * `.env` files and its big data JSON hold none: saying they were skipped is noise (findings audit,
 * pattern 5).
 */

let tmp: string;
let canLink = true;
beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'tool-lint-scan-noise-'));
  try {
    symlinkSync('nowhere', path.join(tmp, 'probe'));
  } catch {
    canLink = false;
  }
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function project(name: string, files: Record<string, string>): string {
  const dir = path.join(tmp, name);
  mkdirSync(dir, { recursive: true });
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

const scanWarnings = async (dir: string, paths: string[], maxFileBytes?: number) =>
  (await scan(paths, { cwd: dir, ...(maxFileBytes ? { maxFileBytes } : {}) })).diagnostics.map((d) => `${d.ruleId} ${d.range.file}`);

const TOOL = `export const tools = [{ name: 'lookup_order', description: 'Find an order by its number.', input_schema: { type: 'object', properties: { order: { type: 'string', description: 'Order number' } }, required: ['order'] } }];\n`;

describe('dangling symbolic links', () => {
  it('found while walking are skipped silently, whatever they are named', async (t) => {
    if (!canLink) t.skip();
    const dir = project('dangling', { 'apps/web/src/tools.ts': TOOL, 'apps/web/.gitignore': '.env\n.env.local\n' });
    // What a checkout looks like when the link targets are git-ignored or generated.
    symlinkSync('../../.env', path.join(dir, 'apps/web/.env'));
    symlinkSync('../../.env.local', path.join(dir, 'apps/web/.env.local'));
    symlinkSync('../../../db/schema.rb', path.join(dir, 'apps/web/schema.rb'));
    symlinkSync('../generated/client.ts', path.join(dir, 'apps/web/src/client.ts'));
    symlinkSync('../../shared/prompts', path.join(dir, 'apps/web/src/prompts'));
    expect(await scanWarnings(dir, ['.'])).toEqual([]);
    const r = await scan(['.'], { cwd: dir });
    expect(r.tools.map((x) => x.name)).toEqual(['lookup_order']);
  });

  it('named on the command line are still reported', async (t) => {
    if (!canLink) t.skip();
    const dir = project('dangling-named', { 'src/tools.ts': TOOL });
    symlinkSync('../generated/client.ts', path.join(dir, 'src/client.ts'));
    expect(await scanWarnings(dir, ['src/client.ts', 'src'])).toEqual(['scan/unreadable src/client.ts']);
    let stderr = '';
    const code = await main(['src/client.ts'], { cwd: dir, stdout: () => {}, stderr: (s) => void (stderr += s), isTTY: false });
    expect(code).toBe(2);
    expect(stderr).toContain('src/client.ts');
  });
});

describe('files over --max-file-size', () => {
  const rows = (n: number) => JSON.stringify(Array.from({ length: n }, (_, i) => ({ id: `CHG${100000 + i}`, name: `Standard change ${i}`, state: i % 2 ? 'closed' : 'scheduled', from: 'new', to: 'assess' })), null, 2);
  const anthropicTools = (n: number) =>
    JSON.stringify(Array.from({ length: n }, (_, i) => ({ name: `lookup_${i}`, description: 'Find a record.', input_schema: { type: 'object', properties: { id: { type: 'string' } } } })), null, 2);
  const openaiTools = (n: number) =>
    JSON.stringify(Array.from({ length: n }, (_, i) => ({ type: 'function', function: { name: `lookup_${i}`, description: 'Find a record.', parameters: { type: 'object', properties: {} } } })), null, 2);
  const mcpTools = (n: number) => JSON.stringify({ tools: Array.from({ length: n }, (_, i) => ({ name: `lookup_${i}`, inputSchema: { type: 'object' } })) }, null, 2);
  const namedParameters = (n: number) => JSON.stringify(Array.from({ length: n }, (_, i) => ({ name: `lookup_${i}`, parameters: { type: 'object' } })));

  it('a data JSON file is skipped silently; one that starts like a tool list is reported', async () => {
    const dir = project('big-json', {
      'backup/state_transitions.json': rows(200),
      'backup/parameters-only.json': JSON.stringify({ parameters: Array.from({ length: 800 }, (_, i) => ({ key: `k${i}`, value: i })) }),
      'tools/anthropic.json': anthropicTools(200),
      'tools/openai.json': openaiTools(200),
      'tools/mcp.json': mcpTools(300),
      'tools/named-parameters.json': namedParameters(400),
      // An OpenAPI document's operations have `parameters` with a `name` each: an API description, no tool list.
      'specs/api.json': JSON.stringify({ openapi: '3.0.3', info: { title: 'API', version: '1' }, paths: Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`/items/${i}`, { get: { parameters: [{ name: 'id', in: 'path' }] } }])) }, null, 2),
      'src/generated-tools.ts': `${TOOL}// ${'x'.repeat(20_000)}\n`,
      'src/small.ts': TOOL,
    });
    for (const data of ['backup/state_transitions.json', 'backup/parameters-only.json', 'specs/api.json']) expect(statSync(path.join(dir, data)).size).toBeGreaterThan(8 * 1024);
    expect(await scanWarnings(dir, ['.'], 8 * 1024)).toEqual([
      'scan/too-large src/generated-tools.ts',
      'scan/too-large tools/anthropic.json',
      'scan/too-large tools/mcp.json',
      'scan/too-large tools/named-parameters.json',
      'scan/too-large tools/openai.json',
    ]);
  });

  it('a big generated source file that names no tool API is skipped silently; one that does, or one named, is reported', async () => {
    const catalog = `// generated by scripts/build-catalog.ts\nexport const MODELS = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: `model-${i}`, contextWindow: 128000 + i, pricing: { input: 1, output: 2 } })))};\n`;
    const dir = project('big-source', { 'src/catalog.generated.ts': catalog, 'src/generated-tools.ts': `${TOOL}// ${'x'.repeat(20_000)}\n`, 'src/small.ts': TOOL });
    expect(await scanWarnings(dir, ['.'], 8 * 1024)).toEqual(['scan/too-large src/generated-tools.ts']);
    expect(await scanWarnings(dir, ['src/catalog.generated.ts'], 8 * 1024)).toEqual(['scan/too-large src/catalog.generated.ts']);
  });

  it("Yarn's committed release, plugins and Plug'n'Play maps are not the project's code: skipped silently", async () => {
    const big = `// generated\n${'x'.repeat(20_000)}\n`;
    const dir = project('yarn-berry', {
      '.yarnrc.yml': 'yarnPath: .yarn/releases/yarn-4.5.0.cjs\n',
      '.yarn/releases/yarn-4.5.0.cjs': big,
      '.yarn/plugins/@yarnpkg/plugin-workspace-tools.cjs': big,
      '.pnp.cjs': big,
      '.pnp.loader.mjs': big,
      'src/tools.ts': TOOL,
    });
    expect(await scanWarnings(dir, ['.'], 8 * 1024)).toEqual([]);
    expect((await scan(['.'], { cwd: dir })).tools.map((x) => x.name)).toEqual(['lookup_order']);
  });

  it('a JSON file named on the command line is reported whatever it holds', async () => {
    const dir = project('big-json-named', { 'backup/state_transitions.json': rows(200) });
    expect(await scanWarnings(dir, ['backup/state_transitions.json'], 8 * 1024)).toEqual(['scan/too-large backup/state_transitions.json']);
  });
});
