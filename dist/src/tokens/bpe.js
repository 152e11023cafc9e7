import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
// Each encoding module carries its whole rank table (o200k: ~200k merges, ~190 ms to load, measured
// in `npm run bench`); a run that only counts for gpt-4o must not pay for cl100k and vice versa.
// `require` of a per-encoding CommonJS entry keeps counting synchronous (rules and reporters call it
// in loops) while still loading each table only on first use. The package ships these two encodings
// bundled from gpt-tokenizer (dist/vendor, scripts/build.mjs); from the sources, gpt-tokenizer itself.
const require = createRequire(import.meta.url);
const VENDOR = fileURLToPath(new URL('../../vendor/', import.meta.url));
function requireEncoding(encoding) {
    const bundled = `${VENDOR}gpt-tokenizer-${encoding}.cjs`;
    return require(existsSync(bundled) ? bundled : `gpt-tokenizer/encoding/${encoding}`);
}
const loaded = new Map();
const memo = new Map();
/** Tool sets repeat the same strings (shared parameter descriptions, one tool counted per cell). */
const MEMO_LIMIT = 200_000;
// Text that merely contains `<|endoftext|>` is counted as ordinary text, the way the provider
// tokenizes user-supplied content; gpt-tokenizer would otherwise throw on it.
const NO_SPECIAL = { disallowedSpecial: new Set() };
function encodingModule(encoding) {
    let mod = loaded.get(encoding);
    if (!mod) {
        mod = requireEncoding(encoding);
        loaded.set(encoding, mod);
    }
    return mod;
}
/** Exact token count of `text` in `encoding`, memoized per string. */
export function countBpe(text, encoding) {
    if (text === '')
        return 0;
    let cache = memo.get(encoding);
    if (!cache)
        memo.set(encoding, (cache = new Map()));
    const hit = cache.get(text);
    if (hit !== undefined)
        return hit;
    const n = encodingModule(encoding).countTokens(text, NO_SPECIAL);
    if (cache.size >= MEMO_LIMIT)
        cache.clear();
    cache.set(text, n);
    return n;
}
/** Which encodings have been loaded in this process (for tests and `--debug`). */
export function loadedEncodings() {
    return [...loaded.keys()].sort();
}
