import { type ToolDefinition } from '../../src/model/tool.js';
import type { RuleContext } from '../../src/engine/rule.js';
/** Tools sent together: one `group`; ungrouped tools of one file form one set. Sorted, deterministic. */
export declare function toolsets(tools: readonly ToolDefinition[]): Map<string, ToolDefinition[]>;
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
