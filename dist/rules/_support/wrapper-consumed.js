import { ts } from 'ts-morph';
const REGISTRATIONS = /\.(registerTool|tool)\s*\(/;
const CACHE = new WeakMap();
/**
 * Arguments a project's registration wrapper takes out before the tool's own handler runs: a
 * `registerTool` (or `tool`) call whose callback splits its input with a rest element and hands the
 * rest on (`async (args, extra) => { const { includeFields, ...rest } = args; … handler(rest, extra) }`,
 * a Proxy over the server that adds `includeFields` to every schema and applies it to every result).
 * The wrapper reads those keys for every tool registered through it, so a tool's handler never does.
 */
export function keysConsumedByRegistrationWrappers(ctx) {
    const hit = CACHE.get(ctx.index);
    if (hit)
        return hit;
    const keys = new Set();
    for (const file of ctx.index.files()) {
        if (!REGISTRATIONS.test(file.text))
            continue;
        const visit = (n) => {
            if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && /^(registerTool|tool)$/.test(n.expression.name.text)) {
                const last = callbackOf(n.arguments[n.arguments.length - 1]);
                if (last)
                    for (const k of splitKeys(last))
                        keys.add(k);
            }
            ts.forEachChild(n, visit);
        };
        visit(file.sf);
    }
    CACHE.set(ctx.index, keys);
    return keys;
}
/**
 * The callback a registration is given: written inline, or a constant of the same function declared
 * before it (`const wrappedHandler = async (args, extra) => { … }; target.registerTool(name, config, wrappedHandler)`).
 */
function callbackOf(arg) {
    let e = arg;
    while (e && (ts.isParenthesizedExpression(e) || ts.isAsExpression(e)))
        e = e.expression;
    if (!e)
        return undefined;
    if (ts.isArrowFunction(e) || ts.isFunctionExpression(e))
        return e;
    if (!ts.isIdentifier(e))
        return undefined;
    const name = e.text;
    for (let scope = e.parent; scope; scope = scope.parent) {
        if (!ts.isBlock(scope) && !ts.isSourceFile(scope))
            continue;
        for (const st of scope.statements) {
            if (!ts.isVariableStatement(st))
                continue;
            for (const d of st.declarationList.declarations) {
                if (ts.isIdentifier(d.name) && d.name.text === name && d.initializer && (ts.isArrowFunction(d.initializer) || ts.isFunctionExpression(d.initializer)))
                    return d.initializer;
            }
        }
    }
    return undefined;
}
/** The keys a callback takes out of its first parameter beside a rest element it passes to a call. */
function splitKeys(fn) {
    const input = fn.parameters[0];
    if (!input)
        return [];
    const patterns = [];
    if (ts.isObjectBindingPattern(input.name))
        patterns.push(input.name);
    else if (ts.isIdentifier(input.name)) {
        const name = input.name.text;
        const visit = (n) => {
            if (ts.isVariableDeclaration(n) && ts.isObjectBindingPattern(n.name) && n.initializer && ts.isIdentifier(n.initializer) && n.initializer.text === name)
                patterns.push(n.name);
            if (n === fn || !(ts.isFunctionLike(n)))
                ts.forEachChild(n, visit);
        };
        visit(fn);
    }
    const out = [];
    for (const p of patterns) {
        const rest = p.elements.find((e) => e.dotDotDotToken && ts.isIdentifier(e.name));
        if (!rest || !ts.isIdentifier(rest.name) || !passedOn(fn, rest.name.text))
            continue;
        for (const e of p.elements) {
            if (e === rest)
                continue;
            const key = e.propertyName && (ts.isIdentifier(e.propertyName) || ts.isStringLiteral(e.propertyName)) ? e.propertyName.text : ts.isIdentifier(e.name) ? e.name.text : undefined;
            if (key)
                out.push(key);
        }
    }
    return out;
}
/** Whether `name` is an argument of a call inside `fn`: the rest handed to the wrapped handler. */
function passedOn(fn, name) {
    let found = false;
    const visit = (n) => {
        if (found)
            return;
        if (ts.isCallExpression(n) && n.arguments.some((a) => ts.isIdentifier(a) && a.text === name))
            found = true;
        else
            ts.forEachChild(n, visit);
    };
    visit(fn);
    return found;
}
