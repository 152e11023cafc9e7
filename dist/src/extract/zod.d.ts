import { ts } from 'ts-morph';
import type { Evaluator, PointerSink } from './evaluate.js';
import { SchemaValue, type Value } from './values.js';
export declare function isJsonSchemaWrapper(name: string): boolean;
/** Returns a SchemaValue when `node` is a zod expression, undefined otherwise. */
export declare function convertZod(node: ts.CallExpression, ev: Evaluator, sink?: PointerSink): SchemaValue | undefined;
/** `{ city: z.string(), days: z.number().optional() }` → an object schema; undefined when it is not a shape. */
export declare function shapeToSchema(shape: Value): SchemaValue | undefined;
