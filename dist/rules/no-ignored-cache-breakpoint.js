import { defineRule } from '../src/engine/rule.js';
import { countToolsetTokens, modelInfo } from '../src/tokens/index.js';
import { basisOf, countableTool } from '../src/tokens/from-tool.js';
import { carriesBreakpoint } from './_support/cache.js';
import { alsoFor, modelsForSet, requestSets } from './_support/toolsets.js';
/**
 * Anthropic caches a prompt prefix only from the model's minimum length on (1,024–4,096 tokens
 * for current Claude models); a `cache_control` breakpoint on a shorter prefix is ignored without an
 * error, and every request pays full price for it. Tools come first in the prefix, so a breakpoint
 * on a tool caches exactly the tools up to it: that count is compared with the minimum.
 */
export default defineRule({
    meta: {
        id: 'no-ignored-cache-breakpoint',
        type: 'budget',
        description: 'A prompt-cache breakpoint on the tools sits on a prefix long enough for the model to cache',
        recommended: 'warn',
        messages: {
            belowCacheMinimum: 'The cache breakpoint on "{{tool}}" covers {{count}} of {{tokens}} tokens ({{basis}}) for {{model}}, below its {{min}}-token cache minimum: the breakpoint is ignored and the prefix is billed in full on every request{{also}}',
        },
        help: 'Move the breakpoint to the end of the system prompt (tools come before it in the cached prefix), or drop it',
    },
    check(ctx) {
        for (const rs of requestSets(ctx)) {
            const tools = rs.tools;
            const claude = modelsForSet(ctx, rs).filter((m) => modelInfo(m)?.provider === 'anthropic' && modelInfo(m)?.cacheMinTokens);
            if (!claude.length)
                continue;
            // The last tool that carries a breakpoint: what precedes it (tools in request order) is what it caches.
            // Written on the definition, or added where the request sends it (`{ ...tools[tools.length - 1], cache_control }`).
            const addedAtRequest = new Set((rs.set?.members ?? []).filter((m) => m.sent?.keys.includes('cache_control')).map((m) => m.tool));
            let at = -1;
            tools.forEach((t, i) => {
                if (carriesBreakpoint(ctx, t) || addedAtRequest.has(t))
                    at = i;
            });
            if (at < 0)
                continue;
            const covered = tools.slice(0, at + 1);
            const countable = covered.map(countableTool);
            const staticEstimate = countable.some((c) => c.staticEstimate);
            const below = claude
                .map((model) => ({ model, min: modelInfo(model).cacheMinTokens, total: countToolsetTokens(countable.map((c) => c.input), model).total }))
                .filter((x) => x.total < x.min);
            const first = below[0];
            if (!first)
                continue;
            const tool = covered[at];
            ctx.report({
                tool,
                messageId: 'belowCacheMinimum',
                data: {
                    tool: tool.name,
                    count: covered.length === 1 ? '1 tool' : `${covered.length} tools`,
                    tokens: first.total,
                    basis: basisOf(first.model, staticEstimate),
                    model: first.model,
                    min: first.min,
                    also: alsoFor(below.slice(1).map((b) => ({ model: b.model, text: `${b.total.toLocaleString('en-US')} of ${b.min.toLocaleString('en-US')} tokens` }))),
                },
            });
        }
    },
});
