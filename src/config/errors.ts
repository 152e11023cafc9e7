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
export class ConfigError extends Error {
  file?: string;
  keyPath?: KeyPath;
  line?: number;
  column?: number;

  constructor(message: string, details?: string | ConfigErrorDetails) {
    super(message);
    const d = typeof details === 'string' ? { file: details } : (details ?? {});
    if (d.file !== undefined) this.file = d.file;
    if (d.keyPath !== undefined) this.keyPath = d.keyPath;
    if (d.line !== undefined) this.line = d.line;
    if (d.column !== undefined) this.column = d.column;
  }
}

const IDENTIFIER = /^[A-Za-z_$][\w$-]*$/;

/** `matrix.flags.mode[1]`, `rules.require-description`, `flags["a.b"]`. */
export function formatKeyPath(path: KeyPath): string {
  let out = '';
  for (const k of path) {
    if (typeof k === 'number') out += `[${k}]`;
    else if (IDENTIFIER.test(k)) out += out ? `.${k}` : k;
    else out += `[${JSON.stringify(k)}]`;
  }
  return out;
}
