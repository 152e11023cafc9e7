/**
 * What a provider receives for one tool, as the strings that are tokenized plus fixed per-item
 * token constants. Counting = sum of the strings' token counts + the constants. Keeping the pieces
 * explicit lets tests re-count the very same strings with an independent tokenizer, and lets `--why`
 * attribute every token to a field.
 */
import type { FunctionTokenConstants } from './models.js';
export type PieceKind = 'description' | 'parameters' | 'overhead';
export interface Piece {
    kind: PieceKind;
    /** JSON Pointer of the field within the tool (`/description`, `/inputSchema/properties/q/description`). */
    pointer: string;
    /** Text that is tokenized; absent for a fixed constant. */
    text?: string;
    /**
     * Text whose tokens are subtracted: a field the provider tokenizes together with its label
     * (`name:description`) is attributed as tokens(label + field) − tokens(label), so the pieces
     * still sum to exactly the provider's count.
     */
    minus?: string;
    /** Fixed token count (cookbook constants). */
    constant?: number;
    /** What this piece is, for breakdowns. */
    label: string;
}
export interface ToolInput {
    name: string;
    description: string;
    inputSchema: unknown;
}
/**
 * Anthropic: the tool object `{name, description, input_schema}` goes into the tool-use system
 * prompt as JSON ("Here are the functions available in JSONSchema format"). The pieces split that
 * JSON: the description string, the schema JSON, and the remaining structure (keys, name, quotes).
 */
export declare function anthropicPieces(tool: ToolInput): Piece[];
/**
 * OpenAI: the cookbook's accounting (openai-cookbook examples/How_to_count_tokens_with_tiktoken.ipynb,
 * section 7). Per function: func_init + tokens(`name:description`) with one trailing period
 * dropped; when it has properties: prop_init, then per property prop_key + tokens(`key:type:desc`)
 * and, with an enum, enum_init + per item enum_item + tokens(item). func_end once per request.
 * Extension (documented in docs/tokens.md): nested object properties (of array items and of union
 * members too) are counted with the same per-property rule, since the rendering includes them and
 * the cookbook's flat loop would count them as free.
 */
export declare function openaiPieces(tool: ToolInput, k: FunctionTokenConstants): Piece[];
/** The `type` as the cookbook's f-string prints it; unions and missing types get a readable form. */
export declare function typeName(p: Record<string, unknown>): string;
