import { ts } from 'ts-morph';
import { SchemaValue, Unknown, isPlainObject } from '../values.js';
import { objectEntries, part } from './library.js';
import { libraryOf, schemaOf, skipOuter, staticJson, unknownPart } from './shared.js';
/** The builders that take options as their last argument, at that index. */
const OPTIONS_AT = {
    String: 0,
    Number: 0,
    Integer: 0,
    Boolean: 0,
    Null: 0,
    Any: 0,
    Unknown: 0,
    Never: 0,
    Object: 1,
    Array: 1,
    Union: 1,
    Intersect: 1,
    Literal: 1,
    Enum: 1,
    Tuple: 1,
    Record: 2,
    Partial: 1,
    Required: 1,
    Pick: 2,
    Omit: 2,
    Composite: 1,
};
/** The builders whose result is kept as is but whose optionality the enclosing object reads. */
const MODIFIERS = new Set(['Optional', 'Readonly', 'ReadonlyOptional']);
export function typeboxLibrary(version) {
    const s = (schema, partial = false, optional = false) => schemaOf(version, schema, partial, optional);
    /** 0.x writes `{ ...options, ...keys }`, 1.x `{ ...keys, ...options }`. */
    const withOptions = (keys, options) => (version === 'typebox' ? { ...options, ...keys } : { ...keys, ...options });
    const asTypebox = (v, at) => {
        if (v instanceof SchemaValue)
            return { schema: v.schema, partial: v.partial, optional: v.optional && isTypebox(v) };
        return { schema: v instanceof Unknown ? { 'x-tool-lint-unknown': v.text } : unknownPart(at), partial: true, optional: false };
    };
    /** An object schema from its entries, optional members left out of `required` (omitted when empty). */
    const object = (entries, entriesPartial, options, forced) => {
        const properties = {};
        const required = [];
        let partial = entriesPartial;
        for (const e of entries) {
            const p = part(e.value, e.at, {});
            partial ||= p.partial;
            properties[e.key] = p.schema;
            const optional = forced === 'partial' || (forced !== 'required' && p.optional && isTypebox(e.value));
            if (!optional && !e.key.startsWith('x-tool-lint-unknown-spread'))
                required.push(e.key);
        }
        return s(withOptions(required.length ? { type: 'object', required, properties } : { type: 'object', properties }, options), partial);
    };
    /** The properties of an already converted object schema, with their optionality. */
    const entriesOf = (v, at) => {
        if (!(v instanceof SchemaValue) || !isPlainObject(v.schema.properties))
            return undefined;
        const required = new Set(v.schema.required ?? []);
        return Object.entries(v.schema.properties).map(([key, schema]) => ({ key, value: s(schema, v.partial, !required.has(key)), at }));
    };
    /** A list of keys for `Pick`/`Omit`: an array of strings, or a union of string literals. */
    const keyList = (e, cx) => {
        if (!e)
            return undefined;
        const v = cx.ev.evaluate(e);
        if (Array.isArray(v) && v.every((k) => typeof k === 'string'))
            return v;
        if (v instanceof SchemaValue && isTypebox(v) && !v.partial) {
            const members = Array.isArray(v.schema.anyOf) ? v.schema.anyOf : [v.schema];
            const keys = members.map((m) => m.const);
            if (keys.every((k) => typeof k === 'string'))
                return keys;
        }
        return undefined;
    };
    return {
        value() {
            return undefined;
        },
        call(name, node, cx, sink) {
            const a = node.arguments;
            const at = OPTIONS_AT[name];
            let options = {};
            let optionsPartial = false;
            if (at !== undefined && a[at]) {
                const o = staticJson(a[at], cx.ev);
                if (o && isPlainObject(o.value))
                    options = o.value;
                else
                    optionsPartial = true;
            }
            const done = (keys, partial = false) => s(withOptions(keys, options), partial || optionsPartial);
            switch (name) {
                case 'String':
                case 'Number':
                case 'Integer':
                case 'Boolean':
                case 'Null':
                    return done({ type: name.toLowerCase() });
                case 'Any':
                case 'Unknown':
                    return done({});
                case 'Never':
                    return done({ not: {} });
                case 'Literal': {
                    const v = a[0] ? cx.ev.evaluate(a[0]) : undefined;
                    if (!(typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v))))
                        return s(a[0] ? unknownPart(a[0]) : {}, true);
                    return done(version === 'typebox' ? { const: v, type: typeof v } : { type: typeof v, const: v });
                }
                case 'Object': {
                    const { entries, partial } = objectEntries(a[0], 'properties', cx, sink);
                    const o = object(entries, partial, options);
                    return optionsPartial ? s(o.schema, true) : o;
                }
                case 'Array': {
                    if (!a[0])
                        return undefined;
                    const item = asTypebox(cx.convert(a[0]), a[0]);
                    return done({ type: 'array', items: item.schema }, item.partial);
                }
                case 'Union':
                case 'Intersect': {
                    const list = a[0] ? skipOuter(a[0]) : undefined;
                    if (!list || !ts.isArrayLiteralExpression(list) || list.elements.length === 0)
                        return s(list ? unknownPart(list) : {}, true);
                    const members = list.elements.map((x) => asTypebox(cx.convert(x), x));
                    const partial = members.some((m) => m.partial);
                    if (name === 'Union') {
                        if (members.length === 1 && version === 'typebox')
                            return done(members[0].schema, partial);
                        return done({ anyOf: members.map((m) => m.schema) }, partial);
                    }
                    const allObjects = members.every((m) => m.schema.type === 'object');
                    return done(version === 'typebox' && allObjects ? { type: 'object', allOf: members.map((m) => m.schema) } : { allOf: members.map((m) => m.schema) }, partial);
                }
                case 'Enum': {
                    const v = a[0] ? cx.ev.evaluate(a[0]) : undefined;
                    const values = isPlainObject(v) ? Object.values(v) : undefined;
                    // Numeric TypeScript enums carry reverse mappings: only string-valued objects are read.
                    if (!values?.length || !values.every((x) => typeof x === 'string'))
                        return s(a[0] ? unknownPart(a[0]) : {}, true);
                    return done(version === 'typebox' ? { anyOf: values.map((x) => ({ const: x, type: 'string' })) } : { enum: values });
                }
                case 'Tuple': {
                    const list = a[0] ? skipOuter(a[0]) : undefined;
                    if (!list || !ts.isArrayLiteralExpression(list) || list.elements.length === 0)
                        return s(list ? unknownPart(list) : {}, true);
                    const items = list.elements.map((x) => asTypebox(cx.convert(x), x));
                    const n = items.length;
                    const schemas = items.map((i) => i.schema);
                    const keys = version === 'typebox' ? { type: 'array', items: schemas, additionalItems: false, minItems: n, maxItems: n } : { type: 'array', additionalItems: false, items: schemas, minItems: n };
                    return done(keys, items.some((i) => i.partial));
                }
                case 'Record': {
                    if (a.length < 2)
                        return undefined;
                    const key = asTypebox(cx.convert(a[0]), a[0]);
                    const value = asTypebox(cx.convert(a[1]), a[1]);
                    if (key.schema.type === 'string' && Object.keys(key.schema).length === 1) {
                        return done({ type: 'object', patternProperties: { [version === 'typebox' ? '^(.*)$' : '^.*$']: value.schema } }, key.partial || value.partial);
                    }
                    const literals = keyList(a[0], cx);
                    if (!literals)
                        return s(unknownPart(node), true);
                    return done({ type: 'object', required: literals, properties: Object.fromEntries(literals.map((k) => [k, value.schema])) }, value.partial);
                }
                case 'Partial':
                case 'Required': {
                    if (!a[0])
                        return undefined;
                    const base = cx.convert(a[0]);
                    const entries = entriesOf(base, a[0]);
                    if (!entries)
                        return s(unknownPart(node), true);
                    return object(entries, base.partial || optionsPartial, options, name === 'Partial' ? 'partial' : 'required');
                }
                case 'Pick':
                case 'Omit': {
                    if (!a[0])
                        return undefined;
                    const base = cx.convert(a[0]);
                    const entries = entriesOf(base, a[0]);
                    const keys = keyList(a[1], cx);
                    if (!entries || !keys)
                        return s(unknownPart(node), true);
                    const kept = entries.filter((e) => keys.includes(e.key) === (name === 'Pick'));
                    return object(kept, base.partial || optionsPartial, options);
                }
                case 'Composite': {
                    const list = a[0] ? skipOuter(a[0]) : undefined;
                    if (!list || !ts.isArrayLiteralExpression(list))
                        return s(unknownPart(node), true);
                    const merged = new Map();
                    let partial = optionsPartial;
                    for (const x of list.elements) {
                        const v = cx.convert(x);
                        const entries = entriesOf(v, x);
                        if (!entries)
                            return s(unknownPart(node), true);
                        partial ||= v.partial;
                        // A key in two members becomes their intersection in TypeBox: not written out here.
                        for (const e of entries) {
                            if (merged.has(e.key))
                                partial = true;
                            merged.set(e.key, e);
                        }
                    }
                    return object([...merged.values()], partial, options);
                }
                case 'Unsafe': {
                    const o = a[0] ? staticJson(a[0], cx.ev) : { value: {} };
                    if (!o || !isPlainObject(o.value))
                        return s(a[0] ? unknownPart(a[0]) : {}, true);
                    return s(o.value);
                }
                default: {
                    if (!MODIFIERS.has(name) || !a[0])
                        return undefined;
                    const inner = asTypebox(cx.convert(a[0], sink), a[0]);
                    // `Type.Optional(schema, false)` removes the modifier again.
                    const flag = a[1] ? cx.ev.evaluate(a[1]) : true;
                    const optional = name === 'Readonly' ? inner.optional : flag !== false;
                    return s(inner.schema, inner.partial || (a[1] !== undefined && typeof flag !== 'boolean'), optional);
                }
            }
        },
        method(base) {
            // TypeBox schemas are plain objects: a method called on one is the project's, not the library's.
            return s(base.schema, true, base.optional);
        },
    };
}
function isTypebox(v) {
    const lib = libraryOf(v);
    return lib === 'typebox' || lib === 'typebox1';
}
