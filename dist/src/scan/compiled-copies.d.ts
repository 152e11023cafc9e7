import type { ParkedOptions } from './parked.js';
/** What is asked: as for code the tsconfig excludes. */
export type CompiledCopyOptions = Pick<ParkedOptions, 'candidates' | 'text'>;
/**
 * A JavaScript file the TypeScript compiler (or a bundler) wrote from sources the project still has:
 * it ends with `//# sourceMappingURL=<file>.map` and that map's `sources` name TypeScript files that
 * exist (`.tmp-dist/index.js` → `../src/index.ts`). Build output outside the folders skipped by name
 * (`dist/`, `build/`) is such a copy, often committed by accident and older than its source: the
 * source is what is linted, the copy is scanned (names resolve) but neither linted nor budgeted.
 * An inline map (`data:`) or a map whose sources are gone says nothing.
 */
export declare function compiledCopies(options: CompiledCopyOptions): Set<string>;
