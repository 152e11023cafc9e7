#!/usr/bin/env node
// Held-out scanner audit: runs `tool-lint list --format json` on every labelled repository at its
// pinned commit and scores the reported tools against the hand-made labels in ./labels.
//
//   node bench/audit/scanner/score.mjs [--bin path/to/bin/tool-lint.js] [--label before] [--repo owner/name]
//
// Another audit's folder (its own labels/ and results) is given with --audit-dir; the second audit's
// score.mjs does that. Writes results-<label>.json and results-<label>.md in the audit's folder. Output is deterministic for
// the same bin and the same checkouts (no timings, sorted everywhere). See README.md for the method.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureCheckout } from './checkout.mjs';

const FAMILIES = ['vercel-ai', 'langchain', 'raw-openai-anthropic', 'mcp', 'agent-framework'];

const { values: opts } = parseArgs({
  options: {
    bin: { type: 'string', default: '/work/audit-base/bin/tool-lint.js' },
    label: { type: 'string', default: 'run' },
    repo: { type: 'string', multiple: true },
    'audit-dir': { type: 'string', default: path.dirname(fileURLToPath(import.meta.url)) },
    out: { type: 'string' },
  },
});
const HERE = path.resolve(opts['audit-dir']);
opts.out ??= HERE;
if (!/^[A-Za-z0-9._-]+$/.test(opts.label)) throw new Error(`--label must be a plain word, got ${opts.label}`);

const byStr = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

function loadLabels() {
  const dir = path.join(HERE, 'labels');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort(byStr)
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')))
    .filter((l) => !opts.repo || opts.repo.includes(l.repo));
}

function runList(bin, cwd, paths) {
  let stdout;
  try {
    stdout = execFileSync(process.execPath, [path.resolve(bin), 'list', ...paths, '--format', 'json'], {
      cwd,
      maxBuffer: 1 << 30,
      stdio: ['ignore', 'pipe', 'ignore'],
      env: { ...process.env, NO_COLOR: '1' },
      timeout: 30 * 60 * 1000,
    }).toString('utf8');
  } catch (error) {
    // Exit code 1 only means error-level diagnostics were printed; the listing is still complete.
    if (error.status === 1 && error.stdout) stdout = error.stdout.toString('utf8');
    else return { error: `tool-lint exited ${error.status ?? error.signal ?? error.code}` };
  }
  try {
    const parsed = JSON.parse(stdout);
    return { tools: parsed.tools ?? [] };
  } catch {
    return { error: 'tool-lint printed no JSON' };
  }
}

const contains = (region, report) => region.file === report.file && report.line >= region.line && report.line <= region.endLine;
const span = (region) => region.endLine - region.line;

