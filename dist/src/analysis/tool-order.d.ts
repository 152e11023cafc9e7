import { ts } from 'ts-morph';
import type { ParsedFile, SourceIndex } from '../source/source-index.js';
/**
 * Static half of `no-unstable-tool-order`: a tool list whose order comes from a source that is not
 * fixed, with no sort on the way.
 *
 * - `listing`: a directory listing in walk order (`opendir`, `glob`/`globSync`, `fg`/`fastGlob`,
 *   `globby`, `fg.sync`, or a function of the same file that returns one; not `readdir`/`readdirSync`,
 *   whose names Node returns sorted) whose entries
 *   reach a tool collection by a data path the code shows: the listing (or a variable, loop variable
 *   or callback parameter holding its entries, or a module loaded from one) is pushed or set into a
 *   collection named for tools, registered (`server.tool(…)`, `registerTool`, `addTool`), returned
 *   from a function named for tools, or given as `tools:`. A sort (`.sort(`, `.toSorted(`, `sortBy`,
 *   `orderBy`) of any value on that path, anywhere in the file, counts as ordering it.
 * - `async`: a collection named for tools (or filled with built tools) is filled inside an async
 *   callback after an `await` (`Promise.all(xs.map(async …))`, `.forEach(async …)`, `.then(…)`), and
 *   no sort is applied to it or to a read of it anywhere in the file. Writes before the first `await`
 *   run in call order; `Promise.all` results are in input order: neither is reported.
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
/**
 * The files on a tool path: those that define tools or send a toolset, the files they import (to
 * three hops: a server, its tools index, the loader behind it), and files that import one of them.
 * A directory listing in any other file (a debug script that prints tool names, a build step) fills
 * a collection nothing sends.
 */
export declare function toolPathFiles(index: SourceIndex, roots: ReadonlySet<string>): (file: ParsedFile) => boolean;
export declare function findUnorderedToolLists(files: readonly ParsedFile[]): UnorderedSource[];
