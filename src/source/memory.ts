import v8 from 'node:v8';

/**
 * Parsed files stay in memory for the whole run (tools, sinks and rules point into their trees),
 * about 20× their source size. Pointed at a folder holding many projects (66,000 files, 360 MB of
 * source), the scan filled Node's default heap and the process died with no report. The guard
 * stops parsing new files once the old space is 70% full; what was read is still linted, and the scan
 * says which files it left out and how to give it room.
 */
export const HEAP_SHARE = 0.7;
const YOUNG_BYTES = 48 * 2 ** 20;

export class MemoryGuard {
  private readonly limit: number;
  private stopped = false;
  /** Files that were not parsed because the heap was full, in the order first asked for (once each: lookups repeat). */
  readonly skipped = new Set<string>();
  /** Heap in use when parsing stopped. */
  usedAtStop = 0;

  /** `limitBytes` replaces 70% of the old space's limit (tests). */
  constructor(limitBytes?: number) {
    // The reported limit includes 48 MB of young generation that never holds the trees: the share
    // is of the old space (`--max-old-space-size`), or a small heap fills before the guard acts.
    this.limit = limitBytes ?? Math.max(v8.getHeapStatistics().heap_size_limit - YOUNG_BYTES, YOUNG_BYTES) * HEAP_SHARE;
  }

  /** The old space's limit (`--max-old-space-size`, or Node's default). */
  get heapLimitBytes(): number {
    return v8.getHeapStatistics().heap_size_limit - YOUNG_BYTES;
  }

  /** Whether another file may be parsed (a heap reading costs a few µs; a parse, hundreds). */
  allows(abs: string): boolean {
    if (!this.stopped) {
      const used = v8.getHeapStatistics().used_heap_size;
      if (used > this.limit) {
        this.stopped = true;
        this.usedAtStop = used;
      }
    }
    if (this.stopped) this.skipped.add(abs);
    return !this.stopped;
  }
}
