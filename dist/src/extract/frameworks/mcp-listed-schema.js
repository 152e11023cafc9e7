import { ts } from 'ts-morph';
import { compareVersions } from '../../source/packages.js';
import { projectPackageVersion } from '../package-version.js';
import { isConstDeclaration } from '../scope.js';
import { rangeOf } from '../ranges.js';
import { skipOuter } from '../schema-libs/shared.js';
import { SchemaValue, zodOriginOf } from '../values.js';
import { zodMajor } from '../zod-version.js';
/**
 * `McpServer.registerTool(name, { inputSchema }, cb)` from SDK 1.23 on lists a tool's parameters only
 * when its schema is a zod object (`normalizeObjectSchema`: a zod 3 schema with `.shape`, a zod 4 one
 * whose def is an object); anything else is listed as `{ type: "object", properties: {} }`, while calls
 * are still validated against the real schema. So the model is told the tool takes nothing and every
 * call it makes fails. The outermost method decides (a trailing `.describe()` changes nothing):
 * in zod 3 `.refine`, `.superRefine` and `.transform` wrap the object in an effect; in zod 4 refinements
 * stay checks of the object, but `.transform`, `.pipe` and the wrappers do not.
 */
const FIRST_NORMALIZING_SDK = '1.23.0';
const WRAPS = {
    3: new Set(['refine', 'superRefine', 'transform', 'optional', 'nullable', 'nullish', 'default', 'catch', 'pipe', 'brand', 'readonly']),
    4: new Set(['transform', 'pipe', 'optional', 'nullable', 'nullish', 'default', 'prefault', 'catch', 'readonly']),
};
export function listedWithoutParameters(schema, ctx) {
    const v = ctx.ev.evaluate(schema);
    if (!(v instanceof SchemaValue) || v.source !== 'zod' || v.schema.type !== 'object')
        return undefined;
    const origin = zodOriginOf(v);
    const major = origin ? zodMajor(origin.module, origin.fileAbs, ctx.ev.index) : undefined;
    if (major !== 3 && major !== 4)
        return undefined;
    const call = outermostCall(schema, ctx);
    if (!call)
        return undefined;
    const method = call.expression.name.text;
    if (!WRAPS[major].has(method))
        return undefined;
    const sdk = projectPackageVersion(ctx, '@modelcontextprotocol/sdk');
    if (!sdk || compareVersions(sdk, FIRST_NORMALIZING_SDK) < 0)
        return undefined;
    return { kind: 'mcp-listed-without-parameters', pointer: '/inputSchema', range: rangeOf(call.expression.name, ctx.ev.fileOf(call)), version: `${method} (zod ${major}, @modelcontextprotocol/sdk ${sdk})` };
}
/** The outermost method call of the schema expression, through a constant and past trailing `.describe(…)`. */
function outermostCall(expr, ctx) {
    let e = skipOuter(expr);
    for (let hops = 0; ts.isIdentifier(e) && hops < 3; hops++) {
        const b = ctx.ev.scope.resolveIdentifier(e, ctx.ev.fileOf(e));
        if (b?.kind !== 'value' || !isConstDeclaration(b.decl))
            return undefined;
        e = skipOuter(b.init);
    }
    while (ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression) && e.expression.name.text === 'describe')
        e = skipOuter(e.expression.expression);
    return ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression) ? e : undefined;
}
