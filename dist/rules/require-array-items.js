import { defineRule } from '../src/engine/rule.js';
import { arraysWithoutItems, evidentlySent, isObject, isUnknown, pointerJoin, rootSchema } from './_support/schema.js';
/**
 * An MCP tool's array parameter with no `items` (`{ type: 'array' }` written by hand in a low-level
 * server's `tools/list`): VS Code refuses the tool ("Failed to validate tool …: tool parameters array
 * type must have items", microsoft/vscode#246119), and a client that forwards the schema to OpenAI or
 * Gemini fails the request ("array schema missing items"). Claude Desktop accepts it, so which client
 * breaks depends on who connects: a warning. Tools written for one provider are judged by
 * valid-schema-dialect instead, as errors where that provider rejects them.
 */
export default defineRule({
    meta: {
        id: 'require-array-items',
        type: 'problem',
        description: 'An MCP tool\'s array parameters say what their elements are',
        recommended: 'warn',
        messages: {
            missingItems: 'Array{{s}} {{list}} of "{{name}}" {{has}} no "items": VS Code refuses the tool ("tool parameters array type must have items"), and clients that pass it to OpenAI or Gemini fail the request',
        },
        help: 'Give each array its element type: items: { type: "string" } (or the object schema of one element)',
    },
    check(ctx) {
        const sent = evidentlySent(ctx);
        for (const tool of ctx.tools) {
            if (tool.framework !== 'mcp' || !sent(tool))
                continue;
            const root = rootSchema(tool);
            // zod shapes always convert with `items`; only JSON Schema written by hand can lack them.
            if (!root || root.source !== 'json-schema' || !isObject(root.schema) || isUnknown(root.schema))
                continue;
            const paths = arraysWithoutItems(root.schema);
            if (!paths.length)
                continue;
            const names = paths.map(label);
            const shown = names.length > 6 ? [...names.slice(0, 6), `${names.length - 6} more`] : names;
            const list = shown.length > 1 ? `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}` : shown[0];
            ctx.report({ tool, pointer: pointerJoin(root.base, paths[0]), messageId: 'missingItems', data: { name: tool.name, list, s: paths.length > 1 ? 's' : '', has: paths.length > 1 ? 'have' : 'has' } });
        }
    },
});
/** `"labels"`, or `"value" (at oneOf/5)` for an array inside a property's combinator or items. */
function label(p) {
    const i = p.lastIndexOf('properties');
    if (i < 0 || i + 1 >= p.length)
        return p.length ? `at ${p.join('/')}` : 'at the root';
    const rest = p.slice(i + 2);
    return rest.length ? `"${String(p[i + 1])}" (at ${rest.join('/')})` : `"${String(p[i + 1])}"`;
}
