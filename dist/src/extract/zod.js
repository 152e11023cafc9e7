import { ts } from 'ts-morph';
import { rangeOf } from './ranges.js';
import { skipOuter } from './schema-libs/shared.js';
import { SchemaValue, Unknown, isPlainObject, toJson, withZodOrigin, zodOriginOf } from './values.js';
import { recordNeedsKey, zodMajor } from './zod-version.js';
/**
 * Converts zod schema expressions to JSON Schema without running them, for the common cases
 * (primitives, objects, arrays, enums, unions, optional/nullable/default, describe, min/max).
 * The output follows what zod 4's `z.toJSONSchema` produces for the same input; where the scanner
 * meets a construct it cannot translate, the schema is marked partial (the renderer can check it
 * against the real conversion).
 */
/** Helpers that wrap a JSON Schema or convert a zod schema to one: the argument is the schema. */
const JSON_SCHEMA_WRAPPERS = new Set(['jsonSchema', 'zodToJsonSchema', 'toJSONSchema', 'toJsonSchema', 'zodSchema', 'asSchema', 'zodToJSONSchema', 'valibotSchema']);
export function isJsonSchemaWrapper(name) {
    return JSON_SCHEMA_WRAPPERS.has(name);
}
/** Returns a SchemaValue when `node` is a zod expression, undefined otherwise. */
export function convertZod(node, ev, sink) {
    const links = [];
    let cur = node;
    for (;;) {
        if (ts.isCallExpression(cur) && ts.isPropertyAccessExpression(cur.expression)) {
            links.unshift({ name: cur.expression.name.text, args: cur.arguments, node: cur });
            cur = cur.expression.expression;
        }
        else if (ts.isPropertyAccessExpression(cur) && (cur.name.text === 'coerce' || cur.name.text === 'z')) {
            cur = cur.expression;
        }
        else if (ts.isParenthesizedExpression(cur)) {
            cur = cur.expression;
        }
        else
            break;
    }
    // `import { object, string } from 'zod'`: a constructor imported by name starts the chain.
    const named = ts.isCallExpression(cur) && ts.isIdentifier(cur.expression) ? zodExport(cur.expression, ev) : undefined;
    if (named && ts.isCallExpression(cur)) {
        links.unshift({ name: named.name, args: cur.arguments, node: cur });
        const ctor = links[0];
        let base = construct(ctor, ev, sink);
        if (!base)
            return undefined;
        noteRecordWithoutKey(ctor, named.module, ev, sink);
        base = withParamsDescription(base, ctor, named, ev);
        for (const link of links.slice(1))
            base = modify(base, link, ev);
        return withZodOrigin(base, { module: named.module, fileAbs: ev.fileOf(cur).abs });
    }
    if (links.length === 0)
        return undefined;
    let base;
    let rest;
    let origin;
    const ns = ts.isIdentifier(cur) ? zodNamespace(cur, ev) : undefined;
    if (ns) {
        const ctor = links[0];
        base = construct(ctor, ev, sink);
        if (!base)
            return undefined;
        noteRecordWithoutKey(ctor, ns.module, ev, sink);
        base = withParamsDescription(base, ctor, ns, ev);
        rest = links.slice(1);
        if (ns.module)
            origin = { module: ns.module, fileAbs: ev.fileOf(cur).abs };
    }
    else {
        const root = ev.evaluate(cur);
        if (!(root instanceof SchemaValue))
            return undefined;
        base = root;
        rest = links;
        origin = zodOriginOf(root);
    }
    for (const link of rest)
        base = modify(base, link, ev);
    return withZodOrigin(base, origin);
}
/**
 * `z.record(value)` (or `z.record(value, { description })`, zod 3's params) under a pinned zod that
 * needs the key schema: a defect of the tool's schema at this place (see recordNeedsKey).
 */
function noteRecordWithoutKey(ctor, module, ev, sink) {
    if (!sink?.defects || ctor.name !== 'record')
        return;
    const a = ctor.args;
    const valueOnly = a.length === 1 || (a.length === 2 && ts.isObjectLiteralExpression(skipOuter(a[1])));
    if (!valueOnly)
        return;
    const file = ev.fileOf(ctor.node);
    const version = recordNeedsKey(module, file.abs, ev.index);
    if (version)
        sink.defects.push({ kind: 'zod-record-without-key', pointer: sink.ptr, range: rangeOf(ctor.node, file), version });
}
/** The zod export `id` names when imported by name (`import { object } from 'zod'`): its name and module. */
function zodExport(id, ev) {
    const b = ev.scope.resolveIdentifier(id, ev.fileOf(id));
    if (b?.kind !== 'external' || b.name === '*' || b.name === 'default' || b.name === 'z')
        return undefined;
    return /^zod(\/|$)/.test(b.module) ? { name: b.name, module: b.module } : undefined;
}
/** The zod namespace `id` names, with the module it comes from when known; undefined when it is not zod. */
function zodNamespace(id, ev) {
    const file = ev.fileOf(id);
    const b = ev.scope.resolveIdentifier(id, file);
    if (b?.kind === 'external') {
        if (/^zod(\/|$)/.test(b.module) || /(^|\/)zod$/.test(b.module))
            return { module: b.module };
        // Frameworks re-export zod as `z` (`import { z } from 'genkit'`, `'@genkit-ai/core'`): the export's name is the evidence.
        return b.name === 'z' ? {} : undefined;
    }
    // Projects re-export zod (`export { z } from 'zod'`) or get it from a framework; `z` is the convention.
    return !b && (id.text === 'z' || id.text === 'zod') ? {} : undefined;
}
/**
 * Where a zod 3 constructor takes its params (`RawCreateParams`): `z.string({ description })`,
 * `z.enum([...], { description })`, `z.object(shape, { description })`. `record` takes it last.
 */
