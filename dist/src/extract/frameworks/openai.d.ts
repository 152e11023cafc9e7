import { ts } from 'ts-morph';
import { type Extractor, type ExtractContext } from '../context.js';
export declare const openai: Extractor;
/** A value that is a JSON Schema object or a zod schema (not a list of CLI parameters). */
export declare function looksLikeSchema(node: ts.Expression, ctx: ExtractContext, strict?: boolean): boolean;
