// Scaling on one huge file (issue 14): `tool-lint --format json` on a single file holding N Vercel
// AI SDK tools (each with a description that carries an example call, and a zod schema of two
// parameters), N = 500, 5,000 and 50,000 (13.7 MB; `maxFileBytes` raised in the project's config).
// Each figure is a fresh CLI process (the median of 3 for the two smaller sizes, one run at 50,000),
// wall time including Node's start. Linear behaviour shows as a per-tool cost ratio near 1; the
// quadratic paths this guards against (a list of every tool name rebuilt per tool) show as a ratio
// that grows with N. Uses dist/ (npm run build).
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const SIZES = (process.env.SCALE_SIZES ?? '500,5000,50000').split(',').map(Number);

function generate(n) {
  const dir = path.join(os.tmpdir(), `tool-lint-bench-scale-${process.pid}-${n}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const lines = [`import { tool } from 'ai';`, `import { z } from 'zod';`, ''];
  for (let i = 0; i < n; i++) {
    lines.push(
      `export const lookup${i} = tool({ description: 'Look up record ${i} in the archive. Example: {"query": "invoice ${i}", "limit": 5}', parameters: z.object({ query: z.string().describe('Text to search for'), limit: z.number().optional().describe('At most this many') }) });`,
    );
  }
  writeFileSync(path.join(dir, 'tools.ts'), `${lines.join('\n')}\n`);
  writeFileSync(path.join(dir, 'tool-lint.config.json'), JSON.stringify({ maxFileBytes: 64 * 1024 * 1024 }));
  return dir;
}

function once(dir) {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [path.join(root, 'bin/tool-lint.js'), '--format', 'json', '--no-eval'], { cwd: dir, encoding: 'utf8', maxBuffer: 1024 * 1024 * 1024 });
  const ms = performance.now() - t0;
  if (r.status !== 0 && r.status !== 1) throw new Error(`tool-lint exited ${r.status}: ${r.stderr.slice(0, 500)}`);
  const tools = JSON.parse(r.stdout).tools.length;
  return { ms, tools };
}

export function scaleBench() {
  const rows = [];
  for (const n of SIZES) {
    const dir = generate(n);
    try {
      const runs = Array.from({ length: n >= 50000 ? 1 : 3 }, () => once(dir)).sort((a, b) => a.ms - b.ms);
      const r = runs[Math.floor(runs.length / 2)];
      if (r.tools !== n) throw new Error(`expected ${n} tools, found ${r.tools}`);
      rows.push({ n, ms: r.ms });
      console.log(`scale  ${String(n).padStart(6)} tools in one file: ${r.ms.toFixed(0).padStart(7)} ms  ${(r.ms / n).toFixed(3)} ms/tool`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (first && last && last !== first) {
    console.log(`ratio  ${last.n} / ${first.n} tools: time ${(last.ms / first.ms).toFixed(1)}× for ${last.n / first.n}× the tools; per-tool cost ${(last.ms / last.n / (first.ms / first.n)).toFixed(2)}× (1 = linear; below 1: start-up cost spread over more tools)`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) scaleBench();
