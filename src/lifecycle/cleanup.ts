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

const active = new Set<Cleanup>();
let hooked = false;
let watcher: ((busy: boolean) => void) | undefined;

/** Told when the first resource is registered and when the last one is released. */
export function watchCleanups(fn: (busy: boolean) => void): void {
  watcher = fn;
  fn(active.size > 0);
}

/** Registers `c` until the returned function is called. */
export function onInterrupt(c: Cleanup): () => void {
  if (!hooked) {
    // A run that ends (normally or by an uncaught error) with something still registered ends it.
    process.once('exit', forceAll);
    hooked = true;
  }
  active.add(c);
  if (active.size === 1) watcher?.(true);
  return () => {
    if (active.delete(c) && active.size === 0) watcher?.(false);
  };
}

/** Releases everything registered: graceful steps in parallel up to `deadlineMs`, then force. */
export async function interruptAll(deadlineMs: number): Promise<void> {
  const list = [...active];
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.allSettled(list.map(async (c) => c.graceful())),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, deadlineMs);
    }),
  ]);
  clearTimeout(timer);
  forceAll();
}

/** The last resort, synchronous: whatever is still registered is ended now. */
export function forceAll(): void {
  for (const c of [...active]) {
    try {
      c.force();
    } catch {
      // Cleanup must not throw past the others.
    }
    active.delete(c);
  }
  if (active.size === 0) watcher?.(false);
}
