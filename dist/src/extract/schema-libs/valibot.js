import { ts } from 'ts-morph';
import { FunctionValue, SchemaValue, Unknown, isPlainObject } from '../values.js';
import { objectEntries, part, stepName } from './library.js';
import { libraryOf, schemaOf, skipOuter, staticJson, unknownPart, withDefs } from './shared.js';
/**
 * valibot (`import * as v from 'valibot'`, or named imports) converted the way
 * `@valibot/to-json-schema`'s `toJsonSchema` does it with its default options (draft-07), which is
 * what `valibotSchema()` of the AI SDK sends. Where that converter would throw (a transform, a
 * regex with flags, a `date` schema) the scanner marks the schema partial instead.
 */
const s = (schema, partial = false, optional = false) => schemaOf('valibot', schema, partial, optional);
/** Schemas a wrapper makes optional for the object around it. */
const OPTIONAL_WRAPPERS = new Set(['optional', 'exactOptional', 'nullish']);
export const valibot = {
    value() {
        return undefined;
    },
    call(name, node, cx, sink) {
        const a = node.arguments;
        switch (name) {
            case 'string':
            case 'number':
            case 'boolean':
            case 'null':
                return s({ type: name });
            case 'any':
            case 'unknown':
                return s({});
            case 'never':
                return s({ not: {} });
            case 'object':
            case 'looseObject':
            case 'strictObject':
                return object(name, a[0], cx, sink);
            case 'array': {
                const defs = {};
                const item = part(a[0] ? cx.convert(a[0]) : undefined, node, defs);
                return s(withDefs({ type: 'array', items: item.schema }, defs), item.partial || !a[0]);
            }
            case 'tuple': {
                const list = a[0] ? skipOuter(a[0]) : undefined;
                if (!list || !ts.isArrayLiteralExpression(list))
                    return s(a[0] ? unknownPart(a[0]) : {}, true);
                const defs = {};
                const items = list.elements.map((x) => part(cx.convert(x), x, defs));
                return s(withDefs({ type: 'array', items: items.map((i) => i.schema), minItems: items.length }, defs), items.some((i) => i.partial));
            }
            case 'record': {
                if (a.length < 2)
                    return undefined;
                const defs = {};
                const k = part(cx.convert(a[0]), a[0], defs);
                const v = part(cx.convert(a[1]), a[1], defs);
                return s(withDefs({ type: 'object', propertyNames: k.schema, additionalProperties: v.schema }, defs), k.partial || v.partial || k.schema.type !== 'string');
            }
            case 'literal': {
                const v = a[0] ? cx.ev.evaluate(a[0]) : undefined;
                if (typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v)))
                    return s({ const: v });
                return s(a[0] ? unknownPart(a[0]) : {}, true);
            }
            case 'picklist':
            case 'enum':
                return options(name, a[0], cx);
            case 'union':
            case 'variant':
            case 'intersect': {
                const list = a[name === 'variant' ? 1 : 0];
                const e = list ? skipOuter(list) : undefined;
                const keyword = name === 'union' ? 'anyOf' : name === 'variant' ? 'oneOf' : 'allOf';
                if (!e || !ts.isArrayLiteralExpression(e))
                    return s(list ? unknownPart(list) : {}, true);
                const defs = {};
                const members = e.elements.map((x) => part(cx.convert(x), x, defs));
                return s(withDefs({ [keyword]: members.map((m) => m.schema) }, defs), members.some((m) => m.partial));
            }
            case 'optional':
            case 'exactOptional':
            case 'undefinedable':
            case 'nullable':
            case 'nullish':
                return wrapped(name, a, cx, sink);
            case 'pipe':
            case 'pipeAsync': {
                if (!a[0])
                    return undefined;
                return a.slice(1).reduce((acc, step) => action(acc, step, cx), asValibot(cx.convert(a[0], sink), a[0]));
            }
            default:
                return undefined;
        }
    },
    method(base) {
        return s(base.schema, true, base.optional);
    },
};
function asValibot(v, at) {
    if (v instanceof SchemaValue)
        return libraryOf(v) === 'valibot' ? v : s(v.schema, v.partial, v.optional);
    return s(v instanceof Unknown ? { 'x-tool-lint-unknown': v.text } : unknownPart(at), true);
}
function object(name, arg, cx, sink) {
    const defs = {};
    const { entries, partial: entriesPartial } = objectEntries(arg, 'entries', cx, sink);
    let partial = entriesPartial;
    const properties = {};
    const required = [];
    for (const e of entries) {
        const p = part(e.value, e.at, defs);
        partial ||= p.partial;
        properties[e.key] = p.schema;
        if (!p.optional && !e.key.startsWith('x-tool-lint-unknown-spread'))
            required.push(e.key);
    }
    const schema = { type: 'object', properties, required };
    if (name === 'strictObject')
        schema.additionalProperties = false;
    return s(withDefs(schema, defs), partial);
}
function options(name, arg, cx) {
    const v = arg ? cx.ev.evaluate(arg) : undefined;
    const values = Array.isArray(v) ? v : name === 'enum' && isPlainObject(v) ? Object.values(v) : undefined;
    if (!values || !values.every((x) => typeof x === 'string' || (typeof x === 'number' && Number.isFinite(x))))
        return s(arg ? unknownPart(arg) : {}, true);
    const type = values.every((x) => typeof x === 'string') ? 'string' : values.every((x) => typeof x === 'number') ? 'number' : ['string', 'number'];
    return s({ enum: values, type });
}
/** `optional(x, default)`, `nullable(x)`, `nullish(x)`: the wrapped schema, `null` added, the default written out. */
function wrapped(name, a, cx, sink) {
    if (!a[0])
        return undefined;
    const nullable = name === 'nullable' || name === 'nullish';
    const inner = cx.convert(a[0], nullable ? undefined : sink);
    const defs = {};
    const p = part(inner, a[0], defs);
    let schema = nullable ? { anyOf: [p.schema, { type: 'null' }] } : { ...p.schema };
    let partial = p.partial;
    if (a[1]) {
        const d = defaultValue(a[1], cx);
        if (d)
            schema.default = d.value;
        else
            partial = true;
    }
    schema = withDefs(schema, defs);
    return s(schema, partial, OPTIONAL_WRAPPERS.has(name));
}
/** A default written as a value, or as a function that returns one (valibot calls it). */
function defaultValue(e, cx) {
    const v = cx.ev.evaluate(e);
    if (v instanceof FunctionValue) {
        const fn = v.node;
        if (fn.parameters.length || !fn.body || ts.isBlock(fn.body))
            return undefined;
        return staticJson(fn.body, cx.ev);
    }
    return staticJson(e, cx.ev);
}
/** One action of `v.pipe(schema, …actions)`, as the converter applies it. */
function action(base, step, cx) {
    const st = stepName(step, 'valibot', cx);
    const fail = () => s(base.schema, true, base.optional);
    if (!st?.called) {
        // A schema as a later pipe item is converted too, but the converter throws unless told which side to use.
        return fail();
    }
    const schema = { ...base.schema };
    const arg = (i = 0) => (st.args[i] ? cx.ev.evaluate(st.args[i]) : undefined);
    const num = (i = 0) => {
        const n = arg(i);
        return typeof n === 'number' ? n : undefined;
    };
    const done = (partial = false) => s(schema, base.partial || partial, base.optional);
    const isArray = schema.type === 'array';
    const isString = schema.type === 'string';
    const isNumber = schema.type === 'number' || schema.type === 'integer';
    switch (st.name) {
        case 'description':
        case 'title': {
            const t = arg();
            if (typeof t !== 'string')
                return s({ ...schema, [st.name]: st.args[0] ? unknownPart(st.args[0]) : '' }, true, base.optional);
            schema[st.name] = t;
            return done();
        }
        case 'metadata': {
            const m = st.args[0] ? staticJson(st.args[0], cx.ev) : undefined;
            if (!m || !isPlainObject(m.value))
                return fail();
            const meta = m.value;
            for (const [k, v] of Object.entries(meta)) {
                if (k === 'examples' && Array.isArray(v))
                    schema.examples = Array.isArray(schema.examples) ? [...schema.examples, ...v] : v;
                else if ((k === 'title' || k === 'description') && typeof v !== 'string')
                    continue;
                else
                    schema[k] = v;
            }
            return done();
        }
        case 'examples': {
            const ex = st.args[0] ? staticJson(st.args[0], cx.ev) : undefined;
            if (!ex || !Array.isArray(ex.value))
                return fail();
            schema.examples = Array.isArray(schema.examples) ? [...schema.examples, ...ex.value] : ex.value;
            return done();
        }
        case 'minLength':
        case 'maxLength':
        case 'length':
        case 'nonEmpty': {
            const n = st.name === 'nonEmpty' ? 1 : num();
            if (n === undefined || !(isArray || isString))
                return fail();
            const [lo, hi] = isArray ? ['minItems', 'maxItems'] : ['minLength', 'maxLength'];
            if (st.name !== 'maxLength')
                schema[lo] = Math.max(schema[lo] ?? -Infinity, n);
            if (st.name === 'maxLength' || st.name === 'length')
                schema[hi] = Math.min(schema[hi] ?? Infinity, n);
            return done();
        }
        case 'minValue':
        case 'maxValue':
        case 'gtValue':
        case 'ltValue': {
            const n = num();
            if (n === undefined || !Number.isFinite(n) || !isNumber)
                return fail();
            const key = { minValue: 'minimum', maxValue: 'maximum', gtValue: 'exclusiveMinimum', ltValue: 'exclusiveMaximum' }[st.name];
            const prev = schema[key];
            schema[key] = prev === undefined ? n : key === 'minimum' || key === 'exclusiveMinimum' ? Math.max(prev, n) : Math.min(prev, n);
            return done();
        }
        case 'multipleOf': {
            const n = num();
            if (n === undefined)
                return fail();
            schema.multipleOf = n;
            return done();
        }
        case 'integer':
            schema.type = 'integer';
            return done();
        case 'safeInteger':
            schema.type = 'integer';
            schema.minimum = Math.max(schema.minimum ?? -Infinity, Number.MIN_SAFE_INTEGER);
            schema.maximum = Math.min(schema.maximum ?? Infinity, Number.MAX_SAFE_INTEGER);
            return done();
        case 'email':
        case 'rfcEmail':
            schema.format = 'email';
            return done();
        case 'url':
            schema.format = 'uri';
            return done();
        case 'uuid':
        case 'ipv4':
        case 'ipv6':
            schema.format = st.name;
            return done();
        case 'isoDate':
            schema.format = 'date';
            return done();
        case 'isoDateTime':
        case 'isoTimestamp':
            schema.format = 'date-time';
            return done();
        case 'isoTime':
            schema.format = 'time';
            return done();
        case 'regex': {
            const re = st.args[0] ? skipOuter(st.args[0]) : undefined;
            if (!re || !ts.isRegularExpressionLiteral(re) || schema.pattern !== undefined)
                return fail();
            const text = re.text;
            const flags = text.slice(text.lastIndexOf('/') + 1);
            schema.pattern = text.slice(1, text.lastIndexOf('/'));
            // The converter refuses flags (JSON Schema patterns have none).
            return done(flags.length > 0);
        }
        case 'value': {
            const v = arg();
            if (!(typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || v === null))
                return fail();
            if ('const' in schema && schema.const !== v)
                return fail();
            schema.const = v;
            return done();
        }
        default:
            return fail();
    }
}
