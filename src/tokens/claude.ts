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

export function charClasses(text: string): CharClasses {
  const c: CharClasses = { letterRuns: 0, letters: 0, digits: 0, punct: 0, spaces: 0, nonAscii: 0 };
  let inRun = false;
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    const isLetter = (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
    if (isLetter) {
      c.letters++;
      if (!inRun) c.letterRuns++;
      inRun = true;
      continue;
    }
    inRun = false;
    if (code >= 48 && code <= 57) c.digits++;
    else if (code === 32 || code === 9 || code === 10 || code === 13) c.spaces++;
    else if (code < 128) c.punct++;
    else c.nonAscii++;
  }
  return c;
}

/** Fitted coefficients (tokens per feature unit); see scripts/calibrate-claude.mjs. */
export const CLAUDE_COEFFICIENTS: CharClasses = {
  letterRuns: 0.822,
  letters: 0.019,
  digits: 0.906,
  punct: 0.43,
  spaces: 0.288,
  nonAscii: 1.269,
};

export function estimateClaudeTokens(text: string): number {
  if (text === '') return 0;
  const c = charClasses(text);
  const k = CLAUDE_COEFFICIENTS;
  const raw =
    k.letterRuns * c.letterRuns + k.letters * c.letters + k.digits * c.digits + k.punct * c.punct + k.spaces * c.spaces + k.nonAscii * c.nonAscii;
  return Math.max(1, Math.round(raw));
}
