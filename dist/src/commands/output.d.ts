import type { Diagnostic } from '../model/diagnostic.js';
import { type Io } from './types.js';
/** Writes a report to `--output` (relative to the working directory; missing folders are created) or to stdout. */
export declare function emit(text: string, output: string | undefined, io: Io, option?: string): void;
/** Creates the parent folders and writes; a failure is a usage error naming the file, not a stack trace. */
export declare function writeOutput(abs: string, text: string, label: string): void;
export interface LintOutcome {
    code: number;
    /** Set when the warnings alone fail the run: said on stderr, since the report itself looks clean. */
    tooManyWarnings?: string;
}
/** The lint exit code: 1 for any unsuppressed error, or for more warnings than `--max-warnings`. */
export declare function lintOutcome(diagnostics: readonly Diagnostic[], maxWarnings: number | undefined): LintOutcome;
