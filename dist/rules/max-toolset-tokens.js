import path from 'node:path';
import { defineRule } from '../src/engine/rule.js';
import { DEFAULT_BUDGETS, limitTokens } from '../src/config/budgets.js';
import { compareTools } from '../src/model/tool.js';
import { CLAUDE_CODE_FACTS, countToolsetTokens, modelInfo } from '../src/tokens/index.js';
import { basisOf, budgetModels, countableTool } from '../src/tokens/from-tool.js';
/**
 * The tools sent together (one array, tool map or MCP server: `group`; otherwise one file) stay
 * under `budgets.toolset` for every counted model. Two related facts get their own messages:
 * Claude Code defers MCP tools to tool search once they pass 10% of the context window, and a
 * tool prefix below the model's cache minimum is never cached.
 */
export default defineRule({
    meta: {
        id: 'max-toolset-tokens',
        type: 'budget',
        description: 'The tools sent together stay within the toolset token budget (budgets.toolset) for every counted model',
        recommended: 'warn',
        strict: 'error',
        messages: {
            overBudget: 'Toolset "{{toolset}}" ({{count}}) is {{tokens}} tokens ({{basis}}) for {{model}}, {{percent}} of its {{context}}-token context, over the budget of {{limit}} by {{over}} (cell {{cell}})',
            toolSearch: 'Toolset "{{toolset}}" ({{count}}) is {{tokens}} tokens ({{basis}}) for {{model}}, {{percent}} of its context: Claude Code defers MCP tools to tool search above {{threshold}}% ({{thresholdTokens}} tokens), so the model sees only their names until it searches (cell {{cell}})',
            belowCacheMinimum: 'Toolset "{{toolset}}" is {{tokens}} tokens ({{basis}}) for {{model}}, below its {{min}}-token cache minimum: a cache breakpoint after the tools is ignored and the prefix is billed in full on every request (cell {{cell}})',
        },
        help: 'Run `tool-lint report` to see each tool\'s share; remove tools this agent does not need, split the toolset, or shorten the largest definitions',
        optionsSchema: {
            type: 'object',
            properties: { cacheMinimum: { enum: ['breakpoint', 'always', 'off'] } },
            additionalProperties: false,
        },
        defaultOptions: { cacheMinimum: 'breakpoint' },
    },
    check(ctx) {
        const budgets = ctx.budgets ?? DEFAULT_BUDGETS;
        const models = budgetModels(budgets, ctx.providers);
        const cacheMode = ctx.options.cacheMinimum ?? 'breakpoint';
        for (const tools of toolsets(ctx.tools).values()) {
            const first = tools[0];
            const toolset = `${first.range.file}:${first.range.line}`;
            const countable = tools.map(countableTool);
            const staticEstimate = countable.some((c) => c.staticEstimate);
            const breakpoint = cacheMode === 'breakpoint' && setsCacheBreakpoint(ctx.index, tools);
            for (const model of models) {
                const info = modelInfo(model);
                const { total } = countToolsetTokens(countable.map((c) => c.input), model);
                const limit = limitTokens(budgets.toolset, info.contextWindow);
                const percent = `${((total / info.contextWindow) * 100).toFixed(1)}%`;
                const common = { toolset, count: tools.length === 1 ? '1 tool' : `${tools.length} tools`, tokens: total, basis: basisOf(model, staticEstimate), model: info.id, cell: 'default' };
                if (total > limit) {
                    ctx.report({
                        tool: first,
                        messageId: 'overBudget',
                        data: { ...common, percent, context: info.contextWindow, limit: budgets.toolset.kind === 'percent' ? `${budgets.toolset.text} (${limit.toLocaleString('en-US')} tokens)` : `${limit.toLocaleString('en-US')} tokens`, over: total - limit },
                    });
                }
                // Claude Code's ENABLE_TOOL_SEARCH=auto threshold applies to MCP tools on Claude models.
                const threshold = CLAUDE_CODE_FACTS.toolSearchThresholdPercent;
                const thresholdTokens = Math.floor((info.contextWindow * threshold) / 100);
                if (info.provider === 'anthropic' && tools.some((t) => t.framework === 'mcp') && total > thresholdTokens) {
                    ctx.report({ tool: first, messageId: 'toolSearch', data: { ...common, percent, threshold, thresholdTokens } });
                }
                const min = info.cacheMinTokens;
                if (min && total < min && (cacheMode === 'always' || (breakpoint && info.provider === 'anthropic'))) {
                    ctx.report({ tool: first, messageId: 'belowCacheMinimum', data: { ...common, min } });
                }
            }
        }
    },
});
/**
 * Anthropic caches only up to explicit breakpoints (`cache_control` on a tool or block; the AI SDK's
 * `providerOptions.anthropic.cacheControl`). A file that sets one wants the prefix cached.
 */
function setsCacheBreakpoint(index, tools) {
    for (const file of new Set(tools.map((t) => t.range.file))) {
        const text = index.get(path.resolve(index.cwd, file))?.text;
        if (text && /\bcache_?control\b/i.test(text))
            return true;
    }
    return false;
}
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
