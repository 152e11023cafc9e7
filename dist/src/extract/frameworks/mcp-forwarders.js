import { ts } from 'ts-morph';
import { mcpRegistration } from './mcp.js';
/** Cheap text test for a file that may declare a forwarder: `this.tool(...args)`, `this.registerWithAccess('read', ...args)`. */
export const MAY_FORWARD = /\bthis\.[\w$]+\s*\([^)]*\.\.\.\s*[\w$]+\s*\)|\.(tool|registerTool|addTool)\s*\(\s*\.\.\.|\b(registerTool|tool)\s*(<[^>()]*>)?\s*\(\s*[\w$]+\s*,/;
const REGISTRATIONS = new Set(['tool', 'registerTool', 'addTool']);
/**
 * Methods and functions that pass all their arguments on to an MCP registration:
 * `class ShortcutServer extends McpServer { addToolWithReadAccess(...args) { return this.tool(...args) } }`
 * or `const readTool = (...args: Parameters<McpServer['tool']>) => server.tool(...args)`. Each of
 * their calls registers a tool exactly as the forwarded call would (reported at the call).
 */
export function findForwarders(sf, out) {
    const visit = (n) => {
        const named = forwarderName(n);
        // Named for what it does (`addReadTool`, `addToolWithWriteAccess`): every call of the name in the
        // project is read as a registration, so a generic one (`add`, `register`) would claim unrelated calls.
        if (named && !REGISTRATIONS.has(named.name) && /tool/i.test(named.name)) {
            const kind = forwardedKind(named.fn, 0) ?? positionalKind(named.fn);
            if (kind)
                out.set(named.name, kind);
        }
        ts.forEachChild(n, visit);
    };
    visit(sf);
}
function forwarderName(n) {
    if ((ts.isMethodDeclaration(n) || ts.isFunctionDeclaration(n)) && n.body && n.name && (ts.isIdentifier(n.name) || ts.isPrivateIdentifier(n.name)))
        return { name: n.name.text, fn: n };
    if ((ts.isPropertyDeclaration(n) || ts.isVariableDeclaration(n) || ts.isPropertyAssignment(n)) && n.name && ts.isIdentifier(n.name) && n.initializer) {
        const init = n.initializer;
        if (ts.isArrowFunction(init) || ts.isFunctionExpression(init))
            return { name: n.name.text, fn: init };
    }
    return undefined;
}
/**
 * The registration a function hands its rest parameter to: `this.tool(...args)` directly, or through
 * another method of its class that sorts the arguments out and registers
 * (`addReadTool(...args) { return this.registerWithAccess('read', ...args) }`), read as the SDK's
 * positional `tool()` or `registerTool()` call, whichever each call's arguments fit.
 */
function forwardedKind(fn, depth) {
    const rest = fn.parameters[fn.parameters.length - 1];
    if (!rest?.dotDotDotToken || !ts.isIdentifier(rest.name) || !fn.body)
        return undefined;
    if (depth === 0 && fn.parameters.length !== 1)
        return undefined;
    const param = rest.name.text;
    let kind;
    const visit = (n) => {
        if (kind)
            return;
        if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && endsWithSpreadOf(n, param)) {
            const callee = n.expression;
            if (REGISTRATIONS.has(callee.name.text) && n.arguments.length === 1)
                kind = callee.name.text;
            else if (depth === 0 && callee.expression.kind === ts.SyntaxKind.ThisKeyword) {
                const target = classMethod(fn, callee.name.text);
                if (target && (forwardedKind(target, depth + 1) || registers(target)))
                    kind = 'positional';
            }
        }
        if (!ts.isFunctionLike(n) || n === fn)
            ts.forEachChild(n, visit);
    };
    visit(fn);
    return kind;
}
/**
 * `accountTool(name, config, handler) { …; return registerTool(name, { ...config, inputSchema }, callback) }`:
 * a helper that registers under its own first parameter with its second as the config (as is, or
 * spread into the object it passes). Its calls are registrations in the SDK's `registerTool(name,
 * config, cb)` form (or `tool(name, …)` when that is what it calls).
 */
function positionalKind(fn) {
    const [p0, p1] = fn.parameters;
    if (!p0 || !p1 || !ts.isIdentifier(p0.name) || !ts.isIdentifier(p1.name) || !fn.body)
        return undefined;
    const nameParam = p0.name.text;
    const configParam = p1.name.text;
    const isParam = (e, param) => !!e && ts.isIdentifier(e) && e.text === param;
    const carriesConfig = (e) => {
        if (!e)
            return false;
        if (isParam(e, configParam))
            return true;
        return ts.isObjectLiteralExpression(e) && e.properties.some((q) => ts.isSpreadAssignment(q) && isParam(q.expression, configParam));
    };
    let kind;
    const visit = (n) => {
        if (kind)
            return;
        if (ts.isCallExpression(n)) {
            const callee = n.expression;
            const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
            // A bare `registerTool(…)` is the SDK's only when the project has no function of that name
            // (`function registerTool(server, client, tool)`, a house helper with its own arguments).
            const sdk = !ts.isIdentifier(callee) || !ownFunction(fn.getSourceFile(), callee.text);
            if (sdk && (name === 'registerTool' || name === 'tool') && isParam(n.arguments[0], nameParam) && carriesConfig(n.arguments[1]))
                kind = name === 'registerTool' ? 'registerTool' : 'positional';
        }
        if (!ts.isFunctionLike(n) || n === fn)
            ts.forEachChild(n, visit);
    };
    visit(fn);
    return kind;
}
/** A function the file declares or imports from the project under that name. */
function ownFunction(sf, name) {
    for (const st of sf.statements) {
        if (ts.isFunctionDeclaration(st) && st.name?.text === name)
            return true;
        if (ts.isVariableStatement(st)) {
            for (const d of st.declarationList.declarations) {
                if (ts.isIdentifier(d.name) && d.name.text === name && d.initializer && (ts.isArrowFunction(d.initializer) || ts.isFunctionExpression(d.initializer)))
                    return true;
            }
        }
        if (ts.isImportDeclaration(st) && ts.isStringLiteral(st.moduleSpecifier) && st.moduleSpecifier.text.startsWith('.')) {
            const named = st.importClause?.namedBindings;
            if (named && ts.isNamedImports(named) && named.elements.some((el) => el.name.text === name))
                return true;
        }
    }
    return false;
}
function endsWithSpreadOf(call, param) {
    const last = call.arguments[call.arguments.length - 1];
    return !!last && ts.isSpreadElement(last) && ts.isIdentifier(last.expression) && last.expression.text === param;
}
/** The method of the same class with that name, when it has a body. */
function classMethod(fn, name) {
    const cls = fn.parent;
    if (!cls || !(ts.isClassDeclaration(cls) || ts.isClassExpression(cls)))
        return undefined;
    for (const m of cls.members)
        if (ts.isMethodDeclaration(m) && m.body && m.name && (ts.isIdentifier(m.name) || ts.isPrivateIdentifier(m.name)) && m.name.text === name)
            return m;
    return undefined;
}
/** Whether a method calls an MCP registration itself (`this.tool(name, …)`, `McpServer.prototype.registerTool.call(this, …)`). */
function registers(fn) {
    let found = false;
    const visit = (n) => {
        if (found)
            return;
        if (ts.isPropertyAccessExpression(n) && REGISTRATIONS.has(n.name.text) && n.parent && (ts.isCallExpression(n.parent) && n.parent.expression === n || ts.isPropertyAccessExpression(n.parent) && /^(call|apply)$/.test(n.parent.name.text)))
            found = true;
        else
            ts.forEachChild(n, visit);
    };
    if (fn.body)
        visit(fn.body);
    return found;
}
/** Every call of a forwarder in a file, read as the registration it forwards to. */
export function extractForwarded(ctx, forwarders) {
    const out = [];
    const visit = (n) => {
        if (ts.isCallExpression(n)) {
            const callee = n.expression;
            const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : undefined;
            const kind = name !== undefined ? forwarders.get(name) : undefined;
            if (kind && !n.arguments.some(ts.isSpreadElement)) {
                const found = ctx.ev.scoped(() => mcpRegistration(n, kind, ctx));
                if (found?.length) {
                    for (const c of found)
                        c.node ??= n;
                    out.push(...found);
                    return;
                }
            }
        }
        ts.forEachChild(n, visit);
    };
    visit(ctx.file.sf);
    return out;
}
