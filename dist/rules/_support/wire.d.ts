import type { ToolInput } from '../../src/tokens/render.js';
/**
 * The tool list of a request as each provider's SDK puts it in the request body: the bytes a
 * provider's prompt cache compares. Key order is the SDK's, since it decides where the first
 * changed byte falls.
 * - Anthropic Messages `tools`: `{ name, description, input_schema }` (as src/tokens/anthropic-api.ts sends it);
 * - OpenAI Chat Completions `tools`: `{ type: 'function', function: { name, description, parameters } }`;
 * - Gemini `functionDeclarations`: `{ name, description, parameters }`.
 */
export type WireFormat = 'anthropic' | 'openai' | 'gemini';
export declare const WIRE_LABEL: Record<WireFormat, string>;
/** The format a model's requests use; other providers get the tool JSON Anthropic's format has. */
export declare function wireFormatOf(model: string): WireFormat;
export declare function wireTool(format: WireFormat, t: ToolInput): Record<string, unknown>;
/**
 * Where two serialisations of one tool list first differ, byte for byte: the tool and the JSON
 * Pointer (inside that tool's wire object) of the value that holds the first differing byte.
 */
export declare function firstDifference(format: WireFormat, a: readonly ToolInput[], b: readonly ToolInput[]): {
    index: number;
    pointer: string;
} | undefined;
/** The tool-model pointer (`/description`, `/inputSchema/properties/q`) of a wire pointer. */
export declare function modelPointer(format: WireFormat, wire: string): string;
