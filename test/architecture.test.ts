import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ts } from 'ts-morph';
import { describe, expect, it } from 'vitest';

/**
 * The layout the design card asks for, checked on the sources: no import cycles between folders,
 * rules that only read the project model (never the file system), program analysis that never
 * reaches back into rules, and reporters that only format.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = path.posix.join(dir, e.name);
    if (e.isDirectory()) out.push(...sources(rel));
    else if (e.name.endsWith('.ts')) out.push(rel);
  }
  return out;
}

/** `src/scan/scan.ts` → `src/scan`; `src/cli.ts` → `src`; `rules/_support/schema.ts` → `rules/_support`. */
const folderOf = (rel: string) => path.posix.dirname(rel).split('/').slice(0, 2).join('/');

interface Edge {
  from: string;
  to: string;
}

/** Every import and re-export of every source file (also `import type`: a folder that needs another's types depends on it). */
function imports(): { file: string; spec: string; target?: string }[] {
  const out: { file: string; spec: string; target?: string }[] = [];
  for (const file of [...sources('src'), ...sources('rules')]) {
    const info = ts.preProcessFile(readFileSync(path.join(ROOT, file), 'utf8'), true, true);
    for (const ref of info.importedFiles) {
      const spec = ref.fileName;
      const target = spec.startsWith('.') ? path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)) : undefined;
      out.push({ file, spec, ...(target ? { target } : {}) });
    }
  }
  return out;
}

const ALL = imports();

function folderEdges(): Edge[] {
  const seen = new Set<string>();
  const out: Edge[] = [];
  for (const i of ALL) {
    if (!i.target) continue;
    const from = folderOf(i.file);
    const to = folderOf(i.target);
    if (from === to || seen.has(`${from}>${to}`)) continue;
    seen.add(`${from}>${to}`);
    out.push({ from, to });
  }
  return out;
}

describe('architecture', () => {
  it('has no import cycles between folders', () => {
    const next = new Map<string, string[]>();
    for (const e of folderEdges()) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
    const cycles: string[] = [];
    const done = new Set<string>();
    const stack: string[] = [];
    const visit = (n: string) => {
      if (stack.includes(n)) return void cycles.push([...stack.slice(stack.indexOf(n)), n].join(' → '));
      if (done.has(n)) return;
      stack.push(n);
      for (const m of next.get(n) ?? []) visit(m);
      stack.pop();
      done.add(n);
    };
    for (const n of [...next.keys()].sort()) visit(n);
    expect(cycles).toEqual([]);
  });

  it('rules never read files, list folders or start processes: they read the project model', () => {
    const banned = /^(node:)?(fs|fs\/promises|child_process|worker_threads)$/;
    expect(ALL.filter((i) => i.file.startsWith('rules/') && banned.test(i.spec)).map((i) => `${i.file}: ${i.spec}`)).toEqual([]);
  });

  it('only the entry points (the CLI, its commands, the package index) import the rules', () => {
    const entry = (f: string) => f === 'src/index.ts' || f === 'src/cli.ts' || f.startsWith('src/commands/');
    expect(ALL.filter((i) => i.file.startsWith('src/') && !entry(i.file) && i.target?.startsWith('rules/')).map((i) => `${i.file}: ${i.spec}`)).toEqual([]);
  });

  it('reporters only format: they import no scanning, extraction, analysis or rendering', () => {
    const doing = /^src\/(scan|extract|analysis|render|source|mcp|lifecycle|commands)\//;
    expect(ALL.filter((i) => i.file.startsWith('src/report/') && i.target && doing.test(i.target)).map((i) => `${i.file}: ${i.spec}`)).toEqual([]);
  });
});
