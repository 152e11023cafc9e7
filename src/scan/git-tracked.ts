import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * What git tracks, so that `.gitignore` means what it means to git: it ignores only files git does
 * not track. A repository that lists `mastra/` in its `.gitignore` but commits `src/mastra/tools/*`
 * has those files in every clone, and its agent loads them. Asked of `git ls-files` once per
 * repository, only when an ignore rule first matches something; without git (a tarball, no git on
 * the machine) the `.gitignore` rules alone decide, as before.
 */
export class GitTracked {
  private readonly byRoot = new Map<string, { files: Set<string>; dirs: Set<string> } | null>();
  private readonly rootOf = new Map<string, string | null>();

  /** Whether git tracks the file `abs`, or (for a folder) some file below it. */
  has(abs: string, isDir: boolean): boolean {
    const root = this.repositoryRoot(path.dirname(abs));
    if (!root) return false;
    const tracked = this.list(root);
    if (!tracked) return false;
    const rel = path.relative(root, abs).split(path.sep).join('/');
    return isDir ? tracked.dirs.has(rel) : tracked.files.has(rel);
  }

  private repositoryRoot(dir: string): string | null {
    const known = this.rootOf.get(dir);
    if (known !== undefined) return known;
    const parent = path.dirname(dir);
    const root = existsSync(path.join(dir, '.git')) ? dir : parent === dir ? null : this.repositoryRoot(parent);
    this.rootOf.set(dir, root);
    return root;
  }

  private list(root: string): { files: Set<string>; dirs: Set<string> } | null {
    const cached = this.byRoot.get(root);
    if (cached !== undefined) return cached;
    let result: { files: Set<string>; dirs: Set<string> } | null = null;
    const r = spawnSync('git', ['-C', root, 'ls-files', '-z'], { encoding: 'utf8', maxBuffer: 512 * 1024 * 1024, timeout: 20_000, stdio: ['ignore', 'pipe', 'ignore'] });
    if (r.status === 0 && typeof r.stdout === 'string') {
      const files = new Set(r.stdout.split('\0').filter(Boolean));
      const dirs = new Set<string>();
      for (const f of files) {
        for (let i = f.lastIndexOf('/'); i > 0; i = f.lastIndexOf('/', i - 1)) {
          const d = f.slice(0, i);
          if (dirs.has(d)) break;
          dirs.add(d);
        }
      }
      result = { files, dirs };
    }
    this.byRoot.set(root, result);
    return result;
  }
}
