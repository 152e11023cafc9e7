import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Reads a text file the project's code names (`readFileSync(new URL('./prompt.md', import.meta.url))`,
 * `import DESCRIPTION from './bash.txt'`) for static evaluation, which runs in tool-lint's own
 * process, outside the render sandbox. So the same limits apply as there: only regular files whose
 * real path is inside the project (its git repository, or the working directory) — never
 * `/etc/passwd`, a key in the home folder reached through a symbolic link, or a FIFO that would
 * block — and not more than 4 MB.
 */
const MAX_TEXT_BYTES = 4 * 1024 * 1024;
const roots = new Map<string, string>();

function projectRoot(cwd: string): string {
  let root = roots.get(cwd);
  if (root) return root;
  root = path.resolve(cwd);
  for (let d = root; ; ) {
    if (existsSync(path.join(d, '.git'))) {
      root = d;
      break;
    }
    const parent = path.dirname(d);
    if (parent === d) break;
    d = parent;
  }
  try {
    root = realpathSync.native(root);
  } catch {
    // keep the path as given
  }
  roots.set(cwd, root);
  return root;
}

/** `file` must be inside the project of the working directory or of the file that names it (`referrer`). */
export function readInsideProject(cwd: string, file: string, referrer?: string): string | undefined {
  try {
    const real = realpathSync.native(file);
    const inside = (root: string) => real === root || real.startsWith(root + path.sep);
    if (!inside(projectRoot(cwd)) && !(referrer && inside(projectRoot(path.dirname(referrer))))) return undefined;
    const st = statSync(real);
    if (!st.isFile() || st.size > MAX_TEXT_BYTES) return undefined;
    return readFileSync(real, 'utf8');
  } catch {
    return undefined;
  }
}
