import { ts } from 'ts-morph';
import { textOf } from './evaluate.js';
import { pointerEscape, propertyNameText, rangeOf } from './ranges.js';
import { shapeToSchema } from './zod.js';
import { isConstDeclaration } from './scope.js';
import { ClassValue, FunctionValue, InstanceValue, SchemaValue, Unknown, isPlainObject, originOf, toJson } from './values.js';
/** The name expression each tool was built from (for call-site resolution of factories). */
export const NAME_NODES = new WeakMap();
/** The description and schema expressions each tool was built from (to tell converters from factories). */
export const FIELD_NODES = new WeakMap();
export function getProp(obj, key, ctx, depth = 0) {
    for (let i = obj.properties.length - 1; i >= 0; i--) {
        const p = obj.properties[i];
        if (ts.isSpreadAssignment(p)) {
            if (depth > 4)
                continue;
            const target = literalBehind(p.expression, ctx);
            const hit = target ? getProp(target, key, ctx, depth + 1) : undefined;
            if (hit)
                return hit;
            // `{ description: '', ...incoming }`: a spread the scanner cannot see, written after the key,
            // may replace it; the value is that spread's, unknown here, not the text written before it.
            if (!target && depth === 0 && spreadMayHold(p.expression, key, ctx) && obj.properties.slice(0, i).some((q) => !ts.isSpreadAssignment(q) && propertyNameText(q.name) === key))
                return p.expression;
            continue;
        }
        if (propertyNameText(p.name) !== key)
            continue;
        if (ts.isPropertyAssignment(p))
            return p.initializer;
        if (ts.isShorthandPropertyAssignment(p))
            return p;
        if (ts.isMethodDeclaration(p) || ts.isGetAccessorDeclaration(p))
            return p;
    }
    return undefined;
}
/**
 * Whether a spread the scanner cannot resolve to one object may bring `key`: `...(defer ? { defer_loading:
 * true } : {})` and `...(cached && { cache_control })` are written out and hold no `name`.
 */
function spreadMayHold(expr, key, ctx, depth = 0) {
    const e = skipOuter(expr);
    if (depth > 4)
        return true;
    if (ts.isConditionalExpression(e))
        return spreadMayHold(e.whenTrue, key, ctx, depth + 1) || spreadMayHold(e.whenFalse, key, ctx, depth + 1);
    if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken)
        return spreadMayHold(e.right, key, ctx, depth + 1);
    if (ts.isBinaryExpression(e) && (e.operatorToken.kind === ts.SyntaxKind.BarBarToken || e.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken)) {
        return spreadMayHold(e.left, key, ctx, depth + 1) || spreadMayHold(e.right, key, ctx, depth + 1);
    }
    if (e.kind === ts.SyntaxKind.NullKeyword || e.kind === ts.SyntaxKind.FalseKeyword || e.kind === ts.SyntaxKind.TrueKeyword || (ts.isIdentifier(e) && e.text === 'undefined'))
        return false;
    // `const { name, description, ...rest } = tool; return { name, …, ...rest }`: the rest holds every key but those taken out.
    if (ts.isIdentifier(e) && restTakesOut(e, key))
        return false;
    if (ts.isObjectLiteralExpression(e))
        return getProp(e, key, ctx, 1) !== undefined || e.properties.some((q) => ts.isSpreadAssignment(q) && spreadMayHold(q.expression, key, ctx, depth + 1));
    // `...voiceConfig` with `const voiceConfig = getVoiceConfig()`, `function getVoiceConfig() { return
    // key ? { voice } : {} }`: what the constant holds, what every return of the project's function gives.
    if (ts.isIdentifier(e)) {
        const b = ctx.ev.scope.resolveIdentifier(e, ctx.ev.fileOf(e));
        if (b?.kind === 'value' && isConstDeclaration(b.decl))
            return spreadMayHold(b.init, key, { ...ctx, file: b.file }, depth + 1);
        return true;
    }
    const made = ts.isCallExpression(e) ? returnsOfCall(e, ctx.ev) : undefined;
    if (made)
        return made.returns.some((r) => spreadMayHold(r, key, { ...ctx, file: made.file }, depth + 1));
    return true;
}
/**
 * What a call of a project function can give (`getVoiceConfig()`, `getEnabledTools()`): every return of
 * the function declaration or constant arrow it names, with the file they are written in.
 */
