import path from 'node:path';
/** `from '…'`, `import('…')`, `require('…')`: every module a file's text names. */
const SPECIFIER = /(?:\bfrom|\bimport|\brequire\s*\()\s*\(?\s*['"]([^'"\n]+)['"]/g;
/**
 * The module specifiers a source text names, each with the stem its last segment names a file by
 * (`./tools/search.js` → `search`): read as text, so a caller can skip the specifiers whose stem is
 * none of the files it asks about before resolving any.
 */
export function moduleSpecifiers(text) {
    const out = [];
    for (const m of text.matchAll(SPECIFIER)) {
        const spec = m[1];
        out.push({ spec, stem: spec.replace(/\/+$/, '').split('/').pop().replace(/\.[cm]?[jt]sx?$/, '') });
    }
    return out;
}
/** Whether `file` is `dir` or inside it. */
export function isInside(file, dir) {
    const rel = path.relative(dir, file);
    return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}
