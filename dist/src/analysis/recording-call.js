import { ts } from 'ts-morph';
import { skipOuter } from '../extract/context.js';
/**
 * A project function named for recording (`logAIAction`, `auditToolCall`, `trackUsage`,
 * `toolLogger.write`): what it is handed is written down, not acted on.
 */
const RECORDER_NAME = /^(log|audit|track|trace|emit|capture)([A-Z_]|$)|(Log|Logger|Audit|Telemetry|Analytics|Metrics)$/;
/**
 * Whether a call records its arguments and nothing uses what it returns (an expression statement,
 * `void …`, a floating `.catch(…)` chain): `void logAIAction({ toolName: call.name, toolArgs, result })`
 * after a dispatcher neither routes the tool nor reads its arguments for it.
 */
export function isRecordingCall(call) {
    const callee = skipOuter(call.expression);
    const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
    const receiver = ts.isPropertyAccessExpression(callee) ? skipOuter(callee.expression) : undefined;
    const receiverName = receiver && ts.isIdentifier(receiver) ? receiver.text : receiver && ts.isPropertyAccessExpression(receiver) ? receiver.name.text : '';
    if (!RECORDER_NAME.test(name) && !RECORDER_NAME.test(receiverName))
        return false;
    let top = call;
    for (;;) {
        const q = top.parent;
        if (!q)
            return false;
        if (ts.isAwaitExpression(q) || ts.isParenthesizedExpression(q))
            top = q;
        else if (ts.isPropertyAccessExpression(q) && q.expression === top && /^(catch|then|finally)$/.test(q.name.text) && q.parent && ts.isCallExpression(q.parent))
            top = q.parent;
        else
            return ts.isExpressionStatement(q) || ts.isVoidExpression(q);
    }
}
/** Whether `e` is an argument of a recording call, or a property of an object literal that is one. */
export function recordedOnly(e) {
    let arg = e;
    const p = e.parent;
    if (p && (ts.isShorthandPropertyAssignment(p) || (ts.isPropertyAssignment(p) && p.initializer === e)) && ts.isObjectLiteralExpression(p.parent))
        arg = p.parent;
    const call = arg.parent;
    return !!call && ts.isCallExpression(call) && call.arguments.includes(arg) && isRecordingCall(call);
}