/** Scores one repository: matches reports to labels and classifies everything left over. */
function scoreRepo(labels, reports) {
  const tools = labels.tools.map((t, index) => ({
    ...t,
    index,
    regions: [{ file: t.file, line: t.line, endLine: t.endLine, primary: true }, ...(t.alt ?? []).map((a) => ({ ...a, primary: false }))],
  }));
  const rep = reports
    .map((r) => ({ name: r.name, resolved: r.resolved !== false, framework: r.framework, file: r.file, line: r.line, endLine: r.endLine }))
    .sort((a, b) => byStr(a.file, b.file) || a.line - b.line || byStr(a.name, b.name));

  // Every (report, label) pair whose region holds the report, best first: same name, primary
  // location, tightest region; then a greedy one-to-one assignment.
  const pairs = [];
  rep.forEach((r, ri) => {
    for (const t of tools) {
      const inside = t.regions.filter((g) => contains(g, r));
      if (!inside.length) continue;
      const best = inside.sort((a, b) => Number(b.primary) - Number(a.primary) || span(a) - span(b))[0];
      pairs.push({ ri, t, nameOk: r.resolved && r.name === t.name, primary: best.primary, span: span(best) });
    }
  });
  pairs.sort((a, b) => Number(b.nameOk) - Number(a.nameOk) || Number(b.primary) - Number(a.primary) || a.span - b.span || a.ri - b.ri || a.t.index - b.t.index);
  const reportOf = new Map();
  const labelOf = new Map();
  for (const p of pairs) {
    if (reportOf.has(p.t.index) || labelOf.has(p.ri)) continue;
    reportOf.set(p.t.index, { ri: p.ri, nameOk: p.nameOk, primary: p.primary });
    labelOf.set(p.ri, p.t);
  }

  const out = { hits: [], halfHits: [], misses: [], falsePositives: [], ignored: [], testHits: [], optionalHits: [] };
  for (const t of tools) {
    const m = reportOf.get(t.index);
    const where = { name: t.name, file: t.file, line: t.line, endLine: t.endLine, family: t.family, shape: t.shape };
    if (!m) {
      if (t.optional) continue;
      const silent = !rep.some((r) => t.regions.some((g) => contains(g, r)));
      (t.test ? (out.testMisses ??= []) : out.misses).push({ ...where, silent });
      continue;
    }
    const r = rep[m.ri];
    const got = { ...where, reported: { name: r.name, resolved: r.resolved, framework: r.framework, file: r.file, line: r.line }, atAlt: !m.primary };
    if (t.optional) out.optionalHits.push(got);
    else if (t.test) out.testHits.push({ ...got, nameOk: m.nameOk });
    else if (m.nameOk) out.hits.push(got);
    else out.halfHits.push(got);
  }
  rep.forEach((r, ri) => {
    if (labelOf.has(ri)) return;
    const regions = [
      ...tools.flatMap((t) => t.regions.map((g) => ({ ...g, kind: 'duplicate', what: `second report inside the labelled tool ${t.name}` }))),
      ...(labels.notTools ?? []).map((n) => ({ ...n, kind: 'look-alike' })),
      ...(labels.ignore ?? []).map((n) => ({ ...n, kind: 'ignored', what: n.why })),
    ].filter((g) => contains(g, r));
    const region = regions.sort((a, b) => span(a) - span(b) || byStr(a.kind, b.kind))[0];
    const fp = { name: r.name, resolved: r.resolved, framework: r.framework, file: r.file, line: r.line, kind: region?.kind ?? 'unlabelled' };
    if (region?.what) fp.what = region.what;
    if (fp.kind === 'ignored') out.ignored.push(fp);
    else out.falsePositives.push(fp);
  });
  return { reports: rep.length, ...out };
}

function metrics(rows) {
  const labelled = rows.hits + rows.halfHits + rows.misses;
  const found = rows.hits + rows.halfHits;
  const claimed = found + rows.fp;
  const pct = (n, d) => (d ? Math.round((1000 * n) / d) / 10 : null);
  return {
    labelled,
    found,
    exact: rows.hits,
    halfHits: rows.halfHits,
    misses: rows.misses,
    silentMisses: rows.silent,
    falsePositives: rows.fp,
    recall: pct(found, labelled),
    recallExactName: pct(rows.hits, labelled),
    recallHalfCredit: pct(rows.hits + rows.halfHits / 2, labelled),
    precision: pct(found, claimed),
  };
}

const zero = () => ({ hits: 0, halfHits: 0, misses: 0, silent: 0, fp: 0 });

async function main() {
  const all = loadLabels();
  const repos = [];
  for (const labels of all) {
    const dir = await ensureCheckout(labels.repo, labels.commit);
    const run = runList(opts.bin, dir, labels.paths);
    if (run.error) {
      repos.push({ repo: labels.repo, commit: labels.commit, family: labels.family, error: run.error });
      process.stderr.write(`${labels.repo}: ${run.error}\n`);
      continue;
    }
    const scored = scoreRepo(labels, run.tools);
    repos.push({ repo: labels.repo, commit: labels.commit, family: labels.family, paths: labels.paths, ...scored });
    process.stderr.write(`${labels.repo}: ${scored.hits.length + scored.halfHits.length}/${scored.hits.length + scored.halfHits.length + scored.misses.length} found, ${scored.falsePositives.length} false positives\n`);
  }

  const perRepo = {};
  const perFamily = Object.fromEntries(FAMILIES.map((f) => [f, zero()]));
  const total = zero();
  const tests = { labelled: 0, found: 0, exact: 0 };
  for (const r of repos) {
    if (r.error) continue;
    const row = zero();
    const add = (family, key, n = 1) => {
      row[key] += n;
      (perFamily[family] ??= zero())[key] += n;
      total[key] += n;
    };
    for (const h of r.hits) add(h.family, 'hits');
    for (const h of r.halfHits) add(h.family, 'halfHits');
    for (const m of r.misses) {
      add(m.family, 'misses');
      if (m.silent) add(m.family, 'silent');
    }
    // A false positive belongs to no label; it is charged to the repository's family.
    for (const _ of r.falsePositives) add(r.family, 'fp');
    perRepo[r.repo] = metrics(row);
    tests.labelled += r.testHits.length + (r.testMisses?.length ?? 0);
    tests.found += r.testHits.length;
    tests.exact += r.testHits.filter((h) => h.nameOk).length;
  }
  const result = {
    label: opts.label,
    bin: opts.bin,
    repositories: repos.map((r) => ({ repo: r.repo, commit: r.commit, family: r.family, paths: r.paths, error: r.error })),
    overall: metrics(total),
    perFamily: Object.fromEntries(Object.entries(perFamily).map(([f, row]) => [f, metrics(row)])),
    perRepo,
    testOnlyTools: tests,
    details: Object.fromEntries(
      repos
        .filter((r) => !r.error)
        .map((r) => [
          r.repo,
          {
            reports: r.reports,
            misses: r.misses,
            halfHits: r.halfHits,
            falsePositives: r.falsePositives,
            ignored: r.ignored,
            hitsAtAlternativeLocation: r.hits.filter((h) => h.atAlt).map((h) => ({ name: h.name, file: h.reported.file, line: h.reported.line })),
            optionalHits: r.optionalHits,
            testHits: r.testHits,
            testMisses: r.testMisses ?? [],
          },
        ]),
    ),
  };
  fs.writeFileSync(path.join(opts.out, `results-${opts.label}.json`), `${JSON.stringify(result, null, 2)}\n`);
  fs.writeFileSync(path.join(opts.out, `results-${opts.label}.md`), renderMarkdown(result));
  process.stderr.write(`wrote results-${opts.label}.json and .md: recall ${result.overall.recall}%, precision ${result.overall.precision}%\n`);
}

