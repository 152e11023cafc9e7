/**
 * Code the project has set aside: a file its own tsconfig excludes (`"exclude": ["**\/*-disabled/**"]`,
 * an `old/` server copy), that no other file of the package imports and no package script runs. Such a
 * file is never built nor loaded, so its tools reach no model: it is scanned (names resolve) but, like
 * test code, neither linted nor budgeted.
 *
 * Only an explicit `exclude` counts (TypeScript's default excludes are build output, skipped anyway),
 * and only the tsconfig of the file's own package: a monorepo root that excludes `packages/` says
 * nothing about a JavaScript package without a tsconfig of its own. A folder excluded from `tsc` but
 * run some other way (`"seed": "tsx scripts/seed.ts"`, a `tsconfig.scripts.json` that includes it) is
 * live and stays linted; so is code another runtime runs (a Supabase Edge Function that Deno serves).
 */
export interface ParkedOptions {
    /** Absolute paths of the files that hold tools: the only ones asked about. */
    candidates: readonly string[];
    /** Every source file the scan discovered (absolute): where importers are looked for. */
    sources: readonly string[];
    /** The folders the user named (absolute): naming a set-aside folder, or a folder inside the project, lints it. */
    roots: readonly string[];
    /** Resolves an import specifier from a file, as the scan does (aliases, workspaces). */
    resolve(fromAbs: string, specifier: string): string | undefined;
    /** A source file's text as the scan read it (read from disk when absent). */
    text?(abs: string): string | undefined;
}
export declare function parkedFiles(options: ParkedOptions): Set<string>;
