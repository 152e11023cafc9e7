import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';
import { leftoverCopies } from '../src/scan/leftover-copies.js';
import { parkedFiles } from '../src/scan/parked.js';
import { FIXTURES } from './helpers.js';

/*
 * Code the project set aside (its tsconfig excludes it, nothing imports it, no script runs it) is
 * scanned but not linted, like test code. fixtures/projects/set-aside has one such file
 * (src/tools-disabled/search.ts, an AI SDK 4 tool in an AI SDK 5 project) and three excluded files that
 * are live all the same: one imported by the server, one reached through an excluded folder's index
 * the server imports, one run by an npm script.
 */
const DIR = path.join(FIXTURES, 'projects', 'set-aside');

async function findings(args: string[]) {
  let stdout = '';
  const code = await main([...args, '--format', 'json'], { cwd: DIR, stdout: (s) => void (stdout += s), stderr: () => {}, isTTY: false });
  const report = JSON.parse(stdout) as { diagnostics: Array<{ ruleId: string; file: string; line: number }> };
  return { code, list: report.diagnostics.map((d) => `${d.ruleId} ${d.file}:${d.line}`).sort() };
}

describe('code the project set aside', () => {
  it('is not linted; excluded files that are imported or run by a script are', async () => {
    const { code, list } = await findings(['.']);
    expect(list).toEqual(['valid-tool-format src/legacy/summarize.ts:7', 'valid-tool-format src/tools-legacy/translate.ts:7', 'valid-tool-name scripts/seed-notes.ts:11']);
    expect(code).toBe(1);
  });

  it('is linted when its folder is named on the command line', async () => {
    const { list } = await findings(['src/tools-disabled']);
    expect(list).toEqual(['valid-tool-format src/tools-disabled/search.ts:7']);
  });

  it("is linted with tests: 'lint'", async () => {
    const { list } = await findings(['.', '-c', 'tests-on.config.json']);
    expect(list).toContain('valid-tool-format src/tools-disabled/search.ts:7');
  });

  it('is not budgeted by report', async () => {
    let stdout = '';
    await main(['report', '.', '--format', 'json', '--models', 'gpt-4o'], { cwd: DIR, stdout: (s) => void (stdout += s), stderr: () => {}, isTTY: false });
    const files = (JSON.parse(stdout) as { tools: Array<{ file: string }> }).tools.map((t) => t.file).sort();
    expect(files).not.toContain('src/tools-disabled/search.ts');
    expect(files).toContain('src/tools/search.ts');
  });
});

/*
 * A server kept beside its rewrite (`src/index.original.ts`, `src/server.old.js`, `src/index-backup.ts`) that nothing
 * imports and no package entry runs: fixtures/projects/leftover-copy. A file named like a copy that
 * the server imports (`export-tools copy.ts`) is live.
 */
