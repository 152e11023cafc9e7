/** Where a command reads and writes: injectable so tests run the CLI in-process. */
export interface Io {
    cwd: string;
    stdout: (s: string) => void;
    stderr: (s: string) => void;
    /** stdout is a terminal (colour by default). */
    isTTY: boolean;
    /** stderr is a terminal (progress line for long scans). Default: false. */
    stderrIsTTY?: boolean;
    /** Environment for FORCE_COLOR / NO_COLOR (default: process.env). */
    env?: Record<string, string | undefined>;
}
/** Exit codes: 0 clean, 1 errors (or warnings over --max-warnings, or a budget exceeded), 2 usage, config or internal error. */
export declare const EXIT: {
    readonly ok: 0;
    readonly findings: 1;
    readonly usage: 2;
};
/** A usage problem found by a command (a missing path, an unwritable --output): printed as is, exit 2. */
export declare class UsageError extends Error {
}
/** The options every command shares (declared once on the program in cli.ts). */
export interface GlobalArgs {
    config?: string;
    color?: boolean;
}
