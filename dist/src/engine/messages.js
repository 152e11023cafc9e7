/** Message text as reports show it: one line, names shortened, no machine-specific paths. */
const MAX_NAME = 60;
/**
 * A name as a message shows it: an unresolved name is the source text of an expression and may
 * span lines (`getName(\n  config,\n)`); it is shown on one line, shortened.
 */
export function displayName(name) {
    const one = name
        .replace(/\s+/g, ' ')
        .replace(/([([{]) /g, '$1')
        .replace(/,? ([)\]}])/g, '$1')
        .trim();
    return one.length > MAX_NAME ? `${one.slice(0, MAX_NAME - 1)}…` : one;
}
/** Message text on one line, with paths under the working directory relative to it (reports are the same on every machine). */
export function cleanText(text, cwd) {
    const root = cwd.endsWith('/') ? cwd : `${cwd}/`;
    return text.split(root).join('').replace(/\s*\n\s*/g, ' ');
}
export function cleanData(data, cwd) {
    const out = {};
    for (const [k, v] of Object.entries(data))
        out[k] = typeof v === 'string' ? (k === 'name' ? displayName(cleanText(v, cwd)) : cleanText(v, cwd)) : v;
    return out;
}
