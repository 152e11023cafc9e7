/** The exact BPE encodings tool-lint counts with. */
export type BpeEncoding = 'o200k_base' | 'cl100k_base';
/** Exact token count of `text` in `encoding`, memoized per string. */
export declare function countBpe(text: string, encoding: BpeEncoding): number;
/** Which encodings have been loaded in this process (for tests and `--debug`). */
export declare function loadedEncodings(): BpeEncoding[];
