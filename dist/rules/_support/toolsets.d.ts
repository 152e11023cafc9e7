import { type ToolDefinition } from '../../src/model/tool.js';
import { type Toolset } from '../../src/model/toolset.js';
import type { RuleContext } from '../../src/engine/rule.js';
import { type ModelInfo } from '../../src/tokens/index.js';
/** Tools sent together: one `group`; ungrouped tools of one file form one set. Sorted, deterministic. */
export declare function toolsets(tools: readonly ToolDefinition[]): Map<string, ToolDefinition[]>;
/** One set of tools the budget rules judge: a toolset of the scanner, as the rule context has it. */
export interface RequestSet {
    /** `streamText@src/agent.ts:12`: how findings name it. */
    id: string;
    /** The members whose definition the scanner could read, in the order they are sent, each once. */
    tools: ToolDefinition[];
    /**
     * The requests the set can send, as `tools` each holds (src/model/toolset.ts variantsOf): one per
     * option of an undecidable condition choosing between lists; `[tools]` when nothing is chosen.
     */
    variants: ToolDefinition[][];
    set?: Toolset;
}
/**
 * The sets the budget rules judge: the scanner's toolsets (one request, one MCP server, one list),
 * the same ones `report` budgets. Callers that run rules without toolsets get the older grouping
 * (one array or map; otherwise one file).
 */
export declare function requestSets(ctx: RuleContext<any>): RequestSet[];
/** The models a set is counted for: the toolset's choice (shared with `report`), else the older per-tools choice. */
export declare function modelsForSet(ctx: RuleContext<any>, s: RequestSet): string[];
/**
 * The models a budget rule counts for, per set of tools: `ctx.models` (what the project's code
 * targets, computed by the engine) for tools the project sends itself; for MCP server tools the
 * client picks the model, so they are counted for the defaults (or `budgets.models`).
 */
export declare function countingFor(ctx: RuleContext<any>): {
    budgets: import("../../src/config/budgets.js").ResolvedBudgets;
    modelsFor: (tools: readonly ToolDefinition[]) => string[];
};
/** `gpt-4o (1,020 tokens)`, … for the other models a finding holds for. */
export declare function alsoFor(items: Array<{
    model: string;
    text: string;
}>): string;
/**
 * The Claude models for which an MCP toolset is over the share of the context at which Claude Code
 * defers its tools to tool search, the furthest over first (`max-mcp-toolset-tokens`; and
 * `max-toolset-tokens`, which leaves such a server to it while no budget is written).
 */
export declare function toolSearchOver(ctx: RuleContext<any>, rs: RequestSet): Array<{
    model: string;
    info: ModelInfo;
    total: number;
    thresholdTokens: number;
}>;
