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
export declare function installSignalHandlers(): void;
