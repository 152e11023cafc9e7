import { ts } from 'ts-morph';
import { SchemaValue, isPlainObject } from '../values.js';
import { objectEntries, part, stepName } from './library.js';
import { libraryOf, schemaOf, skipOuter, staticJson, staticObject, unknownPart, withDefs } from './shared.js';
/**
 * Effect Schema (`import { Schema } from 'effect'`, `@effect/schema`) converted the way Effect 3's
 * `JSONSchema.make` does it: structs closed with `additionalProperties: false`, literals as
 * `enum`, filters adding their keyword with a default description and title, built-in refinements
 * that carry an identifier (`Schema.Int`) referenced from `$defs`.
 */
const s = (schema, partial = false, optional = false) => schemaOf('effect', schema, partial, optional);
/** Values created by `Schema.optional(…)`/`optionalWith(…)`: property signatures, which `.annotations` does not reach. */
const SIGNATURES = new WeakSet();
/** Built-in refinements Effect names with an identifier: `JSONSchema.make` emits them under `$defs`. */
const IDENTIFIED = {
    Int: { type: 'integer', description: 'an integer', title: 'int' },
    NonEmptyString: { type: 'string', description: 'a non empty string', title: 'nonEmptyString', minLength: 1 },
    Positive: { type: 'number', description: 'a positive number', title: 'positive', exclusiveMinimum: 0 },
    NonNegative: { type: 'number', description: 'a non-negative number', title: 'nonNegative', minimum: 0 },
    Negative: { type: 'number', description: 'a negative number', title: 'negative', exclusiveMaximum: 0 },
    NonPositive: { type: 'number', description: 'a non-positive number', title: 'nonPositive', maximum: 0 },
    NonNegativeInt: { type: 'integer', description: 'an integer', title: 'int', minimum: 0 },
    Finite: { type: 'number', description: 'a finite number', title: 'finite' },
};
const PLAIN = {
    String: { type: 'string' },
    Number: { type: 'number' },
    Boolean: { type: 'boolean' },
    Null: { type: 'null' },
    Unknown: { $id: '/schemas/unknown', title: 'unknown' },
    Any: { $id: '/schemas/any', title: 'any' },
};
const n1 = (make) => ({ arity: 1, make: (a) => make(a[0]) });
const n0 = (made) => ({ arity: 0, make: () => made });
/** Effect's filters: the keyword each adds, and the description and title it annotates itself with. */
const FILTERS = {
    minLength: n1((n) => ({ keywords: { minLength: n }, description: `a string at least ${n} character(s) long`, title: `minLength(${n})` })),
    maxLength: n1((n) => ({ keywords: { maxLength: n }, description: `a string at most ${n} character(s) long`, title: `maxLength(${n})` })),
    length: n1((n) => ({ keywords: { minLength: n, maxLength: n }, description: `a string ${n} character(s) long`, title: `length(${n})` })),
    nonEmptyString: n0({ keywords: { minLength: 1 }, description: 'a non empty string', title: 'nonEmptyString' }),
    int: n0({ keywords: { type: 'integer' }, description: 'an integer', title: 'int' }),
    positive: n0({ keywords: { exclusiveMinimum: 0 }, description: 'a positive number', title: 'positive' }),
    nonNegative: n0({ keywords: { minimum: 0 }, description: 'a non-negative number', title: 'nonNegative' }),
    negative: n0({ keywords: { exclusiveMaximum: 0 }, description: 'a negative number', title: 'negative' }),
    nonPositive: n0({ keywords: { maximum: 0 }, description: 'a non-positive number', title: 'nonPositive' }),
    finite: n0({ keywords: {}, description: 'a finite number', title: 'finite' }),
    nonNaN: n0({ keywords: {} }),
    greaterThan: n1((n) => ({ keywords: { exclusiveMinimum: n }, description: n === 0 ? 'a positive number' : `a number greater than ${n}`, title: `greaterThan(${n})` })),
    greaterThanOrEqualTo: n1((n) => ({ keywords: { minimum: n }, description: n === 0 ? 'a non-negative number' : `a number greater than or equal to ${n}`, title: `greaterThanOrEqualTo(${n})` })),
    lessThan: n1((n) => ({ keywords: { exclusiveMaximum: n }, description: n === 0 ? 'a negative number' : `a number less than ${n}`, title: `lessThan(${n})` })),
    lessThanOrEqualTo: n1((n) => ({ keywords: { maximum: n }, description: n === 0 ? 'a non-positive number' : `a number less than or equal to ${n}`, title: `lessThanOrEqualTo(${n})` })),
    between: { arity: 2, make: ([a, b]) => ({ keywords: { minimum: a, maximum: b }, description: `a number between ${a} and ${b}`, title: `between(${a}, ${b})` }) },
    multipleOf: n1((n) => ({ keywords: { multipleOf: n }, description: `a number divisible by ${n}`, title: `multipleOf(${n})` })),
    minItems: n1((n) => ({ keywords: { minItems: n }, description: `an array of at least ${n} item(s)`, title: `minItems(${n})` })),
    maxItems: n1((n) => ({ keywords: { maxItems: n }, description: `an array of at most ${n} item(s)`, title: `maxItems(${n})` })),
    itemsCount: n1((n) => ({ keywords: { minItems: n, maxItems: n }, description: `an array of exactly ${n} item(s)`, title: `itemsCount(${n})` })),
};
export const effect = {
    value(name) {
        if (PLAIN[name])
            return s({ ...PLAIN[name] });
        if (IDENTIFIED[name])
            return s({ $defs: { [name]: { ...IDENTIFIED[name] } }, $ref: `#/$defs/${name}` });
        return undefined;
    },
    call(name, node, cx, sink, namespace) {
        const a = node.arguments;
        if (namespace === 'json-schema')
            return name === 'make' && a[0] ? asEffect(cx.convert(a[0], sink)) : undefined;
        switch (name) {
            case 'Struct':
                return struct(a[0], a.length > 1, cx, sink);
            case 'Array':
            case 'NonEmptyArray': {
                const defs = {};
                const item = part(a[0] ? cx.convert(a[0]) : undefined, node, defs);
                const schema = name === 'Array' ? { type: 'array', items: item.schema } : { type: 'array', minItems: 1, items: item.schema };
                return s(withDefs(schema, defs), item.partial || !a[0]);
            }
            case 'Union':
                return unionOf(a.map((x) => ({ v: cx.convert(x), at: x })), false);
            case 'NullOr':
            case 'NullishOr':
                return a[0] ? unionOf([{ v: cx.convert(a[0]), at: a[0] }, { v: s({ type: 'null' }), at: node }], name === 'NullishOr') : undefined;
            case 'UndefinedOr': {
                const inner = a[0] ? cx.convert(a[0]) : undefined;
                return inner instanceof SchemaValue ? s(inner.schema, inner.partial, true) : undefined;
            }
            case 'Literal':
                return literals(a, cx);
            case 'Enums':
                return enums(a[0], cx);
            case 'Record':
                return record(a[0], cx);
            case 'Tuple':
                return tuple(a, cx);
            case 'optional':
            case 'optionalWith':
            case 'propertySignature':
                return a[0] ? signature(name, cx.convert(a[0]), a[1], cx) : undefined;
            case 'extend': {
                const first = a.length === 2 ? asEffect(cx.convert(a[0])) : undefined;
                return first ? extend(first, a[1], cx) : undefined;
            }
            case 'mutable':
            case 'standardSchemaV1':
                return a[0] ? asEffect(cx.convert(a[0], sink)) : undefined;
            case 'partial': {
                const inner = a[0] ? asEffect(cx.convert(a[0], sink)) : undefined;
                return inner ? partialOf(inner) : undefined;
            }
            default:
                return undefined;
        }
    },
    method(base, name, node, cx) {
        const a = node.arguments;
        switch (name) {
            case 'annotations':
                return annotate(base, a[0], cx);
            case 'pipe':
                return a.reduce((acc, step) => pipeStep(acc, step, cx), base);
            case 'pick':
            case 'omit': {
                const keys = a.map((x) => cx.ev.evaluate(x));
                if (!keys.every((k) => typeof k === 'string') || !isPlainObject(base.schema.properties))
                    return s(base.schema, true);
                const keep = (k) => (name === 'pick' ? keys.includes(k) : !keys.includes(k));
                const props = Object.fromEntries(Object.entries(base.schema.properties).filter(([k]) => keep(k)));
                return s({ ...base.schema, required: (base.schema.required ?? []).filter(keep), properties: props }, base.partial);
            }
            default:
                return s(base.schema, true, base.optional);
        }
    },
};
/**
 * A schema another library or a project function produced where an Effect schema belongs; undefined
 * when it is no schema at all, so the caller stays an unknown value with its source text.
 */
