import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
/**
 * The version of a package a file of the project uses, for rules whose verdict depends on what an
 * SDK version does (the OpenAI Agents SDK rewrites strict schemas from 0.9.0 on). Looked up from
 * the file's folder upward, the way Node resolves it: the installed `node_modules/<pkg>/package.json`
 * first, else the range a `package.json` declares (its lowest version: `^0.8.1` → `0.8.1`). Undefined
 * when neither says. The walk stops at the repository root (a folder with `.git`).
 */
export class PackageVersions {
    cwd;
    cache = new Map();
    manifests = new Map();
    constructor(cwd) {
        this.cwd = cwd;
    }
    /** `fromFile` is relative to cwd (as in findings). */
    version(fromFile, pkg) {
        const dir = path.dirname(path.resolve(this.cwd, fromFile));
        return lookedUpOnce(this.cache, dir, pkg, () => this.lookup(dir, pkg));
    }
    lookup(start, pkg) {
        let declared;
        for (let dir = start;; dir = path.dirname(dir)) {
            const installed = this.read(path.join(dir, 'node_modules', ...pkg.split('/'), 'package.json'));
            if (installed && typeof installed.version === 'string')
                return installed.version;
            if (declared === undefined) {
                const manifest = this.read(path.join(dir, 'package.json'));
                for (const field of ['dependencies', 'devDependencies', 'peerDependencies']) {
                    const deps = manifest?.[field];
                    const range = deps && typeof deps === 'object' ? deps[pkg] : undefined;
                    if (typeof range === 'string') {
                        declared = lowestVersion(range);
                        break;
                    }
                }
            }
            // The repository root ends the walk, as config lookup does.
            if (path.dirname(dir) === dir || existsSync(path.join(dir, '.git')))
                break;
        }
        return declared;
    }
    read(file) {
        let m = this.manifests.get(file);
        if (m === undefined) {
            try {
                const data = JSON.parse(readFileSync(file, 'utf8'));
                m = data && typeof data === 'object' && !Array.isArray(data) ? data : null;
            }
            catch {
                m = null;
            }
            this.manifests.set(file, m);
        }
        return m ?? undefined;
    }
}
/** A version looked up from a folder upward, once per folder and package. */
export function lookedUpOnce(cache, dir, pkg, lookup) {
    const key = `${dir}\u0000${pkg}`;
    if (cache.has(key))
        return cache.get(key);
    const found = lookup();
    cache.set(key, found);
    return found;
}
/**
 * The first `x.y.z` of a range (`^0.8.1`, `~1.2.0`, `>=0.9.0 <1`, `0.10.x`), with its pre-release tag
 * when it has one (`^5.0.0-alpha.13` → `5.0.0-alpha.13`); undefined for tags, URLs and workspaces.
 */
export function lowestVersion(range) {
    const m = /(\d+)\.(\d+|x|\*)(?:\.(\d+|x|\*)(-[0-9A-Za-z.-]+)?)?/.exec(range.replace(/^(npm:[^@]+@)/, ''));
    if (!m || /^(workspace|file|link|git|https?):/.test(range))
        return undefined;
    const part = (s) => (s === undefined || s === 'x' || s === '*' ? '0' : s);
    return `${m[1]}.${part(m[2])}.${part(m[3])}${m[4] ?? ''}`;
}
/** Compares two `x.y.z` versions (pre-release tags ignored). */
export function compareVersions(a, b) {
    const pa = a.split(/[.-]/).slice(0, 3).map((x) => Number.parseInt(x, 10) || 0);
    const pb = b.split(/[.-]/).slice(0, 3).map((x) => Number.parseInt(x, 10) || 0);
    for (let i = 0; i < 3; i++)
        if (pa[i] !== pb[i])
            return pa[i] - pb[i];
    return 0;
}
