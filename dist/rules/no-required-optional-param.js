import { defineRule } from '../src/engine/rule.js';
const UNKNOWN = 'x-tool-lint-unknown';
/**
 * What says a parameter may be left out: "Optional …", "(optional)", "If not provided, …". A
 * description that only gives a default (`(default: false)`) is not counted: a default says what
 * a value means, not that it may be missing; nor "If not set, the tool will not work", which says
 * the opposite.
 */
const SAYS_OPTIONAL = [
    /^\s*[([]?\s*optional\b/i,
    /[([]\s*optional\s*[,;:)\]]/i,
    // As a sentence of its own: "If not provided, the open note." In the middle of one ("the extension
    // is added if not provided") it may be about something else.
    /(?:^|[.;:]\s+)(?:if|when) (?:not (?:provided|given|specified|set|supplied|passed)|omitted|left (?:empty|blank|out))\b(?![^.;]*\b(?:fail|fails|not work|error|errors|required|must|cannot|can't|won't)\b)/i,
    /(?:^|[.;:]\s+)(?:can|may) be (?:omitted|skipped|left (?:empty|blank|out))\b/i,
    // "Okay to omit if the last message added nothing new."; "This field is optional."
    /(?:^|[.;:]\s+)(?:it(?:'s| is) )?(?:okay|ok|fine|safe) to (?:omit|skip|leave (?:it )?(?:out|empty|blank))\b/i,
    /(?:^|[.;:]\s+)(?:this|the) (?:field|parameter|argument|value|flag|option|property|input) is optional\b/i,
];
/**
 * A required parameter whose description says it is optional: the model is told two things. The
 * schema wins (the provider validates against it, strict mode rejects a missing key), so the model
 * must invent a value the author meant it to leave out. A parameter that may be null is the strict
 * mode's way to be optional (`type: ['string', 'null']`): not reported.
 */
export default defineRule({
    meta: {
        id: 'no-required-optional-param',
        type: 'problem',
        description: 'A parameter described as optional is not listed in `required`',
        recommended: 'warn',
        messages: {
            contradiction: 'Required parameter{{s}} {{params}} of "{{name}}" {{are}} described as optional: the model must send {{them}} anyway ({{count}} of {{total}} required)',
        },
        help: 'Leave the parameter out of `required` (`.optional()` in zod), allow null for strict mode, or drop "optional" from its description',
    },
    check(ctx) {
        for (const tool of ctx.tools) {
            const root = tool.inputSchema.schema;
            if (!isObject(root) || tool.inputSchema.source === 'none' || tool.inputSchema.source === 'unknown')
                continue;
            const props = root.properties;
            const required = Array.isArray(root.required) ? root.required.filter((r) => typeof r === 'string') : [];
            if (!isObject(props) || !required.length)
                continue;
            const found = [];
            for (const param of required) {
                const schema = props[param];
                if (!isObject(schema) || UNKNOWN in schema || allowsNull(schema))
                    continue;
                const text = description(schema);
                if (text !== undefined && SAYS_OPTIONAL.some((re) => re.test(text)))
                    found.push(param);
            }
            if (!found.length)
                continue;
            const first = found[0];
            const pointer = `/inputSchema/properties/${escape(first)}`;
            const shown = found.slice(0, 5).map((p) => `"${p}"`);
            const params = found.length > 5 ? `${shown.join(', ')} and ${found.length - 5} more` : shown.length > 1 ? `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}` : shown[0];
            const many = found.length > 1;
            ctx.report({
                tool,
                pointer,
                // MCP shapes (`server.tool(name, { city: z.string() }, …)`) are recorded without `/properties`.
                ...(tool.pointers[pointer] ? {} : tool.pointers[`/inputSchema/${escape(first)}`] ? { range: tool.pointers[`/inputSchema/${escape(first)}`] } : {}),
                messageId: 'contradiction',
                data: { s: many ? 's' : '', params, name: tool.name, are: many ? 'are' : 'is', them: many ? 'them' : 'it', count: found.length, total: required.length },
            });
        }
    },
});
/** The parameter's own description, or the one zod puts on a branch (`z.string().describe('…').nullable()`). */
function description(schema) {
    if (typeof schema.description === 'string')
        return schema.description;
    for (const key of ['anyOf', 'oneOf', 'allOf']) {
        const branches = schema[key];
        if (!Array.isArray(branches))
            continue;
        for (const b of branches)
            if (isObject(b) && typeof b.description === 'string')
                return b.description;
    }
    return undefined;
}
/** `type: ['string', 'null']`, `nullable: true`, or a null branch: the strict-mode way to be optional. */
function allowsNull(schema) {
    if (schema.type === 'null' || (Array.isArray(schema.type) && schema.type.includes('null')) || schema.nullable === true)
        return true;
    for (const key of ['anyOf', 'oneOf']) {
        const branches = schema[key];
        if (Array.isArray(branches) && branches.some((b) => isObject(b) && allowsNull(b)))
            return true;
    }
    return false;
}
function escape(key) {
    return key.replace(/~/g, '~0').replace(/\//g, '~1');
}
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
