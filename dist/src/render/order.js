import { ts } from 'ts-morph';
const LISTING = new Set(['readdir', 'readdirSync', 'opendir', 'opendirSync', 'glob', 'globSync', 'fg', 'fastGlob', 'globby', 'globbySync']);
const MUTATORS = new Set(['set', 'add', 'push', 'unshift']);
/** The project's parsed source files (no JSON, nothing from node_modules); nothing new is parsed. */
export function parsedFiles(index) {
    return index.files().filter((f) => /\.[cm]?[jt]sx?$/.test(f.abs) && !f.abs.includes('/node_modules/'));
}
export function findUnorderedToolLists(files) {
    const out = [];
    for (const file of files) {
        if (!/readdir|opendir|glob|fg\(|fastGlob|await|\.then\(/.test(file.text))
            continue;
        const sf = file.sf;
        const visit = (node) => {
            if (ts.isCallExpression(node)) {
                const name = calleeName(node);
                if (name && LISTING.has(name))
                    checkListing(file, node, out);
                if (name && MUTATORS.has(name) && ts.isPropertyAccessExpression(node.expression))
                    checkAsyncFill(file, node, node.expression.expression, out);
            }
            if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isElementAccessExpression(node.left)) {
                checkAsyncFill(file, node, node.left.expression, out);
            }
            ts.forEachChild(node, visit);
        };
        visit(sf);
    }
    return out;
}
function calleeName(call) {
    const c = call.expression;
    if (ts.isIdentifier(c))
        return c.text;
    if (ts.isPropertyAccessExpression(c))
        return c.name.text;
    return undefined;
}
function enclosingFunction(node) {
    let n = node.parent;
    while (n && !ts.isFunctionLike(n) && !ts.isSourceFile(n))
        n = n.parent;
    return n ?? node.getSourceFile();
}
/** A `.sort(` / `.toSorted(` call (or lodash `sortBy`) starting after `pos` inside `scope`. */
function sortsAfter(scope, pos, about) {
    let found = false;
    const visit = (n) => {
        if (found)
            return;
        if (ts.isCallExpression(n) && n.getStart() >= pos) {
            const name = calleeName(n);
            if ((name === 'sort' || name === 'toSorted' || name === 'sortBy') && (!about || about(n))) {
                found = true;
                return;
            }
        }
        ts.forEachChild(n, visit);
    };
    visit(scope);
    return found;
}
function checkListing(file, call, out) {
    const fn = enclosingFunction(call);
    const text = fn.getText();
    // The listing must feed a tool list: modules loaded from it, or tools registered or collected in
    // the same function. Merely mentioning "tool" is not enough: a tool's own handler that lists a
    // directory for its result (gemini-cli's ls) builds output, not the tool list.
    const loadsTools = /\bimport\s*\(|\brequire\s*\(/.test(text) || /\b(registerTool|addTool)\s*\(|\btools?\s*\.\s*(push|set|add)\s*\(|\btools?\s*\[[^\]]+\]\s*=/i.test(text);
    if (!loadsTools)
        return;
    // `readdirSync(dir).sort()` and anything sorted later in the function.
    if (sortsAfter(fn, call.getStart()))
        return;
    out.push({ file, node: call, kind: 'listing', what: call.expression.getText() });
}
function checkAsyncFill(file, mutation, target, out) {
    if (!ts.isIdentifier(target) && !(ts.isPropertyAccessExpression(target) && target.expression.kind === ts.SyntaxKind.ThisKeyword))
        return;
    const collection = target.getText();
    const cb = asyncCallback(mutation);
    if (!cb)
        return;
    // Declared inside the callback: a local, not the shared list.
    const name = ts.isIdentifier(target) ? target.text : undefined;
    if (name && declaresLocally(cb, name))
        return;
    if (!awaitBefore(cb, mutation.getStart()))
        return;
    const toolish = /tool/i.test(collection) || /\b(buildTool|createTool|defineTool|tool)\s*\(|\bTool\b/.test(mutation.getText());
    if (!toolish)
        return;
    const sf = file.sf;
    const mentions = (call) => call.getText().includes(collection);
    if (sortsAfter(sf, 0, mentions))
        return;
    out.push({ file, node: mutation, kind: 'async', what: collection });
}
/** The async callback (or `.then` callback) the node runs in, if its completion order is not fixed. */
function asyncCallback(node) {
    let n = node.parent;
    while (n && !ts.isSourceFile(n)) {
        if ((ts.isArrowFunction(n) || ts.isFunctionExpression(n)) && ts.isCallExpression(n.parent)) {
            const call = n.parent;
            const name = calleeName(call);
            const isAsync = n.modifiers?.some((m) => m.kind === ts.SyntaxKind.AsyncKeyword);
            if (name === 'then' || name === 'catch' || name === 'finally')
                return n;
            if (isAsync && (name === 'map' || name === 'forEach' || name === 'flatMap'))
                return n;
        }
        if (ts.isFunctionLike(n) && !(ts.isArrowFunction(n) || ts.isFunctionExpression(n)))
            return undefined;
        n = n.parent;
    }
    return undefined;
}
function declaresLocally(fn, name) {
    let found = false;
    const visit = (n) => {
        if (found)
            return;
        if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.name.text === name)
            found = true;
        if (ts.isParameter(n) && ts.isIdentifier(n.name) && n.name.text === name)
            found = true;
        ts.forEachChild(n, visit);
    };
    visit(fn);
    return found;
}
/** `.then` callbacks run after the promise settles; async callbacks after their first `await`. */
function awaitBefore(fn, pos) {
    if (ts.isCallExpression(fn.parent) && ['then', 'catch', 'finally'].includes(calleeName(fn.parent) ?? ''))
        return true;
    let found = false;
    const visit = (n) => {
        if (found || n.getStart() >= pos)
            return;
        if (ts.isAwaitExpression(n) || ts.isForOfStatement(n) && n.awaitModifier)
            found = true;
        else
            ts.forEachChild(n, visit);
    };
    if (fn.body)
        visit(fn.body);
    return found;
}
