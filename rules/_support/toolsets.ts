import { compareTools, type ToolDefinition } from '../../src/model/tool.js';
import { DEFAULT_BUDGETS } from '../../src/config/budgets.js';
import type { RuleContext } from '../../src/engine/rule.js';
import { budgetModels } from '../../src/tokens/from-tool.js';

/** Tools sent together: one `group`; ungrouped tools of one file form one set. Sorted, deterministic. */
export function toolsets(tools: readonly ToolDefinition[]): Map<string, ToolDefinition[]> {
  const sets = new Map<string, ToolDefinition[]>();
  for (const t of [...tools].sort(compareTools)) {
    // Conditional tools count too: a budget is about the largest request the agent can send.
    const key = t.group ?? t.range.file;
    const list = sets.get(key);
    if (list) list.push(t);
    else sets.set(key, [t]);
  }
  return sets;
}

/**
 * The models a budget rule counts for, per set of tools: `ctx.models` (what the project's code
 * targets, computed by the engine) for tools the project sends itself; for MCP server tools the
 * client picks the model, so they are counted for the defaults (or `budgets.models`).
 */
export function countingFor(ctx: RuleContext<any>) {
  const budgets = ctx.budgets ?? DEFAULT_BUDGETS;
  const defaults = budgetModels(budgets, ctx.providers);
  return { budgets, modelsFor: (tools: readonly ToolDefinition[]): string[] => (ctx.modelsFor ? [...ctx.modelsFor(tools)] : defaults) };
}

/** `gpt-4o (1,020 tokens)`, … for the other models a finding holds for. */
export function alsoFor(items: Array<{ model: string; text: string }>): string {
  return items.length ? `; also ${items.map((i) => `${i.model} (${i.text})`).join(', ')}` : '';
}
