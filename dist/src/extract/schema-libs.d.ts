import { ts } from 'ts-morph';
import type { Evaluator, PointerSink } from './evaluate.js';
import { SchemaValue } from './values.js';
export declare function convertSchemaLibrary(node: ts.CallExpression, ev: Evaluator, sink?: PointerSink): SchemaValue | undefined;
/** The schema libraries whose imports the converters recognise by package name. */
export declare const SCHEMA_PACKAGES: RegExp;
