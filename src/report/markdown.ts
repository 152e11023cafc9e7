import type { Diagnostic } from '../model/diagnostic.js';
import { isLogicalLocation, logicalName } from '../model/server.js';
import { safeText } from '../model/escape.js';
import type { Reporter } from './types.js';

/** Rows shown before the rest folds into a collapsed `<details>` block. */
export const MARKDOWN_VISIBLE_ROWS = 50;
/** Hidden marker, so a CI step can find and update its own comment in place. */
export const MARKDOWN_MARKER = '<!-- tool-lint-report -->';

const HEADER = ['| Severity | Rule | Tool | Location | Message |', '| --- | --- | --- | --- | --- |'];

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Text for a table cell: ASCII punctuation that Markdown or HTML would act on is backslash-escaped
 * (so a message can neither break the table nor inject markup), and line breaks become `<br>`.
 */
export function cellText(text: string): string {
  return safeText(
    text
      .replace(/[\\`*_[\]<>|~&]/g, (ch) => `\\${ch}`)
      .replace(/\r\n|\r|\n/g, '<br>'),
  );
}

/** An inline code span that survives backticks and pipes in its content, on one line. */
export function cellCode(text: string): string {
  const flat = safeText(text.replace(/\r\n|\r|\n/g, ' '));
  const longest = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') ? ' ' : '';
  // In a GFM table `\|` is unescaped before inline parsing, code spans included.
  return `${fence}${pad}${flat.replace(/\|/g, '\\|')}${pad}${fence}`;
}

function row(d: Diagnostic): string {
  const severity = d.severity === 'error' ? '❌ error' : '⚠️ warning';
  const tool = d.tool ? `${cellCode(d.tool)}${d.pointer ? ` › ${cellCode(d.pointer)}` : ''}` : '';
  const location = cellCode(isLogicalLocation(d.range.file) ? logicalName(d.range.file, d.tool) : `${d.range.file}:${d.range.line}`);
  return `| ${severity} | ${cellCode(d.ruleId)} | ${tool} | ${location} | ${cellText(d.message)} |`;
}

/**
 * `--format markdown`: a findings table for a pull-request comment. Suppressed findings are left
 * out of the table but counted in the summary; past 50 rows the rest is collapsed.
 */
export const markdownReporter: Reporter = (input) => {
  const active = input.diagnostics.filter((d) => !d.suppressed);
  const errors = active.filter((d) => d.severity === 'error').length;
  const warnings = active.length - errors;
  const suppressed = input.diagnostics.length - active.length;
  const files = new Set(input.tools.map((t) => t.range.file)).size;
  const found = `${plural(input.tools.length, 'tool')} found in ${plural(files, 'file')}${input.skills.length ? `, ${plural(input.skills.length, 'skill')}` : ''}`;
  const tail = suppressed ? ` · ${suppressed} suppressed` : '';

  const lines = [MARKDOWN_MARKER, '## tool-lint', ''];
  if (active.length === 0) {
    lines.push(`✅ No problems found · ${found}${tail}`);
    return `${lines.join('\n')}\n`;
  }
  lines.push(`**${plural(errors, 'error')}**, **${plural(warnings, 'warning')}** · ${found}${tail}`, '');
  const rows = active.map(row);
  lines.push(...HEADER, ...rows.slice(0, MARKDOWN_VISIBLE_ROWS));
  const rest = rows.slice(MARKDOWN_VISIBLE_ROWS);
  if (rest.length) {
    lines.push('', '<details>', `<summary>${plural(rest.length, 'more finding')}</summary>`, '', ...HEADER, ...rest, '', '</details>');
  }
  return `${lines.join('\n')}\n`;
};
