import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import picomatch from 'picomatch';
import { BUILD_DIRS } from '../scan/files.js';
/**
 * Packages whose users define tools: an MCP server SDK or an agent framework. A project that depends
 * on one and where the scanner found no tool at all more likely defines them in a way the scanner
 * does not know (a subclass method wrapping `server.tool`, a house format) than has none: a clean
 * report would read as "checked, nothing wrong" when nothing was checked.
 */
const TOOL_PACKAGES = ['@modelcontextprotocol/sdk', 'fastmcp', '@mastra/core', '@openai/agents', '@voltagent/core', '@inngest/agent-kit'];
/** Workspace folders are found this deep at most (`packages/*`, `apps/server/*`), and this many at most. */
const MAX_DEPTH = 4;
const MAX_DIRS = 5000;
/** The note for a whole-project lint that found no tool, or undefined when there is nothing to say. */
export async function noToolsNote(cwd, toolCount) {
    if (toolCount > 0)
        return undefined;
    const root = readManifest(path.join(cwd, 'package.json'));
    if (!root)
        return undefined;
    // A monorepo's root manifest holds dev tools; the SDK is a dependency of one of its workspace packages.
    const manifests = [{ where: 'package.json', pkg: root }, ...workspaceManifests(cwd, root, await pnpmPatterns(cwd))];
    const used = new Set();
    const where = new Set();
    for (const m of manifests) {
        const deps = new Set(['dependencies', 'devDependencies', 'peerDependencies'].flatMap((f) => Object.keys(m.pkg[f] ?? {})));
        const hits = TOOL_PACKAGES.filter((p) => deps.has(p));
        if (!hits.length)
            continue;
        for (const h of hits)
            used.add(h);
        where.add(m.where);
    }
    if (!used.size)
        return undefined;
    const files = [...where].sort();
    const whereText = files.length === 1 ? files[0] : `${files[0]} (and ${files.length - 1} other workspace package${files.length > 2 ? 's' : ''})`;
    // Only a package with no sources of its own (no `src/`) is told to lint its build output.
    const built = existsSync(path.join(cwd, 'src')) ? undefined : builtEntry(cwd, root);
    const hint = built
        ? ` Its entry point ${built.entry} is in ${built.dir}/, which is skipped as build output: if the package ships no sources, run \`tool-lint ${built.dir}\`.`
        : ` If the project defines its tools through its own helpers, describe them with \`scanner.factories\` in the config (README: "How the scanner follows values"); \`tool-lint list --unresolved\` shows what the scanner saw.`;
    return `no tool definitions were found, although ${whereText} depends on ${TOOL_PACKAGES.filter((p) => used.has(p)).join(', ')}: nothing was checked.${hint}`;
}
/** `main`, `module` or a `bin` of the manifest inside a build folder that exists: where such a package's code is. */
function builtEntry(cwd, pkg) {
    const bin = pkg.bin;
    const entries = [pkg.main, pkg.module, ...(typeof bin === 'string' ? [bin] : bin && typeof bin === 'object' ? Object.values(bin) : [])];
    for (const e of entries) {
        if (typeof e !== 'string')
            continue;
        const rel = e.replace(/^\.\//, '');
        const dir = rel.split('/')[0];
        if (!BUILD_DIRS.has(dir) || rel === dir)
            continue;
        if (existsSync(path.join(cwd, rel)))
            return { entry: rel, dir };
    }
    return undefined;
}
function readManifest(file) {
    try {
        const v = JSON.parse(readFileSync(file, 'utf8'));
        return v && typeof v === 'object' && !Array.isArray(v) ? v : undefined;
    }
    catch {
        return undefined;
    }
}
/** The manifests of the workspace packages: npm/yarn `workspaces` (array or `{ packages }`) and `pnpm-workspace.yaml`. */
/** `packages:` of pnpm-workspace.yaml; the YAML parser is loaded only for a project that has one (a lint run otherwise never needs it). */
async function pnpmPatterns(cwd) {
    let text;
    try {
        text = readFileSync(path.join(cwd, 'pnpm-workspace.yaml'), 'utf8');
    }
    catch {
        return [];
    }
    try {
        const { parse } = await import('yaml');
        const y = parse(text);
        return y && Array.isArray(y.packages) ? y.packages.filter((x) => typeof x === 'string') : [];
    }
    catch {
        return [];
    }
}
function workspaceManifests(cwd, root, pnpm) {
    const patterns = [...pnpm];
    const ws = root.workspaces;
    if (Array.isArray(ws))
        patterns.push(...ws.filter((x) => typeof x === 'string'));
    else if (ws && typeof ws === 'object' && Array.isArray(ws.packages))
        patterns.push(...(ws.packages.filter((x) => typeof x === 'string')));
    const include = patterns.filter((p) => !p.startsWith('!')).map((p) => p.replace(/^\.\//, '').replace(/\/$/, ''));
    const exclude = patterns.filter((p) => p.startsWith('!')).map((p) => p.slice(1).replace(/^\.\//, '').replace(/\/$/, ''));
    if (!include.length)
        return [];
    const matches = picomatch(include, exclude.length ? { ignore: exclude } : {});
    const out = [];
    let seen = 0;
    const walk = (rel, depth) => {
        if (depth > MAX_DEPTH || seen > MAX_DIRS)
            return;
        let entries;
        try {
            entries = readdirSync(path.join(cwd, rel), { withFileTypes: true });
        }
        catch {
            return;
        }
        for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
            if (!e.isDirectory() || e.name === 'node_modules' || e.name.startsWith('.'))
                continue;
            seen++;
            const child = rel ? `${rel}/${e.name}` : e.name;
            if (matches(child)) {
                const pkg = readManifest(path.join(cwd, child, 'package.json'));
                if (pkg)
                    out.push({ where: `${child}/package.json`, pkg });
            }
            walk(child, depth + 1);
        }
    };
    walk('', 1);
    return out;
}
