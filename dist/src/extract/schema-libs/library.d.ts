import { ts } from 'ts-morph';
import type { Evaluator, PointerSink } from '../evaluate.js';
import { SchemaValue, type Value } from '../values.js';
import { type Json, type LibraryBinding, type SchemaLib } from './shared.js';
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
export declare function objectEntries(arg: ts.Expression | undefined, spreadKey: string, cx: Cx, sink: PointerSink | undefined, depth?: number): {
    entries: Entry[];
    partial: boolean;
};
/** A converted child for embedding in a parent: its schema (definitions moved to `defs`), or a marker. */
export declare function part(v: Value, at: ts.Node, defs: Record<string, unknown>): {
    schema: Json;
    partial: boolean;
    optional: boolean;
};
/** The library member a pipe step or argument names (`Schema.minLength(1)` → minLength). */
export declare function stepName(e: ts.Expression, lib: SchemaLib, cx: Cx): {
    name: string;
    args: readonly ts.Expression[];
    called: boolean;
} | undefined;
