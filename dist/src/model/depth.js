/**
 * JSON that comes from outside (an MCP server's tools/list, a baseline file) can nest as deep as its
 * author likes; every rule and reporter after it walks schemas recursively. Values are cut at
 * MAX_VALUE_DEPTH levels where they enter: what lies deeper becomes the scanner's "unknown" marker
 * (a partial schema, which rules do not judge), and the caller reports that it happened. The copy is
 * made without recursion.
 */
export const MAX_VALUE_DEPTH = 64;
const DEEP = { 'x-tool-lint-unknown': 'nested too deep to analyse' };
export function limitDepth(value, max = MAX_VALUE_DEPTH) {
    if (value === null || typeof value !== 'object')
        return { value, cut: false };
    let cut = false;
    const copies = new Map();
    const copyOf = (v) => (Array.isArray(v) ? new Array(v.length) : {});
    const root = copyOf(value);
    copies.set(value, root);
    // [source, copy, depth of source]
    const stack = [[value, root, 1]];
    while (stack.length) {
        const [src, dst, depth] = stack.pop();
        for (const key of Object.keys(src)) {
            const v = src[key];
            if (v === null || typeof v !== 'object') {
                dst[key] = v;
                continue;
            }
            const seen = copies.get(v);
            if (seen !== undefined) {
                dst[key] = seen;
                continue;
            }
            if (depth >= max) {
                cut = true;
                dst[key] = { ...DEEP };
                continue;
            }
            const c = copyOf(v);
            copies.set(v, c);
            dst[key] = c;
            stack.push([v, c, depth + 1]);
        }
    }
    return { value: root, cut };
}
/** How deep a value nests (iterative; stops counting at `stopAt`). */
export function depthOf(value, stopAt = Infinity) {
    let max = 0;
    const stack = [[value, 1]];
    const seen = new Set();
    while (stack.length) {
        const [v, d] = stack.pop();
        if (v === null || typeof v !== 'object' || seen.has(v))
            continue;
        seen.add(v);
        if (d > max)
            max = d;
        if (max >= stopAt)
            return max;
        for (const k of Object.keys(v))
            stack.push([v[k], d + 1]);
    }
    return max;
}
