import type { UserConfig } from './schema.js';
export { ConfigError } from './errors.js';
export declare const CONFIG_FILES: string[];
export interface LoadedConfig {
    config: UserConfig;
    /** Where it came from (absolute path), or undefined for the defaults. */
    file?: string;
    /** True when loading ran code (a JS/TS config): `--no-eval` says so. */
    executed?: boolean;
}
export interface LoadOptions {
    /** Deadline for a JS/TS config to load (default 10 s, or TOOL_LINT_CONFIG_TIMEOUT_MS). */
    timeoutMs?: number;
    /** Where the config's own console output goes (default: stderr). */
    onOutput?: (text: string) => void;
}
export declare const DEFAULT_CONFIG_TIMEOUT_MS = 10000;
/** Finds the config from `cwd` upward (a config file, or a `"tool-lint"` key in package.json) and loads it. */
export declare function loadConfig(cwd: string, explicit?: string, options?: LoadOptions): Promise<LoadedConfig>;
/** The config file that applies in `cwd`, without loading it: a config file, or a package.json with a `"tool-lint"` key. */
export declare function findConfigFile(cwd: string): {
    file: string;
    package: boolean;
} | undefined;
export declare function describe(value: unknown): string;
/** The module `import { defineConfig } from 'tool-lint'` resolves to while a TypeScript config is bundled. */
export declare function typesModule(): string;
