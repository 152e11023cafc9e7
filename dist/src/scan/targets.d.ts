import type { ToolDefinition } from '../model/tool.js';
import type { ParsedFile } from '../source/source-index.js';
/**
 * Which providers and models the project's code talks to, as far as the code shows it: the SDKs it
 * imports (`@anthropic-ai/sdk`, `@ai-sdk/openai`, `@langchain/anthropic`, …), the wire formats of its
 * tools (an `input_schema` tool goes to Anthropic), and model ids written as strings
 * (`'claude-sonnet-4-5'`, `openai('gpt-4o-mini')`). Budget rules count tokens for these instead of
 * every default model: an OpenAI-only app gets no Claude budget findings. Empty when the code shows
 * nothing (a bare MCP server): then the defaults apply.
 */
export interface ProjectTargets {
    providers: ReadonlySet<'anthropic' | 'openai' | 'gemini'>;
    /**
     * Known model ids (models.json) written in the code, sorted. A model written beside a `tools` list
     * (`{ model: 'gpt-4', tools }`, the body of one request) belongs to that request: such models count
     * here only when the code names no model elsewhere, so a setup script's one `gpt-4` does not set
     * the budget of every toolset whose own request tool-lint cannot see.
     */
    models: readonly string[];
    /** Models written beside a `tools` value that names a list literal: `file#start` of the list → model ids. */
    bound: ReadonlyMap<string, readonly string[]>;
}
export declare function projectTargets(files: readonly ParsedFile[], tools: readonly ToolDefinition[]): ProjectTargets;
/**
 * Targets per package: a monorepo's examples and apps each choose their own models. A file belongs
 * to the package of the nearest `package.json` above it (inside the working directory); tools of a
 * package whose code shows no target fall back to what the whole project shows.
 */
export declare class PackageTargets {
    private readonly cwd;
    private readonly byRoot;
    private readonly rootOf;
    readonly project: ProjectTargets;
    constructor(cwd: string, files: readonly ParsedFile[], tools: readonly ToolDefinition[]);
    /** Models written beside a `tools` value naming this list (`file#start`), anywhere in the project. */
    boundTo(group: string): readonly string[];
    /** What the code of the package holding `file` (relative to cwd) targets; the project's when it shows nothing. */
    forFile(file: string): ProjectTargets;
    private packageRoot;
}