export function returnsOfCall(call, ev) {
    if (!ts.isIdentifier(call.expression))
        return undefined;
    const b = ev.scope.resolveIdentifier(call.expression, ev.fileOf(call));
    if (b?.kind !== 'function' && b?.kind !== 'value')
        return undefined;
    const init = b.kind === 'value' && isConstDeclaration(b.decl) ? skipOuter(b.init) : undefined;
    const fn = b.kind === 'function' ? b.node : init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) ? init : undefined;
    const returns = fn ? returnedExpressions(fn) : undefined;
    return returns?.length ? { returns, file: b.file } : undefined;
}
/** Every value a function returns (not those of functions nested in it); undefined when one returns nothing or the body is not there. */
function returnedExpressions(fn) {
    if (!fn.body)
        return undefined;
    if (!ts.isBlock(fn.body))
        return [fn.body];
    const out = [];
    let bare = false;
    const visit = (n) => {
        if (isFunctionLikeNode(n) || ts.isClassLike(n))
            return;
        if (ts.isReturnStatement(n)) {
            if (n.expression)
                out.push(n.expression);
            else
                bare = true;
            return;
        }
        ts.forEachChild(n, visit);
    };
    ts.forEachChild(fn.body, visit);
    return bare ? undefined : out;
}
/**
 * Whether `id` is the rest element of an object destructuring that names `key` beside it (`{ name,
 * ...rest }`): then `...rest` cannot bring `key` back. Looked up in the enclosing functions' parameters
 * and the declarations of the blocks around `id`, nearest first.
 */
function restTakesOut(id, key) {
    const takesOut = (pattern) => {
        if (!ts.isObjectBindingPattern(pattern))
            return undefined;
        const rest = pattern.elements.find((el) => el.dotDotDotToken && ts.isIdentifier(el.name) && el.name.text === id.text);
        if (!rest)
            return undefined;
        return pattern.elements.some((el) => el !== rest && (el.propertyName ? propertyNameText(el.propertyName) : ts.isIdentifier(el.name) ? el.name.text : undefined) === key);
    };
    for (let n = id.parent; n; n = n.parent) {
        if (isFunctionLikeNode(n)) {
            for (const p of n.parameters) {
                const r = takesOut(p.name);
                if (r !== undefined)
                    return r;
            }
        }
        if (ts.isBlock(n) || ts.isSourceFile(n)) {
            for (const st of n.statements) {
                if (!ts.isVariableStatement(st))
                    continue;
                for (const d of st.declarationList.declarations) {
                    const r = takesOut(d.name);
                    if (r !== undefined)
                        return r;
                }
            }
        }
    }
    return false;
}
function isFunctionLikeNode(n) {
    return ts.isFunctionDeclaration(n) || ts.isFunctionExpression(n) || ts.isArrowFunction(n) || ts.isMethodDeclaration(n);
}
/**
 * `description: true`, `name: 1`: a flag (a Prisma or GraphQL `select` of columns), never text a
 * model reads. A tool-shaped object whose text fields are flags is not a tool.
 */
export function isFlag(p) {
    if (!p || !ts.isExpression(p))
        return false;
    const e = skipOuter(p);
    return e.kind === ts.SyntaxKind.TrueKeyword || e.kind === ts.SyntaxKind.FalseKeyword || e.kind === ts.SyntaxKind.NullKeyword || ts.isNumericLiteral(e);
}
/**
 * A `name` that cannot be a tool's name: a flag (above), an object or an array (`properties: { name:
 * { type: 'string' }, inputSchema: … }` in a JSON Schema document), or a snippet placeholder
 * (`name: '${1}'` in an editor's `defaultSnippets` body): template text, not a definition.
 */
