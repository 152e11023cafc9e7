import { ConfigError } from '../config/errors.js';
import { loadConfig } from '../config/load.js';
import { resolveConfig } from '../config/resolve.js';
/**
 * Loads the config (found from the working directory upward, or `--config`) and resolves it against
 * the rules. The rules may still be loading (a promise): a JS/TS config loads in its own process
 * meanwhile. A config error about a key is attributed to the config file, so the message can name
 * the file and the line.
 */
export async function resolvedConfig(io, args, rulesIn, cliRules = []) {
    const [loaded, rules] = await Promise.all([loadConfig(io.cwd, args.config, { onOutput: io.stderr }), rulesIn]);
    try {
        const config = resolveConfig(loaded.config, rules, cliRules, { cwd: io.cwd, ...(loaded.file ? { configFile: loaded.file } : {}) });
        if (args.maxFileSize !== undefined)
            config.maxFileBytes = args.maxFileSize;
        return { loaded, config, rules };
    }
    catch (error) {
        if (error instanceof ConfigError && error.file === undefined && error.keyPath !== undefined && loaded.file)
            error.file = loaded.file;
        throw error;
    }
}
