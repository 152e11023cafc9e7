#!/usr/bin/env node
// Benchmarks the scanner against its floor: plain `ts.createSourceFile` of the same files.
// Corpus: the first N JavaScript/TypeScript files under node_modules (real code nobody here wrote),
// or a directory given as the first argument. Each measurement runs in a fresh process.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const [mode, listFile] = process.argv.slice(2);

if (mode === 'floor' || mode === 'scan') {
  const files = readFileSync(listFile, 'utf8').split('\n').filter(Boolean);
  const t0 = performance.now();
  if (mode === 'floor') {
    const { ts } = await import('ts-morph');
    for (const f of files) ts.createSourceFile(f, readFileSync(f, 'utf8'), ts.ScriptTarget.Latest, true);
  } else {
    const { scan } = await import(path.join(root, 'dist/src/scan/scan.js'));
    const r = await scan(files, { cwd: root });
    process.stderr.write(`tools=${r.tools.length} parsed=${r.stats.parsed}\n`);
  }
  const ms = performance.now() - t0;
  process.stdout.write(JSON.stringify({ ms, maxRssMb: process.resourceUsage().maxRSS / 1024 }));
  process.exit(0);
}

const corpusDir = mode ? path.resolve(mode) : path.join(root, 'node_modules');
const limit = Number(process.env.BENCH_FILES ?? 5000);
const files = [];
(function walk(dir) {
  if (files.length >= limit) return;
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
  } catch {
    return;
  }
  for (const e of entries) {
    if (files.length >= limit) return;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p);
    else if (/\.(ts|tsx|mts|js|mjs|cjs)$/.test(e.name) && !/\.d\.[mc]?ts$/.test(e.name) && statSync(p).size < 2_000_000) files.push(p);
  }
})(corpusDir);
const list = path.join(os.tmpdir(), `tool-lint-bench-${process.pid}.txt`);
writeFileSync(list, files.join('\n'));
const lines = files.reduce((n, f) => n + readFileSync(f, 'utf8').split('\n').length, 0);

function measure(which) {
  const runs = [];
  for (let i = 0; i < 3; i++) {
    const r = spawnSync(process.execPath, [fileURLToPath(import.meta.url), which, list], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(r.stderr);
    runs.push(JSON.parse(r.stdout));
  }
  runs.sort((a, b) => a.ms - b.ms);
  return runs[1];
}
const floor = measure('floor');
const scanned = measure('scan');
const fmt = (n) => n.toFixed(0);
console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${fmt(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`);
console.log(`corpus: ${files.length} files, ${lines.toLocaleString('en-US')} lines (${path.relative(root, corpusDir) || corpusDir})`);
console.log(`floor  ts.createSourceFile: ${fmt(floor.ms)} ms  ${fmt(files.length / (floor.ms / 1000))} files/s  peak RSS ${fmt(floor.maxRssMb)} MB`);
console.log(`scan   tool-lint scan:      ${fmt(scanned.ms)} ms  ${fmt(files.length / (scanned.ms / 1000))} files/s  peak RSS ${fmt(scanned.maxRssMb)} MB`);
console.log(`ratio  scan / floor: ${(scanned.ms / floor.ms).toFixed(2)}× (median of 3 fresh processes each)`);
