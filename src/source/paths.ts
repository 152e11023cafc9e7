import path from 'node:path';

/** Paths in reports are relative to the working directory with POSIX separators, whatever the OS. */
export function toPosixRelative(cwd: string, abs: string): string {
  const rel = path.relative(cwd, abs);
  return (rel === '' ? '.' : rel).split(path.sep).join('/');
}
