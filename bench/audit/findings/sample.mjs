#!/usr/bin/env node
// Draws the findings to judge by hand from a run (out-<label>/full/*.json), reproducibly:
//
//   node bench/audit/findings/sample.mjs [--audit-dir DIR] [--label NAME] [--seed N] [--all-errors-below 60] [--errors 60] [--warnings 50]
//
// Errors: all of them when there are fewer than --all-errors-below, else --errors drawn at random stratified
// by rule. Warnings: --warnings drawn at random stratified by rule. Stratified = every rule gets at least one
// draw, the rest is shared in proportion to the rule's count (largest remainder); inside a rule the findings
// are put in a stable order and shuffled with a seeded generator (seed: --seed, else a hash of the label).
// Writes sample-<label>.jsonl, one finding a line with empty `verdict`/`reason` to fill in by hand;
// judgments-<label>.jsonl is that file once judged.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { argValue, cmp, here, isTestPath, loadRepos, rng, seedOf, slug, sortFindings } from './lib.mjs';

const args = process.argv.slice(2);
const label = argValue(args, '--label', 'before');
const seed = Number(argValue(args, '--seed', String(seedOf(`findings-audit:${label}`))));
const allErrorsBelow = Number(argValue(args, '--all-errors-below', '60'));
const nErrors = Number(argValue(args, '--errors', '60'));
const nWarnings = Number(argValue(args, '--warnings', '50'));

const fullDir = path.join(here, `out-${label}`, 'full');
const findings = [];
for (const r of loadRepos()) {
  const file = path.join(fullDir, `${slug(r.repo)}.json`);
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  for (const d of report.diagnostics ?? []) {
    if (d.suppressed) continue;
    findings.push({
      repo: r.repo,
      commit: r.commit,
      file: d.file,
      line: d.line,
      column: d.column,
      ruleId: d.ruleId,
      severity: d.severity,
      message: d.message,
      tool: d.tool ?? null,
      testCode: isTestPath(d.file),
    });
  }
}
sortFindings(findings);

const random = rng(seed);
function stratified(list, n) {
  const byRule = new Map();
  for (const f of list) (byRule.get(f.ruleId) ?? byRule.set(f.ruleId, []).get(f.ruleId)).push(f);
  const rules = [...byRule.keys()].sort(cmp);
  const quota = new Map(rules.map((r) => [r, Math.min(1, byRule.get(r).length)]));
  let left = n - [...quota.values()].reduce((a, b) => a + b, 0);
  if (left > 0) {
    const total = list.length;
    const shares = rules.map((r) => {
      const room = byRule.get(r).length - quota.get(r);
      const exact = (byRule.get(r).length / total) * left;
      return { r, room, whole: Math.min(room, Math.floor(exact)), frac: exact - Math.floor(exact) };
    });
    for (const s of shares) {
      quota.set(s.r, quota.get(s.r) + s.whole);
      left -= s.whole;
    }
    // Largest remainder first, then rule id; skip rules that are exhausted.
    const order = shares.sort((a, b) => b.frac - a.frac || cmp(a.r, b.r));
    while (left > 0 && order.some((s) => byRule.get(s.r).length > quota.get(s.r))) {
      for (const s of order) {
        if (left === 0) break;
        if (byRule.get(s.r).length > quota.get(s.r)) {
          quota.set(s.r, quota.get(s.r) + 1);
          left--;
        }
      }
    }
  }
  const picked = [];
  for (const r of rules) {
    const items = byRule.get(r).slice();
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [items[i], items[j]] = [items[j], items[i]];
    }
    picked.push(...items.slice(0, quota.get(r)));
  }
  return picked;
}

const errors = findings.filter((f) => f.severity === 'error');
const warnings = findings.filter((f) => f.severity !== 'error');
const pickedErrors = errors.length < allErrorsBelow ? errors.slice() : stratified(errors, nErrors);
const pickedWarnings = stratified(warnings, nWarnings);
const sample = sortFindings([...pickedErrors, ...pickedWarnings]).map((f) => ({ ...f, verdict: '', reason: '' }));
writeFileSync(path.join(here, `sample-${label}.jsonl`), sample.map((f) => JSON.stringify(f)).join('\n') + '\n');
console.log(
  `seed ${seed}: ${errors.length} errors (${pickedErrors.length} drawn${errors.length < allErrorsBelow ? ', all' : ', stratified by rule'}), ` +
    `${warnings.length} warnings (${pickedWarnings.length} drawn, stratified by rule) -> sample-${label}.jsonl`,
);
