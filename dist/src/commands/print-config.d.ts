import type { LintArgs } from './lint.js';
import type { Io } from './types.js';
/**
 * `--print-config FILE`: the configuration that applies to one file, as JSON (ESLint's flag):
 * where it came from, whether `include`/`exclude` scan the file, and every rule's effective
 * severity and options after `overrides` and `--rule`.
 */
export declare function printConfig(args: LintArgs, io: Io): Promise<number>;
