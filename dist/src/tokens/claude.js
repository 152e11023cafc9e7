export function charClasses(text) {
    const c = { letterRuns: 0, letters: 0, digits: 0, punct: 0, spaces: 0, nonAscii: 0 };
    let inRun = false;
    for (const ch of text) {
        const code = ch.codePointAt(0);
        const isLetter = (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
        if (isLetter) {
            c.letters++;
            if (!inRun)
                c.letterRuns++;
            inRun = true;
            continue;
        }
        inRun = false;
        if (code >= 48 && code <= 57)
            c.digits++;
        else if (code === 32 || code === 9 || code === 10 || code === 13)
            c.spaces++;
        else if (code < 128)
            c.punct++;
        else
            c.nonAscii++;
    }
    return c;
}
/** Fitted coefficients (tokens per feature unit); see scripts/calibrate-claude.mjs. */
export const CLAUDE_COEFFICIENTS = {
    letterRuns: 0.822,
    letters: 0.019,
    digits: 0.906,
    punct: 0.43,
    spaces: 0.288,
    nonAscii: 1.269,
};
export function estimateClaudeTokens(text) {
    if (text === '')
        return 0;
    const c = charClasses(text);
    const k = CLAUDE_COEFFICIENTS;
    const raw = k.letterRuns * c.letterRuns + k.letters * c.letters + k.digits * c.digits + k.punct * c.punct + k.spaces * c.spaces + k.nonAscii * c.nonAscii;
    return Math.max(1, Math.round(raw));
}
