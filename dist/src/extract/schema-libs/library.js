import { ts } from 'ts-morph';
import { SchemaValue, Unknown, isPlainObject } from '../values.js';
import { embed, libraryOf, memberOf, schemaOf, propertyNameText, recordProperty, skipOuter, unknownPart } from './shared.js';
/**
 * The properties of an object literal passed to `Schema.Struct` / `v.object`, including spreads of
 * another object's properties (`...Base.fields`, `...Base.entries`) and constants holding the literal.
 */
export function objectEntries(arg, spreadKey, cx, sink, depth = 0) {
    const out = [];
    let partial = false;
    if (!arg || depth > 4)
        return { entries: out, partial: true };
    const e = skipOuter(arg);
    if (ts.isObjectLiteralExpression(e)) {
        for (const p of e.properties) {
            if (ts.isSpreadAssignment(p)) {
                const spread = spreadEntries(p.expression, spreadKey, cx, depth);
                if (!spread) {
                    partial = true;
                    out.push({ key: `x-tool-lint-unknown-spread:${p.expression.getText()}`, value: new Unknown(p.expression.getText()), at: p });
                }
                else
                    out.push(...spread);
                continue;
            }
            let key = p.name ? propertyNameText(p.name) : undefined;
            if (key === undefined && p.name && ts.isComputedPropertyName(p.name)) {
                const k = cx.ev.evaluate(p.name.expression);
                if (typeof k === 'string' || typeof k === 'number')
                    key = String(k);
            }
            if (key === undefined) {
                partial = true;
                continue;
            }
            if (ts.isPropertyAssignment(p))
                out.push({ key, value: cx.convert(p.initializer, recordProperty(sink, key, p.initializer, cx.ev)), at: p.initializer });
            else if (ts.isShorthandPropertyAssignment(p))
                out.push({ key, value: cx.convert(p.name, recordProperty(sink, key, p, cx.ev)), at: p });
            else
                partial = true;
        }
        return { entries: out, partial };
    }
    const spread = spreadEntries(e, spreadKey, cx, depth);
    if (spread)
        return { entries: spread, partial: false };
    if (ts.isIdentifier(e)) {
        const b = cx.ev.scope.resolveIdentifier(e, cx.ev.fileOf(e));
        if (b?.kind === 'value')
            return objectEntries(b.init, spreadKey, cx, sink, depth + 1);
    }
    return { entries: out, partial: true };
}
/** `Base.fields` / `Base.entries`: the properties of a converted object schema, or of a constant object. */
function spreadEntries(e, spreadKey, cx, depth) {
    e = skipOuter(e);
    if (ts.isPropertyAccessExpression(e) && e.name.text === spreadKey) {
        const base = cx.convert(e.expression);
        return base instanceof SchemaValue && libraryOf(base) ? propertiesOf(base, e) : undefined;
    }
    if (ts.isIdentifier(e) || ts.isObjectLiteralExpression(e)) {
        const inner = objectEntries(e, spreadKey, cx, undefined, depth + 1);
        return inner.partial ? undefined : inner.entries;
    }
    return undefined;
}
/** The properties of an object schema, each with its optionality and the definitions it needs. */
function propertiesOf(base, at) {
    const props = base.schema.properties;
    if (!isPlainObject(props))
        return undefined;
    const required = new Set(base.schema.required ?? []);
    const defs = base.schema.$defs;
    const lib = libraryOf(base);
    return Object.entries(props).map(([key, schema]) => ({
        key,
        value: schemaOf(lib, defs ? { $defs: defs, ...schema } : schema, base.partial, !required.has(key)),
        at,
    }));
}
/** A converted child for embedding in a parent: its schema (definitions moved to `defs`), or a marker. */
export function part(v, at, defs) {
    if (v instanceof SchemaValue)
        return { schema: embed(v.schema, defs), partial: v.partial, optional: v.optional };
    if (v instanceof Unknown)
        return { schema: { 'x-tool-lint-unknown': v.text }, partial: true, optional: false };
    return { schema: unknownPart(at), partial: true, optional: false };
}
/** The library member a pipe step or argument names (`Schema.minLength(1)` → minLength). */
export function stepName(e, lib, cx) {
    e = skipOuter(e);
    if (ts.isCallExpression(e)) {
        const m = memberOf(e.expression, cx.ev);
        return m && m.lib === lib && m.namespace !== 'json-schema' ? { name: m.name, args: e.arguments, called: true } : undefined;
    }
    const m = memberOf(e, cx.ev);
    return m && m.lib === lib && m.namespace !== 'json-schema' ? { name: m.name, args: [], called: false } : undefined;
}