export function isNotName(p) {
    if (isFlag(p))
        return true;
    if (!p || !ts.isExpression(p))
        return false;
    const e = skipOuter(p);
    if (ts.isObjectLiteralExpression(e) || ts.isArrayLiteralExpression(e))
        return true;
    return (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) && /^\$\{\d+(?::[^}]*)?\}$/.test(e.text);
}
/**
 * A property written in the object itself. Object-shape extractors take the name this way, so a copy
 * (`{ ...readTool, variant: 'gpt' }`, `{ ...last, cache_control }`) is not reported as a second tool.
 */
export function getOwnProp(obj, key, ctx) {
    const own = obj.properties.some((p) => !ts.isSpreadAssignment(p) && propertyNameText(p.name) === key);
    return own ? getProp(obj, key, ctx) : undefined;
}
export function hasProp(obj, key, ctx) {
    return getProp(obj, key, ctx) !== undefined;
}
/** The object literal an identifier stands for (`const common = { … }`), for spreads and arguments. */
export function literalBehind(expr, ctx, depth = 0) {
    let e = skipOuter(expr);
    // `defs.list_buckets`: the property of a constant object.
    if (ts.isPropertyAccessExpression(e) && depth < 4) {
        const base = literalBehind(e.expression, ctx, depth + 1);
        const p = base ? getProp(base, e.name.text, ctx) : undefined;
        return p && ts.isExpression(p) ? literalBehind(p, ctx, depth + 1) : undefined;
    }
    // `DEFS[name]`: the entry of a constant record under a key that folds (written out, or a parameter
    // bound where the function is called: `names.map((n) => ({ name: n, ...DEFS[n] }))`).
    if (ts.isElementAccessExpression(e) && depth < 4) {
        const key = ctx.ev.evaluate(e.argumentExpression);
        const base = typeof key === 'string' ? literalBehind(e.expression, ctx, depth + 1) : undefined;
        const p = base ? getProp(base, key, ctx) : undefined;
        return p && ts.isExpression(p) ? literalBehind(p, ctx, depth + 1) : undefined;
    }
    for (let i = 0; i < 6; i++) {
        if (ts.isAwaitExpression(e))
            e = skipOuter(e.expression);
        if (ts.isIdentifier(e)) {
            const file = ctx.ev.fileOf(e);
            const b = ctx.ev.scope.resolveIdentifier(e, file);
            if (b?.kind === 'parameter') {
                // A parameter bound to an argument where the function is called (`makeTool({ name: 'x', … })`).
                const arg = ctx.ev.argumentOf(b.node);
                if (arg && ts.isParameter(b.node) && ts.isIdentifier(b.node.name)) {
                    e = skipOuter(arg);
                    continue;
                }
                // Bound to a value (a loop over a constant list, a destructured argument): the literal it came from.
                if (!ctx.ev.isBound(b.node))
                    return undefined;
                const v = ctx.ev.evaluate(e);
                const o = originOf(v);
                if (!o || !ts.isObjectLiteralExpression(o.node))
                    return undefined;
                if (o.env)
                    ctx.ev.adopt(o.env);
                return o.node;
            }
            // `const [run, definition] = createClock()`: the literal the destructured value was built from.
            if (b?.kind === 'destructured') {
                const o = originOf(ctx.ev.evaluate(e));
                if (!o || !ts.isObjectLiteralExpression(o.node))
                    return undefined;
                if (o.env)
                    ctx.ev.adopt(o.env);
                return o.node;
            }
            if (b?.kind !== 'value')
                return undefined;
            e = skipOuter(b.init);
            continue;
        }
        // `tool(fn, searchFields())`: the object a project helper returns, its parameters bound to the call's arguments.
        if (ts.isCallExpression(e) && depth < 4) {
            const fn = ctx.ev.functionOf(e);
            const returned = fn ? returnedLiteral(fn) : undefined;
            if (!fn || !returned)
                return undefined;
            ctx.ev.bindCall(fn, e.arguments);
            e = returned;
            continue;
        }
        break;
    }
    return ts.isObjectLiteralExpression(e) ? e : undefined;
}
/**
 * An object literal that takes its name from its function's parameters: it spreads one
 * (`{ ...definition, handler }`) or reads its `name` from one (`{ name: tool.name, … }`). Each call
 * of that function makes a tool of its own, at the call; a literal that writes its name out is that tool.
 */
