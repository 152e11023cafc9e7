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
export declare function parseDirectives(file: ParsedFile): Directive[];
/** The span a diagnostic covers for suppression: a whole tool when it is about one. */
export interface Span {
    startLine: number;
    endLine: number;
}
/**
 * Marks diagnostics suppressed by directives. Returns problems with the directives themselves:
 * unknown rule ids (error) and directives that suppressed nothing (warning).
 */
export declare function applyDirectives(diagnostics: Diagnostic[], spans: Map<Diagnostic, Span>, directives: Directive[], knownIds: Set<string>): Diagnostic[];
