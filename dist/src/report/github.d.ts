import type { Reporter } from './types.js';
/**
 * Workflow-command data escaping, as `@actions/core` does it: `%`, CR and LF; other control
 * characters (terminal escapes the log viewer would interpret, bidi overrides) are made visible.
 */
export declare function escapeData(text: string): string;
/** Workflow-command property escaping: the data escapes plus `:` and `,`, which delimit properties. */
export declare function escapeProperty(text: string): string;
/**
 * `--format github`: one `::error` / `::warning` workflow command per finding, which GitHub Actions
 * turns into annotations on the pull request's diff. Suppressed findings are omitted; a clean run
 * prints nothing.
 */
export declare const githubReporter: Reporter;