export function builtFromParameters(node, ev) {
    if (!ts.isObjectLiteralExpression(node))
        return false;
    const isParam = (e) => {
        let x = skipOuter(e);
        while (ts.isPropertyAccessExpression(x) || ts.isElementAccessExpression(x))
            x = skipOuter(x.expression);
        return ts.isIdentifier(x) && ev.scope.resolveIdentifier(x, ev.fileOf(x))?.kind === 'parameter';
    };
    return node.properties.some((p) => (ts.isSpreadAssignment(p) && isParam(p.expression)) || (ts.isPropertyAssignment(p) && propertyNameText(p.name) === 'name' && isParam(p.initializer)));
}
/** The object literal a function returns, when it returns one (`() => ({ … })`, `{ …; return { … } }`). */
export function returnedLiteral(fn) {
    const body = fn.body;
    if (!body)
        return undefined;
    if (!ts.isBlock(body))
        return ts.isObjectLiteralExpression(skipOuter(body)) ? skipOuter(body) : undefined;
    let found;
    for (let i = body.statements.length - 1; i >= 0; i--) {
        const st = body.statements[i];
        if (ts.isReturnStatement(st) && st.expression) {
            const r = skipOuter(st.expression);
            if (ts.isObjectLiteralExpression(r) || ts.isIdentifier(r))
                found = r;
            break;
        }
    }
    return found;
}
export function skipOuter(e) {
    while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isTypeAssertionExpression(e) || ts.isNonNullExpression(e)) {
        e = e.expression;
    }
    return e;
}
/** The expression a property node stands for (a shorthand property is its name). */
export function valueNode(p) {
    return ts.isShorthandPropertyAssignment(p) ? p.name : p;
}
export function isFunctionNode(n) {
    return !!n && (ts.isArrowFunction(n) || ts.isFunctionExpression(n) || ts.isMethodDeclaration(n) || ts.isFunctionDeclaration(n));
}
/**
 * Whether an expression reads a parameter or loop variable (`t.name`, `tool.description ?? ''`,
 * `zodToJsonSchema(t.schema)`). With `deep`, template literals and concatenations count when any
 * part does (`${prefix}_${t.name}`).
 */
