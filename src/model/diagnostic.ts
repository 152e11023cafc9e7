import type { SourceRange } from './tool.js';

export type Severity = 'error' | 'warn';

/** A finding. Scanner problems (unparsable files, unreadable directories) use rule ids under `scan/`. */
export interface Diagnostic {
  ruleId: string;
  /** Which of the rule's messages this is (stable; tests and baselines key on it). */
  messageId?: string;
  severity: Severity;
  message: string;
  /** One imperative sentence saying what to do. */
  help?: string;
  range: SourceRange;
  /** The tool the finding is about, when there is one. */
  tool?: string;
  /** JSON Pointer inside the tool, when the finding is about one field. */
  pointer?: string;
  /** Matrix cells the finding holds in, when rendering is involved. */
  cells?: string[];
  /** Set when an inline directive suppressed the finding. */
  suppressed?: { kind: 'inSource'; justification?: string };
}

/** A diagnostic about the input itself rather than a rule: reported with the `scan/` prefix. */
export function scanDiagnostic(
  kind: 'parse-error' | 'unreadable' | 'too-large' | 'binary' | 'symlink-loop' | 'invalid-skill' | 'invalid-json' | 'too-deep',
  file: string,
  message: string,
  line = 1,
  column = 1,
): Diagnostic {
  return {
    ruleId: `scan/${kind}`,
    // A file TypeScript cannot parse whole may hide tools: said, as a warning. It is not a bug in
    // what is sent to a model (the file may be valid to the project's own compiler, or hold no
    // tool at all); an error is kept for those (issue 9's severity policy).
    severity: kind === 'invalid-skill' ? 'error' : 'warn',
    message,
    range: { file, line, column, endLine: line, endColumn: column },
  };
}

export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  const r = a.range;
  const s = b.range;
  if (r.file !== s.file) return r.file < s.file ? -1 : 1;
  return (
    r.line - s.line ||
    r.column - s.column ||
    cmp(a.ruleId, b.ruleId) ||
    cmp(a.tool ?? '', b.tool ?? '') ||
    cmp(a.pointer ?? '', b.pointer ?? '') ||
    cmp(a.message, b.message)
  );
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
