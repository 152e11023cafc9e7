import { ts } from 'ts-morph';
import type { Evaluator, PointerSink } from '../evaluate.js';
import { SchemaValue, Unknown, isPlainObject, type Value } from '../values.js';
import { embed, libraryOf, memberOf, schemaOf, propertyNameText, recordProperty, skipOuter, unknownPart, type Json, type LibraryBinding, type SchemaLib } from './shared.js';

/** What a library module gets to read expressions: the evaluator and the shared converter. */
export interface Cx {
  ev: Evaluator;
  /** Converts any expression that may be a schema (a call, a library member, a constant holding one). */
  convert(e: ts.Expression, sink?: PointerSink): Value;
}

/** One schema library: how its functions, values and methods become JSON Schema. */
export interface Library {
  /** A call of one of the library's functions (`Schema.Struct(…)`, `v.object(…)`, `type(…)`); undefined when it builds no schema. */
  call(name: string, node: ts.CallExpression, cx: Cx, sink: PointerSink | undefined, namespace?: LibraryBinding['namespace']): SchemaValue | undefined;
  /** One of the library's schemas read without a call (`Schema.String`, `type.string`). */
  value(name: string, node: ts.Expression, cx: Cx): SchemaValue | undefined;
  /** A method called on one of the library's schemas; anything it does not know leaves the schema partial. */
  method(base: SchemaValue, name: string, node: ts.CallExpression, cx: Cx, sink: PointerSink | undefined): SchemaValue;
}

/** A property of an object schema as written: its key, its converted value, where it was written. */
export interface Entry {
  key: string;
  value: Value;
  at: ts.Node;
}

/**
 * The properties of an object literal passed to `Schema.Struct` / `v.object`, including spreads of
 * another object's properties (`...Base.fields`, `...Base.entries`) and constants holding the literal.
 */
export function objectEntries(arg: ts.Expression | undefined, spreadKey: string, cx: Cx, sink: PointerSink | undefined, depth = 0): { entries: Entry[]; partial: boolean } {
  const out: Entry[] = [];
  let partial = false;
  if (!arg || depth > 4) return { entries: out, partial: true };
  const e = skipOuter(arg);
  if (ts.isObjectLiteralExpression(e)) {
    for (const p of e.properties) {
      if (ts.isSpreadAssignment(p)) {
        const spread = spreadEntries(p.expression, spreadKey, cx, depth);
        if (!spread) {
          partial = true;
          out.push({ key: `x-tool-lint-unknown-spread:${p.expression.getText()}`, value: new Unknown(p.expression.getText()), at: p });
        } else out.push(...spread);
        continue;
      }
      let key = p.name ? propertyNameText(p.name) : undefined;
      if (key === undefined && p.name && ts.isComputedPropertyName(p.name)) {
        const k = cx.ev.evaluate(p.name.expression);
        if (typeof k === 'string' || typeof k === 'number') key = String(k);
      }
      if (key === undefined) {
        partial = true;
        continue;
      }
      if (ts.isPropertyAssignment(p)) out.push({ key, value: cx.convert(p.initializer, recordProperty(sink, key, p.initializer, cx.ev)), at: p.initializer });
      else if (ts.isShorthandPropertyAssignment(p)) out.push({ key, value: cx.convert(p.name, recordProperty(sink, key, p, cx.ev)), at: p });
      else partial = true;
    }
    return { entries: out, partial };
  }
  const spread = spreadEntries(e, spreadKey, cx, depth);
  if (spread) return { entries: spread, partial: false };
  if (ts.isIdentifier(e)) {
    const b = cx.ev.scope.resolveIdentifier(e, cx.ev.fileOf(e));
    if (b?.kind === 'value') return objectEntries(b.init, spreadKey, cx, sink, depth + 1);
  }
  return { entries: out, partial: true };
}

/** `Base.fields` / `Base.entries`: the properties of a converted object schema, or of a constant object. */
function spreadEntries(e: ts.Expression, spreadKey: string, cx: Cx, depth: number): Entry[] | undefined {
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
function propertiesOf(base: SchemaValue, at: ts.Node): Entry[] | undefined {
  const props = base.schema.properties;
  if (!isPlainObject(props as Value)) return undefined;
  const required = new Set((base.schema.required as string[] | undefined) ?? []);
  const defs = base.schema.$defs;
  const lib = libraryOf(base)!;
  return Object.entries(props as Record<string, Json>).map(([key, schema]) => ({
    key,
    value: schemaOf(lib, defs ? { $defs: defs, ...schema } : schema, base.partial, !required.has(key)),
    at,
  }));
}

/** A converted child for embedding in a parent: its schema (definitions moved to `defs`), or a marker. */
export function part(v: Value, at: ts.Node, defs: Record<string, unknown>): { schema: Json; partial: boolean; optional: boolean } {
  if (v instanceof SchemaValue) return { schema: embed(v.schema, defs), partial: v.partial, optional: v.optional };
  if (v instanceof Unknown) return { schema: { 'x-tool-lint-unknown': v.text }, partial: true, optional: false };
  return { schema: unknownPart(at), partial: true, optional: false };
}

/** The library member a pipe step or argument names (`Schema.minLength(1)` → minLength). */
export function stepName(e: ts.Expression, lib: SchemaLib, cx: Cx): { name: string; args: readonly ts.Expression[]; called: boolean } | undefined {
  e = skipOuter(e);
  if (ts.isCallExpression(e)) {
    const m = memberOf(e.expression, cx.ev);
    return m && m.lib === lib && m.namespace !== 'json-schema' ? { name: m.name, args: e.arguments, called: true } : undefined;
  }
  const m = memberOf(e, cx.ev);
  return m && m.lib === lib && m.namespace !== 'json-schema' ? { name: m.name, args: [], called: false } : undefined;
}
