import { defineRule } from '../src/engine/rule.js';
import { sanitizeLikeClaudeCode } from '../src/tokens/claude-unicode.js';
import { checkDescriptionTexts } from './_support/rendered-text.js';
const all = () => true;
/**
 * Real caps that cut descriptions without an error (sources in max-description-length.md):
 * - Claude Code cuts every MCP tool description at 2,048 characters (`description.length`, UTF-16
 *   code units) and appends "… [truncated]"; it does not cut parameter descriptions.
 * - Gateways that inject tools into the system prompt as text cut descriptions at 8,000 and
 *   parameter descriptions at 4,000 characters (`TOOL_DESC_MAX_CHARS`, `TOOL_PARAM_DESC_MAX_CHARS`).
 */
const PROFILES = {
    'claude-code': {
        description: {
            limit: 2048,
            applies: (t) => t.framework === 'mcp',
            measure: sanitizeLikeClaudeCode,
            help: 'Put what the model must know in the first {{limit}} characters and shorten the rest: Claude Code silently cuts MCP tool descriptions there, so the model never reads "{{cut}}" and what follows',
        },
        param: {
            limit: 4000,
            applies: all,
            help: 'Shorten the parameter description to {{limit}} characters: gateways that inject tools as text silently cut the rest, so the model never reads "{{cut}}" and what follows',
        },
    },
    gateway: {
        description: {
            limit: 8000,
            applies: all,
            help: 'Shorten the description to {{limit}} characters: gateways that inject tools as text silently cut the rest, so the model never reads "{{cut}}" and what follows',
        },
        param: {
            limit: 4000,
            applies: all,
            help: 'Shorten the parameter description to {{limit}} characters: gateways that inject tools as text silently cut the rest, so the model never reads "{{cut}}" and what follows',
        },
    },
};
const EXPLICIT_HELP = 'Shorten the description to {{limit}} characters or fewer, keeping what the model must know at the start';
export default defineRule({
    meta: {
        id: 'max-description-length',
        type: 'budget',
        description: 'Tool and parameter descriptions stay under the length at which clients cut them silently',
        recommended: 'warn',
        needsRender: true,
        messages: {
            description: 'Description of "{{name}}" is {{length}} characters (> {{limit}})',
            param: 'Description of parameter "{{param}}" of "{{name}}" is {{length}} characters (> {{limit}})',
            instructions: 'Instructions of MCP server "{{server}}" are {{length}} characters (> {{limit}})',
        },
        help: 'Shorten the description and put what the model must know at the start',
        optionsSchema: {
            type: 'object',
            properties: {
                max: { type: 'integer', minimum: 1 },
                paramMax: { type: 'integer', minimum: 1 },
                profile: { enum: ['claude-code', 'gateway', 'none'] },
            },
            additionalProperties: false,
        },
        defaultOptions: { profile: 'claude-code' },
    },
    check(ctx) {
        const profile = ctx.options.profile && ctx.options.profile !== 'none' ? PROFILES[ctx.options.profile] : undefined;
        const descCap = ctx.options.max !== undefined ? { limit: ctx.options.max, applies: all, help: EXPLICIT_HELP } : profile?.description;
        const paramCap = ctx.options.paramMax !== undefined ? { limit: ctx.options.paramMax, applies: all, help: EXPLICIT_HELP.replace('description', 'parameter description') } : profile?.param;
        // Server instructions (MCP `initialize`): Claude Code cuts them at the same 2 KB as tool descriptions.
        const instructionsCap = ctx.options.max ?? (ctx.options.profile === 'claude-code' ? 2048 : undefined);
        for (const server of ctx.servers ?? []) {
            const text = server.instructions;
            if (instructionsCap === undefined || text === undefined || text.length <= instructionsCap)
                continue;
            ctx.report({
                range: server.pointers['/instructions'] ?? server.range,
                pointer: '/instructions',
                messageId: 'instructions',
                data: { server: server.name, length: fmt(text.length), limit: fmt(instructionsCap) },
                help: fill(ctx.options.max !== undefined
                    ? 'Shorten the server instructions to {{limit}} characters or fewer, keeping what the model must know at the start'
                    : 'Put what the model must know in the first {{limit}} characters of the server instructions: Claude Code silently cuts them there, so the model never reads "{{cut}}" and what follows', instructionsCap, text),
            });
        }
        // Descriptions built by code are measured as rendered, per cell: the longest cell is reported.
        if (descCap) {
            checkDescriptionTexts(ctx, { unrendered: 'skip' }, (tool, f) => {
                if (!descCap.applies(tool))
                    return [];
                const measured = (descCap.measure ?? ((t) => t))(f.text);
                if (measured.length <= descCap.limit)
                    return [];
                return [
                    {
                        messageId: 'description',
                        data: { name: tool.name, length: fmt(measured.length), limit: fmt(descCap.limit) },
                        help: fill(descCap.help, descCap.limit, measured),
                        key: 'description',
                        rank: measured.length,
                    },
                ];
            });
        }
        for (const tool of ctx.tools) {
            const root = tool.inputSchema.schema;
            if (!paramCap || !paramCap.applies(tool) || !isObject(root) || !isObject(root.properties))
                continue;
            // Top-level parameters: what text-injection gateways render, one `- name: type - description` line each.
            for (const [param, schema] of Object.entries(root.properties)) {
                if (!isObject(schema) || typeof schema.description !== 'string' || schema.description.length <= paramCap.limit)
                    continue;
                const key = param.replace(/~/g, '~0').replace(/\//g, '~1');
                const pointer = `/inputSchema/properties/${key}/description`;
                // MCP shapes (`{ city: z.string().describe(…) }`) are recorded without `/properties`.
                const shape = tool.pointers[pointer] || tool.pointers[`/inputSchema/properties/${key}`] ? undefined : tool.pointers[`/inputSchema/${key}`];
                ctx.report({
                    tool,
                    pointer,
                    ...(shape ? { range: shape } : {}),
                    messageId: 'param',
                    data: { name: tool.name, param, length: fmt(schema.description.length), limit: fmt(paramCap.limit) },
                    help: fill(paramCap.help, paramCap.limit, schema.description),
                });
            }
        }
    },
});
/** The help names the limit and quotes where the cut falls, so the author sees what is lost. */
function fill(template, limit, text) {
    const rest = text.slice(limit).replace(/\s+/g, ' ').trim();
    const cut = `…${rest.length > 40 ? `${rest.slice(0, 40).trimEnd()}…` : rest}`;
    return template.replace('{{limit}}', fmt(limit)).replace('{{cut}}', cut);
}
function fmt(n) {
    return n.toLocaleString('en-US');
}
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
