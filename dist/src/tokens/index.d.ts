import { type Piece, type ToolInput } from './render.js';
export type { ModelInfo, FunctionTokenConstants, ClaudeCodeFacts } from './models.js';
export { modelInfo, knownModels, normalizeModelId, CLAUDE_CODE_FACTS } from './models.js';
export type { Piece, PieceKind, ToolInput } from './render.js';
export { loadedEncodings } from './bpe.js';
export interface ToolTokens {
    description: number;
    parameters: number;
    overhead: number;
    total: number;
}
export declare class UnknownModelError extends Error {
    readonly model: string;
    constructor(model: string);
}
/** Token count of plain text for a model (exact for OpenAI encodings, estimate for Claude). */
export declare function countText(text: string, model: string): number;
/** The strings and constants the provider tokenizes for one tool (see render.ts). */
export declare function toolPieces(tool: ToolInput, model: string): Piece[];
/** Tokens of one piece; pieces of a tool sum to the tool's total. */
export declare function pieceTokens(piece: Piece, model: string): number;
/** What the provider receives for one tool, split by field. `total` = description + parameters + overhead. */
export declare function countToolTokens(tool: ToolInput, model: string): ToolTokens;
/**
 * Tokens added once per request that carries tools: Anthropic's tool-use system prompt (346 for
 * current models, tool_choice auto), OpenAI's func_end (12, cookbook).
 */
export declare function systemOverheadTokens(model: string): number;
export declare function countToolsetTokens(tools: ToolInput[], model: string): {
    tools: ToolTokens[];
    systemOverhead: number;
    total: number;
};
/** "estimate" for Claude models, "exact" for BPE encodings: every output that shows a count says which. */
export declare function countKind(model: string): 'exact' | 'estimate';
