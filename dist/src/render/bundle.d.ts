import { ts } from 'ts-morph';
import type { ToolDefinition } from '../model/tool.js';
import type { SourceIndex } from '../scan/source-index.js';
/**
 * One esbuild build per run, every defining module an entry (perf-notes.md: one build with all
 * entries, then `import()`, is the fastest way to execute many TS modules). An onLoad plugin splices
 * `__toolLintCapture(id, <definition>)` around each tool's definition expression — the scanner
 * knows its exact range — so importing a module registers the live tool object under a known id.
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
}
export declare function buildBundle(req: BundleRequest): Promise<Bundle>;
/** Where to splice the capture for one tool: around the expression, or after a class declaration. */
export declare function captureInsertions(sf: ts.SourceFile, tool: ToolDefinition, id: string): Array<[number, string]> | undefined;
