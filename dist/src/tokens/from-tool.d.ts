import type { ToolDefinition } from '../model/tool.js';
import type { ToolInput } from './render.js';
export interface CountableTool {
    input: ToolInput;
    /** True when the description is dynamic and only its statically folded part (partialText) is counted. */
    staticEstimate: boolean;
}
/**
 * The tool as tokens are counted for it. Dynamic descriptions are counted from what static
 * evaluation could fold (partialText, its `…` gaps removed): a lower bound, labelled "static estimate".
 */
export declare function countableTool(tool: ToolDefinition): CountableTool;
/** How a count was obtained, for messages: "exact", "estimate", "static estimate", "estimate; static estimate". */
export declare function basisOf(model: string, staticEstimate: boolean): string;
