/**
 * The exact version of a package a folder's code runs with, when the project pins it: the installed
 * `node_modules/<pkg>/package.json`, else what a lockfile resolves for the folder's package
 * (package-lock.json / npm-shrinkwrap.json, pnpm-lock.yaml, yarn.lock, bun.lock). Never a range's
 * guess: `^4.1.12` may install 4.6 today, so a verdict that depends on the minor version (zod's
 * one-argument `z.record`) needs this, not the declared range. Undefined when nothing pins it.
 * The walk stops at the repository root (a folder with `.git`).
 */
export declare class ResolvedVersions {
    private readonly cache;
    private readonly texts;
    /** `dir` is absolute. */
    version(dir: string, pkg: string): string | undefined;
    private lookup;
    private npm;
    /** `importers: <path>: dependencies: <pkg>: { specifier, version }` (lockfile v6 and later), or v5's `<pkg>: 1.2.3`. */
    private pnpm;
    /** The entry whose key lists the range the package declares: `"zod@^4.1.12":` then `version "4.1.12"` (v1) or `version: 4.1.12` (berry). */
    private yarn;
    /** bun.lock (text, JSONC): the hoisted entry `"zod": ["zod@4.1.12", …]` under `packages`. */
    private bun;
    private text;
    private json;
}
