#!/usr/bin/env node
// Benchmarks the scanner against its floor: plain `ts.createSourceFile` of the same files; then the
// tokenizers (gpt-tokenizer, tool-lint's counting on top of it, raw js-tiktoken) on the same strings.
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

// `node bench/run.mjs render`: only the rendering section (bench/render.mjs).
if (mode === 'render') {
  await (await import('./render.mjs')).renderBench();
  process.exit(0);
}

// `node bench/run.mjs startup`: only the start-up section (bench/startup.mjs); `footprint`: the
// installed size of the packed package (bench/footprint.mjs, needs the npm registry).
if (mode === 'startup' || mode === 'footprint') {
  console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}`);
  if (mode === 'startup') (await import('./startup.mjs')).startupBench();
  else (await import('./footprint.mjs')).footprintBench();
  process.exit(0);
}

// `node bench/run.mjs scale`: only the scaling section (bench/scale.mjs).
if (mode === 'scale') {
  (await import('./scale.mjs')).scaleBench();
  process.exit(0);
}

if (mode === 'tok') {
  // One tokenizer in a fresh process: load (import + encoder init) and counting throughput.
  const [lib, enc, stringsFile] = process.argv.slice(4);
  const strings = JSON.parse(readFileSync(stringsFile, 'utf8'));
  const t0 = performance.now();
  let count;
  if (lib === 'js-tiktoken') {
    const { Tiktoken } = await import('js-tiktoken/lite');
    const ranks = (await import(`js-tiktoken/ranks/${enc}`)).default;
    const t = new Tiktoken(ranks);
    count = (s) => t.encode(s, [], []).length;
  } else if (lib === 'gpt-tokenizer') {
    const m = await import(`gpt-tokenizer/encoding/${enc}`);
    const opts = { disallowedSpecial: new Set() };
    count = (s) => m.countTokens(s, opts);
  } else {
    // tool-lint's own path (memoized per string; every string here is distinct).
    const { countBpe } = await import(path.join(root, 'dist/src/tokens/bpe.js'));
    count = (s) => countBpe(s, enc);
  }
  count('warm up the encoder');
  const loadMs = performance.now() - t0;
  const t1 = performance.now();
  let tokens = 0;
  for (const s of strings) tokens += count(s);
  const countMs = performance.now() - t1;
  process.stdout.write(JSON.stringify({ loadMs, countMs, tokens, maxRssMb: process.resourceUsage().maxRSS / 1024 }));
  process.exit(0);
}

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

const fmt = (n) => n.toFixed(0);
console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${fmt(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}`);
// BENCH_ONLY=tokens skips the scan section.
if (process.env.BENCH_ONLY !== 'tokens') {
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
console.log(`corpus: ${files.length} files, ${lines.toLocaleString('en-US')} lines (${path.relative(root, corpusDir) || corpusDir})`);
console.log(`floor  ts.createSourceFile: ${fmt(floor.ms)} ms  ${fmt(files.length / (floor.ms / 1000))} files/s  peak RSS ${fmt(floor.maxRssMb)} MB`);
console.log(`scan   tool-lint scan:      ${fmt(scanned.ms)} ms  ${fmt(files.length / (scanned.ms / 1000))} files/s  peak RSS ${fmt(scanned.maxRssMb)} MB`);
console.log(`ratio  scan / floor: ${(scanned.ms / floor.ms).toFixed(2)}× (median of 3 fresh processes each)`);
}

// Tokenizers: the same distinct tool strings through each library, fresh process per run.
// Strings: descriptions, parameter descriptions and schema JSON of the tools the scanner finds in
// fixtures/, made distinct per round (a numbered prefix) so no cache helps.
{
  const { fixtureTools, toolStrings } = await import(path.join(root, 'scripts/tool-strings.mjs'));
  const base = [...new Set(toolStrings(await fixtureTools()))].filter(Boolean);
  const rounds = Number(process.env.BENCH_TOKEN_ROUNDS ?? 12);
  const strings = [];
  for (let r = 0; r < rounds; r++) for (const s of base) strings.push(`${r}. ${s}`);
  const chars = strings.reduce((n, s) => n + s.length, 0);
  const stringsFile = path.join(os.tmpdir(), `tool-lint-bench-strings-${process.pid}.json`);
  writeFileSync(stringsFile, JSON.stringify(strings));
  const tok = (lib, enc) => {
    const runs = [];
    for (let i = 0; i < 3; i++) {
      const r = spawnSync(process.execPath, [fileURLToPath(import.meta.url), 'tok', '-', lib, enc, stringsFile], { encoding: 'utf8', cwd: root });
      if (r.status !== 0) throw new Error(r.stderr);
      runs.push(JSON.parse(r.stdout));
    }
    runs.sort((a, b) => a.loadMs + a.countMs - (b.loadMs + b.countMs));
    return runs[1];
  };
  console.log(`tokenizers: ${strings.length.toLocaleString('en-US')} distinct tool strings, ${(chars / 1e6).toFixed(2)} MB (median of 3 fresh processes)`);
  const counts = {};
  for (const enc of ['o200k_base', 'cl100k_base']) {
    for (const lib of ['gpt-tokenizer', 'tool-lint', 'js-tiktoken']) {
      const r = tok(lib, enc);
      (counts[enc] ??= new Set()).add(r.tokens);
      const label = lib === 'tool-lint' ? 'tool-lint countBpe (gpt-tokenizer)' : lib;
      console.log(
        `  ${enc.padEnd(11)} ${label.padEnd(34)} load ${fmt(r.loadMs).padStart(4)} ms  count ${fmt(r.countMs).padStart(5)} ms  ${(r.tokens / (r.countMs / 1000) / 1e6).toFixed(2)} M tokens/s  ${r.tokens.toLocaleString('en-US')} tokens  peak RSS ${fmt(r.maxRssMb)} MB`,
      );
    }
    console.log(`  ${enc}: libraries ${counts[enc].size === 1 ? 'agree on the token count' : 'DISAGREE: ' + [...counts[enc]].join(' vs ')}`);
  }
}

// Rendering dynamic descriptions across a context matrix vs loading the modules once (bench/render.mjs).
await (await import('./render.mjs')).renderBench();

// Start-up of the CLI against a bare Node start (bench/startup.mjs).
(await import('./startup.mjs')).startupBench();

// Scanning one file of 500 to 50,000 tools (bench/scale.mjs).
(await import('./scale.mjs')).scaleBench();
