import { readFileSync } from 'node:fs';
import path from 'node:path';
/**
 * Whether the project a file belongs to declares Effect 4 or later. The conversion follows Effect 3's
 * `JSONSchema.make`; Effect 4 converts differently (open structs, non-finite numbers as strings), so
 * its schemas are marked partial rather than described with another version's rules. Read from the
 * nearest package.json that names `effect`, once per folder and scan (`owner`: the scan's index).
 */
export function declaresEffect4(fileAbs, owner) {
    let cache = CACHES.get(owner);
    if (!cache)
        CACHES.set(owner, (cache = new Map()));
    return majorFor(path.dirname(fileAbs), 0, cache) >= 4;
}
const CACHES = new WeakMap();
const MAX_LEVELS = 32;
function majorFor(dir, level, cache) {
    const cached = cache.get(dir);
    if (cached !== undefined)
        return cached;
    let major = declared(path.join(dir, 'package.json'));
    if (major === undefined) {
        const parent = path.dirname(dir);
        major = parent === dir || level >= MAX_LEVELS ? 3 : majorFor(parent, level + 1, cache);
    }
    cache.set(dir, major);
    return major;
}
/** The major version of `effect` a package.json declares; undefined when it declares none. */
function declared(file) {
    let pkg;
    try {
        pkg = JSON.parse(readFileSync(file, 'utf8'));
    }
    catch {
        return undefined;
    }
    for (const field of ['dependencies', 'devDependencies', 'peerDependencies']) {
        const deps = pkg[field];
        const range = deps && typeof deps === 'object' ? deps.effect : undefined;
        if (typeof range !== 'string')
            continue;
        const m = /(\d+)\./.exec(range) ?? /^\D*(\d+)$/.exec(range);
        // `latest`, a tag or a URL: the current major.
        return m ? Number(m[1]) : 4;
    }
    return undefined;
}
