import { ts } from 'ts-morph';
import { nodeAt } from './schema.js';
/**
 * Whether a tool definition carries a prompt-cache breakpoint itself, as written in its source:
 * Anthropic's `cache_control: { type: 'ephemeral' }` on the tool (raw SDK, JSON), or the AI SDK's
 * `providerOptions: { anthropic: { cacheControl: … } }` on the tool. A breakpoint on a message or on
 * the system prompt is not one: what precedes it includes text tool-lint does not measure.
 */
export function carriesBreakpoint(ctx, tool) {
    const def = nodeAt(ctx, tool.range);
    if (!def)
        return false;
    for (const o of definitionObjects(def)) {
        for (const p of o.properties) {
            const key = keyOf(p);
            if (key === 'cache_control' || key === 'cacheControl')
                return true;
            if ((key === 'providerOptions' || key === 'providerMetadata' || key === 'experimental_providerMetadata') && ts.isPropertyAssignment(p)) {
                const opts = skip(p.initializer);
                if (!ts.isObjectLiteralExpression(opts))
                    continue;
                for (const q of opts.properties) {
                    if (keyOf(q) !== 'anthropic' || !ts.isPropertyAssignment(q))
                        continue;
                    const a = skip(q.initializer);
                    if (ts.isObjectLiteralExpression(a) && a.properties.some((r) => keyOf(r) === 'cacheControl' || keyOf(r) === 'cache_control'))
                        return true;
                }
            }
        }
    }
    return false;
}
/** The object literals a definition is written as: the object itself, or the object arguments of `tool({…})`. */
function definitionObjects(def) {
    const n = skip(def);
    if (ts.isObjectLiteralExpression(n))
        return [n];
    if (ts.isCallExpression(n))
        return n.arguments.map(skip).filter(ts.isObjectLiteralExpression);
    return [];
}
function keyOf(p) {
    const name = p.name;
    if (!name)
        return undefined;
    if (ts.isIdentifier(name) || ts.isStringLiteral(name))
        return name.text;
    return undefined;
}
function skip(n) {
    while (ts.isParenthesizedExpression(n) || ts.isAsExpression(n) || ts.isSatisfiesExpression(n))
        n = n.expression;
    return n;
}
