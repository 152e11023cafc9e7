import type { ts } from 'ts-morph';
import type { SchemaDefect } from '../model/tool.js';
import type { ParsedFile } from '../source/source-index.js';
/** Why a value could not be folded: what `list --unresolved` says about a tool name. */
export type UnknownReason = 
/** A parameter of a function: known only where it is called. */
{
    kind: 'parameter';
    of: string;
    decl?: ts.Node;
}
/** Imported from a package whose code the scanner does not read. */
 | {
    kind: 'external';
    module: string;
}
/** Anything computed at run time (a call, a lookup, a loop variable). */
 | {
    kind: 'runtime';
};
/** A value static evaluation could not fold. `text` is the source text of the expression. */
export declare class Unknown {
    readonly text: string;
    /** Text folded so far, with `…` where evaluation stopped (template literals, concatenation). */
    readonly partialText?: string | undefined;
    readonly reason?: UnknownReason | undefined;
    /**
     * The value used when the unknown part is absent: `toolName || 'web_search'`, `{ name = 'x' }`
     * and parameter defaults. A name read this way is the tool's name unless a caller overrides it.
     */
    readonly fallback?: Value;
    /** The expression, for locating what a reason is about (a package's tool met in a sink). */
    readonly at?: ts.Node | undefined;
    constructor(text: string, 
    /** Text folded so far, with `…` where evaluation stopped (template literals, concatenation). */
    partialText?: string | undefined, reason?: UnknownReason | undefined, 
    /**
     * The value used when the unknown part is absent: `toolName || 'web_search'`, `{ name = 'x' }`
     * and parameter defaults. A name read this way is the tool's name unless a caller overrides it.
     */
    fallback?: Value, 
    /** The expression, for locating what a reason is about (a package's tool met in a sink). */
    at?: ts.Node | undefined);
}
/**
 * An array known only at run time, made by `.map(fn)` over elements the scanner cannot see
 * (`tools.map((t) => ({ type: 'function', function: { … } }))` in a provider client): every element
 * is what `fn` makes of one, which a request's rules can judge without knowing the elements.
 */
export declare class MappedUnknown extends Unknown {
    readonly mapper: FunctionValue;
    constructor(base: Unknown, mapper: FunctionValue);
}
/**
 * Parameter bindings in force while a function body is folded: a parameter's declaration → the
 * argument expression and the bindings of the place it was written (evaluated lazily), or a value.
 */
export type Env = ReadonlyMap<ts.Node, Thunk>;
export type Thunk = {
    value: Value;
} | {
    expr: ts.Expression;
    env: Env | undefined;
    file?: ParsedFile;
};
/** A function, method or arrow function found where a value was expected, with the bindings it closes over. */
export declare class FunctionValue {
    readonly node: ts.FunctionLikeDeclaration;
    readonly file: ParsedFile;
    readonly env?: Env | undefined;
    constructor(node: ts.FunctionLikeDeclaration, file: ParsedFile, env?: Env | undefined);
}
/** A class declaration reached through a name (`ReadFileTool.Name`). */
export declare class ClassValue {
    readonly node: ts.ClassLikeDeclaration;
    readonly file: ParsedFile;
    constructor(node: ts.ClassLikeDeclaration, file: ParsedFile);
}
/**
 * `new Helper(schema, 'clock', '…')` of a project class that is not itself a tool: still a run-time
 * value for everything that does not read it (an `Unknown`), but its fields are read through the
 * constructor (parameter properties, `this.x = …`, initializers) with the arguments bound.
 */
