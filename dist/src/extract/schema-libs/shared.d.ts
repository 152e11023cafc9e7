import { ts } from 'ts-morph';
import type { Evaluator, PointerSink } from '../evaluate.js';
import { propertyNameText } from '../ranges.js';
import { SchemaValue, type Value } from '../values.js';
/** The schema libraries converted here besides zod. */
export type SchemaLib = 'effect' | 'valibot' | 'arktype' | 'typebox' | 'typebox1';
export type Json = Record<string, unknown>;
export declare function schemaOf(lib: SchemaLib, schema: Json, partial: boolean, optional?: boolean): SchemaValue;
export declare function libraryOf(v: Value): SchemaLib | undefined;
/** What stands in for a part the scanner could not read: its source text. */
export declare function unknownPart(node: ts.Node): Json;
export declare function sourceText(node: ts.Node): string;
export declare function skipOuter(e: ts.Expression): ts.Expression;
/** Where a library binding comes from: a namespace (`Schema`, `v`) or one export (`object`, `type`). */
export interface LibraryBinding {
    lib: SchemaLib;
    /** `Schema`/`v`: members are read from it; `JSONSchema`: Effect's converter namespace. */
    namespace?: 'schema' | 'json-schema';
    /** The export's name, for a named import (`import { object } from 'valibot'`). */
    member?: string;
}
/** Resolves an identifier to one of the libraries, through the project's imports and re-exports. */
export declare function libraryBinding(id: ts.Identifier, ev: Evaluator): LibraryBinding | undefined;
/**
 * The library member an expression names: `Schema.String` → `String`, `v.string` → `string`,
 * `String` imported from `effect/Schema` → `String`. Undefined when it names none.
 */
export declare function memberOf(e: ts.Expression, ev: Evaluator): {
    lib: SchemaLib;
    name: string;
    namespace?: LibraryBinding['namespace'];
} | undefined;
/** Folds an expression to a JSON value; undefined when any part of it is not static. */
export declare function staticJson(e: ts.Expression | undefined, ev: Evaluator): {
    value: unknown;
} | undefined;
/** Folds an expression to a plain object of static JSON values. */
export declare function staticObject(e: ts.Expression | undefined, ev: Evaluator): Record<string, unknown> | undefined;
export declare function childSink(sink: PointerSink | undefined, key: string): PointerSink | undefined;
/** Records where a property of an object schema is written, as zod objects do. */
export declare function recordProperty(sink: PointerSink | undefined, key: string, at: ts.Node, ev: Evaluator): PointerSink | undefined;
export { propertyNameText };
/**
 * The parts of a JSON Schema a parent keeps when it embeds a child: `$defs` move to the root
 * (Effect's `JSONSchema.make` collects every definition there).
 */
export declare function embed(child: Json, defs: Record<string, unknown>): Json;
export declare function withDefs(schema: Json, defs: Record<string, unknown>): Json;
