#!/usr/bin/env node
// Compares what two builds of tool-lint find (`list --format json`) in every audit checkout: the tools
// one reports and the other does not, by file, line and name. A scanner change is read against this
// before it lands: every new tool must be a tool, every lost one explained.
//
//   node bench/audit/diff-builds.mjs --old /work/frozen-6/bin/tool-lint.js --new bin/tool-lint.js [--repos /work/audit-repos] [--only owner+repo]
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { old: { type: 'string' }, new: { type: 'string' }, repos: { type: 'string', default: '/work/audit-repos' }, only: { type: 'string' } } });
if (!values.old || !values.new) {
  console.error('usage: diff-builds.mjs --old <bin> --new <bin> [--repos dir] [--only owner+repo]');
  process.exit(2);
}

function tools(bin, cwd) {
  try {
    const out = execFileSync(process.execPath, ['--max-old-space-size=4096', bin, 'list', '--format', 'json', '.'], { cwd, encoding: 'utf8', maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'ignore'], timeout: 600_000 });
    return new Set(JSON.parse(out).tools.map((t) => `${t.file}:${t.line} ${t.name}${t.resolved ? '' : ' (unresolved)'}`));
  } catch (error) {
    return new Set([`! failed: ${String(error.message).split('\n')[0]}`]);
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
console.log(`\n${added} tools found only by the new build, ${removed} only by the old one`);
