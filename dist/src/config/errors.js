/** A config that cannot be used: exit 2, with the file, line and key where they are known. */
export class ConfigError extends Error {
    file;
    keyPath;
    line;
    column;
    constructor(message, details) {
        super(message);
        const d = typeof details === 'string' ? { file: details } : (details ?? {});
        if (d.file !== undefined)
            this.file = d.file;
        if (d.keyPath !== undefined)
            this.keyPath = d.keyPath;
        if (d.line !== undefined)
            this.line = d.line;
        if (d.column !== undefined)
            this.column = d.column;
    }
}
const IDENTIFIER = /^[A-Za-z_$][\w$-]*$/;
/** `matrix.flags.mode[1]`, `rules.require-description`, `flags["a.b"]`. */
export function formatKeyPath(path) {
    let out = '';
    for (const k of path) {
        if (typeof k === 'number')
            out += `[${k}]`;
        else if (IDENTIFIER.test(k))
            out += out ? `.${k}` : k;
        else
            out += `[${JSON.stringify(k)}]`;
    }
    return out;
}
