import { execFile, execFileSync } from 'node:child_process';
import { existsSync, rmSync, symlinkSync } from 'node:fs';
import { realpath, rm } from 'node:fs/promises';
import path from 'node:path';
import { onInterrupt } from '../lifecycle/cleanup.js';
import { recordWorktree, tempDir } from '../lifecycle/run-dir.js';
/** `--base REF` cannot be honoured: not a git checkout, an unknown ref, git missing. Exit 2. */
export class BaseRefError extends Error {
}
/** git commands still running: a signal stops them before the worktree they write is removed. */
const running = new Set();
function git(cwd, args) {
    return new Promise((resolve, reject) => {
        const child = execFile('git', args, { cwd, maxBuffer: 16 * 1024 * 1024, env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } }, (error, stdout, stderr) => {
            running.delete(child);
            if (error)
                reject(Object.assign(error, { stderr }));
            else
                resolve(stdout.trim());
        });
        running.add(child);
    });
}
/** Stops the git commands in flight (a checkout still filling the worktree) and waits for them. */
async function stopGit() {
    const list = [...running];
    await Promise.all(list.map((c) => new Promise((resolve) => {
        if (c.exitCode !== null || c.signalCode !== null)
            return resolve();
        c.once('exit', () => resolve());
        c.kill('SIGTERM');
    })));
}
function gitMessage(error) {
    const e = error;
    if (e.code === 'ENOENT')
        return 'git is not installed or not on PATH';
    return (e.stderr || e.message || String(error)).trim().split('\n')[0];
}
/**
 * The worktree has the base's sources but no installed packages (node_modules is never committed):
 * the head's are linked in, from `cwd` up to the top level, so code executed there (rendering a
 * dynamic description) loads the same libraries as the head run and the difference stays the code.
 * Only folders the worktree lacks are linked; removing the worktree removes the links.
 */
function linkInstalledPackages(treeCwd, headCwd, sub) {
    const depth = sub ? sub.split(path.sep).length : 0;
    for (let up = 0; up <= depth; up++) {
        const from = path.join(headCwd, ...Array(up).fill('..'), 'node_modules');
        const to = path.join(treeCwd, ...Array(up).fill('..'), 'node_modules');
        if (!existsSync(from) || existsSync(to))
            continue;
        try {
            symlinkSync(from, to, 'junction');
        }
        catch {
            // Without the link a render may fail; it is then reported as a note, never a crash.
        }
    }
}
/**
 * Runs `fn` on a detached `git worktree` of `ref`, at the directory that corresponds to `cwd`
 * inside it (so relative paths and report file names match the head run), and always removes the
 * worktree afterwards, also when `fn` throws. The checkout of `cwd` itself is never touched: no
 * stash, no branch switch, uncommitted work stays where it is. A signal meanwhile removes and prunes
 * it before tool-lint exits; a run killed outright leaves it to the next run's sweep (the holder
 * folder records which repository registered it: src/lifecycle/run-dir.ts).
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
    const holder = tempDir('base');
    recordWorktree(holder, top);
    const dir = path.join(holder, 'tree');
    const release = onInterrupt({
        graceful: async () => {
            await stopGit();
            // Twice --force: a worktree still being created is locked.
            await git(top, ['worktree', 'remove', '--force', '--force', dir]).catch(() => undefined);
            await rm(holder, { recursive: true, force: true });
            await git(top, ['worktree', 'prune']).catch(() => undefined);
        },
        force: () => {
            for (const c of running)
                c.kill('SIGKILL');
            rmSync(holder, { recursive: true, force: true });
            try {
                execFileSync('git', ['-C', top, 'worktree', 'prune'], { stdio: 'ignore', timeout: 5000 });
            }
            catch {
                // The next run's sweep prunes it.
            }
        },
    });
    try {
        try {
            await git(top, ['worktree', 'add', '--detach', '--quiet', dir, commit]);
        }
        catch (error) {
            throw new BaseRefError(`--base: could not check out ${ref} (${commit.slice(0, 12)}) into a worktree: ${gitMessage(error)}`);
        }
        linkInstalledPackages(path.join(dir, sub), await realpath(cwd), sub);
        return await fn(path.join(dir, sub), commit);
    }
    finally {
        // Both steps, whatever failed before: the worktree registration lives in .git/worktrees.
        await git(top, ['worktree', 'remove', '--force', '--force', dir]).catch(() => undefined);
        await rm(holder, { recursive: true, force: true });
        await git(top, ['worktree', 'prune']).catch(() => undefined);
        release();
    }
}
