import type { Reporter } from './types.js';
/** Rows shown before the rest folds into a collapsed `<details>` block. */
export declare const MARKDOWN_VISIBLE_ROWS = 50;
/** Hidden marker, so a CI step can find and update its own comment in place. */
export declare const MARKDOWN_MARKER = "<!-- tool-lint-report -->";
/**
 * Text for a table cell: ASCII punctuation that Markdown or HTML would act on is backslash-escaped
 * (so a message can neither break the table nor inject markup), and line breaks become `<br>`.
 */
export declare function cellText(text: string): string;
/** An inline code span that survives backticks and pipes in its content, on one line. */
export declare function cellCode(text: string): string;
/**
 * `--format markdown`: a findings table for a pull-request comment. Suppressed findings are left
 * out of the table but counted in the summary; past 50 rows the rest is collapsed.
 */
export declare const markdownReporter: Reporter;
