import type { Rule } from '../engine/rule.js';
import { ConfigError } from '../config/errors.js';
import { loadConfig, type LoadedConfig } from '../config/load.js';
import { resolveConfig, type ResolvedConfig } from '../config/resolve.js';
import type { GlobalArgs, Io } from './types.js';

/**
 * Loads the config (found from the working directory upward, or `--config`) and resolves it against
 * the rules. A config error about a key is attributed to the config file, so the message can name
 * the file and the line.
 */
export async function resolvedConfig(io: Io, args: GlobalArgs & { maxFileSize?: number }, rules: ReadonlyMap<string, Rule<any>>, cliRules: readonly string[] = []): Promise<{ loaded: LoadedConfig; config: ResolvedConfig }> {
  const loaded = await loadConfig(io.cwd, args.config, { onOutput: io.stderr });
  try {
    const config = resolveConfig(loaded.config, rules, cliRules, { cwd: io.cwd, ...(loaded.file ? { configFile: loaded.file } : {}) });
    if (args.maxFileSize !== undefined) config.maxFileBytes = args.maxFileSize;
    return { loaded, config };
  } catch (error) {
    if (error instanceof ConfigError && error.file === undefined && error.keyPath !== undefined && loaded.file) error.file = loaded.file;
    throw error;
  }
}
