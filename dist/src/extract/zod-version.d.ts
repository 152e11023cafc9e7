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
