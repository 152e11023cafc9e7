import { ts } from 'ts-morph';
import { skipOuter } from '../context.js';
import { rangeOf } from '../ranges.js';
/**
 * The MCP SDK calls a tool registered without an input schema as `cb(extra)`: the first parameter is
 * the request context (`signal`, `sessionId`, `authInfo`, …), never arguments, and `tools/list` sends
 * `{ type: 'object', properties: {} }`. A callback that reads anything else from it was written for
 * arguments the model is told do not exist.
 */
const EXTRA_KEYS = new Set([
    'signal', 'authInfo', 'sessionId', '_meta', 'requestId', 'requestInfo', 'sendNotification', 'sendRequest',
    'taskStore', 'taskId', 'taskRequestedTtl', 'closeSSEStream', 'closeStandaloneSSEStream',
]);
const PARSE_METHODS = /^(parse|safeParse|parseAsync|safeParseAsync)$/;
/** What `handler` reads from its first parameter as arguments, with where; undefined when nothing (or when it cannot be told). */
export function argumentsReadWithoutSchema(handler, ctx) {
    const fn = handlerFunction(handler, ctx);
    const param = fn?.parameters[0];
    if (!fn?.body || !param)
        return undefined;
    const reads = new Set();
    const bindingNames = (pattern) => {
        for (const el of pattern.elements) {
            if (el.dotDotDotToken)
                continue;
            const key = el.propertyName && (ts.isIdentifier(el.propertyName) || ts.isStringLiteral(el.propertyName)) ? el.propertyName.text : ts.isIdentifier(el.name) ? el.name.text : undefined;
            if (key && !EXTRA_KEYS.has(key))
                reads.add(key);
        }
    };
    if (ts.isObjectBindingPattern(param.name))
        bindingNames(param.name);
    else if (ts.isIdentifier(param.name)) {
        const name = param.name.text;
        const isParam = (e) => ts.isIdentifier(skipOuter(e)) && skipOuter(e).text === name;
        const visit = (n) => {
            // An inner function with its own parameter of that name reads something else.
            if (n !== fn && ts.isFunctionLike(n) && n.parameters.some((p) => ts.isIdentifier(p.name) && p.name.text === name))
                return;
            if (ts.isPropertyAccessExpression(n) && isParam(n.expression) && !EXTRA_KEYS.has(n.name.text))
                reads.add(n.name.text);
            if (ts.isElementAccessExpression(n) && isParam(n.expression) && ts.isStringLiteral(n.argumentExpression) && !EXTRA_KEYS.has(n.argumentExpression.text))
                reads.add(n.argumentExpression.text);
            if (ts.isVariableDeclaration(n) && n.initializer && isParam(n.initializer) && ts.isObjectBindingPattern(n.name))
                bindingNames(n.name);
            if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && PARSE_METHODS.test(n.expression.name.text) && n.arguments.length === 1 && isParam(n.arguments[0])) {
                reads.add(`${n.expression.getText(ctx.file.sf).slice(0, 60)}(${name})`);
            }
            ts.forEachChild(n, visit);
        };
        visit(fn.body);
    }
    if (!reads.size)
        return undefined;
    return { reads: [...reads].sort(), range: rangeOf(param, ctx.ev.fileOf(param)) };
}
/** The callback itself: written inline, or a function of the project named by it. Wrapped (`withAuth(cb)`): not read. */
function handlerFunction(handler, ctx) {
    if (!handler)
        return undefined;
    const e = skipOuter(handler);
    if (ts.isArrowFunction(e) || ts.isFunctionExpression(e))
        return e;
    if (!ts.isIdentifier(e))
        return undefined;
    const b = ctx.ev.scope.resolveIdentifier(e, ctx.file);
    if (b?.kind === 'function')
        return b.node;
    if (b?.kind === 'value') {
        const init = skipOuter(b.init);
        if (ts.isArrowFunction(init) || ts.isFunctionExpression(init))
            return init;
    }
    return undefined;
}
