#!/usr/bin/env node
// Held-out scanner recall across audits: the first run (`results-before.json`) of every
// bench/audit/scanner-N from --from on, summed. Each first run is on the build frozen before that
// audit's repositories were picked, so the sum is a held-out figure.
//   node bench/audit/scanner/cumulative.mjs [--from 8]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { from: { type: 'string', default: '8' } } });
const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const audits = readdirSync(root)
  .map((d) => /^scanner-(\d+)$/.exec(d))
  .filter((m) => m && Number(m[1]) >= Number(values.from))
  .map((m) => Number(m[1]))
  .sort((a, b) => a - b);
const sum = { audits: 0, labelled: 0, found: 0, exact: 0, falsePositives: 0 };
for (const n of audits) {
  const file = path.join(root, `scanner-${n}`, 'results-before.json');
  if (!existsSync(file)) {
    console.log(`scanner-${n}: no results-before.json`);
    continue;
  }
  const r = JSON.parse(readFileSync(file, 'utf8'));
  const t = r.totals?.all ?? r.overall ?? r.totals;
  if (!t || t.labelled === undefined) {
    console.log(`scanner-${n}: no totals`);
    continue;
  }
  sum.audits++;
  for (const k of ['labelled', 'found', 'exact', 'falsePositives']) sum[k] += t[k] ?? 0;
  console.log(`scanner-${n}: ${t.found}/${t.labelled} found, ${t.exact} by the exact name, ${t.falsePositives ?? 0} false`);
}
const pct = (a, b) => (b ? ((100 * a) / b).toFixed(1) : '—');
console.log(`\n${sum.audits} audits, ${sum.labelled} tools: ${sum.found} found (${pct(sum.found, sum.labelled)}%), ${sum.exact} by the exact name (${pct(sum.exact, sum.labelled)}%), ${sum.falsePositives} false reports`);
