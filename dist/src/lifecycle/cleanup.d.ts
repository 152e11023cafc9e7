/**
 * What must be undone when the run ends early: sandboxes to kill, MCP servers to end, a git
 * worktree to remove. Each holder registers while it owns the resource and unregisters when it has
 * released it; on a signal (src/lifecycle/signals.ts) everything still registered is released,
 * politely first (`graceful`, under a deadline), then by force. `force` must be synchronous: it
 * also runs from the process 'exit' hook, where nothing asynchronous completes.
 */
export interface Cleanup {
    graceful(): Promise<void> | void;
    force(): void;
}
/** Told when the first resource is registered and when the last one is released. */
export declare function watchCleanups(fn: (busy: boolean) => void): void;
/** Registers `c` until the returned function is called. */
export declare function onInterrupt(c: Cleanup): () => void;
/** Releases everything registered: graceful steps in parallel up to `deadlineMs`, then force. */
export declare function interruptAll(deadlineMs: number): Promise<void>;
/** The last resort, synchronous: whatever is still registered is ended now. */
export declare function forceAll(): void;
