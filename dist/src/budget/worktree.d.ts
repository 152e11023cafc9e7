/** `--base REF` cannot be honoured: not a git checkout, an unknown ref, git missing. Exit 2. */
export declare class BaseRefError extends Error {
}
/**
 * Runs `fn` on a detached `git worktree` of `ref`, at the directory that corresponds to `cwd`
 * inside it (so relative paths and report file names match the head run), and always removes the
 * worktree afterwards, also when `fn` throws. The checkout of `cwd` itself is never touched: no
 * stash, no branch switch, uncommitted work stays where it is. A signal meanwhile removes and prunes
 * it before tool-lint exits; a run killed outright leaves it to the next run's sweep (the holder
 * folder records which repository registered it: src/lifecycle/run-dir.ts).
 */
export declare function withWorktree<T>(cwd: string, ref: string, fn: (dir: string, commit: string) => Promise<T>): Promise<T>;
