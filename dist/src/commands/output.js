import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { EXIT, UsageError } from './types.js';
/** Writes a report to `--output` (relative to the working directory; missing folders are created) or to stdout. */
export function emit(text, output, io, option = '--output') {
    if (!output) {
        io.stdout(text);
        return;
    }
    writeOutput(path.resolve(io.cwd, output), text, `${option} ${output}`);
}
/** Creates the parent folders and writes; a failure is a usage error naming the file, not a stack trace. */
export function writeOutput(abs, text, label) {
    try {
        mkdirSync(path.dirname(abs), { recursive: true });
        writeFileSync(abs, text);
    }
    catch (error) {
        const e = error;
        const why = e.code === 'EISDIR' ? 'it is a directory' : e.code === 'ENOTDIR' || e.code === 'EEXIST' ? 'a parent of it is a file' : e.code === 'EACCES' || e.code === 'EPERM' ? 'permission denied' : (e.code ?? e.message);
        throw new UsageError(`cannot write ${label}: ${why}`);
    }
}
/** The lint exit code: 1 for any unsuppressed error, or for more warnings than `--max-warnings`. */
export function lintOutcome(diagnostics, maxWarnings) {
    const active = diagnostics.filter((d) => !d.suppressed);
    const errors = active.filter((d) => d.severity === 'error').length;
    if (errors > 0)
        return { code: EXIT.findings };
    const warnings = active.length - errors;
    if (maxWarnings !== undefined && warnings > maxWarnings) {
        return { code: EXIT.findings, tooManyWarnings: `tool-lint found too many warnings: ${warnings} (--max-warnings ${maxWarnings})\n` };
    }
    return { code: EXIT.ok };
}
