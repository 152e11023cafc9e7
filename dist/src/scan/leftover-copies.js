import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isInside, moduleSpecifiers } from './module-refs.js';
/**
 * The stem ends in a copy marker after a dot (`index.original`, `server.old`, `tools.bak`) or is an
 * editor's copy (`tools copy`, `tools copy 2`). Not a folder's name, nor `.copy`: `tools/backup/` and
 * `fs.copy.ts` hold tools of their own. After `-` or `_`, see SIBLING_COPY_STEM.
 */
const COPY_STEM = /\.(?:orig|original|old|bak|backup)$|\s(?:copy|copy \d+)$/i;
/**
 * A file kept as a copy of another (`src/index.original.ts`, `server.old.js`, `tools copy.ts`) that
 * nothing imports and no package entry runs: the server it holds is never started, so its tools reach
 * no model. Like code the tsconfig excludes (src/scan/parked.ts), it is scanned (names resolve) but
 * neither linted nor budgeted. The name alone decides nothing: a copy that another file imports, or
 * that `main`, `bin`, `exports` or a script names, is live.
 */
export function leftoverCopies(options) {
    const out = new Set();
    const copies = options.candidates.filter((abs) => isCopy(abs) && !named(abs, options.roots) && !runByPackage(abs));
    if (!copies.length)
        return out;
    const stems = new Set(copies.map(stemOf));
    const targets = new Set(copies);
    const imported = new Set();
    for (const from of options.sources) {
        let text = options.text?.(from);
        try {
            text ??= readFileSync(from, 'utf8');
        }
        catch {
            continue;
        }
        for (const { spec, stem } of moduleSpecifiers(text)) {
            if (!stems.has(stem))
                continue;
            const target = options.resolve(from, spec);
            if (target && target !== from && targets.has(target))
                imported.add(target);
        }
    }
    for (const abs of copies)
        if (!imported.has(abs))
            out.add(abs);
    return out;
}
function stemOf(abs) {
    return path.basename(abs).replace(/\.[cm]?[jt]sx?$/, '');
}
/**
 * `index-backup`, `server_old`: a copy marker after `-` or `_`, counted only when the file it copies
 * sits beside it (`index-backup.ts` next to `index.ts`). `create-backup.ts` with no `create.ts` names a tool.
 */
const SIBLING_COPY_STEM = /^(.+)[-_](?:orig|original|old|bak|backup|copy)$/i;
function isCopy(abs) {
    const stem = stemOf(abs);
    if (COPY_STEM.test(stem))
        return true;
    const base = SIBLING_COPY_STEM.exec(stem)?.[1];
    if (!base)
        return false;
    const ext = path.basename(abs).slice(stem.length);
    return existsSync(path.join(path.dirname(abs), base + ext));
}
/** The user named the file, or a folder inside its package that holds it: they asked for this code. */
function named(abs, roots) {
    const pkg = packageDirOf(abs);
    return roots.some((r) => r === abs || (pkg !== undefined && r !== pkg && isInside(r, pkg) && isInside(abs, r)));
}
/** Whether the nearest package.json names the file (`main`, `bin`, `exports`, a script), by its path without extension. */
function runByPackage(abs) {
    const pkg = packageDirOf(abs);
    if (!pkg)
        return false;
    let text;
    try {
        const json = JSON.parse(readFileSync(path.join(pkg, 'package.json'), 'utf8'));
        text = JSON.stringify([json.main, json.module, json.bin, json.exports, json.scripts]);
    }
    catch {
        return false;
    }
    const rel = path.relative(pkg, abs).split(path.sep).join('/').replace(/\.[cm]?[jt]sx?$/, '');
    // Built output keeps the stem (`dist/index.original.js` for `src/index.original.ts`).
    const stem = stemOf(abs).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const escaped = rel.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(^|[^\\w.-])(\\./)?${escaped}($|[^\\w-])`).test(text) || new RegExp(`/${stem}\\.[cm]?[jt]sx?\\b`).test(text);
}
/** The folder of the nearest package.json above the file (asked only of the few files named as copies). */
function packageDirOf(abs) {
    for (let dir = path.dirname(abs);; dir = path.dirname(dir)) {
        if (existsSync(path.join(dir, 'package.json')))
            return dir;
        if (path.dirname(dir) === dir)
            return undefined;
    }
}
