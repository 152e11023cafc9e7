export { descendantsOf, isAlive } from '../lifecycle/processes.js';
/**
 * Child-process cleanup. A server started as `npx some-server` or `uv run server.py` is a tree
 * (npm → sh → node), and some servers start daemons that leave the tree (double fork). A stdio
 * server is therefore started as the leader of its own process group and session
 * (src/mcp/detached-stdio.ts) with a marker naming the session in its environment; ending it means
 * ending its group, every descendant, and every process that still carries its marker.
 */
/** What identifies everything one server started. */
export interface ServerProcess {
    pid: number;
    /** Value of CHILD_MARKER in the server's environment (inherited by whatever it starts). */
    marker?: string;
}
/** Synchronous last resort (a signal, the 'exit' hook): SIGKILL to the group and everything marked. */
export declare function killServerNow(p: ServerProcess): void;
/**
 * Ends a server: `close` first (which ends its stdin, the polite MCP shutdown), then SIGTERM to its
 * group and every process found after `graceMs`, then SIGKILL. Resolves when nothing of it is left,
 * or after SIGKILL when something refuses to die (a process in uninterruptible sleep cannot be helped).
 */
export declare function terminateTree(server: ServerProcess | number | undefined, close: () => Promise<void>, graceMs?: number): Promise<void>;
