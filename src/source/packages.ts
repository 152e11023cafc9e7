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
  private readonly cache = new Map<string, string | undefined>();
  private readonly manifests = new Map<string, Record<string, unknown> | null>();

  constructor(private readonly cwd: string) {}

  /** `fromFile` is relative to cwd (as in findings). */
  version(fromFile: string, pkg: string): string | undefined {
    const dir = path.dirname(path.resolve(this.cwd, fromFile));
    return lookedUpOnce(this.cache, dir, pkg, () => this.lookup(dir, pkg));
  }

  private lookup(start: string, pkg: string): string | undefined {
    let declared: string | undefined;
    for (let dir = start; ; dir = path.dirname(dir)) {
      const installed = this.read(path.join(dir, 'node_modules', ...pkg.split('/'), 'package.json'));
      if (installed && typeof installed.version === 'string') return installed.version;
      if (declared === undefined) {
        const manifest = this.read(path.join(dir, 'package.json'));
        for (const field of ['dependencies', 'devDependencies', 'peerDependencies']) {
          const deps = manifest?.[field];
          const range = deps && typeof deps === 'object' ? (deps as Record<string, unknown>)[pkg] : undefined;
          if (typeof range === 'string') {
            declared = lowestVersion(range);
            break;
          }
        }
      }
      // The repository root ends the walk, as config lookup does.
      if (path.dirname(dir) === dir || existsSync(path.join(dir, '.git'))) break;
    }
    return declared;
  }

  private read(file: string): Record<string, unknown> | undefined {
    let m = this.manifests.get(file);
    if (m === undefined) {
      try {
        const data = JSON.parse(readFileSync(file, 'utf8')) as unknown;
        m = data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
      } catch {
        m = null;
      }
      this.manifests.set(file, m);
    }
    return m ?? undefined;
  }
}

/** A version looked up from a folder upward, once per folder and package. */
export function lookedUpOnce(cache: Map<string, string | undefined>, dir: string, pkg: string, lookup: () => string | undefined): string | undefined {
  const key = `${dir}\u0000${pkg}`;
  if (cache.has(key)) return cache.get(key);
  const found = lookup();
  cache.set(key, found);
  return found;
}

/**
 * The first `x.y.z` of a range (`^0.8.1`, `~1.2.0`, `>=0.9.0 <1`, `0.10.x`), with its pre-release tag
 * when it has one (`^5.0.0-alpha.13` → `5.0.0-alpha.13`); undefined for tags, URLs and workspaces.
 */
export function lowestVersion(range: string): string | undefined {
  const m = /(\d+)\.(\d+|x|\*)(?:\.(\d+|x|\*)(-[0-9A-Za-z.-]+)?)?/.exec(range.replace(/^(npm:[^@]+@)/, ''));
  if (!m || /^(workspace|file|link|git|https?):/.test(range)) return undefined;
  const part = (s: string | undefined) => (s === undefined || s === 'x' || s === '*' ? '0' : s);
  return `${m[1]}.${part(m[2])}.${part(m[3])}${m[4] ?? ''}`;
}

/** Compares two `x.y.z` versions (pre-release tags ignored). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split(/[.-]/).slice(0, 3).map((x) => Number.parseInt(x, 10) || 0);
  const pb = b.split(/[.-]/).slice(0, 3).map((x) => Number.parseInt(x, 10) || 0);
  for (let i = 0; i < 3; i++) if (pa[i] !== pb[i]) return pa[i]! - pb[i]!;
  return 0;
}
