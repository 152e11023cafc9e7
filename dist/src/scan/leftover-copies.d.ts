import type { ParkedOptions } from './parked.js';
/** What is asked and where importers are looked for: as for code the tsconfig excludes. */
export type LeftoverOptions = ParkedOptions;
/**
 * A file kept as a copy of another (`src/index.original.ts`, `server.old.js`, `tools copy.ts`) that
 * nothing imports and no package entry runs: the server it holds is never started, so its tools reach
 * no model. Like code the tsconfig excludes (src/scan/parked.ts), it is scanned (names resolve) but
 * neither linted nor budgeted. The name alone decides nothing: a copy that another file imports, or
 * that `main`, `bin`, `exports` or a script names, is live.
 */
export declare function leftoverCopies(options: LeftoverOptions): Set<string>;
