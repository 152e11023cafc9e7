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
    suppressed?: {
        kind: 'inSource';
        justification?: string;
    };
}
/** A diagnostic about the input itself rather than a rule: reported with the `scan/` prefix. */
export declare function scanDiagnostic(kind: 'parse-error' | 'unreadable' | 'too-large' | 'binary' | 'symlink-loop' | 'invalid-skill' | 'invalid-json' | 'too-deep', file: string, message: string, line?: number, column?: number): Diagnostic;
export declare function compareDiagnostics(a: Diagnostic, b: Diagnostic): number;
