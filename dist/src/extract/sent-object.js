import { libraryOf } from './schema-libs/shared.js';
import { SchemaValue, isConvertedSchema, isPlainObject, isPlaceholderKey } from './values.js';
/** Fields that hold a tool's JSON Schema in the wire formats tool-lint knows. */
const SCHEMA_FIELDS = ['input_schema', 'parameters', 'inputSchema'];
/**
 * What a request sends for one tool, from the value the scanner folded at the request: its keys,
 * `type`, the keys of OpenAI's `function` object, and whether a schema field holds a zod schema
 * object as written (it is serialised as the library's object, not as JSON Schema). Undefined when
 * some key is unknown (`{ ...rest, name }` with `rest` unseen): a description of part of an object
 * would let a rule call a present key missing.
 */
export function sentObject(v) {
    if (!isPlainObject(v))
        return undefined;
    const obj = v;
    const keys = Object.keys(obj);
    if (keys.some(isPlaceholderKey))
        return undefined;
    const out = { keys: [...keys].sort() };
    if (typeof obj.type === 'string')
        out.type = obj.type;
    const fn = obj.function;
    if (isPlainObject(fn)) {
        const fnKeys = Object.keys(fn);
        if (!fnKeys.some(isPlaceholderKey))
            out.functionKeys = fnKeys.sort();
    }
    const raw = librarySchemaField(obj) ?? (isPlainObject(fn) ? librarySchemaField(fn) : undefined);
    if (raw)
        out.librarySchemaAt = obj === raw.holder ? raw.key : `function.${raw.key}`;
    return out;
}
function librarySchemaField(holder) {
    for (const key of SCHEMA_FIELDS) {
        const s = holder[key];
        // zod only: a TypeBox schema is JSON Schema as it stands, and the other libraries' objects are not judged yet.
        if (s instanceof SchemaValue && s.source === 'zod' && !libraryOf(s) && !isConvertedSchema(s))
            return { holder, key };
    }
    return undefined;
}
