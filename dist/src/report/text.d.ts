import type { Reporter } from './types.js';
/** Terminal output: one block per finding with a code frame, then a summary line. */
export declare const textReporter: Reporter;
