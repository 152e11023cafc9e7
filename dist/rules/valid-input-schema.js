import { createRequire } from 'node:module';
import { Ajv } from 'ajv';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { ts } from 'ts-morph';
import { defineRule } from '../src/engine/rule.js';
import { rangeOf } from '../src/extract/ranges.js';
import { isLogicalLocation } from '../src/model/server.js';
import { containsUnknown, hasPlaceholder, isComplete, isObject, isUnknown, pointerJoin, providersFor, targetedProviders, rootSchema, unknownOnPath, valueAt, walkSchema, nodeAt, parsedFileOf, requestedTools, evidentlySent, } from './_support/schema.js';
const META_IDS = {
    'draft-06': 'http://json-schema.org/draft-06/schema',
    'draft-07': 'http://json-schema.org/draft-07/schema',
    '2019-09': 'https://json-schema.org/draft/2019-09/schema',
    '2020-12': 'https://json-schema.org/draft/2020-12/schema',
};
/** `pattern` must be a regular expression; accept what JavaScript compiles with or without the `u` flag. */
function isRegex(s) {
    for (const flags of ['u', '']) {
        try {
            new RegExp(s, flags);
            return true;
        }
        catch {
            // try the next flag set
        }
    }
    return false;
}
let metaValidators;
function metaValidator(d) {
    if (!metaValidators) {
        metaValidators = new Map();
        // Ajv compiles its meta-schemas without format validation: `pattern` regexes are checked apart.
        const opts = { allErrors: true, strict: false, logger: false };
        const draft7 = new Ajv(opts);
        const require = createRequire(import.meta.url);
        draft7.addMetaSchema(require('ajv/dist/refs/json-schema-draft-06.json'));
        const a2019 = new Ajv2019(opts);
        const a2020 = new Ajv2020(opts);
        metaValidators.set('draft-06', draft7.getSchema(META_IDS['draft-06']));
        metaValidators.set('draft-07', draft7.getSchema(META_IDS['draft-07']));
        metaValidators.set('2019-09', a2019.getSchema(META_IDS['2019-09']));
        metaValidators.set('2020-12', a2020.getSchema(META_IDS['2020-12']));
    }
    return metaValidators.get(d);
}
/** The dialect a `$schema` names; `null` for drafts ajv cannot check (03, 04); undefined when it names none we know. */
function dialectOf(schema) {
    if (!isObject(schema) || typeof schema.$schema !== 'string')
        return undefined;
    const s = schema.$schema;
    if (/draft\/2020-12/.test(s))
        return '2020-12';
    if (/draft\/2019-09/.test(s))
        return '2019-09';
    if (/draft-07/.test(s))
        return 'draft-07';
    if (/draft-06/.test(s))
        return 'draft-06';
    if (/draft-0[34]/.test(s))
        return null;
    return undefined;
}
/**
 * Anthropic documents `input_schema` as JSON Schema 2020-12 and the MCP spec (2025-11-25 and later)
 * defaults to 2020-12; OpenAI and the adapters accept draft-07 constructs. Gemini `parameters` are
 * an OpenAPI 3.0 subset, not JSON Schema: no meta-validation unless a `$schema` says otherwise.
 */
function defaultDialect(tool) {
    if (tool.framework === 'anthropic' || tool.framework === 'mcp')
        return '2020-12';
    if (tool.framework === 'gemini')
        return null;
    return 'draft-07';
}
const GEMINI_TYPES = new Set(['STRING', 'NUMBER', 'INTEGER', 'BOOLEAN', 'ARRAY', 'OBJECT', 'NULL']);
/** Whether uppercase OpenAPI type names (Gemini's `Type.OBJECT`) are accepted as their lowercase JSON Schema names. */
function acceptsGeminiTypes(tool) {
    return tool.framework !== 'anthropic' && tool.framework !== 'mcp';
}
function lowerGeminiTypes(schema) {
    if (Array.isArray(schema))
        return schema.map(lowerGeminiTypes);
    if (!isObject(schema))
        return schema;
    const out = {};
    for (const [k, v] of Object.entries(schema)) {
        if (k === 'type' && typeof v === 'string' && GEMINI_TYPES.has(v))
            out[k] = v.toLowerCase();
        else if (k === 'type' && Array.isArray(v))
            out[k] = v.map((x) => (typeof x === 'string' && GEMINI_TYPES.has(x) ? x.toLowerCase() : x));
        else if (k === 'enum' || k === 'const' || k === 'default' || k === 'examples' || k === 'example')
            out[k] = v;
        else
            out[k] = lowerGeminiTypes(v);
    }
    return out;
}
function parsePath(instancePath) {
    if (!instancePath)
        return [];
    return instancePath
        .slice(1)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}
