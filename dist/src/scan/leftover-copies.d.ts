/**
 * A file kept as a copy of another (`src/index.original.ts`, `server.old.js`, `tools copy.ts`) that nothing imports and no package entry runs: the server it holds is never
 * started, so its tools reach no model. Like code the tsconfig excludes (src/scan/parked.ts), it is
 * scanned (names resolve) but neither linted nor budgeted. The name alone decides nothing: a copy that
 * another file imports, or that `main`, `bin`, `exports` or a script names, is live.
 */
export interface LeftoverOptions {
    /** Absolute paths of the files that hold tools: the only ones asked about. */
    candidates: readonly string[];
    /** Every source file the scan discovered (absolute): where importers are looked for. */
    sources: readonly string[];
    /** The folders or files the user named (absolute): naming the copy, or a folder inside its package, lints it. */
    roots: readonly string[];
    /** Resolves an import specifier from a file, as the scan does (aliases, workspaces). */
    resolve(fromAbs: string, specifier: string): string | undefined;
    /** A source file's text as the scan read it (read from disk when absent). */
    text?(abs: string): string | undefined;
}
export declare function leftoverCopies(options: LeftoverOptions): Set<string>;
