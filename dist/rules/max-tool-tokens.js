import { defineRule } from '../src/engine/rule.js';
import { DEFAULT_BUDGETS, limitTokens } from '../src/config/budgets.js';
import { countToolTokens, modelInfo } from '../src/tokens/index.js';
import { basisOf, budgetModels, countableTool } from '../src/tokens/from-tool.js';
/**
 * One tool's definition, as the provider receives it, stays under `budgets.tool` for every model
 * in `budgets.models`. Counts: docs/tokens.md.
 */
export default defineRule({
    meta: {
        id: 'max-tool-tokens',
        type: 'budget',
        description: 'Each tool definition stays within the per-tool token budget (budgets.tool) for every counted model',
        recommended: 'warn',
        strict: 'error',
        messages: {
            overBudget: 'Tool "{{name}}" is {{tokens}} tokens ({{basis}}) for {{model}}, over the budget of {{limit}} by {{over}}: description {{description}}, parameters {{parameters}}, overhead {{overhead}} (cell {{cell}})',
        },
        help: 'Run `tool-lint report --why` to see which field costs most; shorten that field or raise budgets.tool',
    },
    check(ctx) {
        const budgets = ctx.budgets ?? DEFAULT_BUDGETS;
        const models = budgetModels(budgets, ctx.providers);
        for (const tool of ctx.tools) {
            if (!tool.nameResolved && tool.inputSchema.source === 'unknown')
                continue;
            const { input, staticEstimate } = countableTool(tool);
            for (const model of models) {
                const info = modelInfo(model);
                const limit = limitTokens(budgets.tool, info.contextWindow);
                const t = countToolTokens(input, model);
                if (t.total <= limit)
                    continue;
                ctx.report({
                    tool,
                    messageId: 'overBudget',
                    data: {
                        name: tool.name,
                        tokens: t.total,
                        basis: basisOf(model, staticEstimate),
                        model: info.id,
                        limit: budgets.tool.kind === 'percent' ? `${budgets.tool.text} (${limit.toLocaleString('en-US')} tokens)` : `${limit.toLocaleString('en-US')} tokens`,
                        over: t.total - limit,
                        description: t.description,
                        parameters: t.parameters,
                        overhead: t.overhead,
                        cell: 'default',
                    },
                });
            }
        }
    },
});
