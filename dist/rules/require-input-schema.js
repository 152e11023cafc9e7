import { defineRule } from '../src/engine/rule.js';
/**
 * A handler that reads arguments needs a schema that asks the model for them. The MCP SDK lists a
 * tool registered without `inputSchema` as taking none (`{ type: 'object', properties: {} }`) and
 * calls its callback with the request context alone, so `({ query }) => …` gets no `query`, ever:
 * the model is told something definitely wrong and the tool cannot work (an error). What the
 * handler reads is found by the extractor that knows the framework's calling convention
 * (`unsentArguments`, src/extract/frameworks/mcp-handler-arguments.ts); reading the request
 * context (`signal`, `sessionId`, `authInfo`, …) is not reading arguments.
 */
export default defineRule({
    meta: {
        id: 'require-input-schema',
        type: 'problem',
        description: 'A tool whose handler reads arguments declares the input schema that asks the model for them',
        recommended: 'error',
        messages: {
            missing: 'Tool "{{name}}" is registered without an input schema, so the model is told it takes no arguments and its handler is called with the request context alone; the handler reads {{reads}} as arguments',
            stringInput: 'Tool "{{name}}" has no schema, so LangChain makes it a DynamicTool: the model is told it takes one string "input", and the function gets that string where it reads {{reads}}',
            jsonSchemaShape: 'Tool "{{name}}"{{more}} passes a JSON Schema where server.tool() takes a zod shape: the SDK keeps it as annotations (or, from 1.2x, refuses it), so the model is told the tool takes none of the parameters it declares, and its handler gets the request context{{reads}}',
        },
        help: 'Pass `inputSchema` (a zod shape or object) in the registration, or read only the request context (signal, sessionId, authInfo) in the handler',
    },
    check(ctx) {
        // One registration in a loop over specs makes every spec's tool: one finding there, naming them.
        const byPlace = new Map();
        for (const tool of ctx.tools) {
            const at = tool.unsentArguments?.jsonSchemaAt;
            if (!at || !tool.nameResolved)
                continue;
            const key = `${at.file}:${at.line}:${at.column}`;
            byPlace.set(key, [...(byPlace.get(key) ?? []), tool.name]);
        }
        const seen = new Set();
        for (const tool of ctx.tools) {
            const u = tool.unsentArguments;
            if (!u || !tool.nameResolved)
                continue;
            const shown = u.reads.slice(0, 4).map((r) => `"${r}"`).join(', ') + (u.reads.length > 4 ? ` and ${u.reads.length - 4} more` : '');
            if (u.stringInput) {
                ctx.report({ tool, range: u.range, messageId: 'stringInput', data: { name: tool.name, reads: shown }, help: 'Give the tool a `schema` (`z.object({ num1: z.number(), num2: z.number() })`), or take the string `input` in the function' });
                continue;
            }
            if (u.jsonSchemaAt) {
                const at = `${u.jsonSchemaAt.file}:${u.jsonSchemaAt.line}:${u.jsonSchemaAt.column}`;
                if (seen.has(at))
                    continue;
                seen.add(at);
                const names = byPlace.get(at) ?? [tool.name];
                const more = names.length > 1 ? ` (and ${names.length - 1} more registered here: ${names.slice(1, 4).map((n) => `"${n}"`).join(', ')}${names.length > 4 ? ', …' : ''})` : '';
                const reads = u.reads.length ? ` where it reads ${shown} as arguments` : '';
                ctx.report({ tool, range: u.jsonSchemaAt, messageId: 'jsonSchemaShape', data: { name: tool.name, more, reads }, help: 'Pass a zod shape (`{ entity_id: z.string() }`), or register with `registerTool(name, { description, inputSchema }, cb)`' });
                continue;
            }
            ctx.report({ tool, pointer: '/inputSchema', messageId: 'missing', data: { name: tool.name, reads: shown } });
        }
    },
});
