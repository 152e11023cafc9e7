// Rendering cost (issue 4): 100 dynamic tools (TS modules importing zod and three shared modules,
// Claude-Code-style buildTool({ name, async prompt(ctx) })) × 12 matrix cells, against loading the
// modules once (one esbuild build + one sandbox importing every module). Each figure is the median
// of 3 fresh processes; the scan of the generated project is not counted. Uses dist/ (npm run build).
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const TOOLS = 100;
const MATRIX = { model: ['claude-sonnet-4-5', 'gpt-4o', 'llama-3.1-8b'], locale: ['en', 'zh-TW'], flags: { compactLinePrefix: [true, false] } };

/** One measurement in this (fresh) process: `node bench/render.mjs <case> <projectDir>`. */
async function runCase(which, dir) {
  const { scan } = await import(path.join(root, 'dist/src/scan/scan.js'));
  const { resolveMatrix } = await import(path.join(root, 'dist/src/config/matrix.js'));
  const { renderTools } = await import(path.join(root, 'dist/src/render/render.js'));
  const scanned = await scan(['.'], { cwd: dir });
  const dynamic = scanned.tools.filter((t) => t.description.kind === 'dynamic');
  if (dynamic.length !== TOOLS) throw new Error(`expected ${TOOLS} dynamic tools, found ${dynamic.length}`);
  const t0 = performance.now();
  let out = {};
  if (which === 'load') {
    // The same sandbox the renderer starts (permissions, guards), loading every module once.
    const { buildBundle } = await import(path.join(root, 'dist/src/render/bundle.js'));
    const { Sandbox } = await import(path.join(root, 'dist/src/render/sandbox.js'));
    const { readableRoots } = await import(path.join(root, 'dist/src/render/permissions.js'));
    const ids = new Map(dynamic.map((t, i) => [`t${i}`, t]));
    const bundle = await buildBundle({ cwd: dir, index: scanned.index, tools: ids, schemas: false });
    const readable = readableRoots(bundle.dir, dir, bundle.inputs);
    const sb = new Sandbox(bundle.runner, dir, 512, readable);
    sb.send({ t: 'load', entries: [...bundle.entries.values()], names: [], descriptions: [], readable });
    for (;;) {
      const m = await sb.next(60_000);
      if (m.t === 'ready') break;
      if (m.t !== 'prelude' && m.t !== 'loaded') throw new Error(`sandbox: ${JSON.stringify(m).slice(0, 300)}`);
    }
    sb.kill();
    rmSync(bundle.dir, { recursive: true, force: true });
    out = { buildMs: bundle.buildMs, renders: 0, processes: 1 };
  } else {
    const cells = which === 'render-1' ? { model: ['gpt-4o'], locale: ['en'] } : MATRIX;
    const r = await renderTools(scanned.tools, scanned.index, { cwd: dir, matrix: resolveMatrix(cells, undefined), isolates: which === 'lint-12x2' ? 2 : 1 });
    const failed = r.entries.filter((e) => e.error);
    if (failed.length) throw new Error(`render failed: ${failed[0].error.message}`);
    out = { buildMs: r.stats.buildMs, renders: r.stats.renders, processes: r.stats.processes };
  }
  process.stdout.write(JSON.stringify({ ms: performance.now() - t0, ...out }));
}

