import type { Rule } from '../engine/rule.js';
import { type LoadedConfig } from '../config/load.js';
import { type ResolvedConfig } from '../config/resolve.js';
import type { GlobalArgs, Io } from './types.js';
type Rules = ReadonlyMap<string, Rule<any>>;
/**
 * Loads the config (found from the working directory upward, or `--config`) and resolves it against
 * the rules. The rules may still be loading (a promise): a JS/TS config loads in its own process
 * meanwhile. A config error about a key is attributed to the config file, so the message can name
 * the file and the line.
 */
export declare function resolvedConfig(io: Io, args: GlobalArgs & {
    maxFileSize?: number;
}, rulesIn: Rules | Promise<Rules>, cliRules?: readonly string[]): Promise<{
    loaded: LoadedConfig;
    config: ResolvedConfig;
    rules: Rules;
}>;
export {};
