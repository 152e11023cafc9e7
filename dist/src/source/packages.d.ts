/**
 * The version of a package a file of the project uses, for rules whose verdict depends on what an
 * SDK version does (the OpenAI Agents SDK rewrites strict schemas from 0.9.0 on). Looked up from
 * the file's folder upward, the way Node resolves it: the installed `node_modules/<pkg>/package.json`
 * first, else the range a `package.json` declares (its lowest version: `^0.8.1` → `0.8.1`). Undefined
 * when neither says. The walk stops at the repository root (a folder with `.git`).
 */
export declare class PackageVersions {
    private readonly cwd;
    private readonly cache;
    private readonly manifests;
    constructor(cwd: string);
    /** `fromFile` is relative to cwd (as in findings). */
    version(fromFile: string, pkg: string): string | undefined;
    private lookup;
    private read;
}
/** A version looked up from a folder upward, once per folder and package. */
export declare function lookedUpOnce(cache: Map<string, string | undefined>, dir: string, pkg: string, lookup: () => string | undefined): string | undefined;
/**
 * The first `x.y.z` of a range (`^0.8.1`, `~1.2.0`, `>=0.9.0 <1`, `0.10.x`), with its pre-release tag
 * when it has one (`^5.0.0-alpha.13` → `5.0.0-alpha.13`); undefined for tags, URLs and workspaces.
 */
export declare function lowestVersion(range: string): string | undefined;
/** Compares two `x.y.z` versions (pre-release tags ignored). */
export declare function compareVersions(a: string, b: string): number;
