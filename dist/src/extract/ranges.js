import { ts } from 'ts-morph';
/** Range of a node, from its first token (not its leading trivia) to its end; 1-based. */
/** Whether `inner` lies inside `outer` (same file). */
export function isWithinNode(inner, outer) {
    return !!outer && inner.getSourceFile() === outer.getSourceFile() && inner.pos >= outer.pos && inner.end <= outer.end;
}
export function rangeOf(node, file) {
    const sf = file.sf;
    const start = sf.getLineAndCharacterOfPosition(node.getStart(sf));
    const end = sf.getLineAndCharacterOfPosition(node.getEnd());
    return { file: file.rel, line: start.line + 1, column: start.character + 1, endLine: end.line + 1, endColumn: end.character + 1 };
}
/** JSON Pointer escaping (RFC 6901). */
export function pointerEscape(key) {
    return key.replace(/~/g, '~0').replace(/\//g, '~1');
}
export function propertyNameText(name) {
    if (!name)
        return undefined;
    if (ts.isIdentifier(name) || ts.isPrivateIdentifier(name))
        return name.text;
    if (ts.isStringLiteralLike(name) || ts.isNumericLiteral(name))
        return name.text;
    return undefined;
}
/**
 * The node a range was taken from (a tool definition, a pointer's value): the outermost node that
 * starts and ends exactly there. Statements are skipped so a call without `;` maps to the call.
 */
export function nodeAtRange(file, r) {
    const sf = file.sf;
    let start;
    let end;
    try {
        start = sf.getPositionOfLineAndCharacter(r.line - 1, r.column - 1);
        end = sf.getPositionOfLineAndCharacter(r.endLine - 1, r.endColumn - 1);
    }
    catch {
        return undefined;
    }
    let found;
    const visit = (n) => {
        if (found || n.pos > start || n.end < end)
            return;
        if (n !== sf && n.getStart(sf) === start && n.end === end && !ts.isExpressionStatement(n)) {
            found = n;
            return;
        }
        ts.forEachChild(n, visit);
    };
    visit(sf);
    return found;
}
/** A class's constructor with a body (an overload signature has none). */
export function constructorOf(cls) {
    return cls.members.find((m) => ts.isConstructorDeclaration(m) && !!m.body);
}
/** What a constructor assigns to `this.<key>` (the last plain assignment in its body), if anything. */
export function constructorAssignment(cls, key) {
    let found;
    for (const st of constructorOf(cls)?.body?.statements ?? []) {
        const e = ts.isExpressionStatement(st) ? st.expression : undefined;
        if (e && ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isPropertyAccessExpression(e.left) && e.left.expression.kind === ts.SyntaxKind.ThisKeyword && e.left.name.text === key)
            found = e.right;
        // `Object.defineProperty(this, 'name', { value: 'shell-tool', … })`, as TypeScript's own class-field
        // output and older LangChain examples write it.
        else if (e && ts.isCallExpression(e) && e.expression.getText() === 'Object.defineProperty' && e.arguments.length === 3) {
            const [target, name, descriptor] = e.arguments;
            if (target.kind !== ts.SyntaxKind.ThisKeyword || !ts.isStringLiteralLike(name) || name.text !== key || !ts.isObjectLiteralExpression(descriptor))
                continue;
            const value = descriptor.properties.find((p) => ts.isPropertyAssignment(p) && propertyNameText(p.name) === 'value');
            if (value)
                found = value.initializer;
        }
    }
    return found;
}
/** Whether a class member is `static`. */
export function isStatic(m) {
    return !!(ts.canHaveModifiers(m) && ts.getModifiers(m)?.some((x) => x.kind === ts.SyntaxKind.StaticKeyword));
}
