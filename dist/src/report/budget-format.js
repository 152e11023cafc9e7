/** Number formatting shared by the budget reporters; fixed locale so output is byte-identical everywhere. */
export const int = (n) => n.toLocaleString('en-US');
/** `+312 tokens 🔺`, `−40 tokens 🔻` (a true minus sign), `±0 tokens`. */
export function delta(n, unit = 'tokens') {
    if (n > 0)
        return `+${int(n)} ${unit} 🔺`;
    if (n < 0)
        return `\u2212${int(-n)} ${unit} 🔻`;
    return `±0 ${unit}`;
}
/** `$3.70`; under a dollar four decimals so cheap models do not all read `$0.00`. */
export function usd(n) {
    if (n === null)
        return 'n/a';
    if (n === 0)
        return '$0';
    return n >= 1 ? `$${n.toFixed(2)}` : `$${n.toFixed(4)}`;
}
/** `200K`, `1M`, `1.05M`, `16K`. */
export function windowSize(n) {
    if (n >= 1_000_000)
        return `${Math.round(n / 10_000) / 100}M`;
    return `${Math.round(n / 1000)}K`;
}
export const percent = (n) => `${n.toFixed(2)}%`;
export const plural = (n, word) => `${int(n)} ${word}${n === 1 ? '' : 's'}`;
const LEVEL = {
    levels: { 1: 'level 1: every entry fits', 2: 'level 2: descriptions trimmed', 3: 'level 3: names only' },
    priority: { 1: 'every entry fits', 2: 'some skills listed by name only', 3: 'names only' },
};
/** One line: level reached, budget, how far over, who loses what. Shared wording with the text view. */
export function skillLine(s) {
    const head = `(${s.profile}, ${int(s.budgetChars)} chars): ${LEVEL[s.overflow][s.level]}, ${int(s.fullChars)} chars`;
    const notListed = s.skills.filter((k) => k.fate === 'not-listed').length;
    const tail = notListed ? ` ${plural(notListed, 'skill')} not in the listing (see notes).` : '';
    if (s.level === 1)
        return `${head}.${tail}`;
    const trimmed = s.skills.filter((k) => k.fate === 'trimmed').length;
    const names = s.skills.filter((k) => k.fate === 'name-only').length;
    const detail = [trimmed ? `${plural(trimmed, 'description')} cut to ${int(s.maxDescChars ?? 0)} chars` : '', names ? `${plural(names, 'skill')} listed by name only` : ''].filter(Boolean).join(', ');
    return `${head}, over by ${int(s.overBy)}; ${detail}.${tail}`;
}
/**
 * Toolsets whose size depends on the context: the largest and smallest cell, so a reader sees which
 * context the budget was taken from and how far the others are from it.
 */
export function cellSpread(r) {
    const out = [];
    for (const s of r.toolsets) {
        if (!s.cells?.length)
            continue;
        const totals = s.cells.map((c) => c.total);
        const min = Math.min(...totals);
        const max = Math.max(...totals);
        if (min === max)
            continue;
        const least = s.cells.find((c) => c.total === min).cell;
        out.push(`${s.id} on ${s.model}: ${int(max)} in ${s.worstCell ?? ''}, ${int(min)} in ${least} (${s.cells.length} cells)`);
    }
    return out;
}
