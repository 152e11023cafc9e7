import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ResolvedVersions } from '../src/source/resolved-version.js';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'tool-lint-locks-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A repository (with `.git`, where the walk stops) holding the given files. */
function repo(name: string, files: Record<string, string>): string {
  const root = path.join(tmp, name);
  mkdirSync(path.join(root, '.git'), { recursive: true });
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  }
  return root;
}

describe('ResolvedVersions: the version a lockfile pins, never a range', () => {
  it('npm lockfile v1 and a workspace package in v3', () => {
    const v1 = repo('npm1', { 'package.json': '{"dependencies":{"zod":"^4.0.0"}}', 'package-lock.json': '{"lockfileVersion":1,"dependencies":{"zod":{"version":"4.0.17"}}}' });
    expect(new ResolvedVersions().version(v1, 'zod')).toBe('4.0.17');
    const ws = repo('npm3', {
      'package.json': '{"workspaces":["apps/*"]}',
      'apps/web/package.json': '{"dependencies":{"zod":"^4.1.0"}}',
      'package-lock.json': JSON.stringify({ lockfileVersion: 3, packages: { 'node_modules/zod': { version: '3.25.76' }, 'apps/web/node_modules/zod': { version: '4.1.5' } } }),
    });
    expect(new ResolvedVersions().version(path.join(ws, 'apps/web/src'), 'zod')).toBe('4.1.5');
  });

  it('pnpm: the importer of the package, in v9 and in v5 (flat) form', () => {
    const v9 = repo('pnpm9', {
      'package.json': '{}',
      'apps/api/package.json': '{"dependencies":{"zod":"^4.2.0"}}',
      'pnpm-lock.yaml': "lockfileVersion: '9.0'\n\nimporters:\n\n  .:\n    dependencies:\n      zod:\n        specifier: ^3.24.0\n        version: 3.24.1\n\n  apps/api:\n    dependencies:\n      zod:\n        specifier: ^4.2.0\n        version: 4.2.1(typescript@5.9.2)\n\npackages:\n",
    });
    expect(new ResolvedVersions().version(path.join(v9, 'apps/api'), 'zod')).toBe('4.2.1');
    expect(new ResolvedVersions().version(v9, 'zod')).toBe('3.24.1');
    const v5 = repo('pnpm5', { 'package.json': '{}', 'pnpm-lock.yaml': 'lockfileVersion: 5.4\n\nspecifiers:\n  zod: ^4.0.0\n\ndependencies:\n  zod: 4.0.5\n' });
    expect(new ResolvedVersions().version(v5, 'zod')).toBe('4.0.5');
  });

  it('yarn berry and bun.lock', () => {
    const berry = repo('berry', { 'package.json': '{"dependencies":{"zod":"^4.1.0"}}', 'yarn.lock': '__metadata:\n  version: 8\n\n"zod@npm:^4.1.0":\n  version: 4.1.12\n  resolution: "zod@npm:4.1.12"\n' });
    expect(new ResolvedVersions().version(berry, 'zod')).toBe('4.1.12');
    const bun = repo('bun', { 'package.json': '{"dependencies":{"zod":"^4.3.0"}}', 'bun.lock': '{\n  "lockfileVersion": 1,\n  "packages": {\n    "zod": ["zod@4.3.6", "", {}, "sha512-x"],\n  }\n}\n' });
    expect(new ResolvedVersions().version(bun, 'zod')).toBe('4.3.6');
  });

  it('a declared range with no lockfile and no install pins nothing', () => {
    const bare = repo('bare', { 'package.json': '{"dependencies":{"zod":"^4.1.12"}}' });
    expect(new ResolvedVersions().version(bare, 'zod')).toBeUndefined();
  });
});
