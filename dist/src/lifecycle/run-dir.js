import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { forceAll } from './cleanup.js';
import { isSameProcess, processesMarked, signal, signalGroup, startTimeOf } from './processes.js';
/**
 * Every temporary file of a run lives under one folder, `<tmpdir>/tool-lint-<uid>/run-<pid>-<id>`,
 * created on first use and removed when the process exits. A run that could not clean up (killed
 * by SIGKILL, or by a process it started) leaves that folder behind: the next run that needs a
 * temporary folder sweeps every run folder whose owner process is gone — it ends the processes that
 * run started (found by the marker in their environment, or by the process groups it recorded),
 * removes the git worktrees it registered and prunes them, and deletes the folder.
 */
/** Environment variable every child process of a run carries (value: the run id). */
export const RUN_MARKER = 'TOOL_LINT_RUN';
/** Environment variable naming one child of a run (`<run id>.<n>`), so one server can be ended alone. */
export const CHILD_MARKER = 'TOOL_LINT_CHILD';
let children = 0;
/** The markers for a new child process's environment: its run, and itself. */
export function childMarkers() {
    const marker = `${runId()}.${++children}`;
    return { env: { [RUN_MARKER]: runId(), [CHILD_MARKER]: marker }, marker };
}
const OWNER = 'owner.json';
const GROUPS = 'groups';
/** A folder without an owner file yet may be one another run is creating right now. */
const UNOWNED_GRACE_MS = 60_000;
let folder;
let id;
function uid() {
    return typeof process.getuid === 'function' ? String(process.getuid()) : os.userInfo().username.replace(/[^\w-]/g, '_');
}
/** The parent of all run folders; a private folder of this user (never a symlink or someone else's). */
function rootFolder() {
    const root = path.join(os.tmpdir(), `tool-lint-${uid()}`);
    try {
        mkdirSync(root, { recursive: true, mode: 0o700 });
        const st = lstatSync(root);
        const mine = typeof process.getuid !== 'function' || st.uid === process.getuid();
        if (st.isDirectory() && !st.isSymbolicLink() && mine)
            return root;
    }
    catch {
        // Fall through: a private folder of our own for this run only.
    }
    return mkdtempSync(path.join(os.tmpdir(), `tool-lint-${uid()}-`));
}
/** This run's id (also the value of RUN_MARKER in every child's environment). */
export function runId() {
    if (!id)
        id = `${process.pid}-${randomBytes(4).toString('hex')}`;
    return id;
}
let swept = false;
/**
 * Sweeps the run folders of runs that are gone (the CLI calls it at start; creating this run's
 * folder calls it too). Cheap when there is nothing to do: one directory listing.
 */
export function sweepStaleRuns() {
    if (swept)
        return;
    swept = true;
    const root = path.join(os.tmpdir(), `tool-lint-${uid()}`);
    try {
        const st = lstatSync(root);
        if (!st.isDirectory() || (typeof process.getuid === 'function' && st.uid !== process.getuid()))
            return;
    }
    catch {
        return;
    }
    sweepStale(root);
}
/** This run's folder, created (and stale folders swept) on first use. */
export function runFolder() {
    if (folder)
        return folder;
    const root = rootFolder();
    if (!swept) {
        swept = true;
        sweepStale(root);
    }
    const dir = path.join(root, `run-${runId()}`);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    writeFileSync(path.join(dir, OWNER), JSON.stringify({ pid: process.pid, start: startTimeOf(process.pid), id: runId() }));
    folder = dir;
    process.once('exit', removeRunFolder);
    return dir;
}
/** A fresh folder inside the run folder (`prefix` names what it holds). */
export function tempDir(prefix) {
    return mkdtempSync(path.join(runFolder(), `${prefix}-`));
}
/** Remembers a process group this run started, so a later run can end it if this one cannot. */
export function recordGroup(pgid) {
    try {
        appendFileSync(path.join(runFolder(), GROUPS), `${pgid} ${startTimeOf(pgid)}\n`);
    }
    catch {
        // Only a later sweep loses a hint; the marker in the environment still finds the processes.
    }
}
/** Marks `dir` (inside the run folder) as a git worktree of `top`: a sweep prunes it there. */
export function recordWorktree(holder, top) {
    writeFileSync(path.join(holder, 'worktree-of'), top);
}
/** Ends whatever is still registered and deletes the run folder (the 'exit' hook; also after a signal). */
export function removeRunFolder() {
    forceAll();
    if (!folder)
        return;
    try {
        rmSync(folder, { recursive: true, force: true, maxRetries: 2 });
    }
    catch {
        // A later run sweeps it.
    }
}
function sweepStale(root) {
    let entries;
    try {
        entries = readdirSync(root);
    }
    catch {
        return;
    }
    for (const name of entries.sort()) {
        if (!name.startsWith('run-'))
            continue;
        const dir = path.join(root, name);
        let owner;
        try {
            owner = JSON.parse(readFileSync(path.join(dir, OWNER), 'utf8'));
        }
        catch {
            try {
                if (Date.now() - statSync(dir).mtimeMs < UNOWNED_GRACE_MS)
                    continue;
            }
            catch {
                continue;
            }
        }
        if (owner && typeof owner.pid === 'number' && isSameProcess(owner.pid, String(owner.start ?? '')))
            continue;
        sweep(dir, owner?.id ?? name.slice('run-'.length));
    }
}
function sweep(dir, staleId) {
    // Processes first: a server still running may hold files in the folder.
    signal(processesMarked(RUN_MARKER, staleId), 'SIGKILL');
    try {
        for (const line of readFileSync(path.join(dir, GROUPS), 'utf8').split('\n')) {
            const [pgid, start] = line.split(' ');
            // A recorded group is ended only if its leader is provably the process we started.
            if (pgid && start && startTimeOf(Number(pgid)) === start)
                signalGroup(Number(pgid), 'SIGKILL');
        }
    }
    catch {
        // No groups recorded.
    }
    const repos = new Set();
    try {
        for (const sub of readdirSync(dir)) {
            try {
                repos.add(readFileSync(path.join(dir, sub, 'worktree-of'), 'utf8'));
            }
            catch {
                // Not a worktree holder.
            }
        }
    }
    catch {
        // Gone meanwhile.
    }
    rmSync(dir, { recursive: true, force: true, maxRetries: 2 });
    // With its folder gone, git forgets the worktree's registration on prune.
    for (const top of [...repos].sort()) {
        try {
            execFileSync('git', ['-C', top, 'worktree', 'prune'], { stdio: 'ignore', timeout: 5000 });
        }
        catch {
            // Not a repository any more, or git missing: nothing to prune.
        }
    }
}
