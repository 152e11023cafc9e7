import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Packages of a monorepo imported by name (`import { ToolRegistry } from 'mcp-shared'`), resolved to
 * their source: a workspace package's `main` / `exports` name its build (`dist/index.js`), which a
 * checkout has not built, while the code the build comes from is in the package (`src/index.ts`).
 * Workspaces are read from the root's package.json `workspaces` (npm, yarn, bun),
 * pnpm-workspace.yaml or lerna.json; nothing needs to be installed.
 */
export class Workspaces {
  /** Packages never resolved to their source (see SourceIndex.keepPackages). */
  keep: (name: string) => boolean = () => false;
  private readonly rootOf = new Map<string, string | null>();
  private readonly packages = new Map<string, Map<string, string>>();

  /** The file a bare specifier names inside a workspace package of the repository around `fromAbs`. */
  resolve(fromAbs: string, specifier: string, resolveFile: (base: string) => string | undefined): string | undefined {
    if (specifier.startsWith('#')) return this.subpathImport(fromAbs, specifier, resolveFile);
    const { name, subpath } = splitSpecifier(specifier);
    if (!name || this.keep(name)) return undefined;
    const root = this.root(path.dirname(fromAbs));
    if (!root) return undefined;
    const dir = this.packagesOf(root).get(name);
    if (!dir) return undefined;
    return entryOf(dir, subpath, resolveFile);
  }

  /** Node's subpath imports (`#constants`, `#tools/*` in the package's own package.json `imports`). */
  private subpathImport(fromAbs: string, specifier: string, resolveFile: (base: string) => string | undefined): string | undefined {
    for (let dir = path.dirname(fromAbs); ; ) {
      const manifest = path.join(dir, 'package.json');
      if (existsSync(manifest)) {
        const imports = readJson(manifest)?.imports;
        if (!imports || typeof imports !== 'object') return undefined;
        for (const [pattern, target] of Object.entries(imports as Record<string, unknown>)) {
          const star = pattern.indexOf('*');
          let rest: string | undefined;
          if (star < 0) rest = pattern === specifier ? '' : undefined;
          else if (specifier.startsWith(pattern.slice(0, star)) && specifier.endsWith(pattern.slice(star + 1))) rest = specifier.slice(star, specifier.length - (pattern.length - star - 1));
          const to = rest === undefined ? undefined : pickCondition(target);
          if (to === undefined || rest === undefined) continue;
          const file = to.replace('*', rest);
          return resolveFile(sourceOf(dir, file)) ?? resolveFile(path.join(dir, file));
        }
        return undefined;
      }
      const parent = path.dirname(dir);
      if (parent === dir || path.basename(dir) === 'node_modules') return undefined;
      dir = parent;
    }
  }

  /** Whether a bare specifier names one of the repository's own workspace packages. */
  isWorkspacePackage(fromAbs: string, specifier: string): boolean {
    const { name } = splitSpecifier(specifier);
    const root = name ? this.root(path.dirname(fromAbs)) : undefined;
    return !!root && this.packagesOf(root).has(name!);
  }

  private root(dir: string): string | undefined {
    const hit = this.rootOf.get(dir);
    if (hit !== undefined) return hit ?? undefined;
    let found: string | null = null;
    if (declaresWorkspaces(dir)) found = dir;
    else {
      const parent = path.dirname(dir);
      if (parent !== dir && path.basename(dir) !== 'node_modules') found = this.root(parent) ?? null;
    }
    this.rootOf.set(dir, found);
    return found ?? undefined;
  }

  private packagesOf(root: string): Map<string, string> {
    let map = this.packages.get(root);
    if (map) return map;
    map = new Map();
    for (const dir of workspaceDirs(root)) {
      const name = readJson(path.join(dir, 'package.json'))?.name;
      if (typeof name === 'string' && !map.has(name)) map.set(name, dir);
    }
    this.packages.set(root, map);
    return map;
  }
}

function splitSpecifier(specifier: string): { name?: string; subpath: string } {
  if (specifier.startsWith('node:') || specifier.startsWith('.') || specifier.startsWith('/')) return { subpath: '' };
  const parts = specifier.split('/');
  const n = specifier.startsWith('@') ? 2 : 1;
  if (parts.length < n || parts.slice(0, n).some((p) => !p)) return { subpath: '' };
  return { name: parts.slice(0, n).join('/'), subpath: parts.slice(n).join('/') };
}