describe('leftover copies', () => {
  const dir = path.join(FIXTURES, 'projects', 'leftover-copy');
  const lint = async (args: string[]) => {
    let stdout = '';
    const code = await main([...args, '--format', 'json'], { cwd: dir, stdout: (s) => void (stdout += s), stderr: () => {}, isTTY: false });
    return { code, list: (JSON.parse(stdout) as { diagnostics: Array<{ ruleId: string; file: string }> }).diagnostics.map((d) => `${d.ruleId} ${d.file}`).sort() };
  };

  it('are not linted; a copy the server imports is', async () => {
    expect((await lint(['.'])).list).toEqual(['valid-tool-name src/export-tools copy.ts', 'valid-tool-name src/tools/backup/create-backup.ts']);
  });

  it('are linted when named on the command line', async () => {
    expect((await lint(['src/index.original.ts'])).list).toEqual(['valid-tool-name src/index.original.ts']);
    expect((await lint(['src/server.old.js'])).list).toEqual(['valid-tool-name src/server.old.js']);
  });

  it('are live when the package runs them, and only names that mark a copy count', () => {
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'tool-lint-copies-'));
    try {
      writeFileSync(path.join(tmp, 'package.json'), '{ "name": "x", "scripts": { "legacy": "node dist/server.old.js" } }');
      writeFileSync(path.join(tmp, 'server.old.ts'), 'export {};');
      writeFileSync(path.join(tmp, 'server.bak.ts'), 'export {};');
      // Backup tools, not copies: the marker must follow a dot or a space, and folders do not count.
      mkdirSync(path.join(tmp, 'backup'));
      for (const f of ['create-backup.ts', 'server_backup.ts', 'backup/list.ts', 'fs.copy.ts']) writeFileSync(path.join(tmp, f), 'export {};');
      const files = ['server.old.ts', 'server.bak.ts', 'create-backup.ts', 'server_backup.ts', 'backup/list.ts', 'fs.copy.ts'].map((f) => path.join(tmp, f));
      const found = leftoverCopies({ candidates: files, sources: files, roots: [tmp], resolve: () => undefined });
      expect([...found].map((f) => path.basename(f))).toEqual(['server.bak.ts']);
      // After `-` or `_`, a marker counts only beside the file it copies: `index-backup.ts` next to `index.ts`.
      for (const f of ['index.ts', 'index-backup.ts', 'tools_old.ts']) writeFileSync(path.join(tmp, f), 'export {};');
      const more = ['index-backup.ts', 'tools_old.ts', 'create-backup.ts'].map((f) => path.join(tmp, f));
      expect([...leftoverCopies({ candidates: more, sources: more, roots: [tmp], resolve: () => undefined })].map((f) => path.basename(f))).toEqual(['index-backup.ts']);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });
});

describe('parkedFiles', () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'tool-lint-parked-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  const write = (rel: string, text: string) => {
    mkdirSync(path.dirname(path.join(tmp, rel)), { recursive: true });
    writeFileSync(path.join(tmp, rel), text);
  };
  const ask = (rels: string[], sources = rels) =>
    [...parkedFiles({ candidates: rels.map((r) => path.join(tmp, r)), sources: sources.map((r) => path.join(tmp, r)), roots: [tmp], resolve: () => undefined })].map((f) => path.relative(tmp, f)).sort();

  it("reads only the tsconfig of the file's own package", () => {
    // A monorepo root that excludes its packages from the root build says nothing of a JavaScript
    // package without a tsconfig of its own.
    write('mono/package.json', '{ "private": true, "workspaces": ["packages/*"] }');
    write('mono/tsconfig.json', '{ "exclude": ["packages"] }');
    write('mono/packages/bot/package.json', '{ "name": "bot" }');
    write('mono/packages/bot/tools.js', 'export const tools = [];');
    // A package with a tsconfig of its own is judged by it.
    write('mono/packages/api/package.json', '{ "name": "api" }');
    write('mono/packages/api/tsconfig.json', '{ "exclude": ["old"] }');
    write('mono/packages/api/old/tools.ts', 'export const tools = [];');
    expect(ask(['mono/packages/bot/tools.js', 'mono/packages/api/old/tools.ts'])).toEqual(['mono/packages/api/old/tools.ts']);
  });

  it('code another runtime runs is live though the tsconfig excludes it (Supabase Edge Functions, Deno, Cloudflare workers)', () => {
    write('expo/package.json', '{ "name": "expo-app" }');
    write('expo/tsconfig.json', '{ "exclude": ["supabase/**/*", "edge", "worker", "old"] }');
    write('expo/supabase/functions/chat-agent/index.ts', 'export const tools = [];');
    write('expo/edge/chat.ts', "import Anthropic from 'npm:@anthropic-ai/sdk';\nDeno.serve(async () => new Response('ok'));");
    write('expo/worker/wrangler.toml', 'name = "chat"');
    write('expo/worker/src/index.ts', 'export default { fetch() {} };');
    write('expo/old/tools.ts', 'export const tools = [];');
    expect(ask(['expo/supabase/functions/chat-agent/index.ts', 'expo/edge/chat.ts', 'expo/worker/src/index.ts', 'expo/old/tools.ts'])).toEqual(['expo/old/tools.ts']);
  });

  it('inherits exclude through a relative extends, and a sibling tsconfig that includes the folder keeps it live', () => {
    write('app/package.json', '{ "name": "app" }');
    write('app/tsconfig.base.json', '{ "exclude": ["old", "tools-next"] }');
    write('app/tsconfig.json', '{ "extends": "./tsconfig.base.json" }');
    write('app/old/tools.ts', 'export const tools = [];');
    write('app/tools-next/tools.ts', 'export const tools = [];');
    write('app/tsconfig.next.json', '{ "include": ["tools-next/**/*"] }');
    expect(ask(['app/old/tools.ts', 'app/tools-next/tools.ts'])).toEqual(['app/old/tools.ts']);
  });
});

