#!/usr/bin/env node
// Lints every repository of repos.json (checked out and installed by setup.mjs) with one tool-lint binary,
// zero config and the `recommended` preset, and writes what it found:
//
//   node bench/audit/findings/run.mjs [--audit-dir DIR] [--bin PATH] [--label NAME] [--repos-dir DIR] [--only owner/name]
//
//   out-<label>/summary.json   per repository: exit code, seconds, tools, findings per severity and per rule,
//                              findings in test code; and the totals (committed)
//   out-<label>/summary.md     the same as tables (committed)
//   out-<label>/stderr/*.txt   what tool-lint printed on stderr (notes, skipped tools) (committed)
//   out-<label>/full/*.json    the whole `lint --format json` report per repository (not committed: large)
//
// The run is the same for any later binary: only --bin and --label change. A repository whose checkout is not
// at the pinned commit is refused (so two labels always compare the same code).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { argValue, cmp, defaultReposDir, here, isTestPath, loadRepos, slug } from './lib.mjs';

const args = process.argv.slice(2);
const bin = path.resolve(argValue(args, '--bin', '/work/audit-base/bin/tool-lint.js'));
const label = argValue(args, '--label', 'before');
const reposDir = path.resolve(argValue(args, '--repos-dir', defaultReposDir));
const only = argValue(args, '--only', null);
const timeoutMin = Number(argValue(args, '--timeout-min', '30'));

const outDir = path.join(here, `out-${label}`);
for (const sub of ['full', 'stderr']) mkdirSync(path.join(outDir, sub), { recursive: true });
const summaryFile = path.join(outDir, 'summary.json');
const previous = existsSync(summaryFile) ? JSON.parse(readFileSync(summaryFile, 'utf8')) : null;

const version = spawnSync(process.execPath, [bin, '--version'], { encoding: 'utf8' }).stdout.trim();
const binGit = spawnSync('git', ['-C', path.dirname(bin), 'rev-parse', 'HEAD'], { encoding: 'utf8' }).stdout.trim() || null;

