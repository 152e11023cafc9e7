/**
 * `lint --files-from-args a.ts b.ts` (pre-commit, lint-staged): the named files are the ones to
 * report on, but the whole project is scanned, because a tool's name can come from a constant in
 * another file, a Vercel AI tool gets its name where it is registered, and a duplicate name or a
 * dispatcher mismatch only shows against the other files. Only tools defined in, and findings
 * located in, the named files are reported.
 */
export interface Focus {
    /** Named files, relative to cwd with `/` separators. */
    files: Set<string>;
    /** Named directories (rarely passed by hooks; everything under them is in focus). */
    dirs: string[];
    /**
     * False when no named file can hold a tool, a registration or a skill (a README, a stylesheet, a
     * utility module): the project scan is skipped and the hook returns at once.
     */
    relevant: boolean;
}
export declare function focusOn(paths: readonly string[], cwd: string): Promise<Focus>;
export declare function inFocus(focus: Focus, file: string): boolean;