const WRAPPERS = new Set(['anyOf', 'oneOf', 'allOf', 'if', 'not', '$dynamicRef', '$ref', 'false schema']);
/** One error per location, the deepest and most specific ajv found (meta-schemas report each failure through several branches). */
function condense(errors) {
    const seen = new Set();
    const list = errors.filter((e) => {
        if (WRAPPERS.has(e.keyword))
            return false;
        const k = `${e.instancePath}|${e.keyword}|${e.message}`;
        if (seen.has(k))
            return false;
        seen.add(k);
        return true;
    });
    const paths = list.map((e) => e.instancePath);
    const deepest = list.filter((e) => !paths.some((p) => p !== e.instancePath && p.startsWith(`${e.instancePath}/`)));
    const byPath = new Map();
    const rank = (e) => (e.keyword === 'enum' ? 0 : e.keyword === 'type' ? 2 : 1);
    for (const e of deepest) {
        const cur = byPath.get(e.instancePath);
        if (!cur || rank(e) < rank(cur))
            byPath.set(e.instancePath, e);
    }
    return [...byPath.values()];
}
function describeValue(v) {
    if (typeof v === 'string')
        return JSON.stringify(v.length > 40 ? `${v.slice(0, 39)}…` : v);
    if (Array.isArray(v))
        return 'an array';
    if (v === null)
        return 'null';
    if (typeof v === 'object')
        return 'an object';
    return String(v);
}
function problemOf(e, value) {
    const got = ` (got ${describeValue(value)})`;
    if (e.keyword === 'enum') {
        const allowed = e.params.allowedValues ?? [];
        return `must be one of ${allowed.map((x) => JSON.stringify(x)).join(', ')}${got}`;
    }
    if (e.keyword === 'type') {
        const t = e.params.type ?? '';
        const types = Array.isArray(t) ? t : t.split(',');
        return `must be ${types.join(' or ')}${got}`;
    }
    if (e.keyword === 'format') {
        const f = e.params.format;
        return `must be a valid ${f === 'regex' ? 'regular expression' : f}${got}`;
    }
    return `${e.message ?? 'is invalid'}${got}`;
}
/** The other places one repeated mistake sits at, for the message: at most six named. */
function alsoAt(places) {
    if (places.length === 0)
        return '';
    const shown = places.length > 6 ? [...places.slice(0, 6), `${places.length - 6} more`] : places;
    const list = shown.length > 1 ? `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}` : shown[0];
    return ` (also at ${list})`;
}
function helpFor(segments, value, dialect) {
    const last = segments[segments.length - 1];
    if (last === 'items' && Array.isArray(value) && dialect === '2020-12') {
        return 'Write tuple item schemas under prefixItems, as JSON Schema 2020-12 requires, or give items a single schema';
    }
    if (last === 'required' && typeof value === 'boolean')
        return "List required property names in the parent object's required array instead of required: true";
    if ((last === 'exclusiveMinimum' || last === 'exclusiveMaximum') && typeof value === 'boolean') {
        return `Give ${last} the bound itself (a number), as JSON Schema draft-06 and later require`;
    }
    return undefined;
}
/** Whether a root with no `type` still looks like a JSON Schema (rather than a map of parameters some framework wraps itself). */
function looksLikeSchema(s) {
    return ['properties', 'required', '$schema', 'anyOf', 'oneOf', 'allOf', '$ref', '$defs', 'definitions', 'additionalProperties', 'items', 'enum', 'const', 'not'].some((k) => k in s);
}
const DEFINITE_FRAMEWORKS = new Set(['anthropic', 'openai', 'openai-agents', 'gemini', 'mcp']);
/** Keywords that bring properties from elsewhere: a required name missing from `properties` may be defined there. */
const BRINGS_PROPERTIES = ['allOf', 'anyOf', 'oneOf', '$ref', '$dynamicRef', 'if', 'then', 'else', 'patternProperties', 'dependentSchemas', 'dependencies', 'unevaluatedProperties'];
export default defineRule({
    meta: {
        id: 'valid-input-schema',
        type: 'problem',
        description: 'The input schema is valid JSON Schema with an object root, defined required properties and resolvable $refs',
        recommended: 'error',
        messages: {
            invalidSchema: 'Input schema of "{{name}}" is not valid JSON Schema {{dialect}}: {{at}} {{problem}}{{also}}',
            rootNotObject: 'Input schema of "{{name}}" has {{actual}} at the root (tool input must be type "object")',
            requiredNotDefined: '"{{key}}" is listed in required but not defined in properties{{where}} of "{{name}}"',
            unresolvedRef: '$ref "{{ref}}" in the input schema of "{{name}}" points to nothing in the schema',
            zodRecordWithoutKey: '"{{at}}" of "{{name}}" is z.record(value) with one argument: zod {{version}} needs the key schema, and throws when it converts the schema to JSON Schema or validates the field',
            mcpListedWithoutParameters: '"{{name}}" has an input schema that is not a zod object at its top ({{version}}): the MCP SDK lists it as { type: "object", properties: {} }, so the model is told it takes no parameters while every call is still validated against them',
            zod4InZodToJsonSchema: '"{{name}}" is a {{version}} schema converted with zod-to-json-schema, which reads only zod 3 schemas: it returns {}, so the model is sent no parameters and no type',
            misplacedSchema: 'OpenAI reads a function tool\'s arguments from "parameters"; "{{key}}" is not read, so "{{name}}" reaches the model as a tool that takes no arguments',
        },
        help: 'Fix the input schema so that it validates against the JSON Schema meta-schema',
    },
    check(ctx) {
        const requested = requestedTools(ctx);
        const sent = evidentlySent(ctx);
        for (const tool of ctx.tools) {
            if (!sent(tool))
                continue;
            // A provider-shape mistake is certain only on a definition seen reaching a provider call as written.
            if (requested(tool))
                checkMisplaced(ctx, tool);
            checkDefects(ctx, tool);
            const root = rootSchema(tool);
            if (!root)
                continue;
            checkRoot(ctx, tool, root);
            checkMeta(ctx, tool, root);
            checkRequired(ctx, tool, root);
            checkRefs(ctx, tool, root);
        }
    },
});
/** Other SDKs' names for the schema, written where OpenAI expects `parameters` (a definition mapped from an MCP or Anthropic tool). */
const FOREIGN_SCHEMA_KEYS = ['inputSchema', 'input_schema', 'schema', 'parametersSchema'];
/**
 * An OpenAI function tool whose schema sits under another SDK's key (`function: { name, description,
 * inputSchema }`): OpenAI takes the function without `parameters`, so the model is told the tool
 * takes no arguments. Read from the definition as written; one finding per tool.
 */
