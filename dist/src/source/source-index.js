import { readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { ts } from 'ts-morph';
import { MemoryGuard } from './memory.js';
import { flattenDeep, isStackOverflow, MAX_NESTING, roughDepth } from './nesting.js';
import { toPosixRelative } from './paths.js';
import { Workspaces } from './workspaces.js';
const SCRIPT_KINDS = {
    '.ts': ts.ScriptKind.TS,
    '.mts': ts.ScriptKind.TS,
    '.cts': ts.ScriptKind.TS,
    '.tsx': ts.ScriptKind.TSX,
    '.js': ts.ScriptKind.JS,
    '.mjs': ts.ScriptKind.JS,
    '.cjs': ts.ScriptKind.JS,
    '.jsx': ts.ScriptKind.JSX,
    '.json': ts.ScriptKind.JSON,
};
const RESOLVE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];
/** Files a bundler imports as text (`import DESCRIPTION from './bash.txt'`). */
export const TEXT_EXTENSIONS = ['.txt', '.md', '.markdown', '.prompt'];
/** Larger imported files are not read to resolve a name: generated bundles hold no tool names we could trust. */
const MAX_RESOLVED_FILE_BYTES = 4 * 1024 * 1024;
/** Parses files on demand, once, and resolves the imports the evaluator follows. */
export class SourceIndex {
    cwd;
    memory;
    parsed = new Map();
    aliasCache = new Map();
    constructor(cwd, 
    /** Stops parsing when the heap fills (src/source/memory.ts): such files read as unreadable. */
    memory = new MemoryGuard()) {
        this.cwd = cwd;
        this.memory = memory;
    }
    /** Source files the scan read but did not parse (its pre-filter skipped them), by path: set once every file was read. */
    unparsedSources = new Map();
    /** The source files whose text contains `word`: those parsed so far, and those only read, parsed now. */
    filesContaining(word) {
        const out = this.files().filter((f) => f.text.includes(word));
        for (const [abs, text] of this.unparsedSources) {
            if (!text.includes(word))
                continue;
            const f = this.get(abs, text);
            if (f && !out.includes(f))
                out.push(f);
        }
        return out;
    }
    /** The text of every source, parsed or only read, that contains `word`: for readers that need no syntax tree. */
    textsContaining(word) {
        const out = this.files().filter((f) => f.text.includes(word)).map((f) => f.text);
        for (const text of this.unparsedSources.values())
            if (text.includes(word))
                out.push(text);
        return out;
    }
    rel(abs) {
        return toPosixRelative(this.cwd, abs);
    }
    /** Parses `abs` (reading it unless `text` is given). Returns undefined for files that cannot be read. */
    get(abs, text) {
        const cached = this.parsed.get(abs);
        if (cached !== undefined)
            return cached ?? undefined;
        if (!this.memory.allows(abs))
            return undefined;
        let content = text;
        if (content === undefined) {
            try {
                if (statSync(abs).size > MAX_RESOLVED_FILE_BYTES) {
                    this.parsed.set(abs, null);
                    return undefined;
                }
                content = readFileSync(abs, 'utf8');
            }
            catch {
                this.parsed.set(abs, null);
                return undefined;
            }
        }
        const ext = path.extname(abs).toLowerCase();
        const kind = SCRIPT_KINDS[ext] ?? ts.ScriptKind.TS;
        const parse = (source) => {
            const sf = kind === ts.ScriptKind.JSON ? ts.parseJsonText(abs, source) : ts.createSourceFile(abs, source, ts.ScriptTarget.Latest, true, kind);
            if (kind === ts.ScriptKind.JSON)
                setParents(sf);
            return sf;
        };
        // `text` stays the file as written (rendering executes it); only the tree leaves out what
        // nests too deep to walk.
        let cuts = [];
        // Node's ES module loader drops a byte-order mark before a `#!` line; the parser rejects the
        // pair. The same number of characters as a comment keeps every offset.
        let source = content.startsWith('\uFEFF#!') ? `//${content.slice(2)}` : content;
        if (roughDepth(source) > MAX_NESTING)
            ({ text: source, cuts } = flattenDeep(source, MAX_NESTING, kind === ts.ScriptKind.TSX || kind === ts.ScriptKind.JSX));
        let sf;
        let unparsable = false;
        try {
            sf = parse(source);
        }
        catch (error) {
            // Deep without brackets (a chain of 2,000 arrows, generics in generics): nothing to salvage.
            if (!isStackOverflow(error))
                throw error;
            sf = parse('');
            unparsable = true;
        }
        const inCut = (d) => cuts.some((c) => d.start >= c.start - 1 && d.start <= c.end + 1);
        const parseErrors = (sf.parseDiagnostics ?? []).filter((d) => !inCut(d));
        const file = { abs, rel: this.rel(abs), text: content, sf, parseErrors, ...(cuts.length ? { cuts } : {}), ...(unparsable ? { unparsable } : {}) };
        this.parsed.set(abs, file);
        return file;
    }
    /** Every file parsed so far (scanned candidates and the files names were followed into), sorted by path. */
    files() {
        return [...this.parsed.values()].filter((f) => !!f).sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
    }
    /** Resolves an import specifier to a file: relative paths, and `paths` aliases from the nearest tsconfig. */
    resolve(fromAbs, specifier) {
        // Every lookup probes the disk for several extensions; rules resolve the same imports again
        // and again (call graphs, dispatchers), so answers are kept per folder and specifier.
        const key = `${path.dirname(fromAbs)}\0${specifier}`;
        if (this.resolveCache.has(key))
            return this.resolveCache.get(key);
        const hit = this.resolveUncached(fromAbs, specifier);
        this.resolveCache.set(key, hit);
        return hit;
    }
    resolveCache = new Map();
    resolveUncached(fromAbs, specifier) {
        if (specifier.startsWith('.') || specifier.startsWith('/')) {
            return resolveFile(path.resolve(path.dirname(fromAbs), specifier));
        }
        const aliases = this.aliasesFor(path.dirname(fromAbs));
        if (!aliases)
            return this.workspaces.resolve(fromAbs, specifier, resolveFile);
        for (const { pattern, targets } of aliases.paths) {
            const star = pattern.indexOf('*');
            let rest;
            if (star < 0)
                rest = pattern === specifier ? '' : undefined;
            else {
                const pre = pattern.slice(0, star);
                const post = pattern.slice(star + 1);
                if (specifier.startsWith(pre) && specifier.endsWith(post) && specifier.length >= pre.length + post.length) {
                    rest = specifier.slice(pre.length, specifier.length - post.length);
                }
            }
            if (rest === undefined)
                continue;
            for (const target of targets) {
                const hit = resolveFile(path.resolve(aliases.base, target.replace('*', rest)));
                if (hit)
                    return hit;
            }
        }
        // TypeScript's own order: `paths` first, then `baseUrl`; a package name that is no file there is
        // a package: one of the repository's own workspaces (read from its source), or an installed one.
        return (aliases.baseUrl ? resolveFile(path.resolve(aliases.baseUrl, specifier)) : undefined) ?? this.workspaces.resolve(fromAbs, specifier, resolveFile);
    }
    workspaces = new Workspaces();
    /** Whether `specifier`, imported from `fromAbs`, names a package of the repository's own workspaces. */
    isWorkspacePackage(fromAbs, specifier) {
        return this.workspaces.isWorkspacePackage(fromAbs, specifier);
    }
    /**
     * Packages that stay packages even where the repository holds their source (the scanner knows
     * a framework by the name it is imported from): set by the scan from the extractors.
     */
    set keepPackages(keep) {
        this.workspaces.keep = keep;
        this.resolveCache.clear();
    }
    aliasesFor(dir) {
        if (this.aliasCache.has(dir))
            return this.aliasCache.get(dir) ?? undefined;
        let result = null;
        const config = path.join(dir, 'tsconfig.json');
        if (existsSync(config)) {
            result = readAliases(config);
        }
        else {
            const parent = path.dirname(dir);
            result = parent !== dir && !dir.endsWith(`${path.sep}node_modules`) ? (this.aliasesFor(parent) ?? null) : null;
        }
        this.aliasCache.set(dir, result);
        return result ?? undefined;
    }
}
function readAliases(configPath, depth = 0) {
    try {
        const { config } = ts.parseConfigFileTextToJson(configPath, readFileSync(configPath, 'utf8'));
        const options = config?.compilerOptions ?? {};
        const dir = path.dirname(configPath);
        const baseUrl = typeof options.baseUrl === 'string' ? path.resolve(dir, options.baseUrl) : undefined;
        if (options.paths && typeof options.paths === 'object') {
            const base = baseUrl ?? dir;
            const paths = Object.entries(options.paths).map(([pattern, targets]) => ({
                pattern,
                targets: Array.isArray(targets) ? targets.filter((t) => typeof t === 'string') : [],
            }));
            return { base, paths, ...(baseUrl ? { baseUrl } : {}) };
        }
        if (baseUrl)
            return { base: baseUrl, paths: [], baseUrl };
        if (typeof config?.extends === 'string' && config.extends.startsWith('.') && depth < 4) {
            const parent = path.resolve(dir, config.extends.endsWith('.json') ? config.extends : `${config.extends}.json`);
            if (existsSync(parent))
                return readAliases(parent, depth + 1);
        }
        // A solution-style tsconfig (`"files": [], "references": [{ "path": "./tsconfig.node.json" }]`, as
        // Vite and Electron templates write it): the aliases of the projects it references, each target
        // made absolute so that one list can hold them all.
        if (Array.isArray(config?.references) && depth < 4) {
            const paths = [];
            for (const ref of config.references) {
                if (typeof ref?.path !== 'string')
                    continue;
                const target = path.resolve(dir, ref.path);
                const file = target.endsWith('.json') ? target : path.join(target, 'tsconfig.json');
                const inner = existsSync(file) ? readAliases(file, depth + 1) : null;
                for (const p of inner?.paths ?? [])
                    paths.push({ pattern: p.pattern, targets: p.targets.map((t) => path.resolve(inner.base, t)) });
            }
            if (paths.length)
                return { base: dir, paths };
        }
    }
    catch {
        // A tsconfig we cannot read gives no aliases; imports through them stay unresolved.
    }
    return null;
}
function isFile(p) {
    try {
        return statSync(p).isFile();
    }
    catch {
        return false;
    }
}
function resolveFile(base) {
    const ext = path.extname(base);
    if (ext && isFile(base) && (RESOLVE_EXTENSIONS.includes(ext) || TEXT_EXTENSIONS.includes(ext) || ext === '.json'))
        return base;
    // ESM TypeScript imports name the emitted file: './tool.js' means './tool.ts'.
    const swaps = { '.js': ['.ts', '.tsx'], '.jsx': ['.tsx'], '.mjs': ['.mts'], '.cjs': ['.cts'] };
    if (swaps[ext]) {
        for (const alt of swaps[ext]) {
            const p = base.slice(0, -ext.length) + alt;
            if (isFile(p))
                return p;
        }
    }
    for (const e of RESOLVE_EXTENSIONS)
        if (isFile(base + e))
            return base + e;
    for (const e of RESOLVE_EXTENSIONS)
        if (isFile(path.join(base, `index${e}`)))
            return path.join(base, `index${e}`);
    return undefined;
}
/** Iterative: a JSON document is as deep as its author made it. */
function setParents(root) {
    const stack = [root];
    while (stack.length) {
        const node = stack.pop();
        ts.forEachChild(node, (child) => {
            child.parent = node;
            stack.push(child);
        });
    }
}
