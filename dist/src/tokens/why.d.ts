/**
 * `--why`: where a tool's tokens go, field by field, and what would save most.
 * Every row is a piece of what the provider receives (render.ts), so rows sum to the tool's total.
 */
import { type ToolInput, type ToolTokens } from './index.js';
import type { PieceKind } from './render.js';
export interface WhyRow {
    /** `description`, `description of parameter "q"`, `schema structure (…)`, `tool JSON structure and name`, … */
    label: string;
    pointer: string;
    kind: PieceKind;
    tokens: number;
    /** Share of the tool's total, 0–1. */
    share: number;
}
export interface WhySuggestion {
    pointer: string;
    /** Tokens this change would save (an upper bound for "remove", half for "shorten"). */
    saves: number;
    text: string;
}
export interface WhyBreakdown {
    tool: string;
    model: string;
    count: 'exact' | 'estimate';
    tokens: ToolTokens;
    /** Sorted by tokens, largest first; rows with the same label are merged. */
    rows: WhyRow[];
    /** Largest saving first. */
    suggestions: WhySuggestion[];
}
export declare function whyTool(tool: ToolInput, model: string): WhyBreakdown;
/** Plain-text rendering for the CLI (`--why`). */
export declare function formatWhy(w: WhyBreakdown): string;
