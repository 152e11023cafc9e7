import { ts } from 'ts-morph';
import { skipOuter } from './schema-libs/shared.js';
import { Alternatives, ClassValue, FunctionValue, Unknown } from './values.js';
/**
 * Decides the type guards code writes around a write into a tool collection, for one folded value
 * of the loop variable: `Array.isArray(x)`, `typeof x === 'object'`, `!x`, `x`, and their `!`, `&&`,
 * `||`. True or false when the folded value decides it; undefined when anything is unknown.
 */
export function decideGuard(cond, ev) {
    const e = skipOuter(cond);
    if (ts.isPrefixUnaryExpression(e) && e.operator === ts.SyntaxKind.ExclamationToken) {
        const inner = decideGuard(e.operand, ev);
        return inner === undefined ? undefined : !inner;
    }
    if (ts.isBinaryExpression(e)) {
        const op = e.operatorToken.kind;
        if (op === ts.SyntaxKind.AmpersandAmpersandToken || op === ts.SyntaxKind.BarBarToken) {
            const l = decideGuard(e.left, ev);
            const r = decideGuard(e.right, ev);
            if (op === ts.SyntaxKind.AmpersandAmpersandToken)
                return l === false || r === false ? false : l === true && r === true ? true : undefined;
            return l === true || r === true ? true : l === false && r === false ? false : undefined;
        }
        const eq = op === ts.SyntaxKind.EqualsEqualsEqualsToken || op === ts.SyntaxKind.EqualsEqualsToken;
        const ne = op === ts.SyntaxKind.ExclamationEqualsEqualsToken || op === ts.SyntaxKind.ExclamationEqualsToken;
        if (eq || ne) {
            const [t, lit] = ts.isTypeOfExpression(skipOuter(e.left)) ? [skipOuter(e.left), e.right] : [skipOuter(e.right), e.left];
            if (!ts.isTypeOfExpression(t) || !ts.isStringLiteralLike(lit))
                return undefined;
            const kind = typeOf(ev.evaluate(t.expression));
            return kind === undefined ? undefined : (kind === lit.text) === eq;
        }
        return undefined;
    }
    if (ts.isCallExpression(e) && e.arguments.length === 1 && e.expression.getText() === 'Array.isArray') {
        const v = ev.evaluate(e.arguments[0]);
        return known(v) ? Array.isArray(v) : undefined;
    }
    if (ts.isIdentifier(e) || ts.isPropertyAccessExpression(e)) {
        const v = ev.evaluate(e);
        return known(v) ? Boolean(v) || typeof v === 'object' || typeof v === 'function' : undefined;
    }
    return undefined;
}
function known(v) {
    return !(v instanceof Unknown) && !(v instanceof Alternatives);
}
function typeOf(v) {
    if (!known(v))
        return undefined;
    if (v instanceof FunctionValue || v instanceof ClassValue)
        return 'function';
    if (v === null || typeof v === 'object')
        return 'object';
    return typeof v;
}
/** Whether a statement always leaves the loop iteration or function (`continue`, `return`, `throw`, `break`, or a block ending in one). */
export function exits(st) {
    return endsEveryPath(st, true);
}
/** Whether a statement ends in `return` or `throw` on every path we can see. */
export function leaves(st) {
    return endsEveryPath(st, false);
}
/**
 * Every path through the statement leaves: its last statement does, both branches of an `if/else`
 * do, or a `try` whose block and `catch` do (`try { return await ping() } catch (e) { return fail(e) }`,
 * the way MCP servers wrap each tool), or whose `finally` does. `jumps`: `break`/`continue` count.
 */
function endsEveryPath(st, jumps) {
    if (ts.isReturnStatement(st) || ts.isThrowStatement(st))
        return true;
    if (ts.isContinueStatement(st) || ts.isBreakStatement(st))
        return jumps;
    if (ts.isBlock(st)) {
        const last = st.statements[st.statements.length - 1];
        return !!last && endsEveryPath(last, jumps);
    }
    if (ts.isIfStatement(st))
        return !!st.elseStatement && endsEveryPath(st.thenStatement, jumps) && endsEveryPath(st.elseStatement, jumps);
    if (ts.isTryStatement(st)) {
        if (st.finallyBlock && endsEveryPath(st.finallyBlock, jumps))
            return true;
        return endsEveryPath(st.tryBlock, jumps) && (!st.catchClause || endsEveryPath(st.catchClause.block, jumps));
    }
    return false;
}