export function readsParameter(node, ctx, deep = true, depth = 0) {
    let e = ts.isShorthandPropertyAssignment(node) ? node.name : node;
    if (ts.isExpression(e))
        e = skipOuter(e);
    for (;;) {
        if (ts.isAwaitExpression(e))
            e = e.expression;
        else if (ts.isBinaryExpression(e) && (e.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || e.operatorToken.kind === ts.SyntaxKind.BarBarToken))
            e = e.left;
        else if (ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e))
            e = e.expression;
        else if (ts.isCallExpression(e) && e.arguments.length === 1 && !deep)
            e = e.arguments[0];
        else if (ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression))
            e = e.expression;
        else
            break;
        if (ts.isExpression(e))
            e = skipOuter(e);
    }
    // `snakeCase(node.label || node.meta.name)`: a name computed from the parameter is still the caller's.
    if (deep && ts.isCallExpression(e) && e.arguments.length >= 1 && depth < 3)
        return e.arguments.some((a) => !ts.isSpreadElement(a) && readsParameter(a, ctx, false, depth + 1));
    if (deep && (ts.isTemplateExpression(e) || ts.isBinaryExpression(e))) {
        let found = false;
        const visit = (n) => {
            if (found)
                return;
            if ((ts.isPropertyAccessExpression(n) || ts.isIdentifier(n)) && readsParameter(n, ctx, false))
                found = true;
            else
                ts.forEachChild(n, visit);
        };
        visit(e);
        return found;
    }
    // `this.description` in a class: whatever the subclass or instance holds, known only at run time.
    if (e.kind === ts.SyntaxKind.ThisKeyword) {
        const v = ctx.ev.evaluate(e);
        return v instanceof ClassValue || v instanceof InstanceValue;
    }
    if (!ts.isIdentifier(e))
        return false;
    const b = ctx.ev.scope.resolveIdentifier(e, ctx.ev.fileOf(e));
    // `const { name, description } = toolInfo` with `toolInfo` a parameter.
    if (b?.kind === 'destructured' && depth < 3)
        return readsParameter(b.init, ctx, false, depth + 1);
    // `const clean = parameters.omit(mask)` inside the function: still the caller's schema, reshaped.
    if (b?.kind === 'value' && depth < 3 && insideFunction(b.decl))
        return readsParameter(b.init, ctx, true, depth + 1);
    if (b?.kind === 'parameter' && ctx.ev.isBound(b.node)) {
        // Bound to what the caller passes: still a parameter when the caller passes on its own
        // (`(sdkTool) => convert(sdkTool)` over tools known only at run time).
        const arg = ctx.ev.argumentOf(b.node);
        return !!arg && depth < 3 && ts.isIdentifier(skipOuter(arg)) && readsParameter(arg, ctx, false, depth + 1);
    }
    return b?.kind === 'parameter' || b?.kind === 'uninitialized';
}
function insideFunction(n) {
    for (let p = n.parent; p; p = p.parent)
        if (isFunctionNode(p) || ts.isConstructorDeclaration(p) || ts.isGetAccessorDeclaration(p))
            return true;
    return false;
}
/**
 * Whether a name is a plain variable taken from a parameter (`function createAction(config) { const
 * { name } = config; … new DynamicStructuredTool({ name, … }) }`): the inside of a factory, whose
 * tools are its call sites. A property read (`mcpTool.name`, an adapter over remote tools) is not.
 */
export function isFactoryParameter(name, ctx) {
    const id = ts.isShorthandPropertyAssignment(name) ? name.name : ts.isExpression(name) ? skipOuter(name) : undefined;
    if (!id || !ts.isIdentifier(id))
        return false;
    const b = ctx.ev.scope.resolveIdentifier(id, ctx.file);
    // Bound where the factory is called: the name is known there.
    if (b?.kind === 'parameter')
        return !ctx.ev.isBound(b.node);
    if (b?.kind === 'destructured') {
        const init = skipOuter(b.init);
        if (!ts.isIdentifier(init))
            return false;
        const ib = ctx.ev.scope.resolveIdentifier(init, ctx.file);
        return ib?.kind === 'parameter' && !ctx.ev.isBound(ib.node);
    }
    return false;
}
/**
 * A converter copies tools it receives (`tools.map(t => ({ name: t.name, description: t.description,
 * input_schema: t.inputSchema }))`): its name and its description or schema all read a parameter.
 * A factory that computes only the name (`${cfg.slug}_export`) still defines a tool.
 */