function renderMarkdown(r) {
  const lines = [];
  const clean = (s) => String(s).replace(/\s+/g, ' ').replace(/\|/g, '\\|').slice(0, 100);
  const fmt = (v) => (v === null ? '–' : `${v}%`);
  const row = (name, m) => `| ${name} | ${m.labelled} | ${m.found} | ${m.exact} | ${m.halfHits} | ${m.misses} | ${m.silentMisses} | ${m.falsePositives} | ${fmt(m.recall)} | ${fmt(m.recallExactName)} | ${fmt(m.precision)} |`;
  const head = ['| | labelled | found | exact name | half-hits | misses | silent | false pos. | recall | recall (exact name) | precision |', '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|'];
  lines.push(`# Held-out scanner audit: ${r.label}`, '', `Scanner: \`${r.bin}\`. Method and labels: [README.md](README.md).`, '');
  lines.push('## By framework family', '', ...head);
  for (const [f, m] of Object.entries(r.perFamily)) lines.push(row(f, m));
  lines.push(row('**all**', r.overall), '');
  lines.push('## By repository', '', ...head);
  for (const [repo, m] of Object.entries(r.perRepo)) lines.push(row(repo, m));
  const errors = r.repositories.filter((x) => x.error);
  if (errors.length) lines.push('', 'Not scored: ' + errors.map((e) => `${e.repo} (${e.error})`).join('; '));
  lines.push('', `Test-only tools (not in the figures above): ${r.testOnlyTools.found} of ${r.testOnlyTools.labelled} found, ${r.testOnlyTools.exact} with the right name.`, '');
  lines.push('## Details', '');
  for (const [repo, d] of Object.entries(r.details)) {
    lines.push(`### ${repo}`, '', `${d.reports} tools reported.`, '');
    if (d.misses.length) {
      lines.push('Missed:', '');
      for (const m of d.misses) lines.push(`- \`${m.name}\` ${m.file}:${m.line}${m.silent ? ' (silent)' : ''} — ${m.shape}`);
      lines.push('');
    }
    if (d.halfHits.length) {
      lines.push('Found with a wrong name (half-hits):', '');
      for (const h of d.halfHits) lines.push(`- \`${h.name}\` reported as \`${clean(h.reported.name)}\`${h.reported.resolved ? '' : ' (unresolved)'} at ${h.reported.file}:${h.reported.line} — ${h.shape}`);
      lines.push('');
    }
    if (d.falsePositives.length) {
      lines.push('False positives:', '');
      for (const f of d.falsePositives) lines.push(`- \`${clean(f.name)}\`${f.resolved ? '' : ' (unresolved)'} ${f.file}:${f.line} [${f.framework}] ${f.kind}${f.what ? ` — ${f.what}` : ''}`);
      lines.push('');
    }
  }
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}

await main();
