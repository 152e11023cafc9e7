import type { ToolDefinition } from '../model/tool.js';
import type { ResolvedBudgets } from '../config/budgets.js';
import type { Provider } from '../config/providers.js';
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
/** What the code shows it targets (src/scan/targets.ts): providers of imported SDKs and tool formats, model ids written in it. */
export interface TargetHints {
    providers: ReadonlySet<string>;
    models: readonly string[];
}
/**
 * Models to count for: `budgets.models` as written; otherwise the models the code names (when it
 * names a few), or the defaults of the providers it uses; otherwise the defaults narrowed to the
 * configured providers (an OpenAI-only project gets no Claude counts). Bedrock serves Claude.
 */
export declare function budgetModels(budgets: ResolvedBudgets, providers: readonly Provider[], targets?: TargetHints): string[];