function asEffect(v) {
    if (v instanceof SchemaValue)
        return libraryOf(v) === 'effect' ? v : s(v.schema, v.partial, v.optional);
    return undefined;
}
function struct(arg, indexSignatures, cx, sink) {
    const defs = {};
    const { entries, partial: entriesPartial } = objectEntries(arg, 'fields', cx, sink);
    let partial = entriesPartial || indexSignatures;
    const properties = {};
    const required = [];
    for (const e of entries) {
        const p = part(e.value, e.at, defs);
        partial ||= p.partial;
        properties[e.key] = p.schema;
        if (!p.optional && !e.key.startsWith('x-tool-lint-unknown-spread'))
            required.push(e.key);
    }
    return s(withDefs({ type: 'object', required, properties, additionalProperties: false }, defs), partial);
}
/** Members of a union, flattened, with neighbouring literals of one type merged into one `enum` (as Effect does). */
function unionOf(members, optional) {
    const defs = {};
    let partial = members.length === 0;
    const flat = [];
    for (const m of members) {
        const p = part(m.v, m.at, defs);
        partial ||= p.partial;
        const keys = Object.keys(p.schema);
        if (keys.length === 1 && keys[0] === 'anyOf' && Array.isArray(p.schema.anyOf))
            flat.push(...p.schema.anyOf);
        else
            flat.push(p.schema);
    }
    const merged = [];
    for (const m of flat) {
        const prev = merged[merged.length - 1];
        if (prev && isPureEnum(prev) && isPureEnum(m) && prev.type === m.type)
            merged[merged.length - 1] = { type: prev.type, enum: [...prev.enum, ...m.enum] };
        else
            merged.push(m);
    }
    const schema = merged.length === 1 ? merged[0] : { anyOf: merged };
    return s(withDefs(schema, defs), partial, optional);
}
function isPureEnum(x) {
    const keys = Object.keys(x);
    return keys.length === 2 && 'type' in x && Array.isArray(x.enum);
}
function literals(args, cx) {
    const members = args.map((x) => {
        const v = cx.ev.evaluate(x);
        if (v === null)
            return { v: s({ type: 'null' }), at: x };
        if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')
            return { v: s({ type: typeof v, enum: [v] }), at: x };
        return { v: s(unknownPart(x), true), at: x };
    });
    return unionOf(members, false);
}
function enums(arg, cx) {
    const v = arg ? cx.ev.evaluate(arg) : undefined;
    if (!isPlainObject(v))
        return s(arg ? unknownPart(arg) : {}, true);
    const anyOf = [];
    let partial = false;
    for (const [title, value] of Object.entries(v)) {
        if (typeof value === 'string' || typeof value === 'number')
            anyOf.push({ type: typeof value, title, enum: [value] });
        else
            partial = true;
    }
    return s({ $comment: '/schemas/enums', anyOf }, partial);
}
function record(arg, cx) {
    const e = arg ? skipOuter(arg) : undefined;
    if (!e || !ts.isObjectLiteralExpression(e))
        return s(arg ? unknownPart(arg) : {}, true);
    const prop = (k) => e.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === k);
    const key = prop('key');
    const value = prop('value');
    if (!key || !value)
        return s(unknownPart(e), true);
    const defs = {};
    const k = part(cx.convert(key.initializer), key.initializer, defs);
    const v = part(cx.convert(value.initializer), value.initializer, defs);
    if (k.schema.type === 'string' && Object.keys(k.schema).length === 1) {
        return s(withDefs({ type: 'object', required: [], properties: {}, additionalProperties: v.schema }, defs), v.partial);
    }
    // Literal keys: one required property per literal.
    if (k.schema.type === 'string' && Array.isArray(k.schema.enum) && Object.keys(k.schema).length === 2) {
        const names = k.schema.enum;
        return s(withDefs({ type: 'object', required: names, properties: Object.fromEntries(names.map((n) => [n, v.schema])), additionalProperties: false }, defs), v.partial);
    }
    return s(withDefs({ type: 'object', required: [], properties: {}, additionalProperties: v.schema }, defs), true);
}
function tuple(args, cx) {
    const defs = {};
    const items = args.map((x) => part(cx.convert(x), x, defs));
    const partial = items.some((i) => i.partial || i.optional) || items.length === 0;
    return s(withDefs({ type: 'array', minItems: items.length, items: items.map((i) => i.schema), additionalItems: false }, defs), partial);
}
function signature(name, inner, options, cx) {
    if (!(inner instanceof SchemaValue))
        return s({}, true, name !== 'propertySignature');
    if (name === 'propertySignature')
        return s(inner.schema, inner.partial, inner.optional);
    let schema = inner.schema;
    let partial = inner.partial;
    if (name === 'optionalWith') {
        // Only `nullable` changes the JSON Schema; a default (often a function) is a decoding concern.
        const o = options ? skipOuter(options) : undefined;
        const nullable = o && ts.isObjectLiteralExpression(o) ? o.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === 'nullable') : undefined;
        const flag = nullable ? cx.ev.evaluate(nullable.initializer) : false;
        if (!o || !ts.isObjectLiteralExpression(o) || o.properties.some((p) => !ts.isPropertyAssignment(p)) || typeof flag !== 'boolean')
            partial = true;
        else if (flag)
            schema = unionOf([{ v: inner, at: o }, { v: s({ type: 'null' }), at: o }], false).schema;
    }
    const out = s(schema, partial, true);
    SIGNATURES.add(out);
    return out;
}
function extend(base, otherExpr, cx) {
    const other = asEffect(cx.convert(otherExpr)) ?? s(unknownPart(otherExpr), true);
    const a = base.schema;
    const b = other.schema;
    if (a.type !== 'object' || b.type !== 'object' || !isPlainObject(a.properties) || !isPlainObject(b.properties))
        return s(a, true);
    const defs = { ...(a.$defs ?? {}), ...(b.$defs ?? {}) };
    const { $defs: _a, ...restA } = a;
    const out = {
        ...restA,
        required: [...(a.required ?? []), ...(b.required ?? []).filter((k) => !(a.required ?? []).includes(k))],
        properties: { ...a.properties, ...b.properties },
    };
    return s(withDefs(out, defs), base.partial || other.partial);
}
function partialOf(base) {
    if (base.schema.type !== 'object')
        return s(base.schema, true);
    return s({ ...base.schema, required: [] }, base.partial);
}
/**
 * `.annotations({ description, title, examples, default, identifier, jsonSchema })`. A built-in
 * that carries an identifier is inlined first (Effect drops the identifier when it is re-annotated).
 */
