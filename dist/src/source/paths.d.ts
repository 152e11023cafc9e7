/** Paths in reports are relative to the working directory with POSIX separators, whatever the OS. */
export declare function toPosixRelative(cwd: string, abs: string): string;
