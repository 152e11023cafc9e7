/**
 * Token counting: what a provider really receives for a tool, per model.
 *
 * OpenAI models: exact BPE counts (gpt-tokenizer; o200k_base or cl100k_base, loaded on first use)
 * over the cookbook's function rendering. Claude models: an estimate (no public tokenizer) over the
 * tool JSON plus the documented tool-use system prompt. Details and sources: docs/tokens.md.
 */
import { countBpe } from './bpe.js';
import { estimateClaudeTokens } from './claude.js';
import { modelInfo } from './models.js';
import { anthropicPieces, openaiPieces } from './render.js';
export { modelInfo, knownModels, normalizeModelId, CLAUDE_CODE_FACTS } from './models.js';
export { loadedEncodings } from './bpe.js';
export class UnknownModelError extends Error {
    model;
    constructor(model) {
        super(`Unknown model "${model}"`);
        this.model = model;
    }
}
function requireModel(model) {
    const info = modelInfo(model);
    if (!info)
        throw new UnknownModelError(model);
    return info;
}
/** Token count of plain text for a model (exact for OpenAI encodings, estimate for Claude). */
export function countText(text, model) {
    return countWith(requireModel(model), text);
}
function countWith(info, text) {
    if (info.encoding === 'claude-estimate')
        return estimateClaudeTokens(text);
    return countBpe(text, info.encoding);
}
/** The strings and constants the provider tokenizes for one tool (see render.ts). */
export function toolPieces(tool, model) {
    const info = requireModel(model);
    if (info.provider === 'openai')
        return openaiPieces(tool, info.functionTokens);
    return anthropicPieces(tool);
}
/** Tokens of one piece; pieces of a tool sum to the tool's total. */
export function pieceTokens(piece, model) {
    const info = requireModel(model);
    if (piece.constant !== undefined)
        return piece.constant;
    const n = countWith(info, piece.text ?? '');
    return piece.minus !== undefined ? n - countWith(info, piece.minus) : n;
}
/** What the provider receives for one tool, split by field. `total` = description + parameters + overhead. */
export function countToolTokens(tool, model) {
    const r = { description: 0, parameters: 0, overhead: 0, total: 0 };
    for (const piece of toolPieces(tool, model))
        r[piece.kind] += pieceTokens(piece, model);
    r.total = r.description + r.parameters + r.overhead;
    return r;
}
/**
 * Tokens added once per request that carries tools: Anthropic's tool-use system prompt (346 for
 * current models, tool_choice auto), OpenAI's func_end (12, cookbook).
 */
export function systemOverheadTokens(model) {
    const info = requireModel(model);
    if (info.provider === 'openai')
        return info.functionTokens.func_end;
    return info.toolUseSystemPromptTokens ?? 0;
}
export function countToolsetTokens(tools, model) {
    const counted = tools.map((t) => countToolTokens(t, model));
    const systemOverhead = tools.length > 0 ? systemOverheadTokens(model) : 0;
    return { tools: counted, systemOverhead, total: systemOverhead + counted.reduce((s, t) => s + t.total, 0) };
}
/** "estimate" for Claude models, "exact" for BPE encodings: every output that shows a count says which. */
export function countKind(model) {
    return requireModel(model).exact ? 'exact' : 'estimate';
}
