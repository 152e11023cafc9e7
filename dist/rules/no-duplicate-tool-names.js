import { defineRule } from '../src/engine/rule.js';
/**
 * Two definitions sent in one request under one name: the API rejects the request, or one tool
 * silently shadows the other. "One request" is what the source shows for sure: the same array or
 * tool map, or the same MCP server object. Alternatives chosen at run time (both conditional)
 * are not duplicates.
 */
export default defineRule({
    meta: {
        id: 'no-duplicate-tool-names',
        type: 'problem',
        description: 'No two tools reach the model under the same name',
        recommended: 'error',
        messages: {
            duplicate: 'Tool name "{{name}}" is also defined at {{other}}',
        },
        help: 'Rename one of the tools, or make sure only one of them is sent in a request',
    },
    check(ctx) {
        const seen = new Map();
        for (const t of ctx.tools) {
            if (!t.nameResolved || !t.group)
                continue;
            const key = `${t.group}\u0000${t.name}`;
            const first = seen.get(key);
            if (!first) {
                seen.set(key, t);
                continue;
            }
            if (t.conditional && first.conditional)
                continue;
            ctx.report({ tool: t, pointer: '/name', messageId: 'duplicate', data: { name: t.name, other: `${first.range.file}:${first.range.line}` } });
        }
    },
});
