/**
 * The module specifiers a source text names, each with the stem its last segment names a file by
 * (`./tools/search.js` → `search`): read as text, so a caller can skip the specifiers whose stem is
 * none of the files it asks about before resolving any.
 */
export declare function moduleSpecifiers(text: string): Array<{
    spec: string;
    stem: string;
}>;
/** Whether `file` is `dir` or inside it. */
export declare function isInside(file: string, dir: string): boolean;
