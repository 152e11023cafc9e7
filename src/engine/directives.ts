import { ts } from 'ts-morph';
import type { Diagnostic } from '../model/diagnostic.js';
import type { ParsedFile } from '../source/source-index.js';

/**
 * Inline directives, ESLint-style:
 * - `// tool-lint-disable-next-line id[, id] -- reason` before a tool definition covers the whole tool;
 * - `/* tool-lint-disable id *\/ … /* tool-lint-enable id *\/` ranges (no ids = every rule);
 * - a `tool-lint-disable` with no matching enable covers the rest of the file (file-level form).
 */
export interface Directive {
  kind: 'next-line' | 'disable' | 'enable';
  /** Empty = every rule. */
  ids: string[];
  reason?: string;
  file: string;
  line: number;
  column: number;
  used: Set<string>;
}

const DIRECTIVE = /^\s*(?:\/\/|\/\*+)\s*tool-lint-(disable-next-line|disable|enable)\b([^]*?)(?:\*\/)?\s*$/;

export function parseDirectives(file: ParsedFile): Directive[] {
  const text = file.text;
  if (!text.includes('tool-lint-')) return [];
  const out: Directive[] = [];
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, file.sf.languageVariant, text);
  // Comments are trivia: scan tokens and look at the comment ranges before each one.
  const seen = new Set<number>();
  const visitRanges = (pos: number) => {
    for (const r of [...(ts.getLeadingCommentRanges(text, pos) ?? []), ...(ts.getTrailingCommentRanges(text, pos) ?? [])]) {
      if (seen.has(r.pos)) continue;
      seen.add(r.pos);
      const comment = text.slice(r.pos, r.end);
      const m = DIRECTIVE.exec(comment);
      if (!m) continue;
      const [body, reason] = m[2]!.split(/\s--\s/, 2);
      const ids = body!.split(/[\s,]+/).map((s) => s.trim()).filter(Boolean);
      const lc = file.sf.getLineAndCharacterOfPosition(r.pos);
      out.push({
        kind: m[1] === 'disable-next-line' ? 'next-line' : (m[1] as Directive['kind']),
        ids,
        ...(reason?.trim() ? { reason: reason.trim() } : {}),
        file: file.rel,
        line: lc.line + 1,
        column: lc.character + 1,
        used: new Set(),
      });
    }
  };
  visitRanges(0);
  let kind = scanner.scan();
  while (kind !== ts.SyntaxKind.EndOfFileToken) {
    visitRanges(scanner.getTokenEnd());
    kind = scanner.scan();
  }
  return out.sort((a, b) => a.line - b.line || a.column - b.column);
}

/** The span a diagnostic covers for suppression: a whole tool when it is about one. */
export interface Span {
  startLine: number;
  endLine: number;
}

/**
 * Marks diagnostics suppressed by directives. Returns problems with the directives themselves:
 * unknown rule ids (error) and directives that suppressed nothing (warning).
 */
export function applyDirectives(diagnostics: Diagnostic[], spans: Map<Diagnostic, Span>, directives: Directive[], knownIds: Set<string>): Diagnostic[] {
  const problems: Diagnostic[] = [];
  for (const d of directives) {
    for (const id of d.ids) {
      if (!knownIds.has(id)) {
        problems.push({
          ruleId: 'tool-lint/unknown-rule',
          severity: 'error',
          message: `Unknown rule "${id}" in a tool-lint-${d.kind === 'next-line' ? 'disable-next-line' : d.kind} directive`,
          help: 'Use a rule id from the docs, or remove the directive',
          range: { file: d.file, line: d.line, column: d.column, endLine: d.line, endColumn: d.column },
        });
      }
    }
  }
  const byFile = new Map<string, Directive[]>();
  for (const d of directives) {
    const list = byFile.get(d.file) ?? [];
    list.push(d);
    byFile.set(d.file, list);
  }
  for (const diag of diagnostics) {
    const list = byFile.get(diag.range.file);
    if (!list) continue;
    const span = spans.get(diag) ?? { startLine: diag.range.line, endLine: diag.range.line };
    const covers = (d: Directive) => d.ids.length === 0 || d.ids.includes(diag.ruleId);
    let by: Directive | undefined;
    for (const d of list) {
      if (d.kind === 'next-line' && covers(d) && (d.line + 1 === span.startLine || d.line + 1 === diag.range.line)) by = d;
    }
    if (!by) {
      // Ranges: the last disable/enable for this rule before the diagnostic decides.
      let state: Directive | undefined;
      for (const d of list) {
        if (d.line > diag.range.line && d.line > span.startLine) break;
        if (!covers(d) || d.kind === 'next-line') continue;
        state = d.kind === 'disable' ? d : undefined;
      }
      by = state;
    }
    if (by) {
      by.used.add(diag.ruleId);
      diag.suppressed = { kind: 'inSource', ...(by.reason ? { justification: by.reason } : {}) };
    }
  }
  for (const d of directives) {
    if (d.kind === 'enable') continue;
    const unused = d.ids.length ? d.ids.filter((id) => knownIds.has(id) && !d.used.has(id)) : d.used.size ? [] : ['(all rules)'];
    if (unused.length) {
      problems.push({
        ruleId: 'tool-lint/unused-directive',
        severity: 'warn',
        message: `Unused tool-lint-${d.kind === 'next-line' ? 'disable-next-line' : d.kind} directive: nothing reported for ${unused.join(', ')}`,
        help: 'Remove the directive',
        range: { file: d.file, line: d.line, column: d.column, endLine: d.line, endColumn: d.column },
      });
    }
  }
  return problems;
}
