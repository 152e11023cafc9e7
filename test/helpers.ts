import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const FIXTURES = path.join(ROOT, 'fixtures');

export interface Expected {
  name: string;
  line: number;
}

const MARKER = /\/\/\s*expect-tool:\s*(.+?)\s*$/;

/** Reads `// expect-tool: a, b` markers (TS/JS) or a `<file>.expected.json` sidecar (JSON, Markdown). */
export function expectedFor(abs: string): { tools: Expected[]; skills: Expected[] } {
  const sidecar = `${abs}.expected.json`;
  if (existsSync(sidecar)) {
    const data = JSON.parse(readFileSync(sidecar, 'utf8')) as { tools?: Expected[]; skills?: Expected[] };
    return { tools: data.tools ?? [], skills: data.skills ?? [] };
  }
  if (!/\.(c|m)?(t|j)sx?$/.test(abs)) return { tools: [], skills: [] };
  const tools: Expected[] = [];
  readFileSync(abs, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      const m = MARKER.exec(line);
      if (!m) return;
      const body = m[1]!;
      // `?expr` names hold source text that may contain commas: never split them.
      const names = body.startsWith('?') ? [body] : body.split(',').map((s) => s.trim()).filter(Boolean);
      for (const name of names) tools.push({ name, line: i + 1 });
    });
  return { tools, skills: [] };
}

/** Writes `files` (path relative to `dir` → text) under `dir`, creating folders; returns `dir`. */
export function writeFiles(dir: string, files: Record<string, string>): string {
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}
