/**
 * Claude token estimate. Anthropic publishes no tokenizer for current Claude models (the exact path
 * is the `count_tokens` endpoint, anthropic-api.ts), so offline counts are an estimate from
 * character classes. No BPE table is loaded: a Claude-only run stays fast.
 *
 * The coefficients are fitted by scripts/calibrate-claude.mjs (least squares over the tool strings
 * the scanner finds in fixtures/) against the reference described in docs/tokens.md; the measured
 * error is stated there and re-checked by test/tokens.test.ts.
 */
export interface CharClasses {
    /** Runs of ASCII letters (roughly: words and identifier pieces). */
    letterRuns: number;
    /** ASCII letters. */
    letters: number;
    /** ASCII digits. */
    digits: number;
    /** ASCII punctuation and symbols (JSON structure is mostly this). */
    punct: number;
    /** Whitespace characters. */
    spaces: number;
    /** Non-ASCII code points (CJK, accents, emoji). */
    nonAscii: number;
}
export declare function charClasses(text: string): CharClasses;
/** Fitted coefficients (tokens per feature unit); see scripts/calibrate-claude.mjs. */
export declare const CLAUDE_COEFFICIENTS: CharClasses;
export declare function estimateClaudeTokens(text: string): number;