/*
 * Registering functions the project never calls: fixtures/projects/unwired-registrars makes its
 * server in src/index.ts and hands it to three registrars; two more (menu items, plugins) are only
 * imported and re-exported "for backward compatibility", and a third sits in a list of registrars.
 */
describe('registering functions nothing calls', () => {
  const dir = path.join(FIXTURES, 'projects', 'unwired-registrars');
  const run = async (cwd: string, args: string[]) => {
    let stdout = '';
    await main([...args, '--format', 'json'], { cwd, stdout: (s) => void (stdout += s), stderr: () => {}, isTTY: false });
    return JSON.parse(stdout) as { diagnostics: Array<{ ruleId: string; file: string }>; tools?: Array<{ name: string; file: string }> };
  };

  it('are scanned but not linted when the project calls its other ones with the server it makes', async () => {
    const lint = await run(dir, ['.']);
    expect(lint.diagnostics.map((d) => `${d.ruleId} ${d.file}`).sort()).toEqual(['require-description src/tools/records.ts', 'require-description src/tools/ui/filters.ts']);
    const list = await run(dir, ['list', '.']);
    expect(list.tools!.map((t) => t.name).sort()).toEqual(['cms_records', 'cms_ui', 'cms_ui_filter', 'cms_ui_menu_item', 'cms_ui_plugin', 'cms_uploads']);
  });

  it('are linted in a library that makes no server of its own', async () => {
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'tool-lint-unwired-'));
    try {
      mkdirSync(path.join(tmp, 'src'));
      writeFileSync(path.join(tmp, 'package.json'), '{ "name": "cms-tools", "type": "module", "dependencies": { "@modelcontextprotocol/sdk": "1.20.0", "zod": "3.25.0" } }');
      writeFileSync(path.join(tmp, 'src/index.ts'), "export { registerMenuItemRouter } from './menu-items.js';\n");
      writeFileSync(
        path.join(tmp, 'src/menu-items.ts'),
        "import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nimport { z } from 'zod';\nexport const registerMenuItemRouter = (server: McpServer) => {\n  server.tool('cms_ui_menu_item', { action: z.enum(['list', 'create']) }, async ({ action }) => ({ content: [{ type: 'text', text: action }] }));\n};\n",
      );
      const lint = await run(tmp, ['.']);
      expect(lint.diagnostics.map((d) => `${d.ruleId} ${d.file}`)).toEqual(['require-description src/menu-items.ts']);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });
});

describe('a compiled copy of sources the project still has', () => {
  it('is scanned but not linted: its source map names the TypeScript it was built from (round 98)', async () => {
    let stdout = '';
    const cwd = path.join(FIXTURES, 'projects', 'compiled-copy');
    const code = await main(['.', '--no-eval', '--format', 'json'], { cwd, stdout: (s) => void (stdout += s), stderr: () => {}, isTTY: false });
    const report = JSON.parse(stdout) as { diagnostics: Array<{ ruleId: string; file: string }> };
    expect(report.diagnostics.map((d) => `${d.ruleId} ${d.file}`)).toEqual([]);
    expect(code).toBe(0);
  });
});