function readJson(file: string): Record<string, unknown> | undefined {
  try {
    const v: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function workspacePatterns(root: string): string[] {
  const pkg = readJson(path.join(root, 'package.json'));
  const ws = pkg?.workspaces;
  const list = Array.isArray(ws) ? ws : ws && typeof ws === 'object' && Array.isArray((ws as { packages?: unknown }).packages) ? (ws as { packages: unknown[] }).packages : [];
  const out = list.filter((p): p is string => typeof p === 'string');
  const pnpm = path.join(root, 'pnpm-workspace.yaml');
  if (existsSync(pnpm)) {
    // `packages:` followed by `- 'apps/*'` lines: the only part of the file that names folders.
    let inPackages = false;
    for (const line of readFileSync(pnpm, 'utf8').split(/\r?\n/)) {
      if (/^packages\s*:/.test(line)) inPackages = true;
      else if (/^\S/.test(line)) inPackages = false;
      else if (inPackages) {
        const m = /^\s*-\s*['"]?([^'"#]+?)['"]?\s*(#.*)?$/.exec(line);
        if (m) out.push(m[1]!);
      }
    }
  }
  const lerna = readJson(path.join(root, 'lerna.json'))?.packages;
  if (Array.isArray(lerna)) out.push(...lerna.filter((p): p is string => typeof p === 'string'));
  return out;
}

function declaresWorkspaces(dir: string): boolean {
  if (existsSync(path.join(dir, 'pnpm-workspace.yaml')) || existsSync(path.join(dir, 'lerna.json'))) return true;
  const pkg = existsSync(path.join(dir, 'package.json')) ? readJson(path.join(dir, 'package.json')) : undefined;
  return !!pkg?.workspaces;
}

/** Folders the patterns name (`packages/*`, `apps/**`), each holding a package.json; negations and hidden folders left out. */
function workspaceDirs(root: string): string[] {
  const out: string[] = [];
  for (const pattern of workspacePatterns(root)) {
    if (pattern.startsWith('!')) continue;
    let dirs = [root];
    for (const seg of pattern.replace(/\/+$/, '').split('/')) {
      if (seg === '' || seg === '.') continue;
      const next: string[] = [];
      for (const d of dirs) {
        if (seg === '**') next.push(d, ...subdirs(d, 3));
        else if (seg.includes('*')) {
          const re = new RegExp(`^${seg.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
          next.push(...subdirs(d, 1).filter((s) => re.test(path.basename(s))));
        } else next.push(path.join(d, seg));
      }
      dirs = next;
      if (dirs.length > 2000) break;
    }
    for (const d of dirs) if (existsSync(path.join(d, 'package.json')) && !out.includes(d)) out.push(d);
  }
  return out.sort();
}

function subdirs(dir: string, depth: number): string[] {
  const out: string[] = [];
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const e of entries) {
    if (!e.isDirectory() || e.name.startsWith('.') || e.name === 'node_modules') continue;
    const p = path.join(dir, e.name);
    out.push(p);
    if (depth > 1) out.push(...subdirs(p, depth - 1));
  }
  return out;
}

/** What `exports` gives for a subpath: the source, types or import condition first. */
function exportTarget(exp: unknown, key: string): string | undefined {
  if (typeof exp === 'string') return key === '.' ? exp : undefined;
  if (!exp || typeof exp !== 'object') return undefined;
  const map = exp as Record<string, unknown>;
  const keyed = Object.keys(map).some((k) => k.startsWith('.'));
  const entry = keyed ? map[key] : key === '.' ? map : undefined;
  return pickCondition(entry);
}

function pickCondition(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (!v || typeof v !== 'object' || Array.isArray(v)) return undefined;
  const m = v as Record<string, unknown>;
  for (const c of ['source', 'types', 'import', 'default', 'require', 'node']) {
    const hit = pickCondition(m[c]);
    if (hit) return hit;
  }
  return undefined;
}

/** The source file a build path stands for: `dist/tools/index.js` → `src/tools/index.ts`. */
function sourceOf(pkgDir: string, target: string): string {
  const rel = path.normalize(target).replace(/\.d\.(m|c)?ts$/, '.$1js').replace(/^(\.\/)?/, '');
  const swapped = rel.replace(/^(dist|build|lib|out|esm|cjs)([\\/](esm|cjs))?[\\/]/, `src${path.sep}`);
  return path.join(pkgDir, swapped);
}

function entryOf(pkgDir: string, subpath: string, resolveFile: (base: string) => string | undefined): string | undefined {
  const pkg = readJson(path.join(pkgDir, 'package.json')) ?? {};
  const targets: string[] = [];
  const fromExports = exportTarget(pkg.exports, subpath ? `./${subpath}` : '.');
  if (fromExports) targets.push(fromExports);
  if (!subpath) for (const k of ['source', 'module', 'main', 'types', 'typings']) if (typeof pkg[k] === 'string') targets.push(pkg[k] as string);
  for (const t of targets) {
    const hit = resolveFile(sourceOf(pkgDir, t)) ?? resolveFile(path.join(pkgDir, t));
    if (hit) return hit;
  }
  return resolveFile(path.join(pkgDir, 'src', subpath || 'index')) ?? resolveFile(path.join(pkgDir, subpath || 'index'));
}
