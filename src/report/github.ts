import { isLogicalLocation, logicalName } from '../model/server.js';
import { safeText } from '../model/escape.js';
import type { Reporter } from './types.js';

/**
 * Workflow-command data escaping, as `@actions/core` does it: `%`, CR and LF; other control
 * characters (terminal escapes the log viewer would interpret, bidi overrides) are made visible.
 */
export function escapeData(text: string): string {
  return safeText(text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A'));
}

/** Workflow-command property escaping: the data escapes plus `:` and `,`, which delimit properties. */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/**
 * `--format github`: one `::error` / `::warning` workflow command per finding, which GitHub Actions
 * turns into annotations on the pull request's diff. Suppressed findings are omitted; a clean run
 * prints nothing.
 */
export const githubReporter: Reporter = (input) => {
  const lines: string[] = [];
  for (const d of input.diagnostics) {
    if (d.suppressed) continue;
    const r = d.range;
    // A running MCP server's tools are in no file of the repository: annotate the run, name the tool in the title.
    const props: Array<[string, string | number]> = isLogicalLocation(r.file)
      ? [['title', `${d.ruleId} ${logicalName(r.file, d.tool)}`]]
      : [
          ['file', r.file.replace(/\\/g, '/')],
          ['line', r.line],
          ['col', r.column],
          ['endLine', r.endLine],
          ['endColumn', r.endColumn],
          ['title', d.ruleId],
        ];
    const command = d.severity === 'error' ? 'error' : 'warning';
    const list = props.map(([key, value]) => `${key}=${escapeProperty(String(value))}`).join(',');
    lines.push(`::${command} ${list}::${escapeData(d.message)}`);
  }
  return lines.length ? `${lines.join('\n')}\n` : '';
};
