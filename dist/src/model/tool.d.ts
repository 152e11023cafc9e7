/**
 * The normalized tool model. Extractors produce it; rules, the renderer and reporters consume it.
 * Nothing here knows which framework a tool came from beyond the `framework` label.
 */
/** A range in a source file. `file` is relative to the working directory, POSIX separators; line and column are 1-based. */
export interface SourceRange {
    file: string;
    line: number;
    column: number;
    endLine: number;
    endColumn: number;
}
export type Framework = 'anthropic' | 'openai' | 'openai-agents' | 'gemini' | 'bedrock' | 'mcp' | 'vercel-ai' | 'langchain' | 'mastra' | 'custom';
export declare const FRAMEWORKS: readonly Framework[];
/** How a description reaches the model. */
export type ToolDescription = {
    kind: 'static';
    text: string;
    /** Where the text was read from when it is not inline (`.md`/`.txt` imports). */
    fromFile?: string;
} | {
    kind: 'dynamic';
    /** `prompt-method`: a `prompt(ctx)`/`description(ctx)` method; `builder`: a call; `expression`: anything else the scanner could not fold. */
    via: 'prompt-method' | 'builder' | 'expression';
    /** Source text of the expression or method that produces the description. */
    expression: string;
    /** What static evaluation could fold, with `…` where it had to stop; absent when nothing. */
    partialText?: string;
} | {
    kind: 'none';
};
export type JsonSchema = {
    [key: string]: unknown;
} | boolean;
export interface ToolSchema {
    /** `json-schema`: written as JSON Schema; `zod`: converted statically from zod; `none`: the tool declares no schema. */
    source: 'json-schema' | 'zod' | 'none' | 'unknown';
    schema?: JsonSchema;
    /** True when the static conversion had to stop somewhere; `unknown` values stand in for what it could not see. */
    partial: boolean;
    /** Source text when the schema could not be evaluated at all. */
    expression?: string;
    /** How the schema is written breaks it in a way its JSON form cannot show (see SchemaDefect). */
    defects?: SchemaDefect[];
}
/**
 * A defect the scanner saw in the code that builds a schema. `zod-record-without-key`:
 * `z.record(value)` with one argument under a zod that needs the key schema (4.0 to 4.3, and the
 * `zod/v4` of zod 3.25): `toJSONSchema` and validation of the field throw, so the tool cannot be
 * sent (AI SDK) or every call carrying the field fails. `zod4-in-zod-to-json-schema`: a zod 4 schema
 * handed to the `zod-to-json-schema` package, which reads zod 3 only and returns `{}`.
 * `mcp-listed-without-parameters`: an MCP `registerTool` input schema that is not a zod object at
 * its top (a zod 3 `.refine()`, a `.transform()`), which the SDK lists with no parameters.
 */
