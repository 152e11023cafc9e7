/**
 * Every temporary file of a run lives under one folder, `<tmpdir>/tool-lint-<uid>/run-<pid>-<id>`,
 * created on first use and removed when the process exits. A run that could not clean up (killed
 * by SIGKILL, or by a process it started) leaves that folder behind: the next run that needs a
 * temporary folder sweeps every run folder whose owner process is gone — it ends the processes that
 * run started (found by the marker in their environment, or by the process groups it recorded),
 * removes the git worktrees it registered and prunes them, and deletes the folder.
 */
/** Environment variable every child process of a run carries (value: the run id). */
export declare const RUN_MARKER = "TOOL_LINT_RUN";
/** Environment variable naming one child of a run (`<run id>.<n>`), so one server can be ended alone. */
export declare const CHILD_MARKER = "TOOL_LINT_CHILD";
/** The markers for a new child process's environment: its run, and itself. */
export declare function childMarkers(): {
    env: Record<string, string>;
    marker: string;
};
/** This run's id (also the value of RUN_MARKER in every child's environment). */
export declare function runId(): string;
/**
 * Sweeps the run folders of runs that are gone (the CLI calls it at start; creating this run's
 * folder calls it too). Cheap when there is nothing to do: one directory listing.
 */
export declare function sweepStaleRuns(): void;
/** This run's folder, created (and stale folders swept) on first use. */
export declare function runFolder(): string;
/** A fresh folder inside the run folder (`prefix` names what it holds). */
export declare function tempDir(prefix: string): string;
/** Remembers a process group this run started, so a later run can end it if this one cannot. */
export declare function recordGroup(pgid: number): void;
/** Marks `dir` (inside the run folder) as a git worktree of `top`: a sweep prunes it there. */
export declare function recordWorktree(holder: string, top: string): void;
/** Ends whatever is still registered and deletes the run folder (the 'exit' hook; also after a signal). */
export declare function removeRunFolder(): void;
