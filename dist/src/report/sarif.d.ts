import type { Diagnostic } from '../model/diagnostic.js';
import type { Reporter } from './types.js';
/** The OASIS publication of the SARIF 2.1.0 schema (errata 01). */
export declare const SARIF_SCHEMA_URI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";
/** Versioned: a change of what goes into the hash is a new key, so old alerts are not silently re-matched. */
export declare const FINGERPRINT_KEY = "toolLint/v1";
/** A relative, POSIX, percent-encoded URI reference for a file path relative to the working directory. */
export declare function artifactUri(file: string): string;
/** Stable across runs and line moves: no line, column or absolute path goes into it. */
export declare function fingerprint(d: Diagnostic): string;
/**
 * `--format sarif`: one SARIF 2.1.0 log that GitHub code scanning accepts. Suppressed findings stay
 * in the log with `suppressions` (code scanning shows them as dismissed); scanner and directive
 * problems get descriptors of their own so every result has a valid `ruleIndex`.
 */
export declare const sarifReporter: Reporter;