export function isPassThrough(name, ctx, description, schema) {
    if (!readsParameter(name, ctx, true))
        return false;
    if (!description && !schema)
        return true;
    const read = (n) => {
        // `async prompt() { return sdkTool.description }`: what the method hands back is the field.
        const returned = ts.isMethodDeclaration(n) || ts.isGetAccessorDeclaration(n) || ts.isArrowFunction(n) || ts.isFunctionExpression(n) ? onlyReturned(n) : undefined;
        return readsParameter(returned ?? n, ctx, false);
    };
    return (!!description && read(description)) || (!!schema && read(schema));
}
/** The expression a function's body only returns (`() => x`, `{ return x; }`). */
function onlyReturned(fn) {
    const body = fn.body;
    if (!body)
        return undefined;
    if (!ts.isBlock(body))
        return body;
    const st = body.statements.length === 1 ? body.statements[0] : undefined;
    return st && ts.isReturnStatement(st) && st.expression ? st.expression : undefined;
}
/** Marks candidates whose every field reads a parameter (see Candidate.passThrough). */
export function passThroughIf(candidates, flag) {
    if (flag)
        for (const c of candidates)
            c.passThrough = true;
    return candidates;
}
export function buildTool(parts, ctx) {
    const { ev } = ctx;
    const pointers = {};
    let name;
    let nameResolved;
    let nameNode;
    let nameDefault = false;
    let reason;
    if (parts.fixedName) {
        name = parts.fixedName.name;
        nameResolved = true;
        nameDefault = !!parts.fixedName.isDefault;
        pointers['/name'] = rangeAt(parts.fixedName.node, ev);
    }
    else if (parts.name) {
        const n = ts.isShorthandPropertyAssignment(parts.name) ? parts.name.name : parts.name;
        nameNode = n;
        const v = ev.evaluate(n);
        pointers['/name'] = writtenAt(n, ev);
        if (typeof v === 'string' && v.length > 0) {
            name = v;
            nameResolved = true;
        }
        else if (v instanceof Unknown && typeof v.fallback === 'string' && v.fallback.length > 0) {
            // `toolName || 'web_search'`, `{ toolName = 'web_search' }`: the default is what the model sees.
            name = v.fallback;
            nameResolved = true;
            nameDefault = true;
        }
        else {
            name = textOf(n);
            nameResolved = false;
            if (v instanceof Unknown && v.reason)
                reason = reasonText(v.reason);
        }
    }
    else {
        name = '';
        nameResolved = false;
    }
    const description = parts.description ? describe(parts.description, ev, pointers) : { kind: 'none' };
    const inputSchema = parts.schema
        ? schemaOf(parts.schema, ev, pointers, false)
        : parts.shape
            ? schemaOf(parts.shape, ev, pointers, true)
            : { source: 'none', partial: false };
    const range = rangeAt(parts.defNode, ev);
    const tool = {
        name,
        nameResolved,
        ...(nameDefault ? { nameIsDefault: true } : {}),
        ...(!nameResolved ? { reason: reason ?? 'runtime value' } : {}),
        framework: parts.framework,
        range,
        description,
        inputSchema,
        hasHandler: parts.hasHandler,
        pointers,
        ...(groupOf(parts.defNode, ctx, !!parts.fixedName) ? { group: groupOf(parts.defNode, ctx, !!parts.fixedName) } : {}),
        ...(parts.conditional || isConditional(parts.defNode) ? { conditional: true } : {}),
    };
    if (nameNode)
        NAME_NODES.set(tool, nameNode);
    const fields = { ...(parts.description ? { description: parts.description } : {}), ...(parts.schema ?? parts.shape ? { schema: (parts.schema ?? parts.shape) } : {}) };
    if (fields.description || fields.schema)
        FIELD_NODES.set(tool, fields);
    return tool;
}
/** What `list --unresolved` says about a name the scanner could not fold. */
export function reasonText(r) {
    if (r.kind === 'parameter')
        return `parameter of ${r.of}`;
    if (r.kind === 'external')
        return `imported from package ${r.module}`;
    return 'runtime value';
}
function rangeAt(node, ev) {
    return rangeOf(node, ev.fileOf(node));
}
/**
 * Where a field read inside a wrapper is written: `tool.description` in `function defineTool(tool) {
 * server.registerTool(tool.name, { description: tool.description }) }`, called as `defineTool({
 * description: '…' })`, is the text at the call, and a finding about it belongs there.
 */
