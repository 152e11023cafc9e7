#!/usr/bin/env node
// The Action's lint step, second half: reads the SARIF that `tool-lint --format sarif` wrote (the
// file github/codeql-action/upload-sarif uploads) and turns each result into a workflow annotation,
// so findings show on the pull request's diff without code scanning too. One lint run, two views.
//
// Usage: node annotate.mjs tool-lint.sarif
// Writes `errors`, `warnings` and `sarif` to $GITHUB_OUTPUT and a one-line count to $GITHUB_STEP_SUMMARY.
import { appendFileSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Workflow commands escape `%`, CR and LF in data, and also `:` and `,` in properties. */
const data = (s) => String(s).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const prop = (s) => data(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** One `::error …::message` / `::warning …::message` line per SARIF result, in the log's order. */
export function annotations(sarif) {
  const lines = [];
  for (const run of sarif.runs ?? []) {
    for (const r of run.results ?? []) {
      const level = r.level === 'error' ? 'error' : r.level === 'warning' ? 'warning' : 'notice';
      const loc = r.locations?.[0]?.physicalLocation;
      const uri = loc?.artifactLocation?.uri;
      const file = uri && !uri.includes('%3A') ? decodeURIComponent(uri) : undefined;
      const region = loc?.region ?? {};
      const props = [
        ...(file ? [`file=${prop(file)}`] : []),
        ...(file && region.startLine ? [`line=${region.startLine}`] : []),
        ...(file && region.startColumn ? [`col=${region.startColumn}`] : []),
        ...(file && region.endLine ? [`endLine=${region.endLine}`] : []),
        `title=${prop(`tool-lint ${r.ruleId}`)}`,
      ];
      lines.push(`::${level} ${props.join(',')}::${data(r.message?.text ?? r.ruleId)}`);
    }
  }
  return lines;
}

export function counts(sarif) {
  const results = (sarif.runs ?? []).flatMap((run) => run.results ?? []);
  return { errors: results.filter((r) => r.level === 'error').length, warnings: results.filter((r) => r.level === 'warning').length };
}

function cli() {
  const file = process.argv[2];
  if (!file) throw new Error('usage: annotate.mjs tool-lint.sarif');
  const sarif = JSON.parse(readFileSync(file, 'utf8'));
  for (const line of annotations(sarif)) process.stdout.write(`${line}\n`);
  const { errors, warnings } = counts(sarif);
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `errors=${errors}\nwarnings=${warnings}\nsarif=${file}\n`);
  if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, `**tool-lint:** ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}\n\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    cli();
  } catch (error) {
    process.stderr.write(`::error title=tool-lint::${error.message}\n`);
    process.exitCode = 2;
  }
}
