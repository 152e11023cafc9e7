import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import picomatch from 'picomatch';
import { ts } from 'ts-morph';
import { isInside, moduleSpecifiers } from './module-refs.js';
export function parkedFiles(options) {
    const out = new Set();
    const projects = new Map();
    const parked = [];
    for (const abs of options.candidates) {
        const project = projectOf(path.dirname(abs), projects);
        if (!project)
            continue;
        const rel = toPosix(path.relative(project.dir, abs));
        const prefix = project.excluded(rel);
        if (prefix === undefined)
            continue;
        // Named at or inside the project: the user asked for this code.
        if (options.roots.some((r) => r !== project.dir && isInside(r, project.dir) && isInside(abs, r)))
            continue;
        if (!options.roots.some((r) => isInside(abs, r)))
            continue;
        if (mentions(project.entryText, rel.replace(/\.[^./]+$/, '')) || mentions(project.entryText, prefix))
            continue;
        if (otherRuntime(abs, project.dir, options))
            continue;
        parked.push({ abs, project });
    }
    if (!parked.length)
        return out;
    const imported = importedFiles(parked, options);
    for (const { abs } of parked)
        if (!imported.has(abs))
            out.add(abs);
    return out;
}
/**
 * The files of `parked` that live code reaches: imported, re-exported or required by a file its
 * tsconfig does not exclude, directly or through other excluded files that live code imports (an
 * excluded folder's `index.ts` re-exporting its tools).
 */
