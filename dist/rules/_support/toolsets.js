import { compareTools } from '../../src/model/tool.js';
import { variantsOf } from '../../src/model/toolset.js';
import { DEFAULT_BUDGETS } from '../../src/config/budgets.js';
import { countableTool } from '../../src/tokens/from-tool.js';
import { budgetModels } from '../../src/budget/budget-models.js';
import { CLAUDE_CODE_FACTS, countToolsetTokens, modelInfo } from '../../src/tokens/index.js';
/** Tools sent together: one `group`; ungrouped tools of one file form one set. Sorted, deterministic. */
export function toolsets(tools) {
    const sets = new Map();
    for (const t of [...tools].sort(compareTools)) {
        // Conditional tools count too: a budget is about the largest request the agent can send.
        const key = t.group ?? t.range.file;
        const list = sets.get(key);
        if (list)
            list.push(t);
        else
            sets.set(key, [t]);
    }
    return sets;
}
/**
 * The sets the budget rules judge: the scanner's toolsets (one request, one MCP server, one list),
 * the same ones `report` budgets. Callers that run rules without toolsets get the older grouping
 * (one array or map; otherwise one file).
 */
export function requestSets(ctx) {
    if (!ctx.toolsets)
        return [...toolsets(ctx.tools)].map(([, tools]) => ({ id: `${tools[0].range.file}:${tools[0].range.line}`, tools, variants: [tools] }));
    const linted = new Set(ctx.tools);
    const out = [];
    for (const set of ctx.toolsets) {
        const tools = [...new Set(set.members.map((m) => m.tool))].filter((t) => linted.has(t));
        const variants = variantsOf(set.members).map((v) => [...new Set(v.map((m) => m.tool))].filter((t) => linted.has(t))).filter((v) => v.length);
        if (tools.length)
            out.push({ id: set.id, tools, variants: variants.length ? variants : [tools], set });
    }
    return out;
}
/** The models a set is counted for: the toolset's choice (shared with `report`), else the older per-tools choice. */
export function modelsForSet(ctx, s) {
    if (s.set && ctx.modelsForToolset)
        return [...ctx.modelsForToolset(s.set)];
    return countingFor(ctx).modelsFor(s.tools);
}
/**
 * The models a budget rule counts for, per set of tools: `ctx.models` (what the project's code
 * targets, computed by the engine) for tools the project sends itself; for MCP server tools the
 * client picks the model, so they are counted for the defaults (or `budgets.models`).
 */
export function countingFor(ctx) {
    const budgets = ctx.budgets ?? DEFAULT_BUDGETS;
    const defaults = budgetModels(budgets, ctx.providers);
    return { budgets, modelsFor: (tools) => (ctx.modelsFor ? [...ctx.modelsFor(tools)] : defaults) };
}
/** `gpt-4o (1,020 tokens)`, … for the other models a finding holds for. */
export function alsoFor(items) {
    return items.length ? `; also ${items.map((i) => `${i.model} (${i.text})`).join(', ')}` : '';
}
/**
 * The Claude models for which an MCP toolset is over the share of the context at which Claude Code
 * defers its tools to tool search, the furthest over first (`max-mcp-toolset-tokens`; and
 * `max-toolset-tokens`, which leaves such a server to it while no budget is written).
 */
export function toolSearchOver(ctx, rs) {
    if (!rs.tools.some((t) => t.framework === 'mcp'))
        return [];
    const threshold = CLAUDE_CODE_FACTS.toolSearchThresholdPercent;
    const inputs = rs.variants.map((v) => v.map((t) => countableTool(t).input));
    return modelsForSet(ctx, rs)
        .filter((m) => modelInfo(m)?.provider === 'anthropic')
        .map((model) => {
        const info = modelInfo(model);
        const total = Math.max(...inputs.map((v) => countToolsetTokens(v, model).total));
        return { model, info, total, thresholdTokens: Math.floor((info.contextWindow * threshold) / 100) };
    })
        .filter((x) => x.total > x.thresholdTokens)
        .sort((a, b) => b.total / b.thresholdTokens - a.total / a.thresholdTokens || (a.model < b.model ? -1 : 1));
}
