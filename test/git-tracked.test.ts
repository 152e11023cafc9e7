import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scan } from '../src/scan/scan.js';

/*
 * `.gitignore` ignores what git does not track. A repository whose `.gitignore` says `mastra/`
 * (meant for Mastra's build folder) but commits `src/mastra/tools/*.ts` ships those tools in every
 * clone: the held-out findings-41 audit saw 132 of 133 tools dropped without a word.
 */
const tmp = mkdtempSync(path.join(os.tmpdir(), 'tool-lint-git-tracked-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const tool = (id: string) => `import { createTool } from '@mastra/core/tools';
import { z } from 'zod';
export const ${id.replace(/-/g, '_')} = createTool({ id: '${id}', description: 'Look up ${id}.', inputSchema: z.object({ q: z.string().describe('Query') }), execute: async ({ context }) => context.q });
`;

function project(name: string, files: Record<string, string>): string {
  const dir = path.join(tmp, name);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

function git(dir: string, ...args: string[]): boolean {
  const r = spawnSync('git', ['-C', dir, '-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], { encoding: 'utf8' });
  return r.status === 0;
}

const hasGit = spawnSync('git', ['--version']).status === 0;

describe('.gitignore and what git tracks', () => {
  it.skipIf(!hasGit)('a committed file under an ignored folder is scanned; an untracked one there is not', async () => {
    const dir = project('committed', {
      '.gitignore': 'mastra/\n*.local.ts\n',
      'src/mastra/tools/weather.ts': tool('weather'),
      'src/mastra/tools/stocks.ts': tool('stocks'),
      'src/agent.local.ts': tool('scratch-local'),
    });
    expect(git(dir, 'init', '-q')).toBe(true);
    expect(git(dir, 'add', '-f', 'src/mastra/tools/weather.ts', 'src/mastra/tools/stocks.ts', '.gitignore')).toBe(true);
    expect(git(dir, 'commit', '-qm', 'init')).toBe(true);
    // Generated after the commit, never added: ignored as .gitignore says.
    writeFileSync(path.join(dir, 'src/mastra/tools/generated.ts'), tool('generated'));
    const r = await scan(['.'], { cwd: dir });
    expect(r.tools.map((t) => `${t.range.file}:${t.name}`).sort()).toEqual(['src/mastra/tools/stocks.ts:stocks', 'src/mastra/tools/weather.ts:weather']);
  });

  it('without a repository the .gitignore rules alone decide', async () => {
    const dir = project('tarball', { '.gitignore': 'mastra/\n', 'src/mastra/tools/weather.ts': tool('weather'), 'src/tools/news.ts': tool('news') });
    const r = await scan(['.'], { cwd: dir });
    expect(r.tools.map((t) => t.name)).toEqual(['news']);
  });
});

describe('build output committed under an ignored name', () => {
  it.skipIf(!hasGit)("is still skipped: a committed .mastra/.build bundle repeats the project's tools", async () => {
    const dir = project('committed-bundle', {
      '.gitignore': '.mastra\n',
      'src/mastra/tools/weather.ts': tool('weather'),
      '.mastra/.build/entry-0.mjs': tool('weather').replace(/^import .*$/gm, '').replace('export const', 'const'),
    });
    expect(git(dir, 'init', '-q')).toBe(true);
    expect(git(dir, 'add', '-f', '.')).toBe(true);
    expect(git(dir, 'commit', '-qm', 'init')).toBe(true);
    const r = await scan(['.'], { cwd: dir });
    expect(r.tools.map((t) => t.range.file)).toEqual(['src/mastra/tools/weather.ts']);
  });
});