export function generate() {
  const dir = path.join(os.tmpdir(), `tool-lint-bench-render-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'src/tools'), { recursive: true });
  mkdirSync(path.join(dir, 'src/shared'), { recursive: true });
  // The project's packages (zod) come from tool-lint's own node_modules.
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'bench-agent', private: true, type: 'module' }));
  writeFileSync(
    path.join(dir, 'src/shared/models.ts'),
    `export function isSmallModel(model: string | undefined): boolean {\n  return ['8b', 'scout', 'mini', 'flash'].some((m) => (model ?? '').toLowerCase().includes(m));\n}\n`,
  );
  writeFileSync(path.join(dir, 'src/shared/locale.ts'), `export function pick(locale: string | undefined, en: string, zh: string): string {\n  return locale === 'zh-TW' ? zh : en;\n}\n`);
  writeFileSync(
    path.join(dir, 'src/shared/tool.ts'),
    `import type { z } from 'zod';\nexport interface Ctx { model?: string; locale?: string; flags: Record<string, unknown>; availableTools: string[] }\nexport interface ToolDef<I extends z.ZodTypeAny> { name: string; inputSchema: I; prompt(ctx: Ctx): Promise<string>; call(input: z.infer<I>): Promise<string> }\nexport function buildTool<I extends z.ZodTypeAny>(def: ToolDef<I>): ToolDef<I> {\n  return def;\n}\n`,
  );
  for (let i = 0; i < TOOLS; i++) {
    const n = String(i).padStart(3, '0');
    writeFileSync(
      path.join(dir, `src/tools/tool${n}.ts`),
      `import { z } from 'zod';
import { pick } from '../shared/locale.js';
import { isSmallModel } from '../shared/models.js';
import { buildTool } from '../shared/tool.js';

export const Tool${n} = buildTool({
  name: 'tool_${n}',
  inputSchema: z.object({ query: z.string().describe('What to look up'), limit: z.number().optional().describe('At most this many results') }),
  async prompt({ model, locale, flags, availableTools }) {
    const base = pick(locale, 'Look up records of kind ${n} by text. Returns at most 20 rows.', '依文字查詢第 ${n} 類紀錄，最多回傳 20 筆。');
    const format = flags.compactLinePrefix ? 'line number + tab' : 'spaces + line number + arrow';
    const related = availableTools.includes('tool_${String((i + 1) % TOOLS).padStart(3, '0')}') ? '\\nFor details, follow up with tool_${String((i + 1) % TOOLS).padStart(3, '0')}.' : '';
    const examples = isSmallModel(model) ? '\\n\\nExample: {"query": "overdue invoices", "limit": 5}' : '';
    return base + '\\nResults are prefixed with ' + format + '.' + related + examples;
  },
  async call({ query }) {
    return query;
  },
});
`,
    );
  }
  return dir;
}

function measure(which, dir) {
  const runs = [];
  for (let i = 0; i < 3; i++) {
    const r = spawnSync(process.execPath, [fileURLToPath(import.meta.url), which, dir], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(r.stderr);
    runs.push(JSON.parse(r.stdout));
  }
  runs.sort((a, b) => a.ms - b.ms);
  return runs[1];
}

export async function renderBench() {
  const dir = generate();
  try {
    const fmt = (n) => n.toFixed(0);
    const load = measure('load', dir);
    const one = measure('render-1', dir);
    const twelve = measure('render-12', dir);
    const lint = measure('lint-12x2', dir);
    console.log(`render: ${TOOLS} dynamic tools (TS, zod + 3 shared modules each), 12 cells = 3 models × 2 locales × 2 flag values; median of 3 fresh processes, scan excluded`);
    console.log(`load   bundle + import all modules once:   ${fmt(load.ms)} ms  (esbuild ${fmt(load.buildMs)} ms, 1 sandbox)`);
    console.log(`render 1 cell:                            ${fmt(one.ms)} ms  ${one.renders} renders, ${one.processes} sandboxes`);
    console.log(`render 12 cells:                          ${fmt(twelve.ms)} ms  ${twelve.renders} renders, ${twelve.processes} sandboxes`);
    console.log(`lint   12 cells × 2 isolates:             ${fmt(lint.ms)} ms  ${lint.renders} renders, ${lint.processes} sandboxes`);
    console.log(`ratio  render 12 cells / load once: ${(twelve.ms / load.ms).toFixed(2)}×; lint (2 isolates) / load once: ${(lint.ms / load.ms).toFixed(2)}×`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const [which, dir] = process.argv.slice(2);
if (process.argv[1] === fileURLToPath(import.meta.url) && which) await runCase(which, dir);
