/**
 * Parsed files stay in memory for the whole run (tools, sinks and rules point into their trees),
 * about 20× their source size. Pointed at a folder holding many projects (66,000 files, 360 MB of
 * source), the scan filled Node's default heap and the process died with no report. The guard
 * stops parsing new files once the old space is 70% full; what was read is still linted, and the scan
 * says which files it left out and how to give it room.
 */
export declare const HEAP_SHARE = 0.7;
export declare class MemoryGuard {
    private readonly limit;
    private stopped;
    /** Files that were not parsed because the heap was full, in the order first asked for (once each: lookups repeat). */
    readonly skipped: Set<string>;
    /** Heap in use when parsing stopped. */
    usedAtStop: number;
    /** `limitBytes` replaces 70% of the old space's limit (tests). */
    constructor(limitBytes?: number);
    /** The old space's limit (`--max-old-space-size`, or Node's default). */
    get heapLimitBytes(): number;
    /** Whether another file may be parsed (a heap reading costs a few µs; a parse, hundreds). */
    allows(abs: string): boolean;
}
