import { ts } from 'ts-morph';
import { pointerEscape, propertyNameText, rangeOf } from '../ranges.js';
import { SchemaValue, Unknown, isPlainObject, toJson } from '../values.js';
/**
 * Which library built a converted schema: a method called on it (`.annotations(…)`, `.pipe(…)`,
 * `.describe(…)`) is read with that library's meaning, and never with zod's.
 */
const LIBRARY = new WeakMap();
export function schemaOf(lib, schema, partial, optional = false) {
    // The model-facing contract has no source for these libraries yet: like zod, they are schemas
    // converted statically, complete unless `partial` says otherwise.
    const v = new SchemaValue(schema, partial, 'zod', optional);
    LIBRARY.set(v, lib);
    return v;
}
export function libraryOf(v) {
    return v instanceof SchemaValue ? LIBRARY.get(v) : undefined;
}
/** What stands in for a part the scanner could not read: its source text. */
export function unknownPart(node) {
    return { 'x-tool-lint-unknown': sourceText(node) };
}
export function sourceText(node) {
    const text = node.getText(node.getSourceFile());
    return text.length > 200 ? `${text.slice(0, 197)}...` : text;
}
export function skipOuter(e) {
    while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isNonNullExpression(e) || ts.isTypeAssertionExpression(e))
        e = e.expression;
    return e;
}
/** TypeBox 0.x is published as `@sinclair/typebox`, 1.x as `typebox`: their output differs. */
const TYPEBOX_MODULES = new Map([
    ['@sinclair/typebox', 'typebox'],
    ['typebox', 'typebox1'],
]);
const EFFECT_SCHEMA_MODULES = new Set(['effect/Schema', '@effect/schema/Schema']);
const EFFECT_JSON_SCHEMA_MODULES = new Set(['effect/JSONSchema', '@effect/schema/JSONSchema']);
/** Resolves an identifier to one of the libraries, through the project's imports and re-exports. */
export function libraryBinding(id, ev) {
    const b = ev.scope.resolveIdentifier(id, ev.fileOf(id));
    if (b?.kind !== 'external')
        return undefined;
    const { module, name } = b;
    if (module === 'effect' || module === '@effect/schema') {
        if (name === 'Schema')
            return { lib: 'effect', namespace: 'schema' };
        if (name === 'JSONSchema')
            return { lib: 'effect', namespace: 'json-schema' };
        return undefined;
    }
    if (EFFECT_SCHEMA_MODULES.has(module))
        return name === '*' ? { lib: 'effect', namespace: 'schema' } : { lib: 'effect', member: name };
    if (EFFECT_JSON_SCHEMA_MODULES.has(module))
        return name === '*' ? { lib: 'effect', namespace: 'json-schema' } : undefined;
    if (module === 'valibot')
        return name === '*' ? { lib: 'valibot', namespace: 'schema' } : name === 'default' ? undefined : { lib: 'valibot', member: name };
    if (module === 'arktype' && name === 'type')
        return { lib: 'arktype', member: 'type' };
    const typebox = TYPEBOX_MODULES.get(module);
    if (typebox)
        return name === '*' || name === 'default' || name === 'Type' ? { lib: typebox, namespace: 'schema' } : { lib: typebox, member: name };
    return undefined;
}
/**
 * The library member an expression names: `Schema.String` → `String`, `v.string` → `string`,
 * `String` imported from `effect/Schema` → `String`. Undefined when it names none.
 */
export function memberOf(e, ev) {
    e = skipOuter(e);
    if (ts.isIdentifier(e)) {
        const b = libraryBinding(e, ev);
        return b?.member ? { lib: b.lib, name: b.member } : undefined;
    }
    if (ts.isPropertyAccessExpression(e) && ts.isIdentifier(e.expression)) {
        const b = libraryBinding(e.expression, ev);
        if (b?.namespace)
            return { lib: b.lib, name: e.name.text, namespace: b.namespace };
        // `type.string`, `type.enumerated`: members of arktype's `type`.
        if (b?.member === 'type' && b.lib === 'arktype')
            return { lib: 'arktype', name: `type.${e.name.text}` };
    }
    return undefined;
}
/** Folds an expression to a JSON value; undefined when any part of it is not static. */
export function staticJson(e, ev) {
    if (!e)
        return undefined;
    const v = ev.evaluate(e);
    if (v instanceof Unknown || v instanceof SchemaValue)
        return undefined;
    const { json, partial } = toJson(v);
    return partial ? undefined : { value: json };
}
/** Folds an expression to a plain object of static JSON values. */
export function staticObject(e, ev) {
    const v = staticJson(e, ev);
    return v && isPlainObject(v.value) ? v.value : undefined;
}
export function childSink(sink, key) {
    return sink ? { ...sink, ptr: `${sink.ptr}/properties/${pointerEscape(key)}` } : undefined;
}
/** Records where a property of an object schema is written, as zod objects do. */
export function recordProperty(sink, key, at, ev) {
    const child = childSink(sink, key);
    if (child)
        child.out[child.ptr] = rangeOf(at, ev.fileOf(at));
    return child;
}
export { propertyNameText };
/**
 * The parts of a JSON Schema a parent keeps when it embeds a child: `$defs` move to the root
 * (Effect's `JSONSchema.make` collects every definition there).
 */
export function embed(child, defs) {
    if (!('$defs' in child))
        return child;
    const { $defs, ...rest } = child;
    if (isPlainObject($defs))
        Object.assign(defs, $defs);
    return rest;
}
export function withDefs(schema, defs) {
    return Object.keys(defs).length ? { $defs: defs, ...schema } : schema;
}
