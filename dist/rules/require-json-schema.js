import { defineRule } from '../src/engine/rule.js';
import { API_NAMES } from './_support/tool-apis.js';
/**
 * Provider APIs and MCP's `tools/list` take a tool's parameters as JSON Schema. A zod schema placed
 * there as written (`input_schema: SearchArgs`, `inputSchema: echoArgs` in a low-level MCP server's
 * list) is serialised as zod's own object: zod 3 gives `{ "_def": … }` with no `type` (rejected), zod
 * 4 gives `{ "type": "object", "def": … }` with no `properties`, so the model is told the tool takes
 * no parameters. Either way the model is not told the schema the code validates against (an
 * error). Only raw requests and `tools/list` answers are judged, where nothing converts on the way;
 * a schema passed through any converter (`zodToJsonSchema`, `z.toJSONSchema`, a project function
 * that calls one) is JSON Schema, and SDK helpers that take zod (`zodFunction`, `betaZodTool`,
 * `server.registerTool`) are not plain objects.
 */
export default defineRule({
    meta: {
        id: 'require-json-schema',
        type: 'problem',
        description: 'A tool schema sent in a raw request or an MCP tools/list answer is JSON Schema, not a zod object',
        recommended: 'error',
        messages: {
            zodObject: 'Tool "{{name}}" sends a zod schema object as `{{field}}` in {{where}}: it is serialised as zod\'s internal object, not JSON Schema, so the model is not told the tool\'s parameters',
        },
        help: 'Convert the schema where the tool is sent: `z.toJSONSchema(schema)` (zod 4) or `zodToJsonSchema(schema)` (zod-to-json-schema)',
    },
    check(ctx) {
        const linted = new Set(ctx.tools);
        const seen = new Set();
        for (const s of ctx.toolsets ?? []) {
            if (!s.api)
                continue;
            for (const m of s.members) {
                const field = m.sent?.librarySchemaAt;
                if (!field || !linted.has(m.tool))
                    continue;
                const key = `${m.tool.range.file}:${m.tool.range.line}:${m.tool.range.column}:${m.tool.name}`;
                if (seen.has(key))
                    continue;
                seen.add(key);
                const where = s.api === 'mcp-tools-list' ? `its tools/list answer (${s.range.file}:${s.range.line})` : `${s.label} (${s.range.file}:${s.range.line}), ${API_NAMES[s.api]}`;
                ctx.report({ tool: m.tool, pointer: '/inputSchema', messageId: 'zodObject', data: { name: m.tool.name, field, where } });
            }
        }
    },
});
