/**
 * Finds out whether a render failed because its argument lacks something the project's own caller
 * would have passed (`ctx.options.tools`, `ctx.getAppState()`): the argument is wrapped in a proxy
 * that records reads of properties it does not have. A render that then fails with a TypeError
 * ("Cannot read properties of undefined", "… is not a function") is not a broken tool: the matrix
 * needs a `context`. Only objects tool-lint built (the cell) or the config's `context()` returned
 * are wrapped, never the project's live tool objects inside `tools`.
 */
export interface Probe {
    /** Paths read but missing (`ctx.options`), in the order first read. */
    missing: string[];
}
export declare function probe<T>(value: T, probe: Probe, at?: string, skip?: ReadonlySet<unknown>): T;
/** The failure reads like a consequence of a missing field (a TypeError on undefined, a missing method). */
export declare function looksLikeMissingContext(error: unknown): boolean;
