import { ts } from 'ts-morph';
import type { Provider } from '../../src/config/providers.js';
import type { RuleContext } from '../../src/engine/rule.js';
import type { SourceRange, ToolDefinition } from '../../src/model/tool.js';
export type SchemaObject = Record<string, unknown>;
export declare const UNKNOWN_KEY = "x-tool-lint-unknown";
export declare function isObject(v: unknown): v is SchemaObject;
/** `{ "x-tool-lint-unknown": … }`: a value the scanner could not fold. Never judged. */
export declare function isUnknown(v: unknown): boolean;
/**
 * A key the scanner wrote where it could not see (`x-tool-lint-unknown-spread:baseParams` for
 * `...baseParams`): not a parameter name and not a schema keyword. An object holding one may have
 * any other key too.
 */
export declare function isPlaceholderKey(key: string): boolean;
/** The keys of an object that were really written (placeholders left out). */
export declare function writtenKeys(o: SchemaObject): string[];
/** Whether an object holds a placeholder: keys the scanner could not see may be missing from it. */
export declare function hasPlaceholder(o: SchemaObject): boolean;
export declare function containsUnknown(v: unknown, depth?: number): boolean;
/** RFC 6901 escaping of one segment. */
export declare function escapeSegment(s: string | number): string;
export declare function pointerJoin(base: string, segments: ReadonlyArray<string | number>): string;
/** The value at `segments` under `root`, or undefined. */
export declare function valueAt(root: unknown, segments: ReadonlyArray<string | number>): unknown;
/** True when a marker sits on the way to `segments` (or at it). */
export declare function unknownOnPath(root: unknown, segments: ReadonlyArray<string | number>): boolean;
export interface RootSchema {
    schema: unknown;
    /** JSON Pointer of the schema inside the tool: `/inputSchema`, or `/inputSchema/json` for Bedrock's wrapper. */
    base: string;
    source: 'json-schema' | 'zod';
    partial: boolean;
}
/**
 * The tool's input schema when there is one to judge: written as JSON Schema or converted from zod.
 * Bedrock Converse writes `inputSchema: { json: {…} }`; the scanner reads that wrapper as the
 * schema itself, so it is unwrapped here.
 */
export declare function rootSchema(tool: ToolDefinition): RootSchema | undefined;
export type Path = ReadonlyArray<string | number>;
/**
 * Visits every subschema that is an object, by keyword (never into `properties` names, `enum`,
 * `const`, `default` or `examples`), depth first, root first. Markers and booleans are not visited.
 */
export declare function walkSchema(root: unknown, visit: (node: SchemaObject, path: Path) => void): void;
/**
 * Like walkSchema, but descends only through the keywords given: what hangs under any other keyword
 * is not visited (a dialect that rejects `if` has nothing to say about the schema inside it).
 */
export declare function walkVia(root: unknown, via: {
    map?: readonly string[];
    one?: readonly string[];
    list?: readonly string[];
}, visit: (node: SchemaObject, path: Path) => void): void;
/**
 * Where a schema declares an array with nothing about its elements (`{ type: 'array' }`, no `items`
 * or `prefixItems`), through properties, definitions, items and combinators. Subschemas the scanner
 * could not read whole (a spread, a runtime value) are left out.
 */
export declare function arraysWithoutItems(schema: unknown): Path[];
/** Whether a subschema describes objects: `type: 'object'` (or a type list with it), or properties without a type. */
export declare function isObjectSchema(node: SchemaObject): boolean;
export declare const PROVIDER_LABELS: Record<Provider, string>;
export declare function providersFor(tool: ToolDefinition, configured: readonly Provider[], targeted?: readonly Provider[]): Provider[];
/**
 * The providers a tool is sent to, when every request it is seen in names its model
 * (`new ChatOpenAI({ model: 'gpt-4.1' })`, `model: anthropic('claude-sonnet-4-5')`): a tool only
 * ever sent to gpt-4.1 is not judged by Anthropic's rules. Undefined (judge for every configured
 * provider) when some request's model is not written, not known, or the tool reaches a client that
 * picks the model itself (an MCP server, a list nothing is seen sending).
 */
export declare function targetedProviders(ctx: RuleContext<any>): (tool: ToolDefinition) => Provider[] | undefined;
export declare function listLabels(providers: readonly Provider[]): string;
export declare function parsedFileOf(ctx: RuleContext<any>, file: string): import("../../src/source/source-index.js").ParsedFile | undefined;
/**
 * Tools seen reaching a provider call as they are written (members of a `request` toolset). A list
 * the project sends some other way may be rewritten first (Roo Code makes every property required
 * before each request): provider-shape errors need this evidence. Without toolsets (a tool list
 * linted on its own), every tool counts.
 */
export declare function requestedTools(ctx: RuleContext<any>): (tool: ToolDefinition) => boolean;
export declare function evidentlySent(ctx: RuleContext<any>): (tool: ToolDefinition) => boolean;
/** The node written exactly at `range` (the outermost one when several share it). */
export declare function nodeAt(ctx: RuleContext<any>, range: SourceRange): ts.Node | undefined;
/**
 * Whether the object at `pointer` was read in full. The scanner drops `...spread` members it cannot
 * resolve and computed keys it cannot fold without marking the schema partial, so a key missing
 * from such an object may only be hidden. JSON files and zod conversions are always complete.
 */
export declare function isComplete(ctx: RuleContext<any>, tool: ToolDefinition, pointer: string, source: 'json-schema' | 'zod'): boolean;
/**
 * A boolean written literally under `key` in the definition (`strict: true`), looking in the
 * definition object, the object argument of a call (`tool({…})`) and a nested `function: {…}`
 * (Chat Completions). Undefined when absent or not a literal.
 */
export declare function literalFlag(ctx: RuleContext<any>, tool: ToolDefinition, key: string): boolean | undefined;
/**
 * Where a pointer is written. An MCP `server.tool(name, { city: z.string() })` shape records its
 * keys as `/inputSchema/city` rather than `/inputSchema/properties/city`; that spelling is tried
 * too, so a finding about a parameter lands on its line.
 */
export declare function rangeFor(tool: ToolDefinition, pointer: string): SourceRange | undefined;
export declare function definitionSeen(ctx: RuleContext<any>, tool: ToolDefinition): boolean;
