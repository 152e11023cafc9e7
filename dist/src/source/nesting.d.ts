/**
 * Guards against input nested so deep that recursive code overflows the stack: TypeScript's own
 * parser fails near 500–1,000 levels of brackets (a generated `((((1+1)+1)…)`, a 1,000-deep object
 * literal or type literal), and every walk after it is recursive too. Before parsing, a file whose
 * brackets nest deeper than MAX_NESTING has the inside of each too-deep bracket blanked — replaced
 * by spaces, newlines kept, so every position and line in the rest of the file stays the same —
 * and the scanner reports where. The rest of the file is parsed and its tools are found.
 */
export declare const MAX_NESTING = 200;
export interface Cut {
    /** Offset of the bracket whose inside was blanked, and of its closing bracket. */
    start: number;
    end: number;
}
/** An upper bound of the bracket depth that ignores strings and comments (cheap, one pass). */
export declare function roughDepth(text: string): number;
/**
 * Blanks what lies deeper than `limit` brackets. Tokenizes with TypeScript's scanner (strings,
 * comments, templates and regular expressions are not brackets), iteratively: no recursion.
 */
export declare function flattenDeep(text: string, limit?: number, jsx?: boolean): {
    text: string;
    cuts: Cut[];
};
export declare function isStackOverflow(error: unknown): boolean;
