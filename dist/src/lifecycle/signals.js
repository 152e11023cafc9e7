import os from 'node:os';
import { interruptAll, watchCleanups } from './cleanup.js';
import { removeRunFolder } from './run-dir.js';
/** How long sandboxes, servers and worktrees get to end politely before they are killed. */
const GRACE_MS = 3000;
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
/**
 * SIGINT (Ctrl-C), SIGTERM and SIGHUP end the run cleanly: everything registered with
 * `onInterrupt` is released (sandboxes killed, MCP server groups ended, the `--base` worktree
 * removed and pruned), the run folder is deleted, and the process exits with 128 + the signal
 * number, as a shell expects. A second signal while that runs forces the exit at once.
 *
 * The handlers are installed only while something is registered. A JavaScript signal handler runs
 * when the event loop is free, so with one installed a long synchronous phase (the rules over 50,000
 * tools) would defer Ctrl-C until it ends; with nothing to clean up, Node's default action ends the
 * process at once, and the next run sweeps its temporary files (src/lifecycle/run-dir.ts).
 * Installed by the CLI entry point only: tests that call `main()` keep their own handlers.
 */
export function installSignalHandlers() {
    let stopping = false;
    const handlers = SIGNALS.map((sig) => {
        const handler = () => {
            const code = 128 + (os.constants.signals[sig] ?? 0);
            if (stopping) {
                removeRunFolder();
                process.exit(code);
            }
            stopping = true;
            void interruptAll(GRACE_MS).finally(() => {
                removeRunFolder();
                process.exit(code);
            });
        };
        return [sig, handler];
    });
    let installed = false;
    watchCleanups((busy) => {
        if (stopping || busy === installed)
            return;
        installed = busy;
        for (const [sig, handler] of handlers) {
            if (busy)
                process.on(sig, handler);
            else
                process.removeListener(sig, handler);
        }
    });
}
