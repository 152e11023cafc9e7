/**
 * JSON that comes from outside (an MCP server's tools/list, a baseline file) can nest as deep as its
 * author likes; every rule and reporter after it walks schemas recursively. Values are cut at
 * MAX_VALUE_DEPTH levels where they enter: what lies deeper becomes the scanner's "unknown" marker
 * (a partial schema, which rules do not judge), and the caller reports that it happened. The copy is
 * made without recursion.
 */
export declare const MAX_VALUE_DEPTH = 64;
export declare function limitDepth<T>(value: T, max?: number): {
    value: T;
    cut: boolean;
};
/** How deep a value nests (iterative; stops counting at `stopAt`). */
export declare function depthOf(value: unknown, stopAt?: number): number;
