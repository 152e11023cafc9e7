import { ts } from 'ts-morph';
import { SchemaValue, Unknown, isPlainObject } from '../values.js';
import { parseArkString } from './arktype-syntax.js';
import { libraryOf, propertyNameText, recordProperty, schemaOf, skipOuter, staticJson, staticObject, unknownPart } from './shared.js';
const s = (c) => schemaOf('arktype', c.json, c.partial, c.optional ?? false);
const fail = (node) => ({ json: unknownPart(node), partial: true });
const KEYWORDS = {
    string: { json: { type: 'string' }, partial: false },
    number: { json: { type: 'number' }, partial: false },
    object: { json: { type: 'object' }, partial: false },
    boolean: { json: { type: 'boolean' }, partial: false },
    unknown: { json: {}, partial: false },
    'number.integer': { json: { type: 'integer' }, partial: false },
    'number.safe': { json: { type: 'number', minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER }, partial: false },
    // arktype writes these with its own long patterns: the format is what matters to a reader.
    'string.email': { json: { type: 'string', format: 'email' }, partial: true },
    'string.uuid': { json: { type: 'string', format: 'uuid' }, partial: true },
    'string.url': { json: { type: 'string', format: 'uri' }, partial: true },
};
export const arktype = {
    value(name) {
        const kw = KEYWORDS[name.replace(/^type\./, '')];
        return name.startsWith('type.') && kw ? s(kw) : undefined;
    },
    call(name, node, cx, sink) {
        const a = node.arguments;
        if (name === 'type')
            return a.length === 1 ? s(definition(a[0], cx, sink)) : s(fail(node));
        if (name === 'type.enumerated')
            return s(union(a.map((x) => unit(cx.ev.evaluate(x), x))));
        if (name === 'type.unit')
            return a[0] ? s(unit(cx.ev.evaluate(a[0]), a[0])) : undefined;
        return undefined;
    },
    method(base, name, node, cx) {
        const a = node.arguments;
        const cur = { json: base.schema, partial: base.partial, optional: base.optional };
        switch (name) {
            case 'describe': {
                const d = a[0] ? cx.ev.evaluate(a[0]) : undefined;
                return s(typeof d === 'string' ? { ...cur, json: describe(cur.json, d) } : { ...cur, json: describe(cur.json, a[0] ? unknownPart(a[0]) : ''), partial: true });
            }
            case 'configure': {
                const meta = staticObject(a[0], cx.ev);
                if (!meta)
                    return s({ ...cur, partial: true });
                let json = cur.json;
                if (typeof meta.description === 'string')
                    json = describe(json, meta.description);
                for (const k of ['title', 'examples'])
                    if (meta[k] !== undefined)
                        json = { ...json, [k]: meta[k] };
                return s({ ...cur, json });
            }
            case 'optional':
                return s({ ...cur, optional: true });
            case 'default': {
                const d = staticJson(a[0], cx.ev);
                return s(d ? { json: { ...cur.json, default: d.value }, partial: cur.partial, optional: true } : { ...cur, partial: true, optional: true });
            }
            case 'array':
                return s({ json: { type: 'array', items: cur.json }, partial: cur.partial });
            case 'or':
                return s(union([cur, a[0] ? definition(a[0], cx) : fail(node)]));
            case 'and': {
                const other = a[0] ? definition(a[0], cx) : fail(node);
                return s(merge(cur, other));
            }
            case 'atLeastLength':
            case 'atMostLength':
            case 'moreThanLength':
            case 'lessThanLength':
            case 'exactlyLength':
            case 'atLeast':
            case 'atMost':
            case 'moreThan':
            case 'lessThan': {
                const n = a[0] ? cx.ev.evaluate(a[0]) : undefined;
                const op = { atLeast: '>=', atMost: '<=', moreThan: '>', lessThan: '<', exactly: '==' }[name.replace(/Length$/, '')];
                return s(typeof n === 'number' ? bound(cur, op, n) : { ...cur, partial: true });
            }
            case 'toJsonSchema':
                return base;
            default:
                return s({ ...cur, partial: true });
        }
    },
};
/** Any definition arktype accepts where a type is expected: a string, an object, a tuple expression, a type. */
function definition(e, cx, sink) {
    e = skipOuter(e);
    if (ts.isObjectLiteralExpression(e))
        return objectType(e, cx, sink);
    if (ts.isArrayLiteralExpression(e))
        return tupleExpression(e, cx);
    const v = ts.isStringLiteralLike(e) ? e.text : ts.isCallExpression(e) || ts.isPropertyAccessExpression(e) ? cx.convert(e, sink) : cx.ev.evaluate(e, sink);
    if (typeof v === 'string') {
        const parsed = parseArkString(v);
        if (!parsed)
            return fail(e);
        const c = fromAst(parsed.ast, e);
        return parsed.default ? { json: { ...c.json, default: parsed.default.value }, partial: c.partial, optional: true } : c;
    }
    if (v instanceof SchemaValue)
        return { json: v.schema, partial: v.partial || (libraryOf(v) !== 'arktype' && libraryOf(v) !== undefined), optional: v.optional };
    if (ts.isIdentifier(e) && (v === undefined || v instanceof Unknown)) {
        const converted = cx.convert(e, sink);
        if (converted instanceof SchemaValue)
            return { json: converted.schema, partial: converted.partial, optional: converted.optional };
    }
    return v instanceof Unknown ? { json: { 'x-tool-lint-unknown': v.text }, partial: true } : fail(e);
}
/** `['string', '@', 'text']`, `['string', '[]']`, `['string', '=', 'x']`, `['string', '|', 'number']`. */
function tupleExpression(e, cx) {
    const [first, op, arg] = e.elements;
    const opText = op ? cx.ev.evaluate(op) : undefined;
    if (!first || typeof opText !== 'string')
        return fail(e);
    const base = definition(first, cx);
    if (opText === '[]' && e.elements.length === 2)
        return { json: { type: 'array', items: base.json }, partial: base.partial };
    if (e.elements.length !== 3 || !arg)
        return fail(e);
    if (opText === '@') {
        const d = cx.ev.evaluate(arg);
        return typeof d === 'string' ? { ...base, json: describe(base.json, d) } : fail(e);
    }
    if (opText === '=') {
        const d = staticJson(arg, cx.ev);
        return d ? { json: { ...base.json, default: d.value }, partial: base.partial, optional: true } : fail(e);
    }
    if (opText === '|')
        return union([base, definition(arg, cx)]);
    return fail(e);
}
function fromAst(ast, at) {
    switch (ast.k) {
        case 'keyword': {
            const kw = KEYWORDS[ast.name];
            if (kw)
                return { json: { ...kw.json }, partial: kw.partial };
            if (ast.name.startsWith('string.'))
                return { json: { type: 'string' }, partial: true };
            if (ast.name.startsWith('number.'))
                return { json: { type: 'number' }, partial: true };
            return { json: { 'x-tool-lint-unknown': ast.name }, partial: true };
        }
        case 'unit':
            return unit(ast.value, at);
        case 'regex':
            return { json: { type: 'string', pattern: ast.source }, partial: ast.flags.length > 0 };
        case 'array': {
            const item = fromAst(ast.of, at);
            return { json: { type: 'array', items: item.json }, partial: item.partial };
        }
        case 'union':
            return union(ast.of.map((x) => fromAst(x, at)));
        case 'bound':
            return bound(fromAst(ast.of, at), ast.op, ast.n);
        case 'divisor': {
            const inner = fromAst(ast.of, at);
            if (inner.json.type !== 'number' && inner.json.type !== 'integer')
                return { ...inner, partial: true };
            return { json: { ...inner.json, type: 'integer', ...(ast.n !== 1 ? { multipleOf: ast.n } : {}) }, partial: inner.partial };
        }
    }
}
function unit(v, at) {
    if (v === null)
        return { json: { type: 'null' }, partial: false };
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')
        return { json: { const: v }, partial: false };
    return fail(at);
}
/** A bound on a length (strings, arrays) or on a number, written with arktype's comparators. */
function bound(c, op, n) {
    const json = { ...c.json };
    const type = json.type;
    if (type === 'string' || type === 'array') {
        if (!Number.isInteger(n))
            return { ...c, partial: true };
        const [lo, hi] = type === 'string' ? ['minLength', 'maxLength'] : ['minItems', 'maxItems'];
        if (op === '>' || op === '>=' || op === '==')
            json[lo] = op === '>' ? n + 1 : n;
        if (op === '<' || op === '<=' || op === '==')
            json[hi] = op === '<' ? n - 1 : n;
        return { ...c, json };
    }
    if (type === 'number' || type === 'integer') {
        if (op === '==')
            return { ...c, partial: true };
        json[{ '>': 'exclusiveMinimum', '>=': 'minimum', '<': 'exclusiveMaximum', '<=': 'maximum' }[op]] = n;
        return { ...c, json };
    }
    return { ...c, partial: true };
}
/** A description on a union lands on every branch and on the union itself. */
function describe(json, d) {
    if (Array.isArray(json.anyOf))
        return { ...json, anyOf: json.anyOf.map((b) => ({ ...b, description: d })), description: d };
    if (Array.isArray(json.enum))
        return { anyOf: json.enum.map((v) => ({ const: v, description: d })), description: d };
    return { ...json, description: d };
}
const META = new Set(['description', 'title', 'examples']);
const DOMAINS = new Set(['string', 'number', 'object']);
/** The branches of a converted type, each with the key arktype sorts unions by (its node's serialised form). */
function branchesOf(json) {
    const keys = Object.keys(json).filter((k) => !META.has(k));
    const meta = Object.fromEntries(Object.entries(json).filter(([k]) => META.has(k)));
    if (keys.length === 1 && keys[0] === 'anyOf' && !Object.keys(meta).length)
        return json.anyOf.flatMap(branchesOf);
    if (keys.length === 1 && keys[0] === 'enum')
        return json.enum.flatMap((v) => branchesOf({ const: v }));
    if (keys.length === 1 && json.type === 'boolean')
        return [false, true].map((v) => unitBranch(v, { const: v, ...meta }));
    if (keys.length === 1 && keys[0] === 'const')
        return [unitBranch(json.const, json)];
    if (keys.length === 1 && json.type === 'null')
        return [unitBranch(null, json)];
    if (keys.length === 1 && DOMAINS.has(json.type))
        return [{ json, order: `{"kind":"domain","domain":"${json.type}"}` }];
    return [{ json, order: '{"kind":"intersection"' }];
}
function unitBranch(value, json) {
    return { json, order: `{"kind":"unit","unit":${JSON.stringify(value)}}`, unit: { value } };
}
/**
 * A union as arktype builds it: literals a plain domain already covers dropped, branches sorted by
 * their serialised node, `true | false` shown as `boolean`, all-literal unions as `enum`.
 */
