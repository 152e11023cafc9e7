import { ts } from 'ts-morph';
import type { ToolDefinition } from '../model/tool.js';
import type { SourceIndex } from '../source/source-index.js';
/**
 * One esbuild build per run, every defining module an entry (perf-notes.md: one build with all
 * entries, then `import()`, is the fastest way to execute many TS modules). An onLoad plugin splices
 * `__toolLintCapture(id, <definition>)` around each tool's definition expression — the scanner
 * knows its exact range — so importing a module registers the live tool object under a known id.
 *
 * Only the project's own code is bundled. Installed packages (JavaScript under `node_modules`) are
 * left to Node, loaded from where they are installed, exactly as the application loads them: a
 * CommonJS package keeps its `__dirname`, its dynamic `require()` and its files next to it, which
 * a bundle moved to a temporary folder loses. Each package is reached through a small generated
 * module that keeps bundler semantics for the importer: a name the package does not export at run
 * time (a type-only re-export that survived compilation) is `undefined`, not a load error.
 */
export interface Bundle {
    dir: string;
    /** Output file of each entry, by absolute source path. */
    entries: Map<string, string>;
    runner: string;
    bridge?: string;
    config?: string;
    /** Source files esbuild could not bundle, with the reason: their tools are skipped, not failed. */
    failed: Map<string, string>;
    /** Imports that could not be resolved, by importing file: bundled as empty modules. */
    unresolved: Map<string, string[]>;
    /** Every project file in the bundle (absolute), for the sandbox's read permission. */
    inputs: string[];
    /** What it was built from (to build a variant). */
    request: BundleRequest;
    /** Tools whose definition could not be located in the source (no capture spliced). */
    unplaced: Set<string>;
    buildMs: number;
}
export interface BundleRequest {
    cwd: string;
    index: SourceIndex;
    /** Tools to capture, by id. */
    tools: Map<string, ToolDefinition>;
    /** The config file to bundle when it has `context(cell)`. */
    configFile?: string;
    /** Bundle a zod → JSON Schema bridge resolved from the project. */
    schemas: boolean;
    /**
     * `node` (default): installed packages are loaded by Node from node_modules. `bundle`: they are
     * bundled too, CommonJS globals shimmed — the fallback for modules that only load the way a
     * bundler links them (a package re-exporting a name it does not define).
     */
    packages?: 'node' | 'bundle';
    /** Only these source files (absolute) become entries; no runner, no config, no bridge. */
    only?: readonly string[];
    /** Where to write (default: a new folder in the run folder). */
    outdir?: string;
    /** Modules of declared toolset builders (absolute): entries even when they define no tool themselves. */
    builders?: readonly string[];
}
export declare function buildBundle(req: BundleRequest): Promise<Bundle>;
/** Where to splice the capture for one tool: around the expression, or after a class declaration. */
export declare function captureInsertions(sf: ts.SourceFile, tool: ToolDefinition, id: string): Array<[number, string]> | undefined;
