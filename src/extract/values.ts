import type { ts } from 'ts-morph';
import type { ParsedFile } from '../scan/source-index.js';

/** A value static evaluation could not fold. `text` is the source text of the expression. */
export class Unknown {
  constructor(
    readonly text: string,
    /** Text folded so far, with `…` where evaluation stopped (template literals, concatenation). */
    readonly partialText?: string,
  ) {}
}

/** A function, method or arrow function found where a value was expected. */
export class FunctionValue {
  constructor(
    readonly node: ts.FunctionLikeDeclaration,
    readonly file: ParsedFile,
  ) {}
}

/** A class declaration reached through a name (`ReadFileTool.Name`). */
export class ClassValue {
  constructor(
    readonly node: ts.ClassLikeDeclaration,
    readonly file: ParsedFile,
  ) {}
}

/** A JSON Schema produced by converting a zod expression. */
export class SchemaValue {
  constructor(
    readonly schema: Record<string, unknown>,
    readonly partial: boolean,
    readonly source: 'zod' | 'json-schema',
    /** Whether the schema may be left out (`.optional()`), for object shapes built from it. */
    readonly optional = false,
  ) {}
}

export type Value =
  | string
  | number
  | boolean
  | null
  | undefined
  | Value[]
  | { [key: string]: Value }
  | Unknown
  | FunctionValue
  | ClassValue
  | SchemaValue;

export function isPlainObject(v: unknown): v is { [key: string]: Value } {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
}

/** Turns an evaluated value into JSON, with a marker string where something could not be folded. */
export function toJson(v: Value): { json: unknown; partial: boolean } {
  let partial = false;
  const convert = (x: Value): unknown => {
    if (x instanceof Unknown) {
      partial = true;
      return { 'x-tool-lint-unknown': x.text };
    }
    if (x instanceof SchemaValue) {
      if (x.partial) partial = true;
      return x.schema;
    }
    if (x instanceof FunctionValue || x instanceof ClassValue) {
      partial = true;
      return { 'x-tool-lint-unknown': 'function' };
    }
    if (Array.isArray(x)) return x.map(convert);
    if (isPlainObject(x)) {
      const out: Record<string, unknown> = {};
      for (const [k, val] of Object.entries(x)) if (val !== undefined) out[k] = convert(val);
      return out;
    }
    return x;
  };
  const json = convert(v);
  return { json, partial };
}
