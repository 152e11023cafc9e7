/**
 * Child-process cleanup. A server started as `npx some-server` or `uv run server.py` is a tree
 * (npm → sh → node): ending the direct child can leave the real server running with nobody reading
 * its pipes. So before shutting a server down we record its whole tree and make sure every process
 * in it is gone afterwards.
 */
export declare function isAlive(pid: number): boolean;
/** Every descendant of `root`, deepest first, read from `ps` (Linux and macOS; empty elsewhere). */
export declare function descendantsOf(root: number): number[];
/**
 * Ends a server process tree: `close` first (which ends its stdin, the polite MCP shutdown), then
 * SIGTERM after `graceMs`, then SIGKILL. Resolves when nothing of the tree is left, or after SIGKILL
 * when something refuses to die (a process in uninterruptible sleep cannot be helped).
 */
export declare function terminateTree(pid: number | undefined, close: () => Promise<void>, graceMs?: number): Promise<void>;
