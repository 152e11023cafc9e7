const active = new Set();
let hooked = false;
let watcher;
/** Told when the first resource is registered and when the last one is released. */
export function watchCleanups(fn) {
    watcher = fn;
    fn(active.size > 0);
}
/** Registers `c` until the returned function is called. */
export function onInterrupt(c) {
    if (!hooked) {
        // A run that ends (normally or by an uncaught error) with something still registered ends it.
        process.once('exit', forceAll);
        hooked = true;
    }
    active.add(c);
    if (active.size === 1)
        watcher?.(true);
    return () => {
        if (active.delete(c) && active.size === 0)
            watcher?.(false);
    };
}
/** Releases everything registered: graceful steps in parallel up to `deadlineMs`, then force. */
export async function interruptAll(deadlineMs) {
    const list = [...active];
    let timer;
    await Promise.race([
        Promise.allSettled(list.map(async (c) => c.graceful())),
        new Promise((resolve) => {
            timer = setTimeout(resolve, deadlineMs);
        }),
    ]);
    clearTimeout(timer);
    forceAll();
}
/** The last resort, synchronous: whatever is still registered is ended now. */
export function forceAll() {
    for (const c of [...active]) {
        try {
            c.force();
        }
        catch {
            // Cleanup must not throw past the others.
        }
        active.delete(c);
    }
    if (active.size === 0)
        watcher?.(false);
}