const PARAMS_AT = {
    string: 0, number: 0, boolean: 0, bigint: 0, date: 0, null: 0, undefined: 0, any: 0, unknown: 0, never: 0, void: 0, nan: 0, symbol: 0,
    literal: 1, enum: 1, nativeEnum: 1, object: 1, strictObject: 1, array: 1, union: 1, tuple: 1, optional: 1, nullable: 1, effect: 1,
    discriminatedUnion: 2, intersection: 2,
};
/**
 * zod 3 turns a constructor's `description` param into the schema's description, as `.describe()`
 * does, and `zod-to-json-schema` sends it; `required_error`, `invalid_type_error` and `errorMap` only
 * shape validation messages. zod 4 drops a `description` param (its `toJSONSchema` never sees it),
 * so a zod 4 schema keeps none. When the version is not known the source was written for zod 3:
 * zod 4's types reject the key.
 */
function withParamsDescription(base, ctor, ns, ev) {
    const at = ctor.name === 'record' ? (ctor.args.length >= 2 ? ctor.args.length - 1 : -1) : PARAMS_AT[ctor.name];
    const expr = at === undefined || at < 0 ? undefined : ctor.args[at];
    if (!expr)
        return base;
    const params = ev.evaluate(expr);
    if (!isPlainObject(params) || !('description' in params) || params.description === undefined)
        return base;
    const major = zodMajor(ns.module, ctor.node.getSourceFile().fileName, ev.index);
    if (major !== undefined && major >= 4)
        return base;
    const d = params.description;
    return described(base, d, d instanceof Unknown ? d.text : expr.getText());
}
/** `schema.describe(d)`; a description only known at run time is kept as a fact, its text unknown. */
function described(base, d, text) {
    if (typeof d === 'string')
        return new SchemaValue({ ...base.schema, description: d }, base.partial, base.source, base.optional);
    return new SchemaValue({ ...base.schema, description: { 'x-tool-lint-unknown': text } }, true, base.source, base.optional);
}
function construct(link, ev, sink) {
    const a = link.args;
    const s = (schema, partial = false) => new SchemaValue(schema, partial, 'zod');
    switch (link.name) {
        case 'string':
            return s({ type: 'string' });
        case 'number':
            return s({ type: 'number' });
        case 'int':
        case 'bigint':
            return s({ type: 'integer' });
        case 'boolean':
            return s({ type: 'boolean' });
        case 'null':
            return s({ type: 'null' });
        case 'date':
            return s({ type: 'string', format: 'date-time' });
        case 'any':
        case 'unknown':
            return s({});
        case 'never':
            return s({ not: {} });
        case 'email':
        case 'url':
        case 'uuid':
            return s({ type: 'string', format: link.name === 'url' ? 'uri' : link.name });
        case 'literal': {
            const v = a[0] ? ev.evaluate(a[0]) : undefined;
            if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')
                return s({ type: typeof v, const: v });
            return s({}, true);
        }
        case 'enum':
        case 'nativeEnum': {
            const v = a[0] ? ev.evaluate(a[0]) : undefined;
            const values = Array.isArray(v) ? v : isPlainObject(v) ? Object.values(v) : undefined;
            if (values && values.every((x) => typeof x === 'string' || typeof x === 'number')) {
                const allStrings = values.every((x) => typeof x === 'string');
                return s({ type: allStrings ? 'string' : 'number', enum: values });
            }
            return s({ type: 'string' }, true);
        }
        case 'array': {
            const item = a[0] ? asSchema(ev.evaluate(a[0])) : undefined;
            return item ? s({ type: 'array', items: item.schema }, item.partial) : s({ type: 'array' }, true);
        }
        case 'object':
        case 'strictObject':
        case 'looseObject': {
            if (!a[0])
                return s({ type: 'object', properties: {} });
            // Properties of a zod object sit under /properties in the JSON Schema the model receives.
            const shape = ev.evaluate(a[0], sink ? { ...sink, ptr: `${sink.ptr}/properties` } : undefined);
            const obj = shapeToSchema(shape);
            if (!obj)
                return s({ type: 'object' }, true);
            if (link.name === 'strictObject')
                obj.schema.additionalProperties = false;
            return obj;
        }
        case 'record': {
            // zod 3: `record(value, params?)` or `record(key, value, params?)`; params is not a schema.
            const last = a.length >= 2 && isPlainObject(ev.evaluate(a[a.length - 1])) ? a.length - 2 : a.length - 1;
            const v = a[last] ? asSchema(ev.evaluate(a[last])) : undefined;
            return v ? s({ type: 'object', additionalProperties: v.schema }, v.partial) : s({ type: 'object' }, true);
        }
        case 'tuple': {
            const items = a[0] ? ev.evaluate(a[0]) : undefined;
            if (Array.isArray(items)) {
                const conv = items.map(asSchema);
                return s({ type: 'array', prefixItems: conv.map((c) => c?.schema ?? {}) }, conv.some((c) => !c || c.partial));
            }
            return s({ type: 'array' }, true);
        }
        case 'union':
        case 'discriminatedUnion': {
            const list = ev.evaluate(a[link.name === 'union' ? 0 : 1] ?? a[0]);
            if (Array.isArray(list)) {
                const conv = list.map(asSchema);
                return s({ anyOf: conv.map((c) => c?.schema ?? {}) }, conv.some((c) => !c || c.partial));
            }
            return s({}, true);
        }
        case 'intersection': {
            // A third argument is zod 3's params, not a member.
            const conv = a.slice(0, 2).map((x) => asSchema(ev.evaluate(x)));
            return s({ allOf: conv.map((c) => c?.schema ?? {}) }, conv.some((c) => !c || c.partial));
        }
        case 'optional':
        case 'nullable': {
            const inner = a[0] ? asSchema(ev.evaluate(a[0])) : undefined;
            if (!inner)
                return s({}, true);
            return modify(inner, { name: link.name, args: [], node: link.node }, ev);
        }
        case 'lazy':
        case 'custom':
        case 'instanceof':
        case 'function':
        case 'promise':
            return s({}, true);
        case 'preprocess': {
            // `z.preprocess(fn, schema)`: the JSON Schema export (zod-to-json-schema, zod 4's toJSONSchema)
            // writes the inner schema, optional when it is (`z.preprocess(nullToUndefined, z.string().optional())`).
            const inner = a[1] ? asSchema(ev.evaluate(a[1])) : undefined;
            return inner ?? s({}, true);
        }
        default:
            return undefined;
    }
}
function asSchema(v) {
    if (v instanceof SchemaValue)
        return v;
    if (isPlainObject(v)) {
        const { json, partial } = toJson(v);
        return new SchemaValue(json, partial, 'json-schema');
    }
    return undefined;
}
/** `{ city: z.string(), days: z.number().optional() }` → an object schema; undefined when it is not a shape. */
export function shapeToSchema(shape) {
    if (!isPlainObject(shape))
        return undefined;
    const properties = {};
    const required = [];
    let partial = false;
    for (const [key, v] of Object.entries(shape)) {
        const sch = v instanceof SchemaValue ? v : undefined;
        if (!sch) {
            partial = true;
            properties[key] = v instanceof Unknown ? { 'x-tool-lint-unknown': v.text } : {};
            if (!key.startsWith('x-tool-lint-unknown-spread'))
                required.push(key);
            continue;
        }
        if (sch.partial)
            partial = true;
        properties[key] = sch.schema;
        if (!sch.optional)
            required.push(key);
    }
    const schema = { type: 'object', properties };
    if (required.length)
        schema.required = required;
    return new SchemaValue(schema, partial, 'zod');
}
function modify(base, link, ev) {
    const schema = { ...base.schema };
    const arg = (i) => (link.args[i] ? ev.evaluate(link.args[i]) : undefined);
    const make = (sch, opts = {}) => new SchemaValue(sch, base.partial || Boolean(opts.partial), base.source, opts.optional ?? base.optional);
    const isString = schema.type === 'string';
    const isArray = schema.type === 'array';
    switch (link.name) {
        case 'describe':
            return described(base, arg(0), link.args[0]?.getText() ?? '');
        case 'meta': {
            const m = arg(0);
            if (isPlainObject(m)) {
                const { json, partial } = toJson(m);
                return make({ ...schema, ...json }, { partial });
            }
            return make(schema, { partial: true });
        }
        case 'optional':
            return make(schema, { optional: true });
        case 'nullable':
            return make({ anyOf: [schema, { type: 'null' }] });
        case 'nullish':
            return make({ anyOf: [schema, { type: 'null' }] }, { optional: true });
        case 'default':
        case 'prefault': {
            const d = arg(0);
            const known = d === null || ['string', 'number', 'boolean'].includes(typeof d) || Array.isArray(d) || isPlainObject(d);
            return make(known ? { ...schema, default: toJson(d).json } : schema, { optional: true, partial: !known });
        }
        case 'catch':
        case 'readonly':
        case 'brand':
        case 'refine':
        case 'superRefine':
        case 'check':
        case 'trim':
        case 'toLowerCase':
        case 'toUpperCase':
        case 'transform':
        case 'pipe':
            return make(schema);
        case 'int':
            return make({ ...schema, type: 'integer' });
        case 'positive':
            return make({ ...schema, exclusiveMinimum: 0 });
        case 'nonnegative':
            return make({ ...schema, minimum: 0 });
        case 'negative':
            return make({ ...schema, exclusiveMaximum: 0 });
        case 'min':
        case 'max':
        case 'length':
        case 'gte':
        case 'lte':
        case 'gt':
        case 'lt': {
            const n = arg(0);
            if (typeof n !== 'number')
                return make(schema, { partial: true });
            const isMin = link.name === 'min' || link.name === 'gte' || link.name === 'gt';
            if (link.name === 'length') {
                return make(isString ? { ...schema, minLength: n, maxLength: n } : { ...schema, minItems: n, maxItems: n });
            }
            if (link.name === 'gt')
                return make({ ...schema, exclusiveMinimum: n });
            if (link.name === 'lt')
                return make({ ...schema, exclusiveMaximum: n });
            const key = isString ? (isMin ? 'minLength' : 'maxLength') : isArray ? (isMin ? 'minItems' : 'maxItems') : isMin ? 'minimum' : 'maximum';
            return make({ ...schema, [key]: n });
        }
        case 'nonempty':
            return make(isString ? { ...schema, minLength: 1 } : { ...schema, minItems: 1 });
        case 'email':
        case 'uuid':
        case 'url':
        case 'datetime':
        case 'date':
        case 'time':
        case 'ipv4':
        case 'ipv6':
        case 'cuid':
        case 'ulid': {
            const formats = { url: 'uri', datetime: 'date-time', date: 'date', time: 'time' };
            return make({ ...schema, format: formats[link.name] ?? link.name });
        }
        case 'regex': {
            const r = link.args[0];
            if (r && ts.isRegularExpressionLiteral(r)) {
                const src = r.text.slice(1, r.text.lastIndexOf('/'));
                return make({ ...schema, pattern: src });
            }
            return make(schema, { partial: true });
        }
        case 'startsWith':
        case 'endsWith':
        case 'includes':
            return make(schema);
        case 'array':
            return new SchemaValue({ type: 'array', items: schema }, base.partial, base.source);
        case 'or': {
            const other = asSchema(arg(0));
            return make({ anyOf: [schema, other?.schema ?? {}] }, { partial: !other || other.partial });
        }
        case 'and': {
            const other = asSchema(arg(0));
            return make({ allOf: [schema, other?.schema ?? {}] }, { partial: !other || other.partial });
        }
        case 'strict':
            return make({ ...schema, additionalProperties: false });
        case 'passthrough':
        case 'loose':
        case 'strip':
            return make(schema);
        case 'extend':
        case 'merge':
        case 'safeExtend': {
            const v = arg(0);
            const other = link.name === 'merge' ? asSchema(v) : shapeToSchema(v);
            if (!other || schema.type !== 'object')
                return make(schema, { partial: true });
            const props = { ...schema.properties, ...(other.schema.properties ?? {}) };
            const req = [
                ...(schema.required ?? []).filter((k) => !(k in (other.schema.properties ?? {}))),
                ...(other.schema.required ?? []),
            ];
            const out = { ...schema, properties: props };
            if (req.length)
                out.required = req;
            else
                delete out.required;
            return make(out, { partial: other.partial });
        }
        case 'partial': {
            const out = { ...schema };
            delete out.required;
            return make(out);
        }
        case 'required': {
            return make({ ...schema, required: Object.keys(schema.properties ?? {}) });
        }
        case 'pick':
        case 'omit': {
            const mask = arg(0);
            if (!isPlainObject(mask) || schema.type !== 'object')
                return make(schema, { partial: true });
            const keys = new Set(Object.keys(mask));
            const keep = (k) => (link.name === 'pick' ? keys.has(k) : !keys.has(k));
            const props = Object.fromEntries(Object.entries(schema.properties ?? {}).filter(([k]) => keep(k)));
            const req = (schema.required ?? []).filter(keep);
            const out = { ...schema, properties: props };
            if (req.length)
                out.required = req;
            else
                delete out.required;
            return make(out);
        }
        default:
            return make(schema, { partial: true });
    }
}
