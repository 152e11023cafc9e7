import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
const MAX_MAP_BYTES = 8 * 1024 * 1024;
/**
 * A JavaScript file the TypeScript compiler (or a bundler) wrote from sources the project still has:
 * it ends with `//# sourceMappingURL=<file>.map` and that map's `sources` name TypeScript files that
 * exist (`.tmp-dist/index.js` → `../src/index.ts`). Build output outside the folders skipped by name
 * (`dist/`, `build/`) is such a copy, often committed by accident and older than its source: the
 * source is what is linted, the copy is scanned (names resolve) but neither linted nor budgeted.
 * An inline map (`data:`) or a map whose sources are gone says nothing.
 */
export function compiledCopies(options) {
    const out = new Set();
    for (const abs of options.candidates) {
        if (!/\.[cm]?js$/.test(abs))
            continue;
        let text = options.text?.(abs);
        try {
            text ??= readFileSync(abs, 'utf8');
        }
        catch {
            continue;
        }
        const m = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(text.slice(-1024));
        if (!m || m[1].startsWith('data:'))
            continue;
        const mapPath = path.resolve(path.dirname(abs), m[1]);
        if (fromExistingSources(mapPath))
            out.add(abs);
    }
    return out;
}
function fromExistingSources(mapPath) {
    try {
        if (!existsSync(mapPath) || statSync(mapPath).size > MAX_MAP_BYTES)
            return false;
        const map = JSON.parse(readFileSync(mapPath, 'utf8'));
        if (!Array.isArray(map.sources))
            return false;
        const root = typeof map.sourceRoot === 'string' && !/^[a-z]+:/i.test(map.sourceRoot) ? map.sourceRoot : '';
        return map.sources.some((s) => typeof s === 'string' && /\.[cm]?tsx?$/.test(s) && !/^[a-z]+:/i.test(s) && existsSync(path.resolve(path.dirname(mapPath), root, s)));
    }
    catch {
        return false;
    }
}
