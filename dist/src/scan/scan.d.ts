import { type Diagnostic } from '../model/diagnostic.js';
import { type SkillDefinition, type ToolDefinition } from '../model/tool.js';
import { type FactorySpec } from '../extract/frameworks/house.js';
import type { DeclaredToolset } from '../config/toolsets.js';
import { type SinkResult } from '../extract/flow.js';
import type { Toolset } from '../model/toolset.js';
import { rangeOf } from '../extract/ranges.js';
import { SourceIndex } from '../source/source-index.js';
import type { ServerDefinition } from '../model/server.js';
export interface ScanOptions {
    cwd: string;
    include?: string[];
    exclude?: string[];
    /** Folder `include`/`exclude` are relative to (the config file's; default `cwd`). */
    globBase?: string;
    /** Files larger than this are reported and skipped. */
    maxFileBytes?: number;
    /** The project's own tool factories (`scanner.factories` in the config; `from` paths absolute). */
    factories?: FactorySpec[];
    /** Toolsets the config declares (`toolsets`): their builders are folded like a request's tools. */
    declaredToolsets?: DeclaredToolset[];
    /** Skill folders from `budgets.skills.dirs` (each holds `<name>/SKILL.md`). */
    skillDirs?: string[];
    /** Heap use at which parsing stops (default 70% of Node's old-space limit; src/source/memory.ts). */
    memoryLimitBytes?: number;
    /** Which files are test code (`tests.patterns`; default src/scan/test-files.ts): their calls do not decide where tools are sent. */
    testPatterns?: readonly string[];
}
export interface ScanResult {
    tools: ToolDefinition[];
    skills: SkillDefinition[];
    diagnostics: Diagnostic[];
    /** Files walked, and of those how many were parsed. */
    stats: {
        files: number;
        parsed: number;
    };
    index: SourceIndex;
    /** MCP servers described by snapshot files (`tool-lint mcp --snapshot`), or by a live session. */
    servers?: ServerDefinition[];
    /** Calls that send tools to a model, with what each sends (see src/extract/flow.ts). */
    sinks?: SinkResult[];
    /** The tools sent together in one request (src/scan/toolsets.ts). */
    toolsets: Toolset[];
    /**
     * Files (relative, sorted) whose tools the project set aside: excluded by its tsconfig, imported and
     * run by nothing (src/scan/parked.ts), kept as a copy nothing imports or runs (src/scan/leftover-copies.ts),
     * compiled from TypeScript sources the project still has (src/scan/compiled-copies.ts),
     * or registered only by functions it never calls (src/scan/unwired.ts).
     */
    parked?: string[];
}
export declare const DEFAULT_MAX_FILE_BYTES: number;
/** Finds every tool and skill under `paths`. Never throws for bad input: problems become diagnostics. */
export declare function scan(paths: string[], options: ScanOptions): Promise<ScanResult>;
export { rangeOf };
