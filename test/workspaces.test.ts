import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SourceIndex } from '../src/scan/source-index.js';

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
