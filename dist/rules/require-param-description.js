import path from 'node:path';
import { defineRule } from '../src/engine/rule.js';
const UNKNOWN = 'x-tool-lint-unknown';
/**
 * A parameter without a description leaves the model to guess its meaning and format from the
 * name alone. Only top-level parameters are checked: they are what every provider renders.
 * A parameter the schema already explains is left alone: an enum or a constant (the values are the
 * documentation), a boolean, a number bounded on both sides, an object whose every field is
 * described, or a parameter the tool's description names. Off in `recommended`: on real
 * repositories most of what is left is a name that explains itself (bench/audit/findings).
 */
export default defineRule({
    meta: {
        id: 'require-param-description',
        type: 'suggestion',
        description: 'Every top-level parameter of a tool has a non-empty description',
        recommended: 'off',
        strict: 'warn',
        messages: {
            missing: 'Parameter{{s}} {{params}} of "{{name}}" {{have}} no description ({{count}} of {{total}})',
            empty: 'Parameter{{s}} {{params}} of "{{name}}" {{have}} an empty description ({{count}} of {{total}})',
        },
        help: 'Say what the parameter means, its format and a valid example value',
        optionsSchema: {
            type: 'object',
            properties: { ignore: { type: 'array', items: { type: 'string' }, uniqueItems: true } },
            additionalProperties: false,
        },
        defaultOptions: { ignore: [] },
    },
    check(ctx) {
        const ignore = new Set(ctx.options.ignore ?? []);
        for (const tool of ctx.tools) {
            const root = tool.inputSchema.schema;
            if (!isObject(root) || tool.inputSchema.source === 'none' || tool.inputSchema.source === 'unknown')
                continue;
            const props = root.properties;
            if (!isObject(props))
                continue;
            const names = Object.keys(props).filter((k) => !k.startsWith(UNKNOWN));
            // One finding per tool, at its first undescribed parameter: the fact is the tool's, not each parameter's.
            const found = [];
            for (const param of names) {
                const schema = props[param];
                if (ignore.has(param))
                    continue;
                // A value the scanner could not evaluate may well carry a description: say nothing.
                if (!isObject(schema) || UNKNOWN in schema)
                    continue;
                const state = describedState(schema, root);
                if (state === 'described')
                    continue;
                if (state === 'missing' && (selfExplaining(schema, root) || namedIn(descriptionText(tool), param)))
                    continue;
                if (state === 'missing' && tool.inputSchema.partial && mayDescribeUnseen(ctx, tool, param))
                    continue;
                found.push({ param, state });
            }
            if (!found.length)
                continue;
            const first = found[0].param;
            const pointer = `/inputSchema/properties/${escape(first)}`;
            const allEmpty = found.every((f) => f.state === 'empty');
            const shown = found.slice(0, 5).map((f) => (f.state === 'empty' && !allEmpty ? `"${f.param}" (empty)` : `"${f.param}"`));
            const params = found.length > 5 ? `${shown.join(', ')} and ${found.length - 5} more` : shown.length > 1 ? `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}` : shown[0];
            ctx.report({
                tool,
                pointer,
                // MCP shapes (`server.tool(name, { city: z.string() }, …)`) are recorded without `/properties`.
                ...(tool.pointers[pointer] ? {} : tool.pointers[`/inputSchema/${escape(first)}`] ? { range: tool.pointers[`/inputSchema/${escape(first)}`] } : {}),
                messageId: allEmpty ? 'empty' : 'missing',
                data: { s: found.length > 1 ? 's' : '', params, name: tool.name, have: found.length > 1 ? 'have' : 'has', count: found.length, total: names.length },
                help: found.length > 1 ? 'Say what each parameter means, its format and a valid example value' : 'Say what the parameter means, its format and a valid example value',
            });
        }
    },
});
/**
 * Where the model finds a parameter's description: on the parameter, on the schema a local `$ref`
 * points to, on a branch of `anyOf`/`oneOf`/`allOf` (zod puts `.describe()` there when
 * `.nullable()` follows it), or on `items` (`z.string().describe(…).array()`).
 */
