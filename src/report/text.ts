import { Chalk } from 'chalk';
import type { Diagnostic } from '../model/diagnostic.js';
import { isLogicalLocation, logicalName } from '../model/server.js';
import { safeLine, safeText } from '../model/escape.js';
import type { Reporter } from './types.js';

const MAX_FRAME_WIDTH = 160;

/** Terminal output: one block per finding with a code frame, then a summary line. */
export const textReporter: Reporter = (input) => {
  const c = new Chalk({ level: input.color ? 1 : 0 });
  const lines: string[] = [];
  const active = input.diagnostics.filter((d) => !d.suppressed);
  const cache = new Map<string, string[] | undefined>();
  const sourceLines = (file: string) => {
    if (!cache.has(file)) cache.set(file, input.readSource?.(file)?.split(/\r?\n/));
    return cache.get(file);
  };
  for (const d of active) {
    const sev = d.severity === 'error' ? c.red.bold('error') : c.yellow.bold('warning');
    // Everything from the project is escaped (src/model/escape.ts) before colour codes are added.
    lines.push(`${sev}  ${c.dim(safeLine(d.ruleId))}  ${safeLine(d.message)}`);
    // Tools of a running MCP server have no file: `mcp:<server>#<tool>` names them.
    const logical = isLogicalLocation(d.range.file);
    const where = safeLine(logical ? logicalName(d.range.file, d.tool) : `${d.range.file}:${d.range.line}:${d.range.column}`);
    const subject = safeLine(d.tool && !logical ? `   ${d.tool}${d.pointer ? ` › ${d.pointer}` : ''}` : logical && d.pointer ? `   › ${d.pointer}` : '');
    const cells = d.cells?.length ? `   [${safeLine(d.cells.join('; '))}]` : '';
    lines.push(`  ${c.blue('-->')} ${where}${c.dim(subject)}${c.dim(cells)}`);
    lines.push(...frame(d, sourceLines(d.range.file), c));
    if (d.help) lines.push(`   ${c.blue('=')} help: ${safeLine(d.help)}`);
    lines.push('');
  }
  const errors = active.filter((d) => d.severity === 'error').length;
  const warnings = active.length - errors;
  const suppressed = input.diagnostics.length - active.length;
  const files = new Set(input.tools.map((t) => t.range.file)).size;
  const unit = input.tools.length && input.tools.every((t) => isLogicalLocation(t.range.file)) ? ['from', 'server'] : ['in', 'file'];
  // "No problems" is not "all checked": tools whose names only exist at run time escape every name rule.
  const unresolved = input.tools.filter((t) => !t.nameResolved).length;
  const unnamed = unresolved ? ` (${unresolved} named only at run time, not checked by name: \`tool-lint list --unresolved\`)` : '';
  const summary = `${input.tools.length} tool${input.tools.length === 1 ? '' : 's'}${unnamed} ${unit[0]} ${files} ${unit[1]}${files === 1 ? '' : 's'}${input.skills.length ? `, ${input.skills.length} skill${input.skills.length === 1 ? '' : 's'}` : ''}`;
  if (active.length === 0) {
    lines.push(`${c.green('✔')} No problems · ${summary}${suppressed ? ` · ${suppressed} suppressed` : ''}`);
  } else {
    const mark = errors ? c.red.bold('✖') : c.yellow.bold('⚠');
    lines.push(
      `${mark} ${active.length} problem${active.length === 1 ? '' : 's'} (${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}) · ${summary}${suppressed ? ` · ${suppressed} suppressed` : ''}`,
    );
  }
  return `${lines.join('\n')}\n`;
};

function frame(d: Diagnostic, src: string[] | undefined, c: InstanceType<typeof Chalk>): string[] {
  if (!src) return [];
  const line = src[d.range.line - 1];
  if (line === undefined) return [];
  const num = String(d.range.line);
  const pad = ' '.repeat(num.length);
  const cut = line.length > MAX_FRAME_WIDTH ? line.slice(0, MAX_FRAME_WIDTH) : line;
  const start = Math.max(0, d.range.column - 1);
  const end = d.range.endLine === d.range.line ? Math.max(start + 1, d.range.endColumn - 1) : line.length;
  // Control characters in the source line are shown escaped; the caret follows the escaped text.
  const show = (s: string) => safeText(s.replace(/\t/g, ' '));
  const shown = show(cut) + (cut.length < line.length ? '…' : '');
  const caretStart = show(cut.slice(0, Math.min(start, cut.length))).length;
  const caretEnd = show(cut.slice(0, Math.min(end, cut.length))).length;
  const width = Math.max(1, caretEnd - caretStart);
  return [
    ` ${pad} ${c.blue('|')}`,
    ` ${c.blue(num)} ${c.blue('|')} ${shown}`,
    ` ${pad} ${c.blue('|')} ${' '.repeat(caretStart)}${c.red('^'.repeat(width))}`,
  ];
}
