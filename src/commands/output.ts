import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../model/diagnostic.js';
import { EXIT, type Io } from './types.js';

/** Writes a report to `--output` (relative to the working directory) or to stdout. */
export function emit(text: string, output: string | undefined, io: Io): void {
  if (output) writeFileSync(path.resolve(io.cwd, output), text);
  else io.stdout(text);
}

/** The lint exit code: 1 for any unsuppressed error, or for more warnings than `--max-warnings`. */
export function lintExitCode(diagnostics: readonly Diagnostic[], maxWarnings: number | undefined): number {
  const active = diagnostics.filter((d) => !d.suppressed);
  const errors = active.filter((d) => d.severity === 'error').length;
  if (errors > 0) return EXIT.findings;
  if (maxWarnings !== undefined && active.length - errors > maxWarnings) return EXIT.findings;
  return EXIT.ok;
}
