import { ts } from 'ts-morph';
import { nodeAtRange } from '../extract/ranges.js';
import { Unknown } from '../extract/values.js';
import path from 'node:path';
/**
 * Renders a dynamic description for one cell without running anything (`--no-eval`): the
 * `prompt(ctx)` / `description(ctx)` body is folded with its first parameter bound to the cell's
 * argument `{ model, locale, flags, availableTools }`. Returns, if/else chains and ternaries on
 * those values, template literals and `[...].join()` fold; anything else (a call into project code,
 * a loop, a variable reassigned) stops folding and the scanner's partial text is used instead.
 */
export function renderStatically(tool, cell, index, ev) {
    if (tool.description.kind !== 'dynamic')
        return undefined;
    const at = tool.pointers['/description'];
    if (!at)
        return undefined;
    const file = index.get(path.resolve(index.cwd, at.file));
    if (!file)
        return undefined;
    let fn = nodeAtRange(file, at);
    if (fn && ts.isPropertyAssignment(fn))
        fn = fn.initializer;
    if (!fn || !(ts.isMethodDeclaration(fn) || ts.isArrowFunction(fn) || ts.isFunctionExpression(fn) || ts.isGetAccessorDeclaration(fn)) || !fn.body)
        return undefined;
    const arg = { model: cell.model, locale: cell.locale, flags: { ...cell.flags }, availableTools: [...cell.availableTools] };
    const body = fn.body;
    const v = ev.withParameters(fn.parameters, [arg], () => (ts.isBlock(body) ? foldStatements(body.statements, ev) : ev.evaluate(body)));
    return typeof v === 'string' ? v : undefined;
}
const FELL_THROUGH = Symbol('fell through');
function foldStatements(statements, ev) {
    for (const st of statements) {
        if (ts.isReturnStatement(st))
            return st.expression ? ev.evaluate(st.expression) : undefined;
        if (ts.isIfStatement(st)) {
            const c = ev.evaluate(st.expression);
            if (c instanceof Unknown || (typeof c === 'object' && c !== null))
                return new Unknown(st.expression.getText());
            const branch = c ? st.thenStatement : st.elseStatement;
            if (!branch)
                continue;
            const r = foldStatements(ts.isBlock(branch) ? branch.statements : [branch], ev);
            if (r !== FELL_THROUGH)
                return r;
            continue;
        }
        // `const x = …` is read lazily through scope resolution; `let` that is reassigned is not.
        if (ts.isVariableStatement(st) && st.declarationList.flags & ts.NodeFlags.Const)
            continue;
        if (ts.isEmptyStatement(st))
            continue;
        return new Unknown(st.getText());
    }
    return FELL_THROUGH;
}
