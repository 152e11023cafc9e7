/** A value static evaluation could not fold. `text` is the source text of the expression. */
export class Unknown {
    text;
    partialText;
    reason;
    fallback;
    at;
    constructor(text, 
    /** Text folded so far, with `…` where evaluation stopped (template literals, concatenation). */
    partialText, reason, 
    /**
     * The value used when the unknown part is absent: `toolName || 'web_search'`, `{ name = 'x' }`
     * and parameter defaults. A name read this way is the tool's name unless a caller overrides it.
     */
    fallback, 
    /** The expression, for locating what a reason is about (a package's tool met in a sink). */
    at) {
        this.text = text;
        this.partialText = partialText;
        this.reason = reason;
        this.fallback = fallback;
        this.at = at;
    }
}
/**
 * An array known only at run time, made by `.map(fn)` over elements the scanner cannot see
 * (`tools.map((t) => ({ type: 'function', function: { … } }))` in a provider client): every element
 * is what `fn` makes of one, which a request's rules can judge without knowing the elements.
 */
export class MappedUnknown extends Unknown {
    mapper;
    constructor(base, mapper) {
        super(base.text, base.partialText, base.reason, base.fallback, base.at);
        this.mapper = mapper;
    }
}
/** A function, method or arrow function found where a value was expected, with the bindings it closes over. */
export class FunctionValue {
    node;
    file;
    env;
    constructor(node, file, env) {
        this.node = node;
        this.file = file;
        this.env = env;
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
/**
 * `new Helper(schema, 'clock', '…')` of a project class that is not itself a tool: still a run-time
 * value for everything that does not read it (an `Unknown`), but its fields are read through the
 * constructor (parameter properties, `this.x = …`, initializers) with the arguments bound.
 */
export class ConstructedValue extends Unknown {
    cls;
    site;
    env;
    constructor(text, cls, site, 
    /** The constructor's parameters bound to the arguments, and the class node bound to this value (`this`). */
    env) {
        super(text, undefined, { kind: 'runtime' }, undefined, site);
        this.cls = cls;
        this.site = site;
        this.env = env;
    }
    /**
     * The project base classes, nearest first, each with its constructor's parameters bound to what
     * the `super(…)` call below it passes (`super(TOOL_NAME, 'Search users')`).
     */
    bases = [];
}
/** `this` inside a class's instance members: its fields are read from their initializers, base classes included. */
export class InstanceValue {
    node;
    constructor(node) {
        this.node = node;
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
const CONVERTED = new WeakSet();
/**
 * A copy of `s` that says it went through a converter (`zodToJsonSchema(s)`, `z.toJSONSchema(s)`):
 * what is sent is JSON Schema, not the library's object.
 */
export function convertedSchema(s) {
    const copy = new SchemaValue(s.schema, s.partial, s.source, s.optional);
    CONVERTED.add(copy);
    return copy;
}
/** Whether a schema value went through a converter (see convertedSchema). */
export function isConvertedSchema(s) {
    return CONVERTED.has(s);
}
const ZOD_ORIGIN = new WeakMap();
/**
 * `s` built from `origin`'s zod: converters that read only one major (zod-to-json-schema reads zod 3)
 * need to know which. A schema derived from another (`Base.extend(…)`) keeps its base's origin.
 */
export function withZodOrigin(s, origin) {
    if (origin)
        ZOD_ORIGIN.set(s, origin);
    return s;
}
export function zodOriginOf(s) {
    return ZOD_ORIGIN.get(s);
}
const CONVERSION_DEFECT = new WeakMap();
/**
 * `s` as a converter really returns it is not what the code meant (zod-to-json-schema given a zod 4
 * schema returns `{}`): the schema keeps what was meant, and the defect travels with the value to
 * the tool that sends it, however many bindings lie between.
 */
export function withConversionDefect(s, d) {
    if (d)
        CONVERSION_DEFECT.set(s, d);
    return s;
}
export function conversionDefectOf(v) {
    return v instanceof SchemaValue ? CONVERSION_DEFECT.get(v) : undefined;
}
/**
 * A tool definition met while folding a value (`tool({…})`, `new DynamicStructuredTool({…})`, a class
 * tool): the node an extractor reads, and the bindings in force there, so a factory called with a
 * literal name (`makeRetriever('search_faq', …)`) yields the tool with that name.
 */
export class ToolRef {
    node;
    env;
    site;
    conditional;
    constructor(node, env, 
    /** The outermost call whose arguments were bound to reach this definition. */
    site, 
    /** Reached only under a condition (`if (flag) tools.x = …`, `cond ? [a] : []`). */
    conditional = false) {
        this.node = node;
        this.env = env;
        this.site = site;
        this.conditional = conditional;
    }
    withConditional() {
        return this.conditional ? this : new ToolRef(this.node, this.env, this.site, true);
    }
}
/** A value that is one of several, by a condition the scanner cannot decide (`pro ? [a, b] : [a]`). */
export class Alternatives {
    options;
    constructor(options) {
        this.options = options;
    }
}
export function isPlainObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
}
const ORIGINS = new WeakMap();
export function setOrigin(value, origin) {
    ORIGINS.set(value, origin);
    return value;
}
export function originOf(value) {
    return typeof value === 'object' && value !== null ? ORIGINS.get(value) : undefined;
}
/** Keys the evaluator uses for members it could not name; never a real key. */
export const UNKNOWN_KEY_PREFIX = 'x-tool-lint-unknown-';
export function isPlaceholderKey(key) {
    return key.startsWith(UNKNOWN_KEY_PREFIX);
}
/** Turns an evaluated value into JSON, with a marker string where something could not be folded. */
export function toJson(v) {
    let partial = false;
    const convert = (x, depth) => {
        if (depth > 64) {
            partial = true;
            return { 'x-tool-lint-unknown': 'nested too deep' };
        }
        if (x instanceof Unknown) {
            partial = true;
            return { 'x-tool-lint-unknown': x.text };
        }
        if (x instanceof SchemaValue) {
            if (x.partial)
                partial = true;
            return x.schema;
        }
        if (x instanceof FunctionValue || x instanceof ClassValue || x instanceof ToolRef || x instanceof Alternatives || x instanceof InstanceValue) {
            partial = true;
            return { 'x-tool-lint-unknown': x instanceof ToolRef ? 'tool' : x instanceof Alternatives ? 'one of several values' : 'function' };
        }
        if (Array.isArray(x))
            return x.map((e) => convert(e, depth + 1));
        if (isPlainObject(x)) {
            const out = {};
            for (const [k, val] of Object.entries(x))
                if (val !== undefined)
                    out[k] = convert(val, depth + 1);
            return out;
        }
        return x;
    };
    const json = convert(v, 0);
    return { json, partial };
}
