import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';
import { writeFiles } from './helpers.js';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'tool-lint-no-tools-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const project = (name: string, files: Record<string, string>): string => writeFiles(path.join(tmp, name), files);

async function lint(cwd: string, args: string[] = []) {
  let stderr = '';
  const code = await main(args, { cwd, stdout: () => undefined, stderr: (s) => void (stderr += s), isTTY: false });
  return { code, stderr };
}

const pkg = (deps: Record<string, string>) => JSON.stringify({ name: 'x', private: true, type: 'module', dependencies: deps });

// Tools read from a YAML file at run time and registered in a loop: nothing the scanner can see.
const YAML_SERVER = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { toZodShape, runAction } from './actions.js';
const server = new McpServer({ name: 'tracker', version: '1.0.0' });
for (const spec of parse(readFileSync(new URL('./tools.yaml', import.meta.url), 'utf8')).tools) {
  server.tool(spec.name, spec.description, toZodShape(spec.params), async (args) => runAction(spec.action, args));
}
`;

describe('a whole-project lint that finds no tool', () => {
  it('says so when package.json depends on an MCP server SDK or an agent framework: nothing was checked', async () => {
    const dir = project('subclass', { 'package.json': pkg({ '@modelcontextprotocol/sdk': '^1.20.0', zod: '^3.25.0' }), 'src/server.ts': YAML_SERVER });
    const r = await lint(dir);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/tool-lint: note: no tool definitions were found, although package\.json depends on @modelcontextprotocol\/sdk: nothing was checked\. .*scanner\.factories/);
  });

  it('points at the build folder a package that ships only built code keeps its entry point in', async () => {
    const dir = project('dist-only', {
      'package.json': JSON.stringify({ name: 'gw-mcp', type: 'module', bin: { 'gw-mcp': 'dist/index.js' }, files: ['dist'], dependencies: { fastmcp: '^3.0.0', zod: '^3.24.0' } }),
      'dist/index.js': "import { FastMCP } from 'fastmcp';\nimport { z } from 'zod';\nconst server = new FastMCP({ name: 'gw', version: '1.0.0' });\nserver.addTool({ name: 'get_busy', description: 'Busy blocks.', parameters: z.object({ from: z.string() }), execute: async (a) => JSON.stringify(a) });\nserver.start({ transportType: 'stdio' });\n",
    });
    const r = await lint(dir);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/nothing was checked\. Its entry point dist\/index\.js is in dist\/, which is skipped as build output: if the package ships no sources, run `tool-lint dist`/);
    expect((await lint(dir, ['dist'])).stderr).not.toMatch(/no tool definitions/);
  });

  it('reads the workspace packages of a monorepo (npm `workspaces`, pnpm-workspace.yaml), not only the root manifest', async () => {
    const npm = project('npm-workspaces', {
      'package.json': JSON.stringify({ name: 'root', private: true, workspaces: ['packages/*'], devDependencies: { typescript: '^5.0.0' } }),
      'packages/web/package.json': pkg({ next: '^15.0.0' }),
      'packages/rooms-mcp/package.json': pkg({ '@modelcontextprotocol/sdk': '^1.20.0' }),
      'packages/rooms-mcp/src/server.ts': YAML_SERVER,
    });
    expect((await lint(npm)).stderr).toMatch(/no tool definitions were found, although packages\/rooms-mcp\/package\.json depends on @modelcontextprotocol\/sdk: nothing was checked/);
    const pnpm = project('pnpm-workspace', {
      'package.json': JSON.stringify({ name: 'root', private: true }),
      'pnpm-workspace.yaml': "packages:\n  - 'apps/*'\n  - '!apps/legacy'\n",
      'apps/agent/package.json': pkg({ '@mastra/core': '^0.20.0' }),
      'apps/agent/src/index.ts': 'export const x = 1;\n',
    });
    expect((await lint(pnpm)).stderr).toMatch(/apps\/agent\/package\.json depends on @mastra\/core/);
    // A package outside the workspace globs is not the project's.
    const outside = project('outside-workspaces', {
      'package.json': JSON.stringify({ name: 'root', private: true, workspaces: ['packages/*'] }),
      'examples/demo/package.json': pkg({ '@modelcontextprotocol/sdk': '^1.20.0' }),
      'packages/core/package.json': pkg({ express: '^4.0.0' }),
      'packages/core/src/index.ts': 'export const x = 1;\n',
    });
    expect((await lint(outside)).stderr).not.toMatch(/no tool definitions/);
  });

  it('is quiet when tools were found, when no tool package is used, and when only some paths were linted', async () => {
    const found = project('found', {
      'package.json': pkg({ '@modelcontextprotocol/sdk': '^1.20.0' }),
      'src/server.ts': `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nconst server = new McpServer({ name: 'x', version: '1' });\nserver.tool('ping', 'Answer pong', async () => ({ content: [{ type: 'text', text: 'pong' }] }));\n`,
    });
    expect((await lint(found)).stderr).not.toMatch(/no tool definitions/);
    const plain = project('plain', { 'package.json': pkg({ express: '^4.0.0' }), 'src/index.ts': 'export const x = 1;\n' });
    expect((await lint(plain)).stderr).not.toMatch(/no tool definitions/);
    const part = project('part', { 'package.json': pkg({ fastmcp: '^3.0.0' }), 'src/util.ts': 'export const x = 1;\n' });
    expect((await lint(part, ['src'])).stderr).not.toMatch(/no tool definitions/);
  });
});

describe('a whole-project lint whose tools are all in test or example code', () => {
  // An examples repository: the tool name has a space, which every provider rejects.
  const files = {
    'package.json': pkg({ '@anthropic-ai/sdk': '^0.60.0' }),
    'examples/billing/agent.ts': `import Anthropic from '@anthropic-ai/sdk';
const client = new Anthropic();
export const ask = () => client.messages.create({ model: 'claude-sonnet-4-5', max_tokens: 256, messages: [], tools: [{ name: 'get refund', description: 'Refund owed', input_schema: { type: 'object', properties: {} } }] });
`,
  };

  it('says that nothing was checked and how to lint them, instead of a bare clean report', async () => {
    const dir = project('examples-only', files);
    const r = await lint(dir);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/tool-lint: note: all 1 tool found is in test or example code .*nothing was checked\. Name a folder on the command line .* or set `tests: 'lint'`/);
  });

  it('is silent when the folder is named, and the tool is linted', async () => {
    const dir = project('examples-named', files);
    const r = await lint(dir, ['lint', 'examples/billing']);
    expect(r.code).toBe(1);
    expect(r.stderr).not.toMatch(/in test or example code/);
  });
});
