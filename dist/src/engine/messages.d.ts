/** Message text as reports show it: one line, names shortened, no machine-specific paths. */
/**
 * A name as a message shows it: an unresolved name is the source text of an expression and may
 * span lines (`getName(\n  config,\n)`); it is shown on one line, shortened.
 */
export declare function displayName(name: string): string;
/** Message text on one line, with paths under the working directory relative to it (reports are the same on every machine). */
export declare function cleanText(text: string, cwd: string): string;
export declare function cleanData(data: Record<string, string | number>, cwd: string): Record<string, string | number>;