function describedState(schema, root, depth = 0) {
    const d = schema.description;
    if (typeof d === 'string')
        return d.trim() ? 'described' : 'empty';
    if (d !== undefined)
        return 'described'; // an unfolded expression: assume it says something
    if (depth > 4)
        return 'missing';
    let sawEmpty = false;
    const nested = [];
    if (typeof schema.$ref === 'string')
        nested.push(resolveRef(root, schema.$ref));
    for (const k of ['anyOf', 'oneOf', 'allOf'])
        if (Array.isArray(schema[k]))
            nested.push(...schema[k]);
    if (isObject(schema.items))
        nested.push(schema.items);
    for (const n of nested) {
        if (!isObject(n))
            continue;
        const s = describedState(n, root, depth + 1);
        if (s === 'described')
            return s;
        if (s === 'empty')
            sawEmpty = true;
    }
    return sawEmpty ? 'empty' : 'missing';
}
/** The schema says all there is to say: the model reads the values, the bounds, the fields' own descriptions. */
function selfExplaining(schema, root, depth = 0) {
    if (depth > 4)
        return false;
    if (typeof schema.$ref === 'string') {
        const target = resolveRef(root, schema.$ref);
        return isObject(target) && selfExplaining(target, root, depth + 1);
    }
    if (Array.isArray(schema.enum) && schema.enum.length > 0)
        return true;
    if ('const' in schema)
        return true;
    const type = schema.type;
    if (type === 'boolean')
        return true;
    if ((type === 'number' || type === 'integer') && (schema.minimum !== undefined || schema.exclusiveMinimum !== undefined) && (schema.maximum !== undefined || schema.exclusiveMaximum !== undefined))
        return true;
    if (type === 'object' && isObject(schema.properties)) {
        const fields = Object.entries(schema.properties).filter(([k]) => !k.startsWith(UNKNOWN));
        return fields.length > 0 && fields.every(([, f]) => isObject(f) && (describedState(f, root) === 'described' || selfExplaining(f, root, depth + 1)));
    }
    // `z.enum([...]).optional()` and nullable variants: every branch explains itself (or is null).
    for (const k of ['anyOf', 'oneOf']) {
        const branches = schema[k];
        if (Array.isArray(branches) && branches.length)
            return branches.every((b) => isObject(b) && (b.type === 'null' || selfExplaining(b, root, depth + 1)));
    }
    return false;
}
function descriptionText(tool) {
    const d = tool.description;
    return d.kind === 'static' ? d.text : d.kind === 'dynamic' ? (d.partialText ?? '') : '';
}
/** The tool's description names the parameter (`the \`repo\` to search`, `repo_name`), as a whole word. */
function namedIn(text, param) {
    if (!text || param.length < 2)
        return false;
    const key = param.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(^|[^\\w])${key}($|[^\\w])`).test(text);
}
function resolveRef(root, ref) {
    if (!ref.startsWith('#/'))
        return undefined;
    let cur = root;
    for (const raw of ref.slice(2).split('/')) {
        const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
        if (!isObject(cur))
            return undefined;
        cur = cur[key];
    }
    return cur;
}
/**
 * In a schema the scanner could only partly convert, `.describe(someImport)` loses its description.
 * Look at the source written for the parameter: a `.describe(`, `.meta(` or `description` there
 * means the parameter is described by something the scanner could not fold.
 */
function mayDescribeUnseen(ctx, tool, param) {
    const own = tool.pointers[`/inputSchema/properties/${escape(param)}`] ?? tool.pointers[`/inputSchema/${escape(param)}`];
    const DESCRIBES = /\.(describe|meta)\s*\(|\bdescription\b/;
    if (own)
        return DESCRIBES.test(textAt(ctx, own) ?? '');
    const whole = tool.pointers['/inputSchema'];
    const text = whole ? textAt(ctx, whole) : undefined;
    if (text === undefined)
        return true;
    const key = param.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // Parameters are written one per line in practice: look at the line that introduces this one.
    const line = new RegExp(`(^|[\\s,{])["'\`]?${key}["'\`]?\\s*:[^\\n]*`).exec(text);
    // Not written here (a schema imported from elsewhere): the definition is out of sight, say nothing.
    return line ? DESCRIBES.test(line[0]) : true;
}
function textAt(ctx, r) {
    const file = ctx.index.get(path.join(ctx.index.cwd, r.file));
    if (!file)
        return undefined;
    const start = file.sf.getPositionOfLineAndCharacter(r.line - 1, r.column - 1);
    const end = file.sf.getPositionOfLineAndCharacter(r.endLine - 1, r.endColumn - 1);
    return file.text.slice(start, end);
}
function escape(key) {
    return key.replace(/~/g, '~0').replace(/\//g, '~1');
}
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
