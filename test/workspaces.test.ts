import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SourceIndex } from '../src/source/source-index.js';
import { scan } from '../src/scan/scan.js';
import { isFrameworkPackage } from '../src/extract/walk.js';

/** Imports of a monorepo's own packages resolve to their source, whatever their build entry says. */
describe('workspace packages', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  function repo(files: Record<string, string>): string {
    const root = mkdtempSync(path.join(tmpdir(), 'tool-lint-ws-'));
    dirs.push(root);
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      writeFileSync(path.join(root, rel), text);
    }
    return root;
  }

  it('pnpm-workspace.yaml, a scoped name and a subpath export that names dist/: the file in src/', () => {
    const root = repo({
      'pnpm-workspace.yaml': "packages:\n  - 'packages/*'\n  - apps/* # the servers\n",
      'packages/shared/package.json': JSON.stringify({ name: '@acme/shared', exports: { '.': { types: './dist/index.d.ts', import: './dist/index.js' }, './tools': { import: './dist/tools/index.js' } } }),
      'packages/shared/src/index.ts': 'export const a = 1;\n',
      'packages/shared/src/tools/index.ts': 'export const b = 2;\n',
      'apps/server/package.json': JSON.stringify({ name: 'server' }),
      'apps/server/src/main.ts': "import { a } from '@acme/shared';\n",
    });
    const index = new SourceIndex(root);
    const from = path.join(root, 'apps/server/src/main.ts');
    expect(index.resolve(from, '@acme/shared')).toBe(path.join(root, 'packages/shared/src/index.ts'));
    expect(index.resolve(from, '@acme/shared/tools')).toBe(path.join(root, 'packages/shared/src/tools/index.ts'));
    // A package that is not one of the repository's stays a package.
    expect(index.resolve(from, 'zod')).toBeUndefined();
  });

  it("the repository that develops a framework: its own examples importing 'ai' still call the AI SDK's tool(), not a project function", async () => {
    const root = repo({
      'package.json': JSON.stringify({ private: true, workspaces: ['packages/*', 'examples/*'] }),
      'packages/ai/package.json': JSON.stringify({ name: 'ai', main: 'dist/index.js' }),
      'packages/ai/src/index.ts': "export { tool } from '@ai-sdk/provider-utils';\nexport function streamText(options: unknown) {\n  return options;\n}\n",
      'packages/provider-utils/package.json': JSON.stringify({ name: '@ai-sdk/provider-utils', main: 'dist/index.js' }),
      'packages/provider-utils/src/index.ts': 'export function tool<T>(definition: T): T {\n  return definition;\n}\n',
      'examples/next/package.json': JSON.stringify({ name: 'example-next', dependencies: { ai: 'workspace:*' } }),
      'examples/next/route.ts': [
        "import { streamText, tool } from 'ai';",
        "import { z } from 'zod';",
        'export function POST() {',
        "const shared = { weather: { ...tool({ description: 'Current weather in a city.', inputSchema: z.object({ city: z.string() }), execute: async () => 'sunny' }) } };",
        "  return streamText({ model: 'openai/gpt-4o', tools: shared });",
        '}',
        '',
      ].join('\n'),
    });
    const { tools } = await scan(['examples'], { cwd: root });
    expect(tools.map((t) => `${t.name}:${t.framework}`)).toEqual(['weather:vercel-ai']);
  });

  it("a framework's own packages stay packages when the scan keeps them (the extractors know frameworks by import name)", () => {
    const root = repo({
      'package.json': JSON.stringify({ private: true, workspaces: ['packages/*'] }),
      'packages/ai/package.json': JSON.stringify({ name: 'ai', main: 'dist/index.js' }),
      'packages/ai/src/index.ts': 'export function tool<T>(t: T): T {\n  return t;\n}\n',
      'packages/agent-tools/package.json': JSON.stringify({ name: '@acme/agent-tools', main: 'dist/index.js' }),
      'packages/agent-tools/src/index.ts': 'export const tools = {};\n',
      'packages/app/src/route.ts': "import { tool } from 'ai';\n",
    });
    const index = new SourceIndex(root);
    index.keepPackages = isFrameworkPackage;
    const from = path.join(root, 'packages/app/src/route.ts');
    expect(index.resolve(from, 'ai')).toBeUndefined();
    expect(index.resolve(from, '@acme/agent-tools')).toBe(path.join(root, 'packages/agent-tools/src/index.ts'));
  });

  it("a package's own subpath imports (#constants, #tools/*) resolve through its package.json imports", () => {
    const root = repo({
      'package.json': JSON.stringify({ name: 'wiki', imports: { '#constants': './src/constants.ts', '#tools/*': { types: './src/tools/*', default: './dist/tools/*' } } }),
      'src/constants.ts': "export const PREFIX = 'wk';\n",
      'src/tools/search.ts': 'export const search = 1;\n',
      'src/server.ts': "import { PREFIX } from '#constants';\n",
    });
    const index = new SourceIndex(root);
    const from = path.join(root, 'src/server.ts');
    expect(index.resolve(from, '#constants')).toBe(path.join(root, 'src/constants.ts'));
    expect(index.resolve(from, '#tools/search.js')).toBe(path.join(root, 'src/tools/search.ts'));
    expect(index.resolve(from, '#missing')).toBeUndefined();
  });

  it("a tool helper from the repository's own workspace package keeps its package's identity ('tool' from '@acme/mcp-utils' is not the AI SDK's)", async () => {
    const root = repo({
      'package.json': JSON.stringify({ private: true, workspaces: ['packages/*'], dependencies: { ai: '^6.0.0' } }),
      'packages/mcp-utils/package.json': JSON.stringify({ name: '@acme/mcp-utils', main: 'dist/index.cjs' }),
      'packages/mcp-utils/src/index.ts': 'export function tool<T>(definition: T): T {\n  return definition;\n}\n',
      'packages/server/package.json': JSON.stringify({ name: 'server', dependencies: { '@acme/mcp-utils': 'workspace:*' } }),
      'packages/server/src/tools.ts': [
        "import { tool } from '@acme/mcp-utils';",
        "import { z } from 'zod';",
        'export const tools = {',
        "  list_projects: tool({ description: 'List the projects of the account.', parameters: z.object({ limit: z.number().optional() }), execute: async () => [] }),",
        '};',
        '',
      ].join('\n'),
    });
    const { main } = await import('../src/cli.js');
    let stdout = '';
    await main(['.', '--format', 'json', '--no-eval'], { cwd: root, stdout: (t) => void (stdout += t), stderr: () => undefined, isTTY: false });
    const report = JSON.parse(stdout) as { diagnostics: Array<{ ruleId: string }> };
    expect(report.diagnostics.filter((d) => d.ruleId === 'valid-tool-format')).toEqual([]);
  });

  it('npm workspaces with main pointing into an unbuilt build folder; a tsconfig without paths does not stop the lookup', () => {
    const root = repo({
      'package.json': JSON.stringify({ private: true, workspaces: { packages: ['libs/**'] } }),
      'libs/core/registry/package.json': JSON.stringify({ name: 'registry', main: 'build/index.js' }),
      'libs/core/registry/src/index.ts': 'export class ToolRegistry {}\n',
      'server/tsconfig.json': '{ // comments are allowed here\n "compilerOptions": { "strict": true } }\n',
      'server/index.ts': "import { ToolRegistry } from 'registry';\n",
    });
    const index = new SourceIndex(root);
    expect(index.resolve(path.join(root, 'server/index.ts'), 'registry')).toBe(path.join(root, 'libs/core/registry/src/index.ts'));
  });
});
