import type { ts } from 'ts-morph';
import type { ParsedFile } from '../scan/source-index.js';
/** A value static evaluation could not fold. `text` is the source text of the expression. */
export declare class Unknown {
    readonly text: string;
    /** Text folded so far, with `…` where evaluation stopped (template literals, concatenation). */
    readonly partialText?: string | undefined;
    constructor(text: string, 
    /** Text folded so far, with `…` where evaluation stopped (template literals, concatenation). */
    partialText?: string | undefined);
}
/** A function, method or arrow function found where a value was expected. */
export declare class FunctionValue {
    readonly node: ts.FunctionLikeDeclaration;
    readonly file: ParsedFile;
    constructor(node: ts.FunctionLikeDeclaration, file: ParsedFile);
}
/** A class declaration reached through a name (`ReadFileTool.Name`). */
export declare class ClassValue {
    readonly node: ts.ClassLikeDeclaration;
    readonly file: ParsedFile;
    constructor(node: ts.ClassLikeDeclaration, file: ParsedFile);
}
/** A JSON Schema produced by converting a zod expression. */
export declare class SchemaValue {
    readonly schema: Record<string, unknown>;
    readonly partial: boolean;
    readonly source: 'zod' | 'json-schema';
    /** Whether the schema may be left out (`.optional()`), for object shapes built from it. */
    readonly optional: boolean;
    constructor(schema: Record<string, unknown>, partial: boolean, source: 'zod' | 'json-schema', 
    /** Whether the schema may be left out (`.optional()`), for object shapes built from it. */
    optional?: boolean);
}
export type Value = string | number | boolean | null | undefined | Value[] | {
    [key: string]: Value;
} | Unknown | FunctionValue | ClassValue | SchemaValue;
export declare function isPlainObject(v: unknown): v is {
    [key: string]: Value;
};
/** Turns an evaluated value into JSON, with a marker string where something could not be folded. */
export declare function toJson(v: Value): {
    json: unknown;
    partial: boolean;
};
