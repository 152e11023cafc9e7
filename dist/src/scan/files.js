import { promises as fs } from 'node:fs';
import path from 'node:path';
import picomatch from 'picomatch';
import { scanDiagnostic } from '../model/diagnostic.js';
import { GitTracked } from './git-tracked.js';
import { toPosixRelative } from '../source/paths.js';
/** Source files the extractors read. */
export const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];
const DATA_EXTENSIONS = ['.json'];
/** Build output folders: skipped with the rest below; where a package that ships only built code keeps it. */
export const BUILD_DIRS = new Set(['dist', 'build', 'out']);
/** Folders that never hold a project's own tool definitions; skipped unless named explicitly. */
const SKIPPED_DIRS = new Set([
    'node_modules',
    '.git',
    '.hg',
    '.svn',
    ...BUILD_DIRS,
    'coverage',
    '.next',
    '.nuxt',
    '.turbo',
    '.vercel',
    '.output',
    '.cache',
    '.svelte-kit',
    // Mastra's build folder (`.mastra/output`, `.mastra/.build`): a bundle of the project's own tools,
    // sometimes committed though `.gitignore` lists it.
    '.mastra',
    '.tool-lint-cache',
    // Yarn 2+ commits the package manager itself (`.yarn/releases/yarn-4.x.cjs`, 2–3 MB) and its plugins, SDKs and cache.
    '.yarn',
]);
/** Files a package manager generates at the project root: Yarn Plug'n'Play's module maps (several MB). */
const GENERATED_FILES = new Set(['.pnp.cjs', '.pnp.js', '.pnp.loader.mjs']);
/** JSON files that are configuration, never tool lists (a `package.json` is read for VS Code's `languageModelTools` only). */
const SKIPPED_JSON = new Set(['package-lock.json', 'tsconfig.json', 'jsconfig.json', 'composer.json']);
export function fileKind(file) {
    const base = path.basename(file);
    if (base === 'SKILL.md')
        return 'skill';
    if (GENERATED_FILES.has(base))
        return undefined;
    const ext = path.extname(base).toLowerCase();
    if (base.endsWith('.d.ts') || base.endsWith('.d.mts') || base.endsWith('.d.cts'))
        return undefined;
    if (SOURCE_EXTENSIONS.includes(ext))
        return 'source';
    if (DATA_EXTENSIONS.includes(ext) && !SKIPPED_JSON.has(base) && !base.endsWith('.expected.json'))
        return 'json';
    return undefined;
}
/**
 * Walks the given paths. Directories named in `paths` are walked even when ignored; inside them,
 * build output, dependencies and whatever `.gitignore` files say are skipped (unless git tracks it).
 */