function annotate(base, arg, cx) {
    if (SIGNATURES.has(base))
        return base;
    const ann = staticObject(arg, cx.ev);
    if (!ann) {
        const known = arg && ts.isObjectLiteralExpression(skipOuter(arg)) ? descriptionOnly(skipOuter(arg), cx) : undefined;
        return s({ ...base.schema, ...(known ?? {}) }, true, base.optional);
    }
    let { schema } = inlineTop(base.schema);
    const defs = { ...(schema.$defs ?? {}) };
    const { $defs: _d, ...rest } = schema;
    schema = rest;
    for (const key of ['title', 'description', 'examples', 'default'])
        if (ann[key] !== undefined)
            schema[key] = ann[key];
    if (isPlainObject(ann.jsonSchema))
        Object.assign(schema, ann.jsonSchema);
    if (typeof ann.identifier === 'string') {
        defs[ann.identifier] = schema;
        return s({ $defs: defs, $ref: `#/$defs/${ann.identifier}` }, base.partial, base.optional);
    }
    return s(withDefs(schema, defs), base.partial, base.optional);
}
/** Keeps the fact that a description exists when its text is only known at run time. */
function descriptionOnly(obj, cx) {
    const p = obj.properties.find((x) => ts.isPropertyAssignment(x) && x.name.getText() === 'description');
    if (!p)
        return undefined;
    const v = staticJson(p.initializer, cx.ev);
    return { description: v ? v.value : unknownPart(p.initializer) };
}
/** A schema whose top is a `$ref` to its own definition, with that definition inlined. */
function inlineTop(schema) {
    const ref = schema.$ref;
    const defs = schema.$defs;
    if (typeof ref !== 'string' || !defs || Object.keys(schema).length !== 2)
        return { schema: { ...schema } };
    const id = ref.replace('#/$defs/', '');
    const def = defs[id];
    if (!def)
        return { schema: { ...schema } };
    const { [id]: _self, ...others } = defs;
    return { schema: withDefs({ ...def }, others) };
}
function pipeStep(base, step, cx) {
    const st = stepName(step, 'effect', cx);
    if (!st)
        return s(base.schema, true, base.optional);
    if (st.called && FILTERS[st.name])
        return filter(base, st.name, st.args, cx);
    if (st.called && st.name === 'pattern')
        return pattern(base, st.args, cx);
    if (st.called && st.name === 'annotations')
        return annotate(base, st.args[0], cx);
    if (st.called && st.name === 'extend' && st.args[0])
        return extend(base, st.args[0], cx);
    if (!st.called) {
        switch (st.name) {
            case 'optional':
                return signature('optional', base, undefined, cx);
            case 'NullOr':
            case 'NullishOr':
                return unionOf([{ v: base, at: step }, { v: s({ type: 'null' }), at: step }], st.name === 'NullishOr');
            case 'UndefinedOr':
                return s(base.schema, base.partial, true);
            case 'Array':
            case 'NonEmptyArray': {
                const defs = {};
                const item = part(base, step, defs);
                return s(withDefs(st.name === 'Array' ? { type: 'array', items: item.schema } : { type: 'array', minItems: 1, items: item.schema }, defs), base.partial);
            }
            case 'partial':
                return partialOf(base);
            case 'mutable':
                return base;
        }
    }
    return s(base.schema, true, base.optional);
}
/** A filter adds its keyword and annotates the result with its own description and title. */
function filter(base, name, args, cx) {
    const { arity, make } = FILTERS[name];
    const nums = args.slice(0, arity).map((x) => cx.ev.evaluate(x));
    if (nums.length < arity || !nums.every((x) => typeof x === 'number'))
        return s(base.schema, true, base.optional);
    const f = make(nums);
    const schema = { ...base.schema, ...f.keywords };
    if (f.description !== undefined)
        schema.description = f.description;
    if (f.title !== undefined)
        schema.title = f.title;
    const out = s(schema, base.partial, base.optional);
    const ann = args[arity];
    return ann ? annotateRefinement(out, ann, cx) : out;
}
/** `Schema.pattern(/…/)`: the source without its flags, and a description but no title. */
function pattern(base, args, cx) {
    const re = args[0] ? skipOuter(args[0]) : undefined;
    if (!re || !ts.isRegularExpressionLiteral(re))
        return s(base.schema, true, base.optional);
    const source = re.text.slice(1, re.text.lastIndexOf('/'));
    const out = s({ ...base.schema, description: `a string matching the pattern ${source}`, pattern: source }, base.partial, base.optional);
    return args[1] ? annotateRefinement(out, args[1], cx) : out;
}
/** Annotations passed to a filter itself (`Schema.minLength(1, { description })`) override its own. */
function annotateRefinement(base, arg, cx) {
    const ann = staticObject(arg, cx.ev);
    if (!ann)
        return s(base.schema, true, base.optional);
    const schema = { ...base.schema };
    for (const key of ['title', 'description', 'examples', 'default'])
        if (ann[key] !== undefined)
            schema[key] = ann[key];
    if (isPlainObject(ann.jsonSchema))
        Object.assign(schema, ann.jsonSchema);
    return s(schema, base.partial || typeof ann.identifier === 'string', base.optional);
}
