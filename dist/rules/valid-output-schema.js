import { defineRule } from '../src/engine/rule.js';
/**
 * MCP's `Tool.outputSchema` describes the tool's `structuredContent`, which is an object: the
 * specification (2025-06-18) types it `{ type: "object", properties?, required? }`, and the SDK's
 * client checks `tools/list` against that (`ListToolsResultSchema`; 1.24 fails the whole listing on
 * `"type": "array"`). One tool with another root type can cost a client every tool of the server
 * (an error). Judged only for tools an MCP server lists, with the root `type` written as a string.
 * An `outputSchema` given to `McpServer.registerTool` that describes the result envelope
 * (`content`, `isError`, `structuredContent`) is an error too: the SDK server validates each
 * result's `structuredContent` against it (and fails a result without one), so no call succeeds.
 */
export default defineRule({
    meta: {
        id: 'valid-output-schema',
        type: 'problem',
        description: 'An MCP tool\'s outputSchema has an object root, as MCP requires, and describes the structured data rather than the call result',
        recommended: 'error',
        messages: {
            envelope: 'Output schema of "{{name}}"{{also}} describes the tools/call result (content, isError, structuredContent), not the tool\'s structured data: the server checks structuredContent against it, so every successful call fails with an output validation error',
            notObject: 'Output schema of "{{name}}" has type "{{type}}" at the root, but MCP requires "object" (structured content is an object): clients that check tools/list against the schema reject the server\'s whole tool list',
        },
        help: 'Wrap the result in an object (`{ type: "object", properties: { items: { type: "array", … } } }`) and return it as structuredContent, or drop outputSchema',
    },
    check(ctx) {
        const linted = new Set(ctx.tools);
        const seen = new Set();
        const envelopes = new Map();
        for (const s of ctx.toolsets ?? []) {
            if (s.kind !== 'mcp-server' && s.api !== 'mcp-tools-list')
                continue;
            for (const m of s.members) {
                const envelope = m.tool.outputSchemaEnvelope;
                if (envelope && linted.has(m.tool)) {
                    // One schema written once for a loop of registrations: one finding there, naming the tools.
                    const key = `${envelope.file}:${envelope.line}:${envelope.column}`;
                    const g = envelopes.get(key) ?? { tool: m.tool, names: new Set() };
                    g.names.add(m.tool.name);
                    envelopes.set(key, g);
                }
                const out = m.tool.outputSchemaType;
                if (!out || out.type === 'object' || !linted.has(m.tool))
                    continue;
                const key = `${out.range.file}:${out.range.line}:${out.range.column}`;
                if (seen.has(key))
                    continue;
                seen.add(key);
                ctx.report({ tool: m.tool, range: out.range, messageId: 'notObject', data: { name: m.tool.name, type: out.type } });
            }
        }
        for (const { tool, names } of envelopes.values()) {
            const others = names.size - 1;
            ctx.report({
                tool,
                range: tool.outputSchemaEnvelope,
                messageId: 'envelope',
                data: { name: tool.name, also: others ? ` (and of ${others} other tool${others === 1 ? '' : 's'} registered here)` : '' },
                help: 'Describe only what the handler returns as structuredContent (`outputSchema: { guildId: z.string(), members: z.array(…) }`), or drop outputSchema and return text content',
            });
        }
    },
});
