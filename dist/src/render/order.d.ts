import { ts } from 'ts-morph';
import type { ParsedFile, SourceIndex } from '../scan/source-index.js';
/**
 * Static half of `no-unstable-tool-order`: a tool list built from a source whose order is not
 * fixed, with no sort on the way. What is proven, and what is not (documented in the rule page):
 *
 * - `listing`: a directory listing (`readdir`, `readdirSync`, `opendir`, `glob`/`globSync`,
 *   `fg`/`fastGlob`, `globby`) in a function that loads or collects tools (it calls `import()` /
 *   `require()`, `registerTool`/`addTool`, or pushes into a `tools` collection) and contains no
 *   `.sort(`/`.toSorted(` after the listing. Directory
 *   order is file-system order: stable on one machine, different on the next.
 * - `async`: a collection (Map, Set, array, object) filled inside an async callback *after an
 *   `await`* (`Promise.all(xs.map(async …))`, `.forEach(async …)`, `.then(…)`), that is a tool list
 *   (its name mentions "tool", or the callback builds a tool), and no sort is applied to it or to
 *   any `Object.keys/values/entries`, spread or `Array.from` read of it in the file. Mutations before
 *   the first `await` run in call order and are not reported.
 *
 * A sort anywhere later in the same function counts as sorting (we do not prove which list it
 * sorts); lists ordered by a comparator that is itself random are caught by the two-isolate check.
 */
export interface UnorderedSource {
    file: ParsedFile;
    node: ts.Node;
    kind: 'listing' | 'async';
    /** Source text of the listing call or the collection. */
    what: string;
}
/** The project's parsed source files (no JSON, nothing from node_modules); nothing new is parsed. */
export declare function parsedFiles(index: SourceIndex): ParsedFile[];
export declare function findUnorderedToolLists(files: readonly ParsedFile[]): UnorderedSource[];