function importedFiles(parked, options) {
    const projects = [...new Map(parked.map((p) => [p.project.dir, p.project])).values()];
    const projectOfFile = (file) => projects.find((p) => isInside(file, p.dir));
    const isExcluded = (file, p) => p.excluded(toPosix(path.relative(p.dir, file))) !== undefined;
    const sources = options.sources.filter((f) => projectOfFile(f));
    const excluded = new Set(sources.filter((f) => isExcluded(f, projectOfFile(f))));
    for (const { abs } of parked)
        excluded.add(abs);
    // A specifier names a file by its stem; an index file also by its folder's name (`./tools`).
    const stems = new Set([...excluded].flatMap((abs) => {
        const stem = path.basename(abs).replace(/\.[^.]+$/, '');
        return stem === 'index' ? [stem, path.basename(path.dirname(abs))] : [stem];
    }));
    const edges = (from) => {
        let text = options.text?.(from);
        try {
            text ??= readFileSync(from, 'utf8');
        }
        catch {
            return [];
        }
        const out = [];
        for (const { spec, stem } of moduleSpecifiers(text)) {
            if (!stems.has(stem))
                continue;
            const target = options.resolve(from, spec);
            if (target && excluded.has(target))
                out.push(target);
        }
        return out;
    };
    // Live code is every file its tsconfig keeps; what it reaches through imports is live too.
    const reached = new Set();
    const queue = sources.filter((f) => !excluded.has(f));
    while (queue.length) {
        for (const target of edges(queue.pop())) {
            if (reached.has(target))
                continue;
            reached.add(target);
            queue.push(target);
        }
    }
    return reached;
}
/** The tsconfig of the package holding `dir`, if it excludes anything explicitly; cached per folder. */
function projectOf(dir, cache) {
    if (cache.has(dir))
        return cache.get(dir);
    let result = null;
    const config = path.join(dir, 'tsconfig.json');
    if (existsSync(config))
        result = readProject(config);
    else if (!existsSync(path.join(dir, 'package.json'))) {
        // The package's own folder ends the search: a tsconfig above it belongs to another project.
        const parent = path.dirname(dir);
        result = parent !== dir ? projectOf(parent, cache) : null;
    }
    cache.set(dir, result);
    return result;
}
function readProject(configPath) {
    const patterns = excludeOf(configPath, 0);
    if (!patterns?.length)
        return null;
    const dir = path.dirname(configPath);
    const match = picomatch(patterns.map((p) => p.replace(/^\.\//, '').replace(/\/+$/, '')), { dot: true });
    const excluded = (rel) => {
        const parts = rel.split('/');
        for (let i = 1; i <= parts.length; i++) {
            const prefix = parts.slice(0, i).join('/');
            if (match(prefix))
                return prefix;
        }
        return undefined;
    };
    return { dir, excluded, entryText: entryTextOf(dir, configPath) };
}
/** `exclude` as TypeScript reads it: the file's own, else inherited through a relative `extends`. */
function excludeOf(configPath, depth) {
    try {
        const { config } = ts.parseConfigFileTextToJson(configPath, readFileSync(configPath, 'utf8'));
        if (Array.isArray(config?.exclude))
            return config.exclude.filter((p) => typeof p === 'string' && p.length > 0);
        if (typeof config?.extends === 'string' && config.extends.startsWith('.') && depth < 4) {
            const parent = path.resolve(path.dirname(configPath), config.extends.endsWith('.json') ? config.extends : `${config.extends}.json`);
            if (existsSync(parent))
                return excludeOf(parent, depth + 1);
        }
    }
    catch {
        // An unreadable tsconfig sets nothing aside.
    }
    return undefined;
}
/** Code run by another runtime than the one the tsconfig builds for (`Deno.serve(…)`, `npm:` / `jsr:` imports). */
const OTHER_RUNTIME_CODE = /\bDeno\.(serve|env|readTextFile)\b|from\s+['"](npm|jsr):|from\s+['"]https:\/\/(deno\.land|esm\.sh)\//;
/** Folders other runtimes deploy from: Supabase and Netlify edge functions, Cloudflare / Vercel edge workers. */
const OTHER_RUNTIME_PATH = /(^|\/)(supabase\/functions|netlify\/(edge-)?functions)\//;
const OTHER_RUNTIME_CONFIG = ['deno.json', 'deno.jsonc', 'wrangler.toml', 'wrangler.json', 'wrangler.jsonc'];
/**
 * An excluded file that another runtime runs: a Supabase Edge Function (its tsconfig excludes
 * `supabase/**` because Deno, not tsc, runs it), a Netlify or Cloudflare worker. Live code, linted.
 */
function otherRuntime(abs, projectDir, options) {
    if (OTHER_RUNTIME_PATH.test(toPosix(path.relative(projectDir, abs))))
        return true;
    for (let dir = path.dirname(abs); isInside(dir, projectDir); dir = path.dirname(dir)) {
        if (OTHER_RUNTIME_CONFIG.some((f) => existsSync(path.join(dir, f))))
            return true;
        if (dir === projectDir || path.dirname(dir) === dir)
            break;
    }
    let text = options.text?.(abs);
    if (text === undefined) {
        try {
            text = readFileSync(abs, 'utf8');
        }
        catch {
            return false;
        }
    }
    return OTHER_RUNTIME_CODE.test(text);
}
/** What may run or build an excluded file: the package's scripts and the other tsconfig files beside it. */
function entryTextOf(dir, configPath) {
    const parts = [];
    try {
        const scripts = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'))?.scripts;
        if (scripts && typeof scripts === 'object')
            parts.push(...Object.values(scripts).filter((s) => typeof s === 'string'));
    }
    catch {
        // No package.json beside the tsconfig: no scripts.
    }
    try {
        for (const name of readdirSync(dir)) {
            const file = path.join(dir, name);
            if (!/^[tj]sconfig.*\.json$/.test(name) || file === configPath)
                continue;
            // What another build of the folder takes in (`include`, `files`), not what it leaves out.
            const { config } = ts.parseConfigFileTextToJson(file, readFileSync(file, 'utf8'));
            for (const key of ['include', 'files']) {
                if (Array.isArray(config?.[key]))
                    parts.push(...config[key].filter((p) => typeof p === 'string'));
            }
        }
    }
    catch {
        // A folder we cannot list adds nothing.
    }
    return parts.join('\n');
}
/** Whether `text` names the path (a script's `tsx scripts/seed.ts`, an `include` of `scripts/**`), whole segments only. */
function mentions(text, rel) {
    if (!text || !rel)
        return false;
    const escaped = rel.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(^|[^\\w.-])(\\./)?${escaped}($|[^\\w-])`, 'm').test(text);
}
function toPosix(p) {
    return p.split(path.sep).join('/');
}
