import os from 'node:os';
import { interruptAll } from './cleanup.js';
import { removeRunFolder } from './run-dir.js';

/** How long sandboxes, servers and worktrees get to end politely before they are killed. */
const GRACE_MS = 3000;

/**
 * SIGINT (Ctrl-C), SIGTERM and SIGHUP end the run cleanly: everything registered with
 * `onInterrupt` is released (sandboxes killed, MCP server groups ended, the `--base` worktree
 * removed and pruned), the run folder is deleted, and the process exits with 128 + the signal
 * number, as a shell expects. A second signal while that runs forces the exit at once.
 * Installed by the CLI entry point only: tests that call `main()` keep their own handlers.
 */
export function installSignalHandlers(): void {
  let stopping = false;
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(sig, () => {
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
    });
  }
}
