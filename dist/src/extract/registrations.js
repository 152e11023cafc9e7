import { ts } from 'ts-morph';
import { propertyNameText, rangeOf } from './ranges.js';
/** Object literals that map model-facing names to tools: a `tools:` property, or a variable named like one. */
export function isToolMap(obj) {
    let n = obj;
    while (n.parent && (ts.isAsExpression(n.parent) || ts.isSatisfiesExpression(n.parent) || ts.isParenthesizedExpression(n.parent) || ts.isConditionalExpression(n.parent) || ts.isSpreadAssignment(n.parent))) {
        n = n.parent;
        if (ts.isSpreadAssignment(n))
            n = n.parent; // `{ ...(pro ? { search } : {}) }` inside a tools map
    }
    const p = n.parent;
    if (!p)
        return false;
    if (ts.isPropertyAssignment(p))
        return /tools$/i.test(propertyNameText(p.name) ?? '');
    if (ts.isVariableDeclaration(p) && ts.isIdentifier(p.name))
        return /tools$/i.test(p.name.text);
    if (ts.isObjectLiteralExpression(p))
        return isToolMap(p);
    if (ts.isReturnStatement(p) || ts.isArrowFunction(p)) {
        // `function getTools() { return { … } }`
        let f = p;
        while (f && !ts.isFunctionDeclaration(f) && !ts.isVariableDeclaration(f) && !ts.isMethodDeclaration(f))
            f = f.parent;
        const name = f && (ts.isFunctionDeclaration(f) || ts.isVariableDeclaration(f) || ts.isMethodDeclaration(f)) && f.name && ts.isIdentifier(f.name) ? f.name.text : '';
        return /tools$/i.test(name);
    }
    return false;
}
export function collectRegistrations(file, ev) {
    const out = [];
    const visit = (node) => {
        if (ts.isObjectLiteralExpression(node) && isToolMap(node)) {
            for (const p of node.properties) {
                let key;
                let value;
                if (ts.isPropertyAssignment(p)) {
                    key = propertyNameText(p.name);
                    value = p.initializer;
                }
                else if (ts.isShorthandPropertyAssignment(p)) {
                    key = p.name.text;
                    value = p.name;
                }
                if (key === undefined || !value)
                    continue;
                const bindingKey = bindingKeyOf(value, file, ev);
                if (bindingKey)
                    out.push({ bindingKey, name: key, range: rangeOf(ts.isPropertyAssignment(p) ? p.name : p, file) });
            }
        }
        ts.forEachChild(node, visit);
    };
    visit(file.sf);
    return out;
}
function bindingKeyOf(value, file, ev) {
    let e = value;
    while (ts.isAwaitExpression(e) || ts.isParenthesizedExpression(e) || ts.isAsExpression(e))
        e = e.expression;
    if (ts.isCallExpression(e))
        e = e.expression;
    if (!ts.isIdentifier(e))
        return undefined;
    const b = ev.scope.resolveIdentifier(e, file);
    if (!b)
        return undefined;
    if (b.kind === 'value' && ts.isVariableDeclaration(b.decl) && ts.isIdentifier(b.decl.name))
        return `${b.file.abs}#${b.decl.name.text}`;
    if (b.kind === 'function' && b.node.name)
        return `${b.file.abs}#${b.node.name.text}`;
    return undefined;
}
