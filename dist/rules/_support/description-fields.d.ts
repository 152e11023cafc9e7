import type { ToolDefinition } from '../../src/model/tool.js';
/** Texts of a tool the model reads: its description and every `description` in its input schema, with pointers. */
export interface Field {
    pointer: string;
    label: string;
    text: string;
}
/** The tool description (its scanned text) and every `description` in the input schema, with pointers. */
export declare function descriptionFields(tool: ToolDefinition): Field[];
export declare function descriptionLabel(tool: ToolDefinition): string;
/** Every `description` in the input schema, with pointers (schemas are not rendered: what the scanner read). */
export declare function schemaDescriptionFields(tool: ToolDefinition): Field[];
/** MCP shapes (`{ city: z.string().describe(…) }`) are recorded as `/inputSchema/city`, without `/properties`. */
export declare function shapeRange(tool: ToolDefinition, pointer: string): {
    range?: ToolDefinition['range'];
};
export declare function isObject(v: unknown): v is Record<string, unknown>;
/** Quoted text for a message: invisible characters removed, one line, at most 80 characters. */
export declare function clip(s: string): string;
export declare function describeChars(counts: Map<number, number>): string;
/**
 * Invisible characters in a text, by code point: zero-width spaces and joiners (not those that join
 * letters of Persian or Indic scripts or emoji sequences), word joiners, invisible operators, a BOM
 * after the start, and left-to-right / right-to-left marks outside right-to-left text.
 */
export declare function invisibleChars(text: string): Map<number, number>;
/** Reordering controls, by code point: any in text without right-to-left letters; overrides everywhere. */
export declare function reorderingChars(text: string): Map<number, number>;
/** ASCII spelled in Unicode tag characters (emoji flag sequences such as 🏴 + tags + U+E007F are fine). */
export declare function taggedText(text: string): string | undefined;
