import { defineRule } from '../src/engine/rule.js';
/**
 * How many tools one request may carry, where a provider rejects more (sources in max-tool-count.md).
 * Only limits that fail the request are here: OpenAI answers 400 "Invalid 'tools': array too long.
 * Expected an array with maximum length 128" (`providers.openai.tools_array_max`). Anthropic, Bedrock
 * and the MCP spec document none; Gemini's 64 is from an old Vertex SDK page and not current.
 */
const PROVIDER_LIMITS = {
    openai: { limit: 128, label: 'OpenAI' },
};
export default defineRule({
    meta: {
        id: 'max-tool-count',
        type: 'budget',
        description: 'An MCP server lists no more tools than a configured provider accepts in one request',
        recommended: 'warn',
        messages: {
            providerLimit: 'MCP server "{{server}}" lists {{count}} tools; {{provider}} rejects a request with more than {{limit}}',
            max: 'MCP server "{{server}}" lists {{count}} tools (> {{limit}})',
        },
        help: 'Split the server, or let clients enable a subset of its tools (toolsets, a --tools flag)',
        optionsSchema: {
            type: 'object',
            properties: { max: { type: 'integer', minimum: 1 } },
            additionalProperties: false,
        },
    },
    check(ctx) {
        // The strictest configured provider decides; an explicit `max` replaces the provider limits.
        let cap = ctx.options.max !== undefined ? { limit: ctx.options.max } : undefined;
        if (!cap) {
            for (const p of ctx.providers) {
                const l = PROVIDER_LIMITS[p];
                if (l && (!cap || l.limit < cap.limit))
                    cap = l;
            }
        }
        if (!cap)
            return;
        for (const server of ctx.servers ?? []) {
            if (server.toolCount <= cap.limit)
                continue;
            const data = { server: server.name, count: server.toolCount.toLocaleString('en-US'), limit: cap.limit.toLocaleString('en-US') };
            if (cap.label)
                ctx.report({ range: server.range, messageId: 'providerLimit', data: { ...data, provider: cap.label } });
            else
                ctx.report({ range: server.range, messageId: 'max', data });
        }
    },
});