function writtenAt(node, ev) {
    let n = node;
    for (let hops = 0; hops < 4; hops++) {
        const e = ts.isExpression(n) ? skipOuter(n) : n;
        if (!ts.isPropertyAccessExpression(e) || !ts.isIdentifier(e.expression))
            break;
        const b = ev.scope.resolveIdentifier(e.expression, ev.fileOf(e));
        const arg = b?.kind === 'parameter' ? ev.argumentOf(b.node) : undefined;
        const lit = arg ? skipOuter(arg) : undefined;
        if (!lit || !ts.isObjectLiteralExpression(lit))
            break;
        const key = e.name.text;
        const p = lit.properties.find((q) => !ts.isSpreadAssignment(q) && propertyNameText(q.name) === key);
        if (!p)
            break;
        n = ts.isPropertyAssignment(p) ? p.initializer : p;
    }
    return rangeAt(n, ev);
}
function describe(p, ev, pointers) {
    const node = ts.isShorthandPropertyAssignment(p) ? p.name : p;
    pointers['/description'] = writtenAt(node, ev);
    if (ts.isMethodDeclaration(node) || ts.isGetAccessorDeclaration(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node)) {
        const folded = foldReturn(node, ev);
        return { kind: 'dynamic', via: 'prompt-method', expression: textOf(node), ...(folded ? { partialText: folded } : {}) };
    }
    const v = ev.evaluate(node);
    if (typeof v === 'string')
        return { kind: 'static', text: v };
    if (v instanceof FunctionValue) {
        const folded = foldReturn(v.node, ev);
        return { kind: 'dynamic', via: 'prompt-method', expression: textOf(node), ...(folded ? { partialText: folded } : {}) };
    }
    const isCall = ts.isCallExpression(node) || (ts.isAwaitExpression(node) && ts.isCallExpression(node.expression));
    const partial = v instanceof Unknown ? v.partialText : undefined;
    return { kind: 'dynamic', via: isCall ? 'builder' : 'expression', expression: textOf(node), ...(partial ? { partialText: partial } : {}) };
}
/** For a method whose body is a single `return <expr>`, the text static evaluation can fold. */
function foldReturn(fn, ev) {
    const body = fn.body;
    if (!body)
        return undefined;
    let expr;
    if (ts.isBlock(body)) {
        const ret = body.statements.find(ts.isReturnStatement);
        if (body.statements.length === 1 && ret?.expression)
            expr = ret.expression;
    }
    else
        expr = body;
    if (!expr)
        return undefined;
    const v = ev.evaluate(expr);
    if (typeof v === 'string')
        return v;
    return v instanceof Unknown ? v.partialText : undefined;
}
function schemaOf(node, ev, pointers, isShape) {
    pointers['/inputSchema'] = writtenAt(node, ev);
    if (ts.isShorthandPropertyAssignment(node))
        node = node.name; // `{ name, inputSchema, … }`
    const defects = [];
    const v = ev.evaluate(node, { ptr: isShape ? '/inputSchema/properties' : '/inputSchema', out: pointers, defects });
    const found = defects.length ? { defects } : {};
    if (v instanceof SchemaValue)
        return { source: v.source, schema: v.schema, partial: v.partial, ...found };
    if (isPlainObject(v)) {
        const values = Object.values(v);
        if (isShape || (values.length > 0 && values.every((x) => x instanceof SchemaValue))) {
            const s = shapeToSchema(v);
            return { source: 'zod', schema: s.schema, partial: s.partial, ...found };
        }
        const { json, partial } = toJson(v);
        return { source: 'json-schema', schema: json, partial, ...found };
    }
    return { source: 'unknown', partial: true, expression: textOf(node) };
}
/** See ToolDefinition.group: the enclosing array or tool map, or the MCP server a tool is registered on. */
function groupOf(def, ctx, namedByKey) {
    const file = ctx.ev.fileOf(def);
    if (ts.isCallExpression(def) && ts.isPropertyAccessExpression(def.expression) && /^(tool|registerTool|registerToolTask|addTool)$/.test(def.expression.name.text)) {
        return `${file.rel}#server:${def.expression.expression.getText(file.sf)}`;
    }
    let n = def;
    for (let i = 0; n.parent && i < 4; i++) {
        const p = n.parent;
        if (ts.isArrayLiteralExpression(p) || ts.isObjectLiteralExpression(p))
            return `${file.rel}#${p.getStart(file.sf)}`;
        // A map keyed by something other than the tool's name (`{ grep_search: {...}, grep_search_ripgrep:
        // {...} }`, model-specific variants) is a catalogue to pick from, not one request.
        if (ts.isPropertyAssignment(p) && !namedByKey)
            return undefined;
        if (ts.isPropertyAssignment(p) || ts.isParenthesizedExpression(p) || ts.isAsExpression(p) || ts.isSatisfiesExpression(p) || ts.isSpreadElement(p)) {
            n = p;
            continue;
        }
        break;
    }
    return undefined;
}
/** A definition inside `cond ? [...] : []`, `cond && {...}` or an `if` block is not always sent. */
export function isConditional(node) {
    let n = node.parent;
    for (let i = 0; n && i < 6; i++, n = n.parent) {
        if (ts.isConditionalExpression(n))
            return true;
        if (ts.isBinaryExpression(n) && (n.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken))
            return true;
        if (ts.isIfStatement(n))
            return true;
        if (isFunctionNode(n) || ts.isSourceFile(n) || ts.isClassDeclaration(n))
            return false;
    }
    return false;
}
/**
 * The expression a constant stands for, through up to `hops` `const x = y` steps (`orders` in
 * `handoffs: [orders]` → `new Agent({ … })`); undefined when a name on the way is not a constant.
 */
