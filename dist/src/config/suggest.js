/** The candidate closest to `word` by edit distance, when it is close enough to be a typo. */
export function closest(word, candidates) {
    let best;
    let bestD = Infinity;
    for (const c of candidates) {
        const d = levenshtein(word.toLowerCase(), c.toLowerCase());
        if (d < bestD) {
            bestD = d;
            best = c;
        }
    }
    return best !== undefined && bestD <= Math.max(2, Math.floor(word.length / 4)) ? best : undefined;
}
export function levenshtein(a, b) {
    const dp = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
        let prev = dp[0];
        dp[0] = i;
        for (let j = 1; j <= b.length; j++) {
            const tmp = dp[j];
            dp[j] = Math.min(dp[j] + 1, dp[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
            prev = tmp;
        }
    }
    return dp[b.length];
}
/** `. Did you mean "x"?` or nothing. */
export function didYouMean(word, candidates) {
    const near = closest(word, candidates);
    return near ? `. Did you mean "${near}"?` : '';
}
