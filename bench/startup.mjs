// Start-up cost of the CLI (issue 13), against a bare Node start measured in the same rounds:
//   --version                                  target ≤ 1.5× `node -e 0`
//   --files-from-args on a file with no tool   target ≤ 2×   (a pre-commit hook on a README or a util)
//   --files-from-args on one changed tool file, in a 200-file project, against a full lint of it
// Each round runs every command once, in a fresh process, one after the other (so a busy machine
// slows them alike); the figure is the median over the rounds, wall clock and CPU (user + sys,
// from bash's `time`). Uses dist/ (npm run build) through bin/tool-lint.js, as a user's hook would.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
// BENCH_BIN: another build's bin/tool-lint.js, to compare (e.g. a checkout of an older commit).
const BIN = process.env.BENCH_BIN ? path.resolve(process.env.BENCH_BIN) : path.join(root, 'bin', 'tool-lint.js');
const TOOL_FILES = 40;
const LIB_FILES = 159;

/** A 200-file TypeScript agent: 40 tool modules (80 tools, zod and JSON Schema, 4 with prompt(ctx)), 159 ordinary modules, an entry point. */
export function generateProject() {
  const dir = path.join(os.tmpdir(), `tool-lint-bench-startup-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'src', 'tools'), { recursive: true });
  mkdirSync(path.join(dir, 'src', 'lib'), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'bench-agent', private: true, type: 'module', dependencies: { '@anthropic-ai/sdk': '*', zod: '*' } }));
  writeFileSync(path.join(dir, 'README.md'), '# bench agent\n\nAn agent with many tools.\n');
  writeFileSync(
    path.join(dir, 'tool-lint.config.ts'),
    `import { defineConfig } from 'tool-lint';\n\nexport default defineConfig({\n  providers: ['anthropic', 'openai'],\n  exclude: ['**/*.test.ts'],\n  rules: { 'require-param-description': 'error' },\n});\n`,
  );
  for (let i = 0; i < LIB_FILES; i++) {
    const next = (i + 1) % LIB_FILES;
    writeFileSync(
      path.join(dir, 'src', 'lib', `util-${i}.ts`),
      `import { format${next} } from './util-${next}.js';\n\nexport interface Record${i} {\n  id: string;\n  createdAt: Date;\n  tags: string[];\n}\n\n` +
        `export function format${i}(r: Record${i}): string {\n  return \`\${r.id} (\${r.tags.join(', ')})\`;\n}\n\n` +
        `export function group${i}(items: Record${i}[]): Map<string, Record${i}[]> {\n  const out = new Map<string, Record${i}[]>();\n  for (const item of items) {\n    const key = item.tags[0] ?? 'none';\n    out.set(key, [...(out.get(key) ?? []), item]);\n  }\n  return out;\n}\n\nexport const label${i} = typeof format${next} === 'function' ? 'util-${i}' : '';\n`,
    );
  }
  const names = [];
  for (let i = 0; i < TOOL_FILES; i++) {
    const a = `lookup_record_${i}`;
    const b = `update_record_${i}`;
    names.push(`tool${i}a`, `tool${i}b`);
    const dynamic = i % 10 === 0;
    writeFileSync(
      path.join(dir, 'src', 'tools', `tools-${i}.ts`),
      `import { z } from 'zod';\nimport { format${i} } from '../lib/util-${i}.js';\n\n` +
        `export const tool${i}a = {\n  name: '${a}',\n  description: 'Look up one record of kind ${i} by its id. Returns the record with its tags, or an error when no record has that id.',\n` +
        `  input_schema: { type: 'object', properties: { id: { type: 'string', description: 'Record id, e.g. rec_${i}_0042' } }, required: ['id'] },\n};\n\n` +
        `export const tool${i}b = {\n  name: '${b}',\n` +
        (dynamic
          ? `  async prompt(ctx: { model?: string }) {\n    return 'Update a record of kind ${i}.' + (ctx.model?.includes('mini') ? '' : ' Only the fields given change; the rest stay as they are.');\n  },\n`
          : `  description: 'Update a record of kind ${i}. Only the fields given change; the rest stay as they are.',\n`) +
        `  inputSchema: z.object({ id: z.string().describe('Record id'), tags: z.array(z.string()).describe('New tags, replacing the old ones') }),\n` +
        `  async call(input: { id: string; tags: string[] }) {\n    return format${i}({ id: input.id, createdAt: new Date(0), tags: input.tags });\n  },\n};\n`,
    );
  }
  writeFileSync(
    path.join(dir, 'src', 'index.ts'),
    `${Array.from({ length: TOOL_FILES }, (_, i) => `import { tool${i}a, tool${i}b } from './tools/tools-${i}.js';`).join('\n')}\n\nexport const tools = [${names.join(', ')}];\n`,
  );
  return dir;
}

function once(args, cwd) {
  const cmd = args.map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  const t0 = performance.now();
  const r = spawnSync('bash', ['-c', `TIMEFORMAT='%U %S'; { time ${cmd} >/dev/null 2>/tmp/tool-lint-bench-startup.err ; } 2>&1`], { cwd, encoding: 'utf8' });
  const wall = performance.now() - t0;
  const [user, sys] = r.stdout.trim().split('\n').pop().split(' ').map(Number);
  return { wall, cpu: (user + sys) * 1000 };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export function startupBench(rounds = Number(process.env.BENCH_STARTUP_ROUNDS ?? 11)) {
  const dir = generateProject();
  try {
    const cases = [
      ['node -e 0', [process.execPath, '-e', '0']],
      ['tool-lint --version', [process.execPath, BIN, '--version']],
      ['--files-from-args README.md (no tool)', [process.execPath, BIN, '--files-from-args', 'README.md']],
      ['--files-from-args src/lib/util-7.ts (no tool)', [process.execPath, BIN, '--files-from-args', 'src/lib/util-7.ts']],
      ['--files-from-args src/tools/tools-17.ts', [process.execPath, BIN, '--files-from-args', 'src/tools/tools-17.ts']],
      ['full lint of the project', [process.execPath, BIN, '.']],
    ];
    const results = cases.map(() => ({ wall: [], cpu: [] }));
    for (let r = 0; r < rounds; r++) {
      cases.forEach(([, args], i) => {
        const m = once(args, dir);
        results[i].wall.push(m.wall);
        results[i].cpu.push(m.cpu);
      });
    }
    const base = { wall: median(results[0].wall), cpu: median(results[0].cpu) };
    const full = { wall: median(results[5].wall), cpu: median(results[5].cpu) };
    console.log(`start-up: 200-file project (${TOOL_FILES} tool modules, ${TOOL_FILES * 2} tools, ${LIB_FILES} other modules, tool-lint.config.ts), median of ${rounds} rounds`);
    cases.forEach(([label], i) => {
      const wall = median(results[i].wall);
      const cpu = median(results[i].cpu);
      const vsNode = `${(wall / base.wall).toFixed(2)}× node wall, ${(cpu / base.cpu).toFixed(2)}× cpu`;
      const vsFull = i >= 4 ? `   ${(wall / full.wall).toFixed(2)}× the full lint` : '';
      console.log(`  ${label.padEnd(46)} wall ${wall.toFixed(0).padStart(5)} ms  cpu ${cpu.toFixed(0).padStart(5)} ms  ${i ? vsNode : ''}${vsFull}`);
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) startupBench();
