/**
 * Which zod a file's `z` is, where the two majors build different schemas from the same source:
 * zod 3 reads `description` from a constructor's params (`z.string({ description })`), zod 4 drops
 * it. `zod/v3` and `zod/v4` (also shipped by zod 3.25) say it themselves; a plain `zod` is the
 * version the file's project has: from the file's folder upward, an installed
 * `node_modules/zod/package.json` or else the range a `package.json` declares, the nearest one
 * winning. Undefined when nothing says (no install, `catalog:`/`workspace:` ranges only).
 * Cached per folder and scan (`owner`: the scan's index).
 */
export declare function zodMajor(module: string | undefined, fileAbs: string, owner: object): number | undefined;
/**
 * How to name the zod a schema is built with, for a message: `zod/v4` and the like say it
 * themselves, otherwise the installed or locked version, else the major the manifests declare.
 */
export declare function zodVersionFor(module: string, fileAbs: string, owner: object): string;
/**
 * The pinned zod version under which `z.record(value)` with one argument breaks, or undefined when it
 * does not or nothing pins the version. zod 4.0 to 4.3 (and the `zod/v4` that zod 3.25 ships) need
 * the key schema: the call builds, but `toJSONSchema` and parsing a present field throw ("Cannot read
 * properties of undefined (reading '_zod')"); zod 4.4 accepts the one-argument form again, and zod 3
 * always did. Only an installed or locked version decides: a range such as `^4.1.12` may install 4.4.
 */
export declare function recordNeedsKey(module: string | undefined, fileAbs: string, owner: object): string | undefined;