function checkMisplaced(ctx, tool) {
    if (tool.framework !== 'openai' || tool.pointers['/inputSchema'])
        return;
    const def = nodeAt(ctx, tool.range);
    if (!def || !ts.isObjectLiteralExpression(def))
        return;
    const keyOf = (p) => (p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : undefined);
    const fn = def.properties.find((p) => keyOf(p) === 'function');
    const holder = fn && ts.isPropertyAssignment(fn) && ts.isObjectLiteralExpression(fn.initializer) ? fn.initializer : def;
    const keys = holder.properties.map(keyOf);
    if (keys.includes('parameters') || keys.includes('parametersJsonSchema') || holder.properties.some(ts.isSpreadAssignment))
        return;
    const misplaced = holder.properties.find((p) => FOREIGN_SCHEMA_KEYS.includes(keyOf(p) ?? ''));
    if (!misplaced)
        return;
    const file = parsedFileOf(ctx, tool.range.file);
    if (!file)
        return;
    ctx.report({
        tool,
        range: rangeOf(misplaced, file),
        messageId: 'misplacedSchema',
        data: { name: tool.name, key: keyOf(misplaced) },
        help: `Rename "${keyOf(misplaced)}" to "parameters"`,
    });
}
/** Defects of the schema as a whole (src/model/tool.ts SchemaDefect), each one finding at the code that causes it. */
const WHOLE_SCHEMA_DEFECTS = {
    'mcp-listed-without-parameters': {
        messageId: 'mcpListedWithoutParameters',
        help: 'Pass the zod object itself as inputSchema and check the rule inside the handler (or refine a field instead of the object)',
    },
    'zod4-in-zod-to-json-schema': {
        messageId: 'zod4InZodToJsonSchema',
        help: "Convert with zod 4's own z.toJSONSchema(schema), or build the schema with import { z } from 'zod/v3'",
    },
};
/** What the scanner saw in the code that builds the schema (src/model/tool.ts SchemaDefect): one finding per place. */
function checkDefects(ctx, tool) {
    for (const d of tool.inputSchema.defects ?? []) {
        const whole = d.kind === 'zod-record-without-key' ? undefined : WHOLE_SCHEMA_DEFECTS[d.kind];
        if (whole) {
            ctx.report({ tool, pointer: d.pointer, range: d.range, messageId: whole.messageId, data: { name: tool.name, version: d.version }, help: whole.help });
            continue;
        }
        const at = d.pointer.replace(/^\/inputSchema/, '').replace(/\/properties\//g, '.').replace(/^\./, '') || 'the schema';
        ctx.report({
            tool,
            pointer: d.pointer,
            range: d.range,
            messageId: 'zodRecordWithoutKey',
            data: { name: tool.name, at, version: d.version },
            help: 'Give the key schema first: z.record(z.string(), value)',
        });
    }
}
function checkRoot(ctx, tool, root) {
    const { schema, base } = root;
    // Gemini's parameters are its own Schema type: say it in its spelling.
    const help = tool.framework === 'gemini' ? 'Gemini accepts only an OBJECT schema here: describe the parameters as { type: Type.OBJECT, properties: { … } }' : 'Describe the parameters as { type: "object", properties: { … } }';
    const report = (actual, pointer) => ctx.report({ tool, pointer, messageId: 'rootNotObject', data: { name: tool.name, actual }, help });
    if (typeof schema === 'boolean')
        return report('a boolean schema', base);
    if (!isObject(schema) || isUnknown(schema))
        return;
    const t = schema.type;
    if (t === undefined) {
        if (root.partial && root.source === 'zod')
            return;
        // `inputSchema: {}` in code: the MCP SDK's raw shape with no parameters (it sends { type: "object" }),
        // or a wrapper that passes it on. Only a schema read from JSON (a tools/list) is the schema itself.
        if (Object.keys(schema).length === 0 && !tool.range.file.endsWith('.json') && !isLogicalLocation(tool.range.file))
            return;
        // `{ ...baseSchema, properties }`: the type may come with the spread.
        if (hasPlaceholder(schema))
            return;
        if (!DEFINITE_FRAMEWORKS.has(tool.framework) && !looksLikeSchema(schema))
            return;
        if (!isComplete(ctx, tool, base, root.source))
            return;
        return report('no "type"', base);
    }
    if (isUnknown(t) || containsUnknown(t))
        return;
    if (t === 'object')
        return;
    if (t === 'OBJECT' && acceptsGeminiTypes(tool))
        return;
    report(`type ${JSON.stringify(t)}`, `${base}/type`);
}
function checkMeta(ctx, tool, root) {
    const declared = dialectOf(root.schema);
    const dialect = declared === undefined ? defaultDialect(tool) : declared;
    if (!dialect)
        return;
    const subject = acceptsGeminiTypes(tool) ? lowerGeminiTypes(root.schema) : root.schema;
    const validate = metaValidator(dialect);
    let errors = validate(subject) ? [] : condense(validate.errors ?? []);
    // No `$schema` and no configured provider that enforces 2020-12 (the Anthropic API, also behind
    // Bedrock and Claude Code, answers 400 "must match JSON Schema draft 2020-12"): a schema valid in
    // draft-07 (array-form `items`, what zod-to-json-schema emits) is not judged by 2020-12's grammar.
    const enforces2020 = providersFor(tool, ctx.providers, targetedProviders(ctx)(tool)).some((p) => p === 'anthropic' || p === 'bedrock');
    if (errors.length && declared === undefined && dialect !== 'draft-07' && !enforces2020 && metaValidator('draft-07')(subject))
        errors = [];
    // One mistake repeated (`required: true` written in every property) is one finding per tool:
    // grouped by the keyword it sits at and what is wrong, reported at the first place, the others listed.
    const groups = new Map();
    for (const e of errors) {
        const segments = parsePath(e.instancePath);
        // What the scanner could not fold is not the author's mistake.
        if (unknownOnPath(root.schema, segments))
            continue;
        const value = valueAt(root.schema, segments);
        if (containsUnknown(value))
            continue;
        const problem = problemOf(e, value);
        const key = `${segments[segments.length - 1] ?? ''}|${problem}`;
        const group = groups.get(key);
        if (group)
            group.places.push(e.instancePath);
        else
            groups.set(key, { segments, problem, help: helpFor(segments, value, dialect), places: [e.instancePath || 'the root'] });
    }
    for (const { segments, problem, help, places } of groups.values()) {
        const [at, ...others] = places;
        ctx.report({
            tool,
            pointer: pointerJoin(root.base, segments),
            messageId: 'invalidSchema',
            data: { name: tool.name, dialect, at: at, problem, also: alsoAt(others) },
            ...(help ? { help } : {}),
        });
    }
    const reported = new Set(errors.map((e) => e.instancePath));
    const badRegex = (segments, value) => {
        if (reported.has(pointerJoin('', segments)))
            return;
        ctx.report({
            tool,
            pointer: pointerJoin(root.base, segments),
            messageId: 'invalidSchema',
            data: { name: tool.name, dialect, at: pointerJoin('', segments), problem: `must be a valid regular expression (got ${describeValue(value)})`, also: '' },
            help: 'Write an ECMA-262 regular expression; in a JS string literal, escape backslashes twice',
        });
    };
    walkSchema(root.schema, (node, p) => {
        if (typeof node.pattern === 'string' && !isRegex(node.pattern))
            badRegex([...p, 'pattern'], node.pattern);
        if (isObject(node.patternProperties) && !isUnknown(node.patternProperties)) {
            for (const key of Object.keys(node.patternProperties))
                if (!isRegex(key))
                    badRegex([...p, 'patternProperties', key], key);
        }
    });
}
function checkRequired(ctx, tool, root) {
    walkSchema(root.schema, (node, p) => {
        const req = node.required;
        if (!Array.isArray(req) || req.length === 0)
            return;
        const props = node.properties;
        // Inside a combinator a `required` list often constrains properties defined by the parent.
        if (p.length > 0 && !isObject(props))
            return;
        if (props !== undefined && (!isObject(props) || isUnknown(props) || hasPlaceholder(props)))
            return;
        if (hasPlaceholder(node) || BRINGS_PROPERTIES.some((k) => k in node))
            return;
        if ('additionalProperties' in node && node.additionalProperties !== false)
            return;
        let complete;
        const known = () => (complete ??= isComplete(ctx, tool, pointerJoin(root.base, props ? [...p, 'properties'] : p), root.source));
        req.forEach((key, i) => {
            if (typeof key !== 'string')
                return;
            if (props && Object.prototype.hasOwnProperty.call(props, key))
                return;
            if (!known())
                return;
            ctx.report({
                tool,
                pointer: pointerJoin(root.base, [...p, 'required', i]),
                messageId: 'requiredNotDefined',
                data: { name: tool.name, key, where: p.length ? ` at ${pointerJoin('', p)}` : '' },
                help: 'Define the property under properties, or remove it from required',
            });
        });
    });
}
function checkRefs(ctx, tool, root) {
    const { schema } = root;
    if (!isObject(schema))
        return;
    // A nested `$id` starts a new base URI: `#/…` inside it resolves against that resource. Not followed.
    let nestedId = false;
    const anchors = new Set();
    walkSchema(schema, (node, p) => {
        if (p.length > 0 && typeof node.$id === 'string' && !node.$id.startsWith('#'))
            nestedId = true;
        if (typeof node.$anchor === 'string')
            anchors.add(node.$anchor);
        if (typeof node.$dynamicAnchor === 'string')
            anchors.add(node.$dynamicAnchor);
        if (typeof node.$id === 'string' && node.$id.startsWith('#'))
            anchors.add(node.$id.slice(1));
    });
    if (nestedId)
        return;
    walkSchema(schema, (node, p) => {
        const ref = node.$ref;
        if (typeof ref !== 'string' || !ref.startsWith('#'))
            return;
        let fragment;
        try {
            fragment = decodeURIComponent(ref.slice(1));
        }
        catch {
            return;
        }
        if (fragment === '')
            return;
        const report = () => ctx.report({
            tool,
            pointer: pointerJoin(root.base, [...p, '$ref']),
            messageId: 'unresolvedRef',
            data: { name: tool.name, ref },
            help: 'Point $ref at a schema under $defs or definitions of the same input schema',
        });
        if (!fragment.startsWith('/')) {
            if (anchors.has(fragment) || containsUnknown(schema))
                return;
            if (!isComplete(ctx, tool, root.base, root.source))
                return;
            return report();
        }
        const segments = fragment
            .slice(1)
            .split('/')
            .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
        let cur = schema;
        for (let i = 0; i < segments.length; i++) {
            if (isUnknown(cur))
                return;
            const seg = segments[i];
            let next;
            if (Array.isArray(cur))
                next = /^\d+$/.test(seg) ? cur[Number(seg)] : undefined;
            else if (isObject(cur))
                next = Object.prototype.hasOwnProperty.call(cur, seg) ? cur[seg] : undefined;
            else
                return report();
            if (next === undefined) {
                const container = segments.slice(0, i);
                if (Array.isArray(cur))
                    return containsUnknown(cur) ? undefined : report();
                if (!isComplete(ctx, tool, pointerJoin(root.base, container), root.source))
                    return;
                return report();
            }
            cur = next;
        }
    });
}
