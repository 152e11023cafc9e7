import { defineRule } from '../src/engine/rule.js';
/**
 * MCP's `Tool.outputSchema` describes the tool's `structuredContent`, which is an object: the
 * specification (2025-06-18) types it `{ type: "object", properties?, required? }`, and the SDK's
 * client checks `tools/list` against that (`ListToolsResultSchema`; 1.24 fails the whole listing on
 * `"type": "array"`). One tool with another root type can cost a client every tool of the server
 * (an error). Judged only for tools an MCP server lists, with the root `type` written as a string.
 */
export default defineRule({
    meta: {
        id: 'valid-output-schema',
        type: 'problem',
        description: 'An MCP tool\'s outputSchema has an object root, as MCP requires',
        recommended: 'error',
        messages: {
            notObject: 'Output schema of "{{name}}" has type "{{type}}" at the root, but MCP requires "object" (structured content is an object): clients that check tools/list against the schema reject the server\'s whole tool list',
        },
        help: 'Wrap the result in an object (`{ type: "object", properties: { items: { type: "array", … } } }`) and return it as structuredContent, or drop outputSchema',
    },
    check(ctx) {
        const linted = new Set(ctx.tools);
        const seen = new Set();
        for (const s of ctx.toolsets ?? []) {
            if (s.kind !== 'mcp-server' && s.api !== 'mcp-tools-list')
                continue;
            for (const m of s.members) {
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
    },
});
