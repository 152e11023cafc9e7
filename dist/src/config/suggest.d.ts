/** The candidate closest to `word` by edit distance, when it is close enough to be a typo. */
export declare function closest(word: string, candidates: readonly string[]): string | undefined;
export declare function levenshtein(a: string, b: string): number;
/** `. Did you mean "x"?` or nothing. */
export declare function didYouMean(word: string, candidates: readonly string[]): string;
