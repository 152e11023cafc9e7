import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileKind } from '../scan/files.js';
import { toPosixRelative } from '../source/paths.js';
import { mayDefineTools, mayRegisterTools } from '../scan/prefilter.js';

/**
 * `lint --files-from-args a.ts b.ts` (pre-commit, lint-staged): the named files are the ones to
 * report on, but the whole project is scanned, because a tool's name can come from a constant in
 * another file, a Vercel AI tool gets its name where it is registered, and a duplicate name or a
 * dispatcher mismatch only shows against the other files. Only tools defined in, and findings
 * located in, the named files are reported.
 */
export interface Focus {
  /** Named files, relative to cwd with `/` separators. */
  files: Set<string>;
  /** Named directories (rarely passed by hooks; everything under them is in focus). */
  dirs: string[];
  /**
   * False when no named file can hold a tool, a registration or a skill (a README, a stylesheet, a
   * utility module): the project scan is skipped and the hook returns at once.
   */
  relevant: boolean;
}

export async function focusOn(paths: readonly string[], cwd: string): Promise<Focus> {
  const files = new Set<string>();
  const dirs: string[] = [];
  let relevant = false;
  for (const p of paths) {
    const abs = path.resolve(cwd, p);
    const rel = toPosixRelative(cwd, abs);
    let stat;
    try {
      stat = await fs.stat(abs);
    } catch {
      continue; // deleted or renamed in the commit: it defines nothing any more
    }
    if (stat.isDirectory()) {
      dirs.push(rel === '.' ? '' : `${rel}/`);
      relevant = true;
      continue;
    }
    files.add(rel);
    if (relevant) continue;
    const kind = fileKind(abs);
    if (kind === 'skill') relevant = true;
    else if (kind === 'source' || kind === 'json') {
      // The scanner's own pre-filter: a file it would not parse cannot contribute a finding.
      const text = await fs.readFile(abs, 'utf8').catch(() => '');
      relevant = kind === 'json' ? /"(inputSchema|input_schema|parameters|parametersJsonSchema)"\s*:/.test(text) : mayDefineTools(text) || mayRegisterTools(text);
    }
  }
  return { files, dirs, relevant };
}

export function inFocus(focus: Focus, file: string): boolean {
  return focus.files.has(file) || focus.dirs.some((d) => file.startsWith(d));
}
