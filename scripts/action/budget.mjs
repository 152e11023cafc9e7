#!/usr/bin/env node
// The Action's budget step: turns ONE `tool-lint report --format json` (with --base, a comparison)
// into the Markdown for the job summary and the sticky comment, and says whether a budget is
// exceeded and whether this pull request made it so (a regression). Runs on the committed build
// (dist/), so the Action needs neither devDependencies nor a TypeScript compile.
//
// Usage: node budget.mjs --json report.json --markdown report.md
// Writes `exceeded`, `regressed`, `markdown` and `json` to $GITHUB_OUTPUT and the Markdown to
// $GITHUB_STEP_SUMMARY when those are set.
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/**
 * Exceeded budgets this change is responsible for: a tool over its budget that is new or grew for
 * that model, a toolset over its budget that grew. Without a comparison every exceeded budget counts.
 * The skill listing is not compared with the base, so it never counts as a regression.
 */
export function regressions(report) {
  const exceeded = report.budgets?.exceeded ?? [];
  const base = report.baseline;
  if (!base) return exceeded;
  const grew = (list, name, model) => list.some((t) => t.name === name && t.cells.some((c) => c.model === model && c.delta > 0));
  return exceeded.filter((e) => {
    if (e.kind === 'tool') return base.added.some((t) => t.name === e.tool) || grew(base.changed, e.tool, e.model);
    if (e.kind === 'toolset') return base.toolsets.some((s) => s.model === e.model && s.delta > 0);
    return false;
  });
}

function parseArgs(argv) {
  const out = {};
  for (let i = 0; i < argv.length; i++) {
    const m = /^--(json|markdown)(?:=(.*))?$/.exec(argv[i]);
    if (!m) throw new Error(`unknown argument ${argv[i]}; usage: budget.mjs --json report.json --markdown report.md`);
    out[m[1]] = m[2] ?? argv[++i];
  }
  if (!out.json || !out.markdown) throw new Error('--json and --markdown are required');
  return out;
}

async function cli() {
  const args = parseArgs(process.argv.slice(2));
  const report = JSON.parse(readFileSync(args.json, 'utf8'));
  const { budgetMarkdown } = await import(new URL('../../dist/src/report/budget-markdown.js', import.meta.url).href);
  const markdown = budgetMarkdown(report);
  writeFileSync(args.markdown, markdown);
  const exceeded = report.budgets.exceeded.length > 0;
  const regressed = regressions(report).length > 0;
  if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, `${markdown}\n`);
  if (process.env.GITHUB_OUTPUT) {
    appendFileSync(process.env.GITHUB_OUTPUT, `markdown=${args.markdown}\njson=${args.json}\nexceeded=${exceeded}\nregressed=${regressed}\n`);
  }
  process.stdout.write(`tool-lint: ${report.tools.length} tools counted; ${report.budgets.exceeded.length} budget(s) exceeded${report.baseline ? `, ${regressions(report).length} by this change` : ''}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  cli().catch((error) => {
    process.stderr.write(`::error title=tool-lint::${error.message}\n`);
    process.exitCode = 2;
  });
}
