/**
 * Name normalizers: a dispatcher that routes on the called name after a lookup function has mapped
 * it to the project's own ids.
 *
 *   function toolId(name: string): ToolId | null {
 *     switch (name) {
 *       case 'calendar_findSlots': return 'calendar.findSlots';
 *       case 'calendar_book': return 'calendar.book';
 *       default: return null;
 *     }
 *   }
 *   const id = toolId(call.name);
 *   if (!id) return { error: 'UNKNOWN_TOOL' };
 *   switch (id) { case 'calendar.findSlots': …; case 'calendar.book': … }
 *
 * The names the model can call with success are the lookup's labels, not the switch's: a sent tool
 * whose name the lookup does not list never reaches its case. Only lookups read completely count:
 * a body that is one `switch` on the parameter whose every case returns a constant (or an object of
 * constants indexed by the parameter), and whose other names end in `null`, `undefined`, a `throw`,
 * or the name itself unchanged.
 */
import { ts } from 'ts-morph';
import { leaves } from '../extract/guards.js';
/**
 * Whether the code routing on `id` (`const id = toolId(name)`) turns a miss away first: an
 * `if (!id) return …` or `if (id == null) throw …` in the same function before the dispatcher.
 */
export function leavesOnMiss(disc, before, fn, r) {
    const id = r.skipOuter(disc);
    if (!ts.isIdentifier(id))
        return false;
    let found = false;
    const visit = (n) => {
        if (found || n.pos >= before.pos)
            return;
        if (ts.isIfStatement(n) && missTest(n.expression, id.text, r) && leaves(n.thenStatement))
            found = true;
        else if (!(n !== fn && (ts.isFunctionDeclaration(n) || ts.isFunctionExpression(n) || ts.isArrowFunction(n) || ts.isMethodDeclaration(n))))
            ts.forEachChild(n, visit);
    };
    visit(fn);
    return found;
}
function missTest(e, name, r) {
    const x = r.skipOuter(e);
    if (ts.isPrefixUnaryExpression(x) && x.operator === ts.SyntaxKind.ExclamationToken) {
        const o = r.skipOuter(x.operand);
        return ts.isIdentifier(o) && o.text === name;
    }
    if (ts.isBinaryExpression(x) && (x.operatorToken.kind === ts.SyntaxKind.EqualsEqualsEqualsToken || x.operatorToken.kind === ts.SyntaxKind.EqualsEqualsToken)) {
        const [a, b] = [r.skipOuter(x.left), r.skipOuter(x.right)];
        const isId = (n) => ts.isIdentifier(n) && n.text === name;
        const isNothing = (n) => n.kind === ts.SyntaxKind.NullKeyword || (ts.isIdentifier(n) && n.text === 'undefined');
        return (isId(a) && isNothing(b)) || (isId(b) && isNothing(a));
    }
    return false;
}
/** The lookup a dispatcher's discriminant went through (`id` of `const id = toolId(name)`, or `toolId(name)` itself). */
export function renamingOf(disc, file, r) {
    let e = r.skipOuter(disc);
    if (ts.isIdentifier(e)) {
        const init = r.constInit(e, file);
        if (!init)
            return undefined;
        e = r.skipOuter(init);
    }
    if (!ts.isCallExpression(e) || e.arguments.length !== 1)
        return undefined;
    const source = e.arguments[0];
    if (!r.holdsCallName(source))
        return undefined;
    const fn = r.functionOf(e);
    const fnFile = fn && r.fileOf(fn);
    if (!fn || !fnFile || fn.parameters.length < 1)
        return undefined;
    const param = fn.parameters[0];
    if (!ts.isIdentifier(param.name))
        return undefined;
    const read = readLookup(fn, param.name.text, r);
    return read && { source, fn, file: fnFile, ...read };
}
/** Whether a function is such a lookup: a name handed to it comes back as an id, or nothing. */
export function isNameLookup(fn, r) {
    const param = fn.parameters[0];
    return !!param && ts.isIdentifier(param.name) && !!readLookup(fn, param.name.text, r);
}
function readLookup(fn, param, r) {
    const body = fn.body;
    if (!body)
        return undefined;
    if (!ts.isBlock(body))
        return readMapLookup(body, param, r);
    const statements = body.statements.filter((s) => !ts.isEmptyStatement(s));
    const first = statements[0];
    if (statements.length === 1 && first && ts.isReturnStatement(first) && first.expression)
        return readMapLookup(first.expression, param, r);
    if (!first || !ts.isSwitchStatement(first) || !isParam(first.expression, param, r) || statements.length > 2)
        return undefined;
    // After a switch without a default: what names no case lists end in.
    let rest;
    if (statements.length === 2) {
        rest = ending(statements[1], param, r);
        if (!rest)
            return undefined;
    }
    const entries = [];
    let unresolved = false;
    let passThrough = false;
    let pending = [];
    let sawDefault = false;
    for (const c of first.caseBlock.clauses) {
        if (ts.isCaseClause(c)) {
            const label = r.fold(c.expression);
            if (typeof label !== 'string')
                return undefined;
            pending.push({ label, node: c.expression });
        }
        else
            sawDefault = true;
        if (c.statements.length === 0)
            continue;
        // `return 'x';` or `{ return 'x'; }`: one statement, nothing else done for the name.
        const inner = c.statements.length === 1 && ts.isBlock(c.statements[0]) ? c.statements[0].statements : c.statements;
        const stmt = inner.length === 1 ? inner[0] : undefined;
        if (ts.isDefaultClause(c)) {
            // `case 'x': default: return name`: the labels before the default share its ending.
            const end = stmt && ending(stmt, param, r);
            if (!end)
                return undefined;
            passThrough ||= end === 'same';
            pending = [];
            continue;
        }
        if (!stmt || !ts.isReturnStatement(stmt) || !stmt.expression)
            return undefined;
        const value = r.fold(stmt.expression);
        if (typeof value === 'string')
            for (const p of pending)
                entries.push({ label: p.label, labelNode: p.node, value });
        else if (isParam(stmt.expression, param, r))
            for (const p of pending)
                entries.push({ label: p.label, labelNode: p.node, value: p.label });
        else
            unresolved = true;
        pending = [];
    }
    if (!sawDefault && !rest)
        return undefined;
    if (rest === 'same')
        passThrough = true;
    return entries.length ? { entries, passThrough, unresolved } : undefined;
}
/** `return null`, `return undefined`, `return;`, `throw …` reject a name; `return name` hands it on unchanged. */
function ending(s, param, r) {
    if (ts.isThrowStatement(s))
        return 'rejected';
    if (!ts.isReturnStatement(s))
        return undefined;
    if (!s.expression)
        return 'rejected';
    const e = r.skipOuter(s.expression);
    if (e.kind === ts.SyntaxKind.NullKeyword || (ts.isIdentifier(e) && e.text === 'undefined'))
        return 'rejected';
    return isParam(e, param, r) ? 'same' : undefined;
}
/** `ALIASES[name] ?? null`, `ALIASES[name] || name`, `ALIASES[name]`: an object of constant ids indexed by the name. */
function readMapLookup(expr, param, r) {
    let e = r.skipOuter(expr);
    let passThrough = false;
    if (ts.isBinaryExpression(e) && (e.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || e.operatorToken.kind === ts.SyntaxKind.BarBarToken)) {
        const other = r.skipOuter(e.right);
        if (isParam(other, param, r))
            passThrough = true;
        else if (!(other.kind === ts.SyntaxKind.NullKeyword || (ts.isIdentifier(other) && other.text === 'undefined')))
            return undefined;
        e = r.skipOuter(e.left);
    }
    if (!ts.isElementAccessExpression(e) || !isParam(e.argumentExpression, param, r))
        return undefined;
    const table = r.skipOuter(e.expression);
    if (!ts.isIdentifier(table))
        return undefined;
    const file = r.fileOf(table);
    const init = file && r.constInit(table, file);
    const obj = init && r.skipOuter(init);
    if (!obj || !ts.isObjectLiteralExpression(obj))
        return undefined;
    const entries = [];
    for (const p of obj.properties) {
        if (!ts.isPropertyAssignment(p))
            return undefined;
        const label = ts.isIdentifier(p.name) || ts.isStringLiteral(p.name) ? p.name.text : undefined;
        const value = r.fold(p.initializer);
        if (label === undefined || typeof value !== 'string')
            return undefined;
        entries.push({ label, labelNode: p.name, value });
    }
    return entries.length ? { entries, passThrough, unresolved: false } : undefined;
}
function isParam(e, param, r) {
    const x = r.skipOuter(e);
    return ts.isIdentifier(x) && x.text === param;
}
