import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from './helpers.js';

/**
 * The README's pre-commit hook, run by the real pre-commit framework: `pre-commit try-repo` clones
 * this repository (with its uncommitted changes), installs it the way pre-commit installs any
 * `language: node` hook (npm installs it from git, production dependencies only: nothing is built),
 * and runs it on the files staged in a scratch git repository. A staged tool whose schema is broken
 * fails the hook, which is what blocks the commit.
 *
 * Needs `pre-commit` (pip install pre-commit) and the npm registry; about a minute. .ci/run installs
 * pre-commit and sets TOOL_LINT_REQUIRE_PRE_COMMIT=1, so there the test cannot be skipped.
 */

const preCommit = ['pre-commit', '--version'];
const available = spawnSync(preCommit[0]!, preCommit.slice(1), { encoding: 'utf8' }).status === 0;
const required = process.env.TOOL_LINT_REQUIRE_PRE_COMMIT === '1';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'tool-lint-pre-commit-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const env = {
  ...process.env,
  GIT_AUTHOR_NAME: 'tool-lint test',
  GIT_AUTHOR_EMAIL: 'test@example.invalid',
  GIT_COMMITTER_NAME: 'tool-lint test',
  GIT_COMMITTER_EMAIL: 'test@example.invalid',
  PRE_COMMIT_COLOR: 'never',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
};

function sh(cmd: string, args: string[], cwd: string) {
  return spawnSync(cmd, args, { cwd, env, encoding: 'utf8', timeout: 240_000 });
}

describe('pre-commit', () => {
  it('is installed here (CI requires it)', () => {
    if (required) expect(available, 'pre-commit is not on PATH: pip install pre-commit').toBe(true);
  });

  it.skipIf(!available && !required)('try-repo installs the hook from git and blocks a commit that adds a tool whose schema requires a property it never defines', () => {
    const repo = path.join(tmp, 'agent');
    expect(sh('git', ['init', '-q', repo], tmp).status).toBe(0);
    writeFileSync(path.join(repo, 'README.md'), '# agent\n');
    writeFileSync(
      path.join(repo, 'tools.ts'),
      `export const tools = [\n  { name: 'refund_order', input_schema: { type: 'object', properties: { order_id: { type: 'string', description: 'Order id' } }, required: ['order_id', 'reason'] } },\n];\n`,
    );
    expect(sh('git', ['add', 'README.md', 'tools.ts'], repo).status).toBe(0);

    const bad = sh('pre-commit', ['try-repo', ROOT, 'tool-lint', '--verbose'], repo);
    const out = `${bad.stdout}\n${bad.stderr}`;
    expect(bad.status, out).toBe(1);
    expect(out).toContain('valid-input-schema');
    expect(out).toContain('tools.ts');
    expect(out).not.toMatch(/npm error|tsc: not found|git dep preparation failed/);
  }, 300_000);
});
