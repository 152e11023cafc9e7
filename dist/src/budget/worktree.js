import { execFile } from 'node:child_process';
import { mkdtemp, realpath, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
const run = promisify(execFile);
/** `--base REF` cannot be honoured: not a git checkout, an unknown ref, git missing. Exit 2. */
export class BaseRefError extends Error {
}
async function git(cwd, args) {
    const { stdout } = await run('git', args, { cwd, maxBuffer: 16 * 1024 * 1024, env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } });
    return stdout.trim();
}
function gitMessage(error) {
    const e = error;
    if (e.code === 'ENOENT')
        return 'git is not installed or not on PATH';
    return (e.stderr || e.message || String(error)).trim().split('\n')[0];
}
/**
 * Runs `fn` on a detached `git worktree` of `ref`, at the directory that corresponds to `cwd`
 * inside it (so relative paths and report file names match the head run), and always removes the
 * worktree afterwards, also when `fn` throws. The checkout of `cwd` itself is never touched: no
 * stash, no branch switch, uncommitted work stays where it is.
 */
export async function withWorktree(cwd, ref, fn) {
    let top;
    try {
        top = await git(cwd, ['rev-parse', '--show-toplevel']);
    }
    catch (error) {
        throw new BaseRefError(`--base needs a git repository: ${cwd} is not inside one (${gitMessage(error)})`);
    }
    if (ref.startsWith('-'))
        throw new BaseRefError(`--base: "${ref}" is not a git revision`);
    let commit;
    try {
        commit = await git(cwd, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`]);
    }
    catch {
        throw new BaseRefError(`--base: unknown revision "${ref}" in ${top} (in CI, fetch it first: git fetch origin ${ref})`);
    }
    // `cwd` relative to the top level; realpath on both so a symlinked tmpdir (macOS /var → /private/var) still matches.
    const sub = path.relative(await realpath(top), await realpath(cwd));
    const holder = await mkdtemp(path.join(os.tmpdir(), 'tool-lint-base-'));
    const dir = path.join(holder, 'tree');
    try {
        try {
            await git(top, ['worktree', 'add', '--detach', '--quiet', dir, commit]);
        }
        catch (error) {
            throw new BaseRefError(`--base: could not check out ${ref} (${commit.slice(0, 12)}) into a worktree: ${gitMessage(error)}`);
        }
        return await fn(path.join(dir, sub), commit);
    }
    finally {
        // Both steps, whatever failed before: the worktree registration lives in .git/worktrees.
        await git(top, ['worktree', 'remove', '--force', dir]).catch(() => undefined);
        await rm(holder, { recursive: true, force: true });
        await git(top, ['worktree', 'prune']).catch(() => undefined);
    }
}
