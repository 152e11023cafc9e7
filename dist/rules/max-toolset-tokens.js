import { defineRule } from '../src/engine/rule.js';
import { limitTokens } from '../src/config/budgets.js';
import { countToolsetTokens, modelInfo } from '../src/tokens/index.js';
import { basisOf, countableTool } from '../src/tokens/from-tool.js';
import { cellView, countPerCell } from '../src/budget/cells.js';
import { alsoFor, countingFor, modelsForSet, requestSets, toolSearchOver } from './_support/toolsets.js';
/**
 * The tools sent together (one array, tool map or MCP server: `group`; otherwise one file) stay
 * under `budgets.toolset` for every counted model. One finding per toolset, naming the model it is
 * furthest over for and the others. Related facts that are not the budget have their own rules:
 * `max-mcp-toolset-tokens` (Claude Code's tool-search threshold) and `no-ignored-cache-breakpoint`.
 */
export default defineRule({
    meta: {
        id: 'max-toolset-tokens',
        type: 'budget',
        description: 'The tools sent together stay within the toolset token budget (budgets.toolset) for every counted model',
        recommended: 'warn',
        strict: 'error',
        // Dynamic descriptions count as rendered in each matrix cell, the largest cell judged, as `report` does.
        needsRender: true,
        messages: {
            overBudget: 'Toolset "{{toolset}}" ({{count}}) is {{tokens}} tokens ({{basis}}) for {{model}}{{cell}}, {{percent}} of its {{context}}-token context, over the budget of {{limit}} by {{over}}{{also}}',
        },
        help: 'Run `tool-lint report` to see each tool\'s share; remove tools this agent does not need, split the toolset, or shorten the largest definitions',
    },
    check(ctx) {
        const { budgets } = countingFor(ctx);
        const view = cellView(ctx.renders);
        const linted = new Set(ctx.tools);
        for (const rs of requestSets(ctx)) {
            const tools = rs.tools;
            const models = modelsForSet(ctx, rs);
            const first = tools[0];
            const countable = tools.map(countableTool);
            let staticEstimate = countable.some((c) => c.staticEstimate);
            const over = models
                .map((model) => {
                const info = modelInfo(model);
                const perCell = view && rs.set ? countPerCell(rs.set, model, view, (t) => linted.has(t)) : undefined;
                if (perCell)
                    staticEstimate = perCell.lowerBound;
                // The largest request the set can send (conditions that choose between lists are not summed).
                const largest = perCell ? { total: perCell.tokens.total, size: perCell.tools } : largestVariant(rs.variants, model);
                const total = largest.total;
                const cell = perCell && perCell.cells.length > 1 ? perCell.worstCell : undefined;
                return { model, info, total, size: largest.size, cell, limit: limitTokens(budgets.toolset, info.contextWindow) };
            })
                .filter((x) => x.total > x.limit)
                .sort((a, b) => b.total / b.limit - a.total / a.limit || (a.model < b.model ? -1 : 1));
            const worst = over[0];
            if (!worst)
                continue;
            // An MCP server's client picks the model. With neither a budget nor models written, the
            // default budget is judged against the default models, and a server that fits some of them
            // is not reported: which client it serves is the team's to say (`budgets.models`).
            const unwritten = !budgets.declared.toolset && !budgets.declared.models;
            if (unwritten && tools.every((t) => t.framework === 'mcp') && over.length < models.length)
                continue;
            // Nor one already over Claude Code's tool-search share: max-mcp-toolset-tokens says what that
            // costs, and the default budget, which nobody wrote, would only repeat the count.
            if (unwritten && tools.every((t) => t.framework === 'mcp') && toolSearchOver(ctx, rs).length)
                continue;
            const { info, total, limit } = worst;
            ctx.report({
                tool: first,
                messageId: 'overBudget',
                data: {
                    toolset: rs.id,
                    count: worst.size === 1 ? '1 tool' : `${worst.size} tools`,
                    tokens: total,
                    basis: basisOf(worst.model, staticEstimate),
                    model: info.id,
                    cell: worst.cell ? ` in ${worst.cell}` : '',
                    percent: `${((total / info.contextWindow) * 100).toFixed(1)}%`,
                    context: info.contextWindow,
                    limit: budgets.toolset.kind === 'percent' ? `${budgets.toolset.text} (${limit.toLocaleString('en-US')} tokens)` : `${limit.toLocaleString('en-US')} tokens`,
                    over: total - limit,
                    also: alsoFor(over.slice(1).map((o) => ({ model: o.info.id, text: `${o.total.toLocaleString('en-US')} tokens` }))),
                },
            });
        }
    },
});
/** The variant of a set with the most tokens for `model`, and how many tools it sends. */
function largestVariant(variants, model) {
    let best = { total: 0, size: 0 };
    for (const v of variants) {
        const total = countToolsetTokens(v.map((t) => countableTool(t).input), model).total;
        if (total > best.total)
            best = { total, size: v.length };
    }
    return best;
}
