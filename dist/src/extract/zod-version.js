import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ResolvedVersions } from '../source/resolved-version.js';
import { compareVersions } from '../source/packages.js';
/**
 * Which zod a file's `z` is, where the two majors build different schemas from the same source:
 * zod 3 reads `description` from a constructor's params (`z.string({ description })`), zod 4 drops
 * it. `zod/v3` and `zod/v4` (also shipped by zod 3.25) say it themselves; a plain `zod` is the
 * version the file's project has: from the file's folder upward, an installed
 * `node_modules/zod/package.json` or else the range a `package.json` declares, the nearest one
 * winning. Undefined when nothing says (no install, `catalog:`/`workspace:` ranges only).
 * Cached per folder and scan (`owner`: the scan's index).
 */
export function zodMajor(module, fileAbs, owner) {
    if (module === 'zod/v3')
        return 3;
    if (module && /^zod\/(v4|mini|v4-mini)(\/|$)/.test(module))
        return 4;
    let cache = CACHES.get(owner);
    if (!cache)
        CACHES.set(owner, (cache = new Map()));
    return majorFor(path.dirname(fileAbs), 0, cache);
}
const CACHES = new WeakMap();
const MAX_LEVELS = 32;
const MAX_MANIFEST_BYTES = 1024 * 1024;
function majorFor(dir, level, cache) {
    if (cache.has(dir))
        return cache.get(dir);
    let major = installed(dir) ?? declared(dir);
    if (major === undefined) {
        const parent = path.dirname(dir);
        // The repository root ends the walk, as package and config lookup do.
        const stop = parent === dir || level >= MAX_LEVELS || existsSync(path.join(dir, '.git'));
        if (!stop)
            major = majorFor(parent, level + 1, cache);
    }
    cache.set(dir, major);
    return major;
}
function installed(dir) {
    const version = readJson(path.join(dir, 'node_modules', 'zod', 'package.json'))?.version;
    return typeof version === 'string' ? leadingMajor(version) : undefined;
}
function declared(dir) {
    const pkg = readJson(path.join(dir, 'package.json'));
    for (const field of ['dependencies', 'devDependencies', 'peerDependencies']) {
        const deps = pkg?.[field];
        const range = deps && typeof deps === 'object' ? deps.zod : undefined;
        if (typeof range === 'string')
            return leadingMajor(range.replace(/^npm:zod@/, ''));
    }
    return undefined;
}
/** `^3.25.76` → 3, `4.1.0` → 4; undefined for tags, `catalog:`, `workspace:*` and URLs. */
function leadingMajor(range) {
    if (/^(workspace|catalog|file|link|git|https?):/.test(range))
        return undefined;
    const m = /(\d+)(\.|$|\s)/.exec(range);
    return m ? Number(m[1]) : undefined;
}
function readJson(file) {
    try {
        // A FIFO or a huge file named package.json must not block or stall the scan.
        const st = statSync(file);
        if (!st.isFile() || st.size > MAX_MANIFEST_BYTES)
            return undefined;
        const data = JSON.parse(readFileSync(file, 'utf8'));
        return data && typeof data === 'object' && !Array.isArray(data) ? data : undefined;
    }
    catch {
        return undefined;
    }
}
const RESOLVED = new WeakMap();
/**
 * How to name the zod a schema is built with, for a message: `zod/v4` and the like say it
 * themselves, otherwise the installed or locked version, else the major the manifests declare.
 */
export function zodVersionFor(module, fileAbs, owner) {
    if (module !== 'zod')
        return module;
    let resolved = RESOLVED.get(owner);
    if (!resolved)
        RESOLVED.set(owner, (resolved = new ResolvedVersions()));
    const version = resolved.version(path.dirname(fileAbs), 'zod');
    if (version && /^\d+\.\d+\.\d+/.test(version))
        return `zod ${version}`;
    const major = zodMajor(module, fileAbs, owner);
    return major === undefined ? 'zod' : `zod ${major}`;
}
/**
 * The pinned zod version under which `z.record(value)` with one argument breaks, or undefined when it
 * does not or nothing pins the version. zod 4.0 to 4.3 (and the `zod/v4` that zod 3.25 ships) need
 * the key schema: the call builds, but `toJSONSchema` and parsing a present field throw ("Cannot read
 * properties of undefined (reading '_zod')"); zod 4.4 accepts the one-argument form again, and zod 3
 * always did. Only an installed or locked version decides: a range such as `^4.1.12` may install 4.4.
 */
export function recordNeedsKey(module, fileAbs, owner) {
    if (module !== 'zod' && !(module && /^zod\/(v4|mini|v4-mini)(\/|$)/.test(module)))
        return undefined;
    let resolved = RESOLVED.get(owner);
    if (!resolved)
        RESOLVED.set(owner, (resolved = new ResolvedVersions()));
    const version = resolved.version(path.dirname(fileAbs), 'zod');
    if (!version || !/^\d+\.\d+\.\d+/.test(version))
        return undefined;
    const v4Subpath = module !== 'zod';
    if (v4Subpath && compareVersions(version, '3.25.0') >= 0 && compareVersions(version, '4.0.0') < 0)
        return version;
    if (compareVersions(version, '4.0.0') >= 0 && compareVersions(version, '4.4.0') < 0 && !/-/.test(version))
        return version;
    return undefined;
}