export async function discoverFiles(paths, options) {
    ignoreFactory ??= (await import('ignore')).default;
    const { cwd } = options;
    const found = new Set();
    const diagnostics = [];
    const include = options.include?.length ? picomatch(options.include, { dot: true }) : undefined;
    const exclude = options.exclude?.length ? picomatch(options.exclude, { dot: true }) : undefined;
    const rel = (p) => toPosixRelative(cwd, p);
    // A committed file is never ignored, whatever a `.gitignore` says (git's own rule).
    const tracked = new GitTracked();
    const globBase = options.globBase ?? cwd;
    const wanted = (abs) => {
        if (!fileKind(abs))
            return false;
        const r = toPosixRelative(globBase, abs);
        if (include && !include(r))
            return false;
        if (exclude && exclude(r))
            return false;
        return true;
    };
    // Real path of every folder walked → the path it was walked under.
    const walked = new Map();
    // Real path of every SKILL.md found → the path it was found under.
    const skillsByReal = new Map();
    const links = [];
    // Folders behind symbolic links wait until the real tree is walked, so a folder is known by its
    // own path rather than by a link to it (`.claude/skills -> ../.agents/skills`).
    const linked = [];
    // Linked SKILL.md files wait likewise: one whose target is found under its own path is that skill again.
    const linkedSkills = [];
    async function walk(dir, ignores) {
        let real;
        try {
            real = await fs.realpath(dir);
        }
        catch (error) {
            diagnostics.push(scanDiagnostic('unreadable', rel(dir), `Cannot read directory: ${errorMessage(error)}`));
            return;
        }
        const seen = walked.get(real);
        if (seen !== undefined) {
            // The same folder under a second name (a link to a sibling, or overlapping paths given): not a loop.
            if (seen !== dir)
                links.push({ from: dir, to: seen });
            return;
        }
        walked.set(real, dir);
        let entries;
        try {
            entries = await fs.readdir(dir, { withFileTypes: true });
        }
        catch (error) {
            diagnostics.push(scanDiagnostic('unreadable', rel(dir), `Cannot read directory: ${errorMessage(error)}`));
            return;
        }
        const scoped = [...ignores];
        if (entries.some((e) => e.name === '.gitignore' && e.isFile())) {
            try {
                const text = await fs.readFile(path.join(dir, '.gitignore'), 'utf8');
                scoped.push({ base: dir, ig: ignoreFactory().add(text) });
            }
            catch {
                // An unreadable .gitignore ignores nothing; the directory itself is still walked.
            }
        }
        entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        for (const entry of entries) {
            const abs = path.join(dir, entry.name);
            let isDir = entry.isDirectory();
            let isFile = entry.isFile();
            const isLink = entry.isSymbolicLink();
            if (isLink) {
                try {
                    const stat = await fs.stat(abs);
                    isDir = stat.isDirectory();
                    isFile = stat.isFile();
                }
                catch {
                    // A dangling link found by walking (a git-ignored `.env`, a generated file not built yet)
                    // holds nothing to lint; one named on the command line is reported where the paths are read.
                    continue;
                }
            }
            if (isDir && SKIPPED_DIRS.has(entry.name))
                continue;
            if (isIgnored(abs, isDir, scoped) && !tracked.has(abs, isDir))
                continue;
            if (isDir && isLink)
                linked.push({ dir: abs, ignores: scoped });
            else if (isDir)
                await walk(abs, scoped);
            else if (isFile && wanted(abs)) {
                // Source files stay files of their own under every name: imports resolve by path.
                if (fileKind(abs) !== 'skill')
                    found.add(abs);
                else if (isLink)
                    linkedSkills.push(abs);
                else
                    addSkill(path.join(real, entry.name), abs);
            }
        }
    }
    function addSkill(real, abs) {
        const seen = skillsByReal.get(real);
        if (seen !== undefined) {
            if (seen !== abs)
                links.push({ from: abs, to: seen });
            return;
        }
        skillsByReal.set(real, abs);
        found.add(abs);
    }
    /**
     * Follows the links met on the walk, once the real tree is known. A folder link is a loop when it
     * points at a folder that holds it (following it would never end); any other is walked, or, when
     * its target was walked already, is that folder under another name.
     */
    async function followLinks() {
        for (let i = 0; i < linked.length; i++) {
            const { dir, ignores } = linked[i];
            let target;
            let parent;
            try {
                target = await fs.realpath(dir);
                parent = await fs.realpath(path.dirname(dir));
            }
            catch (error) {
                diagnostics.push(scanDiagnostic('unreadable', rel(dir), `Cannot read directory: ${errorMessage(error)}`));
                continue;
            }
            if (isWithin(parent, target)) {
                diagnostics.push(scanDiagnostic('symlink-loop', rel(dir), `Skipped: ${rel(dir)} leads back to ${rel(target)} (symlink loop)`));
                continue;
            }
            await walk(dir, ignores);
        }
        for (const file of linkedSkills) {
            try {
                addSkill(await fs.realpath(file), file);
            }
            catch {
                // gone since it was listed: nothing to read
            }
        }
    }
    for (const p of paths) {
        const abs = path.resolve(cwd, p);
        let stat;
        try {
            stat = await fs.stat(abs);
        }
        catch (error) {
            diagnostics.push(scanDiagnostic('unreadable', rel(abs), `Cannot read ${p}: ${errorMessage(error)}`));
            continue;
        }
        if (stat.isDirectory()) {
            // A folder named on the command line is scanned even when .gitignore ignores it (and so all
            // of its content): the user asked for it by name.
            const inherited = await parentIgnores(abs, cwd);
            await walk(abs, isIgnored(abs, true, inherited) ? [] : inherited);
        }
        else if (fileKind(abs) === 'skill')
            addSkill(await fs.realpath(abs).catch(() => abs), abs);
        else
            found.add(abs);
    }
    await followLinks();
    return { files: [...found].sort(), diagnostics, links };
}
/**
 * Every path a walked file is also reached by through the links of `links`, one link after another
 * (`.claude/skills -> ../.agents/skills`, whose `pdf -> ../../tools/pdf`), the file's own path not
 * included, sorted. Bounded: links that lead into each other (`a/b -> ../c`, `c/d -> ../a`) name
 * a file in endlessly many ways; the `limit` shortest chains are enough to find the one an agent reads.
 */
