#!/usr/bin/env node
// Compares what two builds of tool-lint find in every audit checkout: the tools (`list --format json`)
// one reports and the other does not, by file, line and name; with --lint, the findings (`lint
// --no-eval --format json`: rule, severity, file, line, message). A scanner or rule change is read
// against this before it lands: every new tool must be a tool, every new finding judged, every lost
// one explained.
//
//   node bench/audit/diff-builds.mjs --old /work/frozen-6/bin/tool-lint.js --new bin/tool-lint.js [--lint] [--repos /work/audit-repos] [--only owner+repo]
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { old: { type: 'string' }, new: { type: 'string' }, repos: { type: 'string', default: '/work/audit-repos' }, only: { type: 'string' }, lint: { type: 'boolean', default: false } } });
if (!values.old || !values.new) {
  console.error('usage: diff-builds.mjs --old <bin> --new <bin> [--repos dir] [--only owner+repo]');
  process.exit(2);
}

function tools(bin, cwd) {
  const args = values.lint ? ['lint', '--no-eval', '--format', 'json', '.'] : ['list', '--format', 'json', '.'];
  try {
    const out = run(bin, args, cwd);
    const json = JSON.parse(out);
    if (values.lint) return new Set(json.diagnostics.map((d) => `${d.severity} ${d.ruleId} ${d.file}:${d.line} ${d.message}`));
    return new Set(json.tools.map((t) => `${t.file}:${t.line} ${t.name}${t.resolved ? '' : ' (unresolved)'}`));
  } catch (error) {
    return new Set([`! failed: ${String(error.message).split('\n')[0]}`]);
  }
}

/** The report on stdout; `lint` exits 1 when it finds errors, which is not a failure here. */
function run(bin, args, cwd) {
  try {
    return execFileSync(process.execPath, ['--max-old-space-size=4096', bin, ...args], { cwd, encoding: 'utf8', maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'ignore'], timeout: 600_000 });
  } catch (error) {
    if (error.status === 1 && error.stdout) return error.stdout;
    throw error;
  }
}

let added = 0;
let removed = 0;
for (const dir of readdirSync(values.repos).sort()) {
  if (values.only && dir !== values.only) continue;
  const cwd = path.join(values.repos, dir);
  const a = tools(path.resolve(values.old), cwd);
  const b = tools(path.resolve(values.new), cwd);
  const plus = [...b].filter((t) => !a.has(t)).sort();
  const minus = [...a].filter((t) => !b.has(t)).sort();
  added += plus.length;
  removed += minus.length;
  console.log(`${dir}: ${a.size} → ${b.size}${plus.length || minus.length ? ` (+${plus.length} −${minus.length})` : ''}`);
  for (const t of plus) console.log(`  + ${t}`);
  for (const t of minus) console.log(`  - ${t}`);
}
console.log(`\n${added} ${values.lint ? 'findings' : 'tools'} only from the new build, ${removed} only from the old one`);