const results = {};
for (const r of loadRepos()) {
  if (only && r.repo !== only) {
    if (previous?.repos?.[r.repo]) results[r.repo] = previous.repos[r.repo];
    continue;
  }
  const dir = path.join(reposDir, slug(r.repo));
  const head = spawnSync('git', ['-C', dir, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
  if (head !== r.commit) {
    console.error(`${r.repo}: checkout is at ${head || 'nothing'}, not ${r.commit}: run setup.mjs (skipped)`);
    results[r.repo] = { commit: r.commit, skipped: `checkout not at pinned commit (${head || 'missing'})` };
    continue;
  }
  const fullFile = path.join(outDir, 'full', `${slug(r.repo)}.json`);
  const t0 = Date.now();
  const p = spawnSync(process.execPath, [bin, ...r.paths, '--format', 'json', '--output', fullFile], {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: timeoutMin * 60 * 1000,
    maxBuffer: 512 * 1024 * 1024,
    env: { ...process.env, NO_COLOR: '1' },
  });
  const seconds = Math.round((Date.now() - t0) / 100) / 10;
  writeFileSync(path.join(outDir, 'stderr', `${slug(r.repo)}.txt`), `${p.stdout ?? ''}${p.stderr ?? ''}`);
  const entry = { commit: r.commit, kind: r.kind, exitCode: p.status, signal: p.signal ?? null, seconds };
  if (existsSync(fullFile) && p.status !== null && p.status !== 2) Object.assign(entry, summarize(JSON.parse(readFileSync(fullFile, 'utf8'))));
  results[r.repo] = entry;
  console.log(`${r.repo}: exit ${p.status} in ${seconds}s, ${entry.findings ?? '?'} findings (${entry.bySeverity ? (entry.bySeverity.error ?? 0) : '?'} errors)`);
}

function summarize(report) {
  const diags = (report.diagnostics ?? []).filter((d) => !d.suppressed);
  const bySeverity = {};
  const byRule = {};
  let inTests = 0;
  let errorsInTests = 0;
  for (const d of diags) {
    bySeverity[d.severity] = (bySeverity[d.severity] ?? 0) + 1;
    byRule[d.ruleId] ??= {};
    byRule[d.ruleId][d.severity] = (byRule[d.ruleId][d.severity] ?? 0) + 1;
    if (isTestPath(d.file)) {
      inTests++;
      if (d.severity === 'error') errorsInTests++;
    }
  }
  const tools = report.tools ?? [];
  return {
    tools: tools.length,
    toolsInTests: tools.filter((t) => isTestPath(t.file)).length,
    findings: diags.length,
    bySeverity: sortKeys(bySeverity),
    byRule: sortKeys(Object.fromEntries(Object.entries(byRule).map(([k, v]) => [k, sortKeys(v)]))),
    findingsInTests: inTests,
    errorsInTests,
  };
}

function sortKeys(o) {
  return Object.fromEntries(Object.entries(o).sort(([a], [b]) => cmp(a, b)));
}

const totals = { repos: 0, exit0: 0, exit1: 0, exitOther: 0, tools: 0, findings: 0, findingsInTests: 0, errorsInTests: 0, bySeverity: {}, byRule: {} };
for (const e of Object.values(results)) {
  if (e.skipped) continue;
  totals.repos++;
  if (e.exitCode === 0) totals.exit0++;
  else if (e.exitCode === 1) totals.exit1++;
  else totals.exitOther++;
  totals.tools += e.tools ?? 0;
  totals.findings += e.findings ?? 0;
  totals.findingsInTests += e.findingsInTests ?? 0;
  totals.errorsInTests += e.errorsInTests ?? 0;
  for (const [s, n] of Object.entries(e.bySeverity ?? {})) totals.bySeverity[s] = (totals.bySeverity[s] ?? 0) + n;
  for (const [rule, sev] of Object.entries(e.byRule ?? {})) {
    totals.byRule[rule] ??= {};
    for (const [s, n] of Object.entries(sev)) totals.byRule[rule][s] = (totals.byRule[rule][s] ?? 0) + n;
  }
}
totals.bySeverity = sortKeys(totals.bySeverity);
totals.byRule = sortKeys(Object.fromEntries(Object.entries(totals.byRule).map(([k, v]) => [k, sortKeys(v)])));

const summary = { label, tool: { bin, version, git: binGit }, config: 'zero config (recommended preset)', repos: sortKeys(results), totals };
writeFileSync(summaryFile, JSON.stringify(summary, null, 2) + '\n');
writeFileSync(path.join(outDir, 'summary.md'), renderMarkdown(summary));
console.log(`wrote ${path.relative(process.cwd(), outDir)}/summary.{json,md}`);

function renderMarkdown(s) {
  const L = [];
  L.push(`# Findings audit, run \`${s.label}\``, '');
  L.push(`tool-lint ${s.tool.version}${s.tool.git ? ` (${s.tool.git.slice(0, 12)})` : ''}, ${s.config}, \`lint <paths> --format json\` from each checkout.`, '');
  L.push('| repository | kind | exit | seconds | tools | findings | errors | warnings | in test code (errors) |');
  L.push('|---|---|---|---|---|---|---|---|---|');
  for (const [repo, e] of Object.entries(s.repos)) {
    if (e.skipped) {
      L.push(`| ${repo} @ ${e.commit.slice(0, 10)} | | skipped: ${e.skipped} | | | | | | |`);
      continue;
    }
    L.push(
      `| ${repo} @ ${e.commit.slice(0, 10)} | ${e.kind} | ${e.exitCode} | ${e.seconds} | ${e.tools ?? ''} | ${e.findings ?? ''} | ${e.bySeverity?.error ?? 0} | ${e.bySeverity?.warn ?? 0} | ${e.findingsInTests ?? ''} (${e.errorsInTests ?? ''}) |`,
    );
  }
  const t = s.totals;
  L.push(
    `| **total** (${t.repos} repos) | | ${t.exit1} exit 1, ${t.exit0} exit 0${t.exitOther ? `, ${t.exitOther} other` : ''} | | ${t.tools} | ${t.findings} | ${t.bySeverity.error ?? 0} | ${t.bySeverity.warn ?? 0} | ${t.findingsInTests} (${t.errorsInTests}) |`,
  );
  L.push('', '## Findings per rule', '', '| rule | errors | warnings | repositories |', '|---|---|---|---|');
  for (const [rule, sev] of Object.entries(t.byRule)) {
    const where = Object.entries(s.repos).filter(([, e]) => e.byRule?.[rule]).length;
    L.push(`| ${rule} | ${sev.error ?? 0} | ${sev.warn ?? 0} | ${where} |`);
  }
  L.push('', 'Test code = paths matching the audit\'s own pattern (lib.mjs `isTestPath`): tests, specs, fixtures, mocks, e2e, evals, test utilities.', '');
  return L.join('\n');
}