export declare class ConstructedValue extends Unknown {
    readonly cls: ts.ClassLikeDeclaration;
    readonly site: ts.NewExpression;
    /** The constructor's parameters bound to the arguments, and the class node bound to this value (`this`). */
    env: Env;
    constructor(text: string, cls: ts.ClassLikeDeclaration, site: ts.NewExpression, 
    /** The constructor's parameters bound to the arguments, and the class node bound to this value (`this`). */
    env: Env);
    /**
     * The project base classes, nearest first, each with its constructor's parameters bound to what
     * the `super(…)` call below it passes (`super(TOOL_NAME, 'Search users')`).
     */
    readonly bases: Array<{
        cls: ts.ClassLikeDeclaration;
        env: Env;
    }>;
}
/** `this` inside a class's instance members: its fields are read from their initializers, base classes included. */
export declare class InstanceValue {
    readonly node: ts.ClassLikeDeclaration;
    constructor(node: ts.ClassLikeDeclaration);
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
/**
 * A copy of `s` that says it went through a converter (`zodToJsonSchema(s)`, `z.toJSONSchema(s)`):
 * what is sent is JSON Schema, not the library's object.
 */
export declare function convertedSchema(s: SchemaValue): SchemaValue;
/** Whether a schema value went through a converter (see convertedSchema). */
export declare function isConvertedSchema(s: SchemaValue): boolean;
/** Where a zod schema's constructors come from: the module (`zod`, `zod/v3`, …) and the file importing it. */
export interface ZodOrigin {
    module: string;
    fileAbs: string;
}
/**
 * `s` built from `origin`'s zod: converters that read only one major (zod-to-json-schema reads zod 3)
 * need to know which. A schema derived from another (`Base.extend(…)`) keeps its base's origin.
 */
export declare function withZodOrigin(s: SchemaValue, origin: ZodOrigin | undefined): SchemaValue;
export declare function zodOriginOf(s: SchemaValue): ZodOrigin | undefined;
/** A defect of the conversion that made a schema, where the code converts it (placed at a pointer when a tool reads it). */
export type ConversionDefect = Omit<SchemaDefect, 'pointer'>;
/**
 * `s` as a converter really returns it is not what the code meant (zod-to-json-schema given a zod 4
 * schema returns `{}`): the schema keeps what was meant, and the defect travels with the value to
 * the tool that sends it, however many bindings lie between.
 */
export declare function withConversionDefect(s: SchemaValue, d: ConversionDefect | undefined): SchemaValue;
export declare function conversionDefectOf(v: unknown): ConversionDefect | undefined;
/**
 * A tool definition met while folding a value (`tool({…})`, `new DynamicStructuredTool({…})`, a class
 * tool): the node an extractor reads, and the bindings in force there, so a factory called with a
 * literal name (`makeRetriever('search_faq', …)`) yields the tool with that name.
 */
export declare class ToolRef {
    readonly node: ts.Node;
    readonly env: Env | undefined;
    /** The outermost call whose arguments were bound to reach this definition. */
    readonly site: ts.Node | undefined;
    /** Reached only under a condition (`if (flag) tools.x = …`, `cond ? [a] : []`). */
    readonly conditional: boolean;
    constructor(node: ts.Node, env: Env | undefined, 
    /** The outermost call whose arguments were bound to reach this definition. */
    site: ts.Node | undefined, 
    /** Reached only under a condition (`if (flag) tools.x = …`, `cond ? [a] : []`). */
    conditional?: boolean);
    withConditional(): ToolRef;
}
/** A value that is one of several, by a condition the scanner cannot decide (`pro ? [a, b] : [a]`). */
export declare class Alternatives {
    readonly options: readonly Value[];
    constructor(options: readonly Value[]);
}
export type Value = string | number | boolean | null | undefined | Value[] | {
    [key: string]: Value;
} | Unknown | FunctionValue | ClassValue | SchemaValue | ToolRef | Alternatives | InstanceValue;
export declare function isPlainObject(v: unknown): v is {
    [key: string]: Value;
};
/**
 * Where a folded object or array was written: the literal and the bindings in force there. Kept
 * beside the value (not in it) so values stay plain JSON-like data.
 */
export interface Origin {
    node: ts.Node;
    env: Env | undefined;
    /** The call of the project function that returned it, when it was built from that call's arguments. */
    site?: ts.Node;
}
export declare function setOrigin<T extends object>(value: T, origin: Origin): T;
export declare function originOf(value: unknown): Origin | undefined;
/** Keys the evaluator uses for members it could not name; never a real key. */
export declare const UNKNOWN_KEY_PREFIX = "x-tool-lint-unknown-";
export declare function isPlaceholderKey(key: string): boolean;
/** Turns an evaluated value into JSON, with a marker string where something could not be folded. */
export declare function toJson(v: Value): {
    json: unknown;
    partial: boolean;
};
