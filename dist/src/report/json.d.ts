import type { Diagnostic } from '../model/diagnostic.js';
import type { Reporter } from './types.js';
export declare function diagnosticJson(d: Diagnostic): {
    suppressed: {
        kind: "inSource";
        justification: string | null;
    } | null;
    cells?: string[] | undefined;
    file: string;
    line: number;
    column: number;
    endLine: number;
    endColumn: number;
    tool: string | null;
    pointer: string | null;
    help?: string | undefined;
    severity: import("../model/diagnostic.js").Severity;
    message: string;
    messageId?: string | undefined;
    ruleId: string;
};
/** `--format json`: the `list` object plus diagnostics and a summary; same version number. */
export declare const jsonReporter: Reporter;
