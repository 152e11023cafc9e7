/** A value static evaluation could not fold. `text` is the source text of the expression. */
export class Unknown {
    text;
    partialText;
    constructor(text, 
    /** Text folded so far, with `…` where evaluation stopped (template literals, concatenation). */
    partialText) {
        this.text = text;
        this.partialText = partialText;
    }
}
/** A function, method or arrow function found where a value was expected. */
export class FunctionValue {
    node;
    file;
    constructor(node, file) {
        this.node = node;
        this.file = file;
    }
}
/** A class declaration reached through a name (`ReadFileTool.Name`). */
export class ClassValue {
    node;
    file;
    constructor(node, file) {
        this.node = node;
        this.file = file;
    }
}
/** A JSON Schema produced by converting a zod expression. */
export class SchemaValue {
    schema;
    partial;
    source;
    optional;
    constructor(schema, partial, source, 
    /** Whether the schema may be left out (`.optional()`), for object shapes built from it. */
    optional = false) {
        this.schema = schema;
        this.partial = partial;
        this.source = source;
        this.optional = optional;
    }
}
export function isPlainObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
}
/** Turns an evaluated value into JSON, with a marker string where something could not be folded. */
export function toJson(v) {
    let partial = false;
    const convert = (x) => {
        if (x instanceof Unknown) {
            partial = true;
            return { 'x-tool-lint-unknown': x.text };
        }
        if (x instanceof SchemaValue) {
            if (x.partial)
                partial = true;
            return x.schema;
        }
        if (x instanceof FunctionValue || x instanceof ClassValue) {
            partial = true;
            return { 'x-tool-lint-unknown': 'function' };
        }
        if (Array.isArray(x))
            return x.map(convert);
        if (isPlainObject(x)) {
            const out = {};
            for (const [k, val] of Object.entries(x))
                if (val !== undefined)
                    out[k] = convert(val);
            return out;
        }
        return x;
    };
    const json = convert(v);
    return { json, partial };
}