export interface SchemaDefect {
    kind: 'zod-record-without-key' | 'zod4-in-zod-to-json-schema' | 'mcp-listed-without-parameters';
    /** JSON Pointer of the schema in the tool (`/inputSchema/properties/metadata`). */
    pointer: string;
    range: SourceRange;
    /** The version of the library that makes it a defect (`4.1.12`; for zod-to-json-schema `zod 4.1.12`, `zod/v4`). */
    version: string;
}
export interface ToolDefinition {
    name: string;
    /** False when the name is an expression the scanner could not fold; `name` is then its source text. */
    nameResolved: boolean;
    /** The name is a default (`toolName || 'web_search'`, `{ toolName = 'web_search' }`): a caller may pass another. */
    nameIsDefault?: boolean;
    /**
     * The name written in the definition when the model is sent another one: a Mastra tool's `id`
     * (`createTool({ id: 'search_products' })`) registered under the key `searchProducts`.
     */
    declaredName?: string;
    /**
     * The name is the framework's own id, and the name the model receives was not seen: a Mastra
     * `createTool({ id: 'git:status' })` that no agent's `tools` record was found registering (Mastra
     * sends the registration key, never the id). Rules about the name a provider receives skip it.
     */
    nameIsInternalId?: boolean;
    /** Why the name (or the whole definition) could not be read: `parameter of makeTool`, `imported from package x`, `runtime value`. */
    reason?: string;
    /**
     * Only the name is known: the definition is a value the scanner cannot read (a tool instance from a
     * package, `await loadTool()`). Rules that judge a definition's content skip such tools.
     */
    opaque?: boolean;
    framework: Framework;
    /** The whole definition (object literal, call or class). */
    range: SourceRange;
    description: ToolDescription;
    inputSchema: ToolSchema;
    /** True when the definition carries its own handler (`execute`, MCP callback, `call`/`_call` method). */
    hasHandler: boolean;
    /**
     * The handler reads arguments the framework never hands it (`query`, `args.limit`, `Schema.parse(args)`):
     * an MCP tool registered without an input schema is listed as taking no arguments, and the SDK calls
     * its callback with the request context alone. Set by the extractor that knows the calling convention.
     */
    unsentArguments?: {
        reads: string[];
        range: SourceRange;
        /**
         * Where a JSON Schema was passed in the place of the SDK's zod shape (`server.tool(name, description,
         * { type: 'object', … }, cb)`), which is why there is none; `reads` may then be empty (the
         * parameters the schema declares are lost whatever the handler reads).
         */
        jsonSchemaAt?: SourceRange;
        /** A LangChain `tool()` without a schema: sent as one string `input`, which its function gets instead of fields. */
        stringInput?: true;
    };
    /**
     * The schema was read from a field the framework's current versions no longer read: an AI SDK
     * tool's `parameters` (AI SDK 4), renamed `inputSchema` in 5.0. Whether the installed version
     * reads it is the rules' to decide (src/source/packages.ts).
     */
    legacySchemaField?: 'parameters';
    /**
     * Where the function the model's arguments are handed to is written, when it is not part of the
     * definition: `{ tool: SPEC, handler: async (params) => … }` registered in a loop whose callback
     * forwards its argument to the element's `handler`; the `execute` beside a registry entry's
     * `definition` (whose calls the project routes, so `hasHandler` stays false). The rules read it as
     * the tool's implementation.
     */
    handlerRange?: SourceRange;
    /** The root `type` of an MCP tool's `outputSchema` written as JSON Schema, and where (MCP requires `"object"`). */
    outputSchemaType?: {
        type: string;
        range: SourceRange;
    };
    /**
     * Where an MCP SDK registration's `outputSchema` is written when it describes the call result's
     * envelope (`content`, `isError`, `structuredContent`) instead of the structured data: the server
     * checks `structuredContent` against it, so every successful call fails.
     */
    outputSchemaEnvelope?: SourceRange;
    /** JSON Pointer (`/description`, `/inputSchema/properties/city/description`) → where that value is written. */
    pointers: Record<string, SourceRange>;
    /**
     * The collection the definition is written in (one array, one tool map, one MCP server object):
     * tools of one group are sent together. Absent when the definition stands alone.
     */
    group?: string;
    /** Set when the definition lives inside a conditional (`cond ? [tool] : []`, `if`), so it is not always sent. */
    conditional?: boolean;
    /** Ids of the toolsets (src/model/toolset.ts) the tool is sent in. */
    toolsets?: string[];
}
export interface SkillDefinition {
    name: string;
    description?: string;
    /** The SKILL.md file. */
    range: SourceRange;
    pointers: Record<string, SourceRange>;
    frontMatter: Record<string, unknown>;
    /** The SKILL.md as read (UTF-8), so clients' own readings of it can be simulated (src/tokens/claude-skill-file.ts). */
    text?: string;
    /** The directory tool-lint was pointed at that holds this file (`.` for the working directory): where Claude Code would start. */
    root?: string;
    /**
     * Other project-relative paths of the same SKILL.md, through symbolic links to its folder
     * (`.claude/skills -> ../.agents/skills`) or to the file itself: an agent reading one of those
     * folders lists it under that path. The file is read and linted once, under `range.file`.
     */
    aliases?: string[];
    /** Why the front matter could not be read as YAML between `---` lines (absent when it could). */
    frontMatterProblem?: {
        kind: 'missing' | 'bom' | 'unclosed' | 'yaml' | 'not-mapping';
        message: string;
        line: number;
    };
}
export declare function compareRanges(a: SourceRange, b: SourceRange): number;
export declare function compareTools(a: ToolDefinition, b: ToolDefinition): number;
