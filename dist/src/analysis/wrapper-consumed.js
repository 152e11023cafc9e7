import { ts } from 'ts-morph';
const REGISTRATIONS = /\.(registerTool|tool)\s*\(|\.(registerTool|tool)\.bind\(/;
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
    const files = ctx.index.files();
    for (const file of files) {
        if (!REGISTRATIONS.test(file.text))
            continue;
        // `const originalTool = server.tool.bind(server)`: calls of it register like `server.tool(…)`.
        const bound = new Set();
        const findBound = (n) => {
            if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer && /\.(registerTool|tool)\.bind\(/.test(n.initializer.getText()))
                bound.add(n.name.text);
            ts.forEachChild(n, findBound);
        };
        findBound(file.sf);
        const visit = (n) => {
            const callee = ts.isCallExpression(n) ? n.expression : undefined;
            if (callee && ((ts.isPropertyAccessExpression(callee) && /^(registerTool|tool)$/.test(callee.name.text)) || (ts.isIdentifier(callee) && bound.has(callee.text)))) {
                const call = n;
                const lastArg = call.arguments[call.arguments.length - 1];
                const last = callbackOf(lastArg);
                if (last)
                    for (const k of splitKeys(last))
                        keys.add(k);
                // `originalTool(name, description, schema, wrapSession(handler, { toolName }))`: the function
                // the wrapper returns runs first for every tool, and what it reads of the input is read.
                const wrapped = wrapperCall(lastArg);
                if (wrapped)
                    for (const k of keysReadByWrapper(wrapped, [...importedFrom(wrapped, file, ctx.index), file, ...files]))
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
/** `wrapSession(handler, …)` as the last argument, or a constant holding that call declared before it. */
function wrapperCall(arg) {
    let e = arg;
    while (e && (ts.isParenthesizedExpression(e) || ts.isAsExpression(e)))
        e = e.expression;
    if (e && ts.isIdentifier(e)) {
        const name = e.text;
        for (let scope = e.parent; scope && !ts.isSourceFile(scope.parent ?? scope); scope = scope.parent) {
            if (!ts.isBlock(scope))
                continue;
            for (const st of scope.statements) {
                if (!ts.isVariableStatement(st))
                    continue;
                for (const d of st.declarationList.declarations)
                    if (ts.isIdentifier(d.name) && d.name.text === name && d.initializer)
                        e = d.initializer;
            }
        }
    }
    if (!e || !ts.isCallExpression(e) || !ts.isIdentifier(e.expression) || !e.arguments.length)
        return undefined;
    return e.expression.text;
}
/**
 * The keys the function a wrapper returns reads of its first parameter: `args.connectionRef`,
 * `const { companyName } = args`, and what a helper it hands `args` to reads (`extractRef(args)`),
 * one call deep. The wrapper is looked up by name among the files the scan parsed.
 */
function keysReadByWrapper(name, files) {
    const decl = functionNamed(name, files);
    const inner = decl && returnedFunction(decl);
    const param = inner?.parameters[0];
    if (!inner || !param || !ts.isIdentifier(param.name))
        return [];
    const out = readsOf(inner, param.name.text);
    for (const helper of helpersGiven(inner, param.name.text)) {
        const fn = functionNamed(helper, files);
        const p = fn?.parameters[0];
        if (fn && p && ts.isIdentifier(p.name))
            out.push(...readsOf(fn, p.name.text));
    }
    return out;
}
/** The file an imported name comes from (`import { wrapSession } from './session.js'`), parsed. */
function importedFrom(name, file, index) {
    for (const st of file.sf.statements) {
        if (!ts.isImportDeclaration(st) || !ts.isStringLiteral(st.moduleSpecifier))
            continue;
        const named = st.importClause?.namedBindings;
        if (!named || !ts.isNamedImports(named) || !named.elements.some((e) => e.name.text === name))
            continue;
        const abs = index.resolve(file.abs, st.moduleSpecifier.text);
        const parsed = abs ? index.get(abs) : undefined;
        return parsed ? [parsed] : [];
    }
    return [];
}
function functionNamed(name, files) {
    const declares = new RegExp(`function\\s+${name}\\b|(const|let)\\s+${name}\\s*=`);
    for (const file of files) {
        if (!declares.test(file.text))
            continue;
        for (const st of file.sf.statements) {
            if (ts.isFunctionDeclaration(st) && st.name?.text === name && st.body)
                return st;
            if (ts.isVariableStatement(st)) {
                for (const d of st.declarationList.declarations) {
                    if (ts.isIdentifier(d.name) && d.name.text === name && d.initializer && (ts.isArrowFunction(d.initializer) || ts.isFunctionExpression(d.initializer)))
                        return d.initializer;
                }
            }
        }
    }
    return undefined;
}
/** `return async (args, extra) => {…}` (or an arrow whose body is that function). */
function returnedFunction(fn) {
    const body = fn.body;
    if (!body)
        return undefined;
    if (!ts.isBlock(body))
        return ts.isArrowFunction(body) || ts.isFunctionExpression(body) ? body : undefined;
    for (const st of body.statements) {
        if (ts.isReturnStatement(st) && st.expression && (ts.isArrowFunction(st.expression) || ts.isFunctionExpression(st.expression)))
            return st.expression;
    }
    return undefined;
}
/** Keys read of `name` in `fn`'s own body: `name.key`, `name['key']`, `const { key } = name`. */
function readsOf(fn, name) {
    const out = [];
    const visit = (n) => {
        if (ts.isPropertyAccessExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === name)
            out.push(n.name.text);
        else if (ts.isElementAccessExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === name && ts.isStringLiteral(n.argumentExpression))
            out.push(n.argumentExpression.text);
        else if (ts.isVariableDeclaration(n) && ts.isObjectBindingPattern(n.name) && n.initializer && ts.isIdentifier(n.initializer) && n.initializer.text === name) {
            for (const e of n.name.elements) {
                if (e.dotDotDotToken)
                    continue;
                const key = e.propertyName && (ts.isIdentifier(e.propertyName) || ts.isStringLiteral(e.propertyName)) ? e.propertyName.text : ts.isIdentifier(e.name) ? e.name.text : undefined;
                if (key)
                    out.push(key);
            }
        }
        ts.forEachChild(n, visit);
    };
    if (fn.body)
        visit(fn.body);
    return out;
}
/** Names of functions called with `name` as their first argument inside `fn`. */
function helpersGiven(fn, name) {
    const out = [];
    const visit = (n) => {
        if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.arguments[0] && ts.isIdentifier(n.arguments[0]) && n.arguments[0].text === name)
            out.push(n.expression.text);
        ts.forEachChild(n, visit);
    };
    if (fn.body)
        visit(fn.body);
    return out;
}
const RAW_CACHE = new WeakMap();
const RAW_READ = /\bparams\??\.arguments\??\.([A-Za-z_$][\w$]*)|\bparams\??\.arguments\??\.?\[\s*['"]([^'"]+)['"]\s*\]/g;
const RAW_ALIAS = /\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*(?::[^=]+)?=\s*[^;\n]*\bparams\??\.arguments\b(?!\??\.[\w$[])/g;
/**
 * Arguments the project reads off the raw MCP request around the SDK's handlers: a dependency
 * injector or request mapper that picks `request.params.arguments.kusto_cluster_url` for every call
 * (directly, or through `const args = params?.arguments`). A registered tool's handler never reads
 * such a key, and need not: it is read for every tool before the handler runs. Text-level, and so
 * generous: a key read this way anywhere is read.
 */
export function keysReadFromRawRequests(ctx) {
    const hit = RAW_CACHE.get(ctx.index);
    if (hit)
        return hit;
    const keys = new Set();
    for (const text of ctx.index.textsContaining('.arguments')) {
        for (const m of text.matchAll(RAW_READ))
            keys.add((m[1] ?? m[2]));
        for (const m of text.matchAll(RAW_ALIAS)) {
            const alias = m[1].replace(/[$]/g, '\\$');
            for (const r of text.matchAll(new RegExp(`\\b${alias}\\??\\.([A-Za-z_$][\\w$]*)|\\b${alias}\\??\\.?\\[\\s*['"]([^'"]+)['"]\\s*\\]`, 'g')))
                keys.add((r[1] ?? r[2]));
        }
    }
    RAW_CACHE.set(ctx.index, keys);
    return keys;
}