function union(parts) {
    let partial = parts.some((p) => p.partial);
    const seen = new Set();
    let branches = parts.flatMap((p) => branchesOf(p.json)).filter((b) => {
        const id = JSON.stringify(b.json);
        if (seen.has(id))
            return false;
        seen.add(id);
        return true;
    });
    const domains = new Set(branches.filter((b) => b.order.startsWith('{"kind":"domain"')).map((b) => b.json.type));
    branches = branches.filter((b) => !b.unit || !domains.has(typeof b.unit.value));
    // Two branches that are more than a domain or a literal: their order depends on arktype's internal form.
    if (branches.filter((b) => b.order.startsWith('{"kind":"intersection"')).length > 1)
        partial = true;
    else
        branches.sort((l, r) => (l.order < r.order ? -1 : l.order > r.order ? 1 : 0));
    const groups = [];
    let booleanAt = -1;
    for (const b of branches) {
        if (b.unit && typeof b.unit.value === 'boolean') {
            if (booleanAt === -1) {
                booleanAt = groups.length;
                groups.push(b.json);
            }
            else if (Object.keys(b.json).length === 1 && Object.keys(groups[booleanAt]).length === 1)
                groups[booleanAt] = { type: 'boolean' };
            else
                groups.push(b.json);
            continue;
        }
        groups.push(b.json);
    }
    if (groups.length === 1)
        return { json: groups[0], partial };
    if (groups.every((g) => Object.keys(g).length === 1 && 'const' in g))
        return { json: { enum: groups.map((g) => g.const) }, partial };
    return { json: { anyOf: groups }, partial };
}
/** `type({ name: 'string', 'age?': 'number' })`: required keys, then defaulted, then optional, each sorted as arktype does. */
function objectType(lit, cx, sink) {
    const props = [];
    let partial = false;
    let closed = false;
    for (const p of lit.properties) {
        if (!ts.isPropertyAssignment(p)) {
            partial = true;
            continue;
        }
        const raw = propertyNameText(p.name);
        if (raw === undefined || raw === '...' || raw.startsWith('[')) {
            partial = true;
            continue;
        }
        if (raw === '+') {
            const v = cx.ev.evaluate(p.initializer);
            if (v === 'reject')
                closed = true;
            else if (v !== 'delete' && v !== 'ignore')
                partial = true;
            continue;
        }
        const optional = raw.endsWith('?') && !raw.endsWith('\\?');
        const key = optional ? raw.slice(0, -1) : raw.replace(/\\\?$/, '?');
        const conv = definition(p.initializer, cx, recordProperty(sink, key, p.initializer, cx.ev));
        props.push({ key, conv: optional ? { ...conv, optional: true } : conv });
    }
    const out = buildObject(props);
    if (closed)
        out.json.additionalProperties = false;
    return { ...out, partial: out.partial || partial };
}
function buildObject(props) {
    const required = props.filter((p) => !p.conv.optional);
    const withDefault = props.filter((p) => p.conv.optional && 'default' in p.conv.json);
    const optional = props.filter((p) => p.conv.optional && !('default' in p.conv.json));
    const byKey = (l, r) => compare(JSON.stringify(l.key), JSON.stringify(r.key));
    const byDefault = (l, r) => compare(`${JSON.stringify(l.conv.json.default)},"key":${JSON.stringify(l.key)}`, `${JSON.stringify(r.conv.json.default)},"key":${JSON.stringify(r.key)}`);
    required.sort(byKey);
    withDefault.sort(byDefault);
    optional.sort(byKey);
    const properties = {};
    for (const p of [...required, ...withDefault, ...optional])
        properties[p.key] = p.conv.json;
    const json = { type: 'object', properties };
    if (required.length)
        json.required = required.map((p) => p.key);
    return { json, partial: props.some((p) => p.conv.partial) };
}
function compare(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** `a.and(b)` of two object types: one object with both sets of properties. */
function merge(a, b) {
    const pa = propsOf(a);
    const pb = propsOf(b);
    if (!pa || !pb)
        return { json: { allOf: [a.json, b.json] }, partial: true };
    const keys = new Set(pb.map((p) => p.key));
    const out = buildObject([...pa.filter((p) => !keys.has(p.key)), ...pb]);
    return { ...out, partial: out.partial || a.partial || b.partial };
}
function propsOf(c) {
    const j = c.json;
    if (j.type !== 'object' || !isPlainObject(j.properties) || Object.keys(j).some((k) => k !== 'type' && k !== 'properties' && k !== 'required'))
        return undefined;
    const required = new Set(j.required ?? []);
    return Object.entries(j.properties).map(([key, json]) => ({ key, conv: { json, partial: false, optional: !required.has(key) } }));
}