export function constantBehind(expr, ctx, hops = 4) {
    let e = skipOuter(expr);
    for (let i = 0; i < hops && ts.isIdentifier(e); i++) {
        const b = ctx.ev.scope.resolveIdentifier(e, ctx.ev.fileOf(e));
        if (b?.kind !== 'value')
            return undefined;
        e = skipOuter(b.init);
    }
    return e;
}
/** The module an identifier is imported from, if it is imported. */
export function importSource(id, ctx) {
    const b = ctx.ev.scope.resolveIdentifier(id, ctx.file);
    return b?.kind === 'external' ? b.module : undefined;
}
/** The callee's last name: `tool` for `tool(…)`, `ai.tool(…)`; `define` for `Tool.define(…)`. */
export function calleeName(call) {
    const c = call.expression;
    if (ts.isIdentifier(c))
        return c.text;
    if (ts.isPropertyAccessExpression(c))
        return c.name.text;
    return '';
}
/** Property-key text a node is assigned to: `getWeather` in `{ getWeather: tool(…) }`. */
export function assignedKey(node, ctx) {
    let n = node;
    while (n.parent && (ts.isParenthesizedExpression(n.parent) || ts.isAsExpression(n.parent) || ts.isSatisfiesExpression(n.parent)))
        n = n.parent;
    const p = n.parent;
    if (p && ts.isPropertyAssignment(p) && p.initializer === n) {
        let key = propertyNameText(p.name);
        let isDefault = false;
        if (key === undefined && ctx && ts.isComputedPropertyName(p.name)) {
            // `[RUN_QUERY]: tool(…)` with `const RUN_QUERY = 'run_sql'`; `[toolName]: tool(…)` with `toolName = 'web_search'` as a default.
            const v = ctx.ev.evaluate(p.name.expression);
            if (typeof v === 'string')
                key = v;
            else if (v instanceof Unknown && typeof v.fallback === 'string') {
                key = v.fallback;
                isDefault = true;
            }
        }
        if (key !== undefined)
            return { key, node: p.name, ...(isDefault ? { isDefault } : {}) };
    }
    return undefined;
}
export { pointerEscape };
/** An unresolved name as a list shows it: one line, a long call cut to `new TavilySearch(…)`. */
export function shortText(text) {
    const oneLine = text.replace(/\s+/g, ' ').trim();
    const call = /^(new\s+)?[\w$.]+\(/.exec(oneLine);
    if (call && oneLine.length > 40)
        return `${call[0]}…)`;
    return oneLine.length > 80 ? `${oneLine.slice(0, 79)}…` : oneLine;
}
