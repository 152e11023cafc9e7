import { existsSync, readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
/**
 * Node's permission model, as the render sandbox uses it. Node 20 and 21 call the switch
 * `--experimental-permission`; Node 22.13+ and 23.5+ call it `--permission` (the old name still
 * works there, with a warning); Node 25 adds `--allow-net`, so the model itself refuses network
 * access when it is not granted. On every version tool-lint grants reads of the folders below and
 * nothing else: no writes, child processes, workers, native addons, WASI or inspector. The network
 * is refused in JavaScript on every version (guards.ts), and by the permission model where Node has
 * `--allow-net`.
 */
export function permissionFlags(readable) {
    const known = process.allowedNodeEnvironmentFlags;
    const enable = known.has('--permission') ? '--permission' : '--experimental-permission';
    return [enable, ...readable.map((r) => `--allow-fs-read=${r}`)];
}
function real(p) {
    try {
        return realpathSync.native(p);
    }
    catch {
        return undefined;
    }
}
/** The repository a folder is in (the nearest ancestor with `.git`), or the folder itself. */
function projectRoot(dir) {
    for (let d = dir;;) {
        if (existsSync(path.join(d, '.git')))
            return d;
        const parent = path.dirname(d);
        if (parent === d)
            return dir;
        d = parent;
    }
}
/** `node_modules` folders Node would search from `dir` upward, and where their linked packages really are. */
function dependencyFolders(dir, out) {
    for (let d = dir;;) {
        const nm = path.join(d, 'node_modules');
        if (!out.has(nm) && isDir(nm)) {
            out.add(nm);
            // `npm link`, pnpm and workspaces link packages from elsewhere: their real folders are dependencies too.
            for (const name of list(nm)) {
                const entries = name.startsWith('@') ? list(path.join(nm, name)).map((n) => path.join(name, n)) : [name];
                for (const e of entries) {
                    const target = real(path.join(nm, e));
                    if (target && !target.startsWith(nm + path.sep))
                        out.add(target);
                }
            }
        }
        const parent = path.dirname(d);
        if (parent === d)
            return;
        d = parent;
    }
}
function isDir(p) {
    try {
        return statSync(p).isDirectory();
    }
    catch {
        return false;
    }
}
function list(dir) {
    try {
        return readdirSync(dir).filter((n) => !n.startsWith('.'));
    }
    catch {
        return [];
    }
}
/**
 * What a render may read: the bundle, the project (its repository, or the working directory), the
 * folders of the files it executes and of the config, and their dependencies. Real paths, sorted,
 * without folders already covered by another.
 */
export function readableRoots(bundleDir, cwd, files) {
    const roots = new Set([bundleDir, projectRoot(cwd)]);
    for (const f of files)
        roots.add(projectRoot(path.dirname(f)));
    const deps = new Set();
    for (const r of [...roots])
        dependencyFolders(r, deps);
    for (const f of files)
        dependencyFolders(path.dirname(f), deps);
    const all = [...roots, ...deps].map((p) => real(p) ?? p);
    // Also the path as written when it differs (a symlinked tmp folder): Node checks the path it is given.
    for (const p of [...roots, ...deps])
        all.push(path.resolve(p));
    const sorted = [...new Set(all)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    return sorted.filter((p, i) => !sorted.slice(0, i).some((q) => p.startsWith(q + path.sep)));
}