export function pathsThroughLinks(file, links, limit = 16) {
    const out = new Set([file]);
    const queue = [file];
    while (queue.length && out.size <= limit) {
        const p = queue.shift();
        for (const { from, to } of links) {
            if (p !== to && !p.startsWith(to + path.sep))
                continue;
            const alias = from + p.slice(to.length);
            if (out.has(alias))
                continue;
            out.add(alias);
            queue.push(alias);
        }
    }
    out.delete(file);
    return [...out].slice(0, limit).sort();
}
/** Whether `inner` is `outer` or lies below it (also when `outer` is the file system's root). */
function isWithin(inner, outer) {
    const r = path.relative(outer, inner);
    return r === '' || (r !== '..' && !r.startsWith(`..${path.sep}`) && !path.isAbsolute(r));
}
// Loaded by the first walk, not with this module: `fileKind` alone (the pre-commit fast path) needs none of it.
let ignoreFactory;
function isIgnored(abs, isDir, ignores) {
    for (const { base, ig } of ignores) {
        const r = path.relative(base, abs).split(path.sep).join('/');
        if (!r || r.startsWith('..'))
            continue;
        if (ig.ignores(isDir ? `${r}/` : r))
            return true;
    }
    return false;
}
/** `.gitignore` files between the working directory and a walked root still apply inside it. */
async function parentIgnores(root, cwd) {
    const out = [];
    const rel = path.relative(cwd, root);
    if (rel.startsWith('..') || path.isAbsolute(rel))
        return out;
    let dir = cwd;
    const parts = rel ? rel.split(path.sep) : [];
    for (let i = 0; i < parts.length; i++) {
        try {
            const text = await fs.readFile(path.join(dir, '.gitignore'), 'utf8');
            // Named roots are walked even if ignored; only patterns for what lies below them matter.
            out.push({ base: dir, ig: ignoreFactory().add(text) });
        }
        catch {
            // no .gitignore here
        }
        dir = path.join(dir, parts[i]);
    }
    return out;
}
export function errorMessage(error) {
    if (error && typeof error === 'object' && 'code' in error && 'message' in error) {
        return String(error.message);
    }
    return String(error);
}
const BINARY_SAMPLE = 8000;
/**
 * Whether a file with a source extension is really binary (an image, a compiled artefact, UTF-16):
 * NUL bytes in more than 1% of its first 8,000 bytes, or bytes there that are not UTF-8. A text
 * file with a stray NUL (one escaped badly inside a string literal) is text: skipping it would
 * lose its tools and findings.
 */
export function looksBinary(buf) {
    const sample = buf.subarray(0, BINARY_SAMPLE);
    // Nearly every file has no NUL at all: one native search answers for them.
    if (sample.indexOf(0) === -1)
        return false;
    let nul = 0;
    for (const b of sample)
        if (b === 0)
            nul++;
    if (nul === 0)
        return false;
    if (nul * 100 > sample.length)
        return true;
    // A multi-byte character cut by the sample's end is not an error.
    let end = sample.length;
    if (buf.length > BINARY_SAMPLE) {
        let back = 0;
        while (back < 3 && end - back - 1 >= 0 && (sample[end - back - 1] & 0xc0) === 0x80)
            back++;
        if (end - back - 1 >= 0 && sample[end - back - 1] >= 0xc0)
            end = end - back - 1;
    }
    try {
        new TextDecoder('utf-8', { fatal: true }).decode(sample.subarray(0, end));
        return false;
    }
    catch {
        return true;
    }
}
