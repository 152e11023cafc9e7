import { descendantsOf, isAlive, processesMarked, signal, signalGroup } from '../lifecycle/processes.js';
import { CHILD_MARKER } from '../lifecycle/run-dir.js';
export { descendantsOf, isAlive } from '../lifecycle/processes.js';
function everything(p) {
    const pids = new Set([p.pid, ...descendantsOf(p.pid)]);
    if (p.marker)
        for (const m of processesMarked(CHILD_MARKER, p.marker))
            pids.add(m);
    return [...pids].filter(isAlive);
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
/** Synchronous last resort (a signal, the 'exit' hook): SIGKILL to the group and everything marked. */
export function killServerNow(p) {
    signalGroup(p.pid, 'SIGKILL');
    signal(everything(p), 'SIGKILL');
}
/**
 * Ends a server: `close` first (which ends its stdin, the polite MCP shutdown), then SIGTERM to its
 * group and every process found after `graceMs`, then SIGKILL. Resolves when nothing of it is left,
 * or after SIGKILL when something refuses to die (a process in uninterruptible sleep cannot be helped).
 */
export async function terminateTree(server, close, graceMs = 500) {
    const p = typeof server === 'number' ? { pid: server } : server;
    // Recorded before the polite close: once the leader exits, its orphans are no longer its descendants.
    const tree = p && isAlive(p.pid) ? everything(p) : [];
    const closing = close().catch(() => undefined);
    if (!p || !tree.length) {
        await Promise.race([closing, sleep(graceMs)]);
        if (p?.marker)
            signal(processesMarked(CHILD_MARKER, p.marker), 'SIGKILL');
        return;
    }
    const remaining = () => [...new Set([...tree, ...everything(p)])].filter(isAlive);
    if (await waitGone(tree, graceMs)) {
        // The leader left politely; a daemon it started may not have.
        const left = remaining();
        if (!left.length)
            return;
    }
    signalGroup(p.pid, 'SIGTERM');
    signal(remaining(), 'SIGTERM');
    if (await waitGone(remaining(), 1000))
        return;
    signalGroup(p.pid, 'SIGKILL');
    signal(remaining(), 'SIGKILL');
    await waitGone(remaining(), 1000);
}
