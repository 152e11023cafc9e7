/** A path into the config object: `['matrix', 'flags', 'mode', 1]` is `matrix.flags.mode[1]`. */
export type KeyPath = ReadonlyArray<string | number>;
export interface ConfigErrorDetails {
    /** The config file the error is about (absolute); absent for command-line values. */
    file?: string;
    /** The key the error is about, relative to the config object. */
    keyPath?: KeyPath;
    /** 1-based position in `file`, when known. */
    line?: number;
    column?: number;
}
/** A config that cannot be used: exit 2, with the file, line and key where they are known. */
export declare class ConfigError extends Error {
    file?: string;
    keyPath?: KeyPath;
    line?: number;
    column?: number;
    constructor(message: string, details?: string | ConfigErrorDetails);
}
/** `matrix.flags.mode[1]`, `rules.require-description`, `flags["a.b"]`. */
export declare function formatKeyPath(path: KeyPath): string;
