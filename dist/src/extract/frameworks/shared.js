import { ts } from 'ts-morph';
import { calleeName } from '../context.js';
/**
 * Where an object-literal tool "starts": the object itself, or the call it is the first argument of
 * when that call is a tool factory (`buildTool({…})`, `defineTool({…})`, `Tool.define(…)`).
 */
export function objectToolDefNode(obj) {
    let n = obj;
    while (n.parent && (ts.isAsExpression(n.parent) || ts.isSatisfiesExpression(n.parent) || ts.isParenthesizedExpression(n.parent)))
        n = n.parent;
    const p = n.parent;
    if (p && ts.isCallExpression(p) && p.arguments[0] === n && /tool/i.test(calleeText(p)))
        return p;
    return obj;
}
function calleeText(call) {
    const c = call.expression;
    if (ts.isPropertyAccessExpression(c))
        return `${c.expression.getText()}.${c.name.text}`;
    return calleeName(call);
}
/** Property names that hold a tool's implementation. */
export const HANDLER_KEYS = ['execute', 'handler', 'run', 'call', 'func', 'invoke', 'fn', 'callback', 'implementation'];
