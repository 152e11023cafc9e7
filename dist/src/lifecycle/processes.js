import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
/**
 * Process liveness and identity, shared by the run folder (is its owner gone?) and the cleanup of
 * child processes. A pid alone is not an identity: pids are reused, so where the system tells us
 * (Linux `/proc`), a process is also known by its start time.
 */
export function isAlive(pid) {
    try {
        process.kill(pid, 0);
    }
    catch (error) {
        // ESRCH: gone. EPERM: the pid now belongs to someone else's process: ours is gone too.
        return false;
    }
    // A zombie has exited and only waits to be reaped (in a container without an init, maybe never).
    if (process.platform === 'linux') {
        const stat = procStat(pid);
        return stat !== undefined && stat.state !== 'Z';
    }
    return true;
}
function procStat(pid) {
    try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        // The command name (field 2) may hold spaces and parentheses: fields are counted after the last ')'.
        const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return { state: rest[0], ppid: Number(rest[1]), pgid: Number(rest[2]), session: Number(rest[3]), start: rest[19] ?? '' };
    }
    catch {
        return undefined;
    }
}
/** The start time of a process (Linux), '' where the system does not say. */
export function startTimeOf(pid) {
    return process.platform === 'linux' ? (procStat(pid)?.start ?? '') : '';
}
/** True when `pid` is alive and, where start times are known, still the same process. */
export function isSameProcess(pid, start) {
    if (!isAlive(pid))
        return false;
    return !start || startTimeOf(pid) === '' || startTimeOf(pid) === start;
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
    const seen = new Set();
    const walk = (pid) => {
        for (const c of children.get(pid) ?? []) {
            if (seen.has(c))
                continue;
            seen.add(c);
            walk(c);
            found.push(c);
        }
    };
    walk(root);
    return found;
}
/**
 * Processes whose environment holds `NAME=value` (Linux only: `/proc/<pid>/environ` of our own
 * user's processes). Every process tool-lint starts carries a marker naming its run, and children
 * inherit it: a daemon that double-forked away from its parent and its process group is still found.
 */
export function processesMarked(name, value) {
    if (process.platform !== 'linux')
        return [];
    const needle = Buffer.from(`${name}=${value}\0`);
    const found = [];
    let entries;
    try {
        entries = readdirSync('/proc');
    }
    catch {
        return [];
    }
    for (const e of entries) {
        if (!/^\d+$/.test(e))
            continue;
        const pid = Number(e);
        if (pid === process.pid)
            continue;
        try {
            const env = readFileSync(`/proc/${e}/environ`);
            // The marker is matched at a variable boundary, never inside another value.
            const at = env.indexOf(needle);
            if (at === 0 || (at > 0 && env[at - 1] === 0))
                found.push(pid);
        }
        catch {
            // Not ours (EACCES), or gone meanwhile.
        }
    }
    return found;
}
export function signal(pids, sig) {
    for (const pid of pids) {
        try {
            process.kill(pid, sig);
        }
        catch {
            // Already gone.
        }
    }
}
/** Signals a whole process group (`pgid` is its leader's pid); false when there is none. */
export function signalGroup(pgid, sig) {
    if (process.platform === 'win32' || pgid <= 1)
        return false;
    try {
        process.kill(-pgid, sig);
        return true;
    }
    catch {
        return false;
    }
}
