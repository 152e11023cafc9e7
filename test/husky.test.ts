import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from './helpers.js';

/**
 * The README's husky + lint-staged section, run as written in a scratch project: husky and
 * lint-staged from the registry, tool-lint from a tarball of this working tree (`npm pack`, what a
 * registry or git install unpacks), `npx husky init`, the lint-staged pattern, and a real
 * `git commit` that the hook blocks.
 */

const tmp = mkdtempSync(path.join(os.tmpdir(), 'tool-lint-husky-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const env = {
  ...process.env,
  GIT_AUTHOR_NAME: 'tool-lint test',
  GIT_AUTHOR_EMAIL: 'test@example.invalid',
  GIT_COMMITTER_NAME: 'tool-lint test',
  GIT_COMMITTER_EMAIL: 'test@example.invalid',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
  // lint-staged and husky print their own progress; colours would only clutter the assertion output.
  FORCE_COLOR: '0',
};

function sh(cmd: string, args: string[], cwd: string) {
  return spawnSync(cmd, args, { cwd, env, encoding: 'utf8', timeout: 240_000 });
}

describe('husky + lint-staged', () => {
  it('the pre-commit hook blocks a commit that adds a tool whose schema requires a property it never defines, and lets a fixed one through', () => {
    const tarball = execFileSync('npm', ['pack', '--silent', '--pack-destination', tmp], { cwd: ROOT, env, encoding: 'utf8' }).trim().split('\n').pop()!;
    const repo = path.join(tmp, 'agent');
    expect(sh('git', ['init', '-q', repo], tmp).status).toBe(0);
    writeFileSync(path.join(repo, 'package.json'), JSON.stringify({ name: 'agent', private: true, type: 'module' }, null, 2));
    const install = sh('npm', ['i', '-D', 'husky', 'lint-staged', path.join(tmp, tarball)], repo);
    expect(install.status, install.stderr).toBe(0);
    const init = sh('npx', ['husky', 'init'], repo);
    expect(init.status, init.stderr).toBe(0);
    // The README: the lint-staged pattern in package.json, `npx lint-staged` in .husky/pre-commit.
    const pkg = JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8'));
    pkg['lint-staged'] = { '{*.{ts,tsx,mts,cts,js,jsx,mjs,cjs,json},SKILL.md}': 'tool-lint --files-from-args' };
    writeFileSync(path.join(repo, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
    writeFileSync(path.join(repo, '.husky', 'pre-commit'), 'npx lint-staged\n');
    writeFileSync(path.join(repo, '.gitignore'), 'node_modules/\n');

    writeFileSync(path.join(repo, 'tools.ts'), `export const tools = [{ name: 'refund_order', input_schema: { type: 'object', properties: { order_id: { type: 'string', description: 'Order id' } }, required: ['order_id', 'reason'] } }];\n`);
    expect(sh('git', ['add', '.'], repo).status).toBe(0);
    const blocked = sh('git', ['commit', '-m', 'add refund tool'], repo);
    expect(blocked.status, blocked.stdout + blocked.stderr).not.toBe(0);
    expect(blocked.stdout + blocked.stderr).toContain('valid-input-schema');
    expect(sh('git', ['rev-parse', '--verify', '-q', 'HEAD'], repo).status).not.toBe(0); // nothing committed

    writeFileSync(path.join(repo, 'tools.ts'), `export const tools = [{ name: 'refund_order', description: 'Refund one order in full, after the customer confirmed.', input_schema: { type: 'object', properties: { order_id: { type: 'string', description: 'Order id' } } } }];\n`);
    expect(sh('git', ['add', '.'], repo).status).toBe(0);
    const passed = sh('git', ['commit', '-m', 'add refund tool'], repo);
    expect(passed.status, passed.stdout + passed.stderr).toBe(0);
  }, 300_000);
});
