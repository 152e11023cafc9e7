import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
/**
 * Child-process cleanup. A server started as `npx some-server` or `uv run server.py` is a tree
 * (npm → sh → node): ending the direct child can leave the real server running with nobody reading
 * its pipes. So before shutting a server down we record its whole tree and make sure every process
 * in it is gone afterwards.
 */
export function isAlive(pid) {
    try {
        process.kill(pid, 0);
    }
    catch {
        // ESRCH: gone. EPERM: the pid was reused by someone else's process: ours is gone too.
        return false;
    }
    // A zombie has exited and only waits to be reaped (in a container without an init, maybe never).
    if (process.platform === 'linux') {
        try {
            const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
            return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
        }
        catch {
            return false;
        }
    }
    return true;
}
/** Every descendant of `root`, deepest first, read from `ps` (Linux and macOS; empty elsewhere). */
export function descendantsOf(root) {
    if (process.platform === 'win32')
        return [];
    let out;
    try {
        out = execFileSync('ps', ['-A', '-o', 'pid=', '-o', 'ppid='], { encoding: 'utf8', timeout: 2000, stdio: ['ignore', 'pipe', 'ignore'] });
    }
    catch {
        return [];
    }
    const children = new Map();
    for (const line of out.split('\n')) {
        const [pid, ppid] = line.trim().split(/\s+/).map(Number);
        if (!pid || ppid === undefined || Number.isNaN(ppid))
            continue;
        const list = children.get(ppid) ?? [];
        list.push(pid);
        children.set(ppid, list);
    }
    const found = [];
    const walk = (pid) => {
        for (const c of children.get(pid) ?? []) {
            if (found.includes(c))
                continue;
            walk(c);
            found.push(c);
        }
    };
    walk(root);
    return found;
}
function signal(pids, sig) {
    for (const pid of pids) {
        try {
            process.kill(pid, sig);
        }
        catch {
            // Already gone.
        }
    }
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function waitGone(pids, ms) {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
        if (pids.every((p) => !isAlive(p)))
            return true;
        await sleep(20);
    }
    return pids.every((p) => !isAlive(p));
}
/**
 * Ends a server process tree: `close` first (which ends its stdin, the polite MCP shutdown), then
 * SIGTERM after `graceMs`, then SIGKILL. Resolves when nothing of the tree is left, or after SIGKILL
 * when something refuses to die (a process in uninterruptible sleep cannot be helped).
 */
export async function terminateTree(pid, close, graceMs = 500) {
    const tree = pid !== undefined && isAlive(pid) ? [pid, ...descendantsOf(pid)] : [];
    // The SDK transport's close() waits up to 2 s + 2 s on its own; we escalate on our own clock.
    const closing = close().catch(() => undefined);
    if (!tree.length) {
        await Promise.race([closing, sleep(graceMs)]);
        return;
    }
    if (await waitGone(tree, graceMs))
        return;
    signal(tree.filter(isAlive), 'SIGTERM');
    if (await waitGone(tree, 1000))
        return;
    signal(tree.filter(isAlive), 'SIGKILL');
    await waitGone(tree, 1000);
}
