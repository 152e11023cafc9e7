import { ts } from 'ts-morph';
import { rangeOf } from './ranges.js';
import { SchemaValue, convertedSchema, isPlainObject, withConversionDefect, zodOriginOf } from './values.js';
import { zodMajor, zodVersionFor } from './zod-version.js';
/**
 * `zodToJsonSchema(schema, nameOrOptions)` of the `zod-to-json-schema` package, read as that package
 * builds its result rather than as a plain converter:
 * - a name (`zodToJsonSchema(s, 'addTransaction')`, or `{ name }` without `nameStrategy: 'title'`)
 *   gives `{ $ref: '#/definitions/<name>', definitions: { <name>: … } }`, with nothing at the top: code
 *   that reads `.properties` of it reads `undefined`, and a provider sent it gets no `type: 'object'`;
 * - a zod 4 schema (`zod` ≥ 4, `zod/v4`, `zod/mini`) converts to `{}`: the package reads zod 3's
 *   internals only (its 3.25 release reads `zod/v3`). That is a defect of the tool's schema made at
 *   the call (see withConversionDefect), and the schema the code meant is kept so that no other rule
 *   reports the same cause again as missing parameters.
 * Undefined when the call is not that package's function.
 */
export function zodToJsonSchemaCall(node, ev, sink, unknown) {
    const callee = node.expression;
    if (!ts.isIdentifier(callee) || !node.arguments[0])
        return undefined;
    const b = ev.scope.resolveIdentifier(callee, ev.fileOf(callee));
    if (b?.kind !== 'external' || b.module !== 'zod-to-json-schema' || !(b.name === 'zodToJsonSchema' || b.name === 'default'))
        return undefined;
    const inner = ev.evaluate(node.arguments[0], sink);
    if (!(inner instanceof SchemaValue))
        return isPlainObject(inner) ? inner : unknown(node);
    const origin = inner.source === 'zod' ? zodOriginOf(inner) : undefined;
    const defect = origin && zodMajor(origin.module, origin.fileAbs, ev.index) === 4
        ? { kind: 'zod4-in-zod-to-json-schema', range: rangeOf(node, ev.fileOf(node)), version: zodVersionFor(origin.module, origin.fileAbs, ev.index) }
        : undefined;
    const converted = convertedSchema(inner);
    const named = definitionName(node.arguments[1], ev);
    if (!named)
        return withConversionDefect(converted, defect);
    const wrapped = convertedSchema(new SchemaValue({ $ref: `#/${named.path}/${named.name}`, [named.path]: { [named.name]: converted.schema } }, converted.partial, converted.source));
    return withConversionDefect(wrapped, defect);
}
/** The definition name the options give (`'name'`, `{ name }`), unless `nameStrategy: 'title'` puts it in a title. */
function definitionName(arg, ev) {
    if (!arg)
        return undefined;
    const v = ev.evaluate(arg);
    if (typeof v === 'string')
        return { name: v, path: 'definitions' };
    if (!isPlainObject(v) || typeof v.name !== 'string' || v.nameStrategy !== undefined && v.nameStrategy !== 'ref')
        return undefined;
    const path = v.definitionPath === undefined ? 'definitions' : v.definitionPath;
    return typeof path === 'string' ? { name: v.name, path } : undefined;
}
