/**
 * Process liveness and identity, shared by the run folder (is its owner gone?) and the cleanup of
 * child processes. A pid alone is not an identity: pids are reused, so where the system tells us
 * (Linux `/proc`), a process is also known by its start time.
 */
export declare function isAlive(pid: number): boolean;
/** The start time of a process (Linux), '' where the system does not say. */
export declare function startTimeOf(pid: number): string;
/** True when `pid` is alive and, where start times are known, still the same process. */
export declare function isSameProcess(pid: number, start: string): boolean;
/** Every descendant of `root`, deepest first, read from `ps` (Linux and macOS; empty elsewhere). */
export declare function descendantsOf(root: number): number[];
/**
 * Processes whose environment holds `NAME=value` (Linux only: `/proc/<pid>/environ` of our own
 * user's processes). Every process tool-lint starts carries a marker naming its run, and children
 * inherit it: a daemon that double-forked away from its parent and its process group is still found.
 */
export declare function processesMarked(name: string, value: string): number[];
export declare function signal(pids: readonly number[], sig: NodeJS.Signals): void;
/** Signals a whole process group (`pgid` is its leader's pid); false when there is none. */
export declare function signalGroup(pgid: number, sig: NodeJS.Signals): boolean;
