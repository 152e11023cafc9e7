import { defineRule } from '../src/engine/rule.js';
import { limitTokens } from '../src/config/budgets.js';
import { countToolTokens, modelInfo } from '../src/tokens/index.js';
import { basisOf, countableTool } from '../src/tokens/from-tool.js';
import { alsoFor, countingFor } from './_support/toolsets.js';
/**
 * One tool's definition, as the provider receives it, stays under `budgets.tool` for every counted
 * model (`budgets.models`, else the models the code targets). Counts: docs/tokens.md. Off in
 * `recommended` until a budget is written: a size is a choice the team makes, not a bug.
 */
export default defineRule({
    meta: {
        id: 'max-tool-tokens',
        type: 'budget',
        description: 'Each tool definition stays within the per-tool token budget (budgets.tool) for every counted model',
        recommended: 'off',
        strict: 'error',
        messages: {
            overBudget: 'Tool "{{name}}" is {{tokens}} tokens ({{basis}}) for {{model}}, over the budget of {{limit}} by {{over}}: description {{description}}, parameters {{parameters}}, overhead {{overhead}}{{also}}',
        },
        help: 'Run `tool-lint report --why` to see which field costs most; shorten that field or raise budgets.tool',
    },
    check(ctx) {
        const { budgets, modelsFor } = countingFor(ctx);
        for (const tool of ctx.tools) {
            const models = modelsFor([tool]);
            if (!tool.nameResolved && tool.inputSchema.source === 'unknown')
                continue;
            const { input, staticEstimate } = countableTool(tool);
            // One finding per tool: the model it is furthest over for, then the others.
            const over = models
                .map((model) => {
                const info = modelInfo(model);
                const limit = limitTokens(budgets.tool, info.contextWindow);
                return { model, info, limit, t: countToolTokens(input, model) };
            })
                .filter((x) => x.t.total > x.limit)
                .sort((a, b) => b.t.total / b.limit - a.t.total / a.limit || (a.model < b.model ? -1 : 1));
            const worst = over[0];
            if (!worst)
                continue;
            const { info, limit, t } = worst;
            ctx.report({
                tool,
                messageId: 'overBudget',
                data: {
                    name: tool.name,
                    tokens: t.total,
                    basis: basisOf(worst.model, staticEstimate),
                    model: info.id,
                    limit: budgets.tool.kind === 'percent' ? `${budgets.tool.text} (${limit.toLocaleString('en-US')} tokens)` : `${limit.toLocaleString('en-US')} tokens`,
                    over: t.total - limit,
                    description: t.description,
                    parameters: t.parameters,
                    overhead: t.overhead,
                    also: alsoFor(over.slice(1).map((o) => ({ model: o.info.id, text: `${o.t.total.toLocaleString('en-US')} tokens` }))),
                },
            });
        }
    },
});
