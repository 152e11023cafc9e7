import { type Cell, type ResolvedMatrix } from '../config/matrix.js';
import type { JsonSchema, ToolDefinition } from '../model/tool.js';
import type { DeclaredToolset } from '../config/toolsets.js';
import type { SourceIndex } from '../source/source-index.js';
/**
 * Renders dynamic tool descriptions by executing the project's code, once per matrix cell, in
 * sandboxed child processes (see child.ts). Bundled once per run; each sandbox loads the modules
 * once and renders many cells; lanes run in parallel up to the core count. With `isolates: 2`
 * every cell is rendered again in a second, independent set of fresh processes, so state that a
 * module keeps between calls (a cache that froze one random pick) cannot hide nondeterminism.
 */
export interface RenderError {
    /**
     * `throw`: the description code threw or rejected; `timeout`: no answer before the deadline;
     * `write`/`spawn`: it tried to; `process`: it tried to end or signal a process or to use
     * tool-lint's IPC channel; `crash`: the sandbox died (memory cap), reproducibly; `size`: the text
     * is over the cap. Failures that are not the description code's (a module that cannot load, a
     * dependency not installed, a context the matrix lacks) are notes (RenderResult.notes), not errors.
     */
    kind: 'throw' | 'timeout' | 'write' | 'spawn' | 'process' | 'crash' | 'size';
    message: string;
}
/** Longer rendered descriptions are not passed on: the sandbox sends their length (child.ts). */
export declare const MAX_RENDERED_CHARS = 1000000;
export interface RenderOutcome {
    text?: string;
    error?: RenderError;
}
export interface RenderEntry extends RenderOutcome {
    tool: ToolDefinition;
    cell: Cell;
    /** `eval`: the real string; `static`: what static evaluation folded (`…` where it stopped). */
    source: 'eval' | 'static';
    /** The same cell rendered in the second isolate (when two were asked for). */
    again?: RenderOutcome;
}
export interface SchemaCheck {
    tool: ToolDefinition;
    /** The JSON Schema the project's own zod produces. */
    real?: JsonSchema;
    /** Whether the scanner's static conversion equals it; `difference` names the first JSON Pointer that differs. */
    matches?: boolean;
    difference?: string;
    skipped?: string;
}
export interface RenderResult {
    eval: boolean;
    cells: Cell[];
    entries: RenderEntry[];
    /** Tools with dynamic descriptions that were not executed, and why (static text stands in). */
    skipped: Array<{
        tool: ToolDefinition;
        reason: string;
    }>;
    /** Tool names in the order their definitions came to life, per isolate. */
    order?: {
        first: string[];
        second?: string[];
    };
    schemas: SchemaCheck[];
    /** What each declared toolset's builder returned, per cell (and again in the second isolate). */
    builds: ToolsetBuild[];
    /** One line per cause of renders that could not happen here (not installed, no context, …): print once. */
    notes: string[];
    stats: {
        buildMs: number;
        wallMs: number;
        renders: number;
        processes: number;
    };
}
/** A tool of a builder's result, as the model receives it. */
export interface BuiltTool {
    /** The key it is returned under (`{ search: tool(…) }`). */
    key?: string;
    name?: string;
    description?: string;
    /** JSON Schema (zod converted with the project's own zod). */
    schema?: unknown;
    /** The definition the scanner found for it, when the value was made by one. */
    tool?: ToolDefinition;
    error?: string;
}
export interface BuildOutcome {
    tools?: BuiltTool[];
    error?: RenderError;
}
export interface ToolsetBuild extends BuildOutcome {
    toolset: string;
    cell: Cell;
    again?: BuildOutcome;
}
/** A toolset the config declares, to build per cell (src/config/toolsets.ts). */
export interface ToolsetBuilder {
    name: string;
    file: string;
    exportName: string;
    args: DeclaredToolset['args'];
    /** The tools the scanner found it may return (their modules are bundled so their definitions are captured). */
    members: readonly ToolDefinition[];
}
export interface RenderOptions {
    /** Declared toolsets to build per cell (config `toolsets`). */
    toolsets?: readonly ToolsetBuilder[];
    cwd: string;
    matrix: ResolvedMatrix;
    /** False: no code runs; static partial evaluation only. */
    eval?: boolean;
    /** 2: render every cell again in fresh processes (stability rules). */
    isolates?: 1 | 2;
    timeoutMs?: number;
    memoryMb?: number;
    configFile?: string;
    /** Which tools to render (default: every tool with a dynamic description). */
    select?: (tool: ToolDefinition) => boolean;
    cellFilter?: Record<string, string>;
    /** Also convert zod schemas with the project's zod and compare with the static conversion. */
    schemas?: boolean;
    concurrency?: number;
}
export declare const DEFAULT_TIMEOUT_MS = 5000;
/** 1 day + 1 h + 1 min + 1 s + 1 ms: every field of a printed date or time differs between the isolates. */
export declare const SECOND_ISOLATE_CLOCK_OFFSET_MS = 90061001;
export declare const DEFAULT_MEMORY_MB = 512;
export declare function renderTools(allTools: readonly ToolDefinition[], index: SourceIndex, opts: RenderOptions): Promise<RenderResult>;
