import { ts } from 'ts-morph';
import { buildTool, calleeName, getProp, literalBehind, skipOuter } from '../context.js';
import { SchemaValue, Unknown, isPlainObject } from '../values.js';
/**
 * Where an object-literal tool "starts": the object itself, or the call it is the first argument of
 * when that call is a tool factory (`buildTool({…})`, `defineTool({…})`, `Tool.define(…)`).
 */
export function objectToolDefNode(obj) {
    const n = outermost(obj);
    const p = n.parent;
    if (p && ts.isCallExpression(p) && p.arguments[0] === n && /tool/i.test(calleeText(p)))
        return p;
    return obj;
}
/** The expression an object literal stands as, past `as`, `satisfies` and parentheses around it. */
function outermost(obj) {
    let n = obj;
    while (n.parent && (ts.isAsExpression(n.parent) || ts.isSatisfiesExpression(n.parent) || ts.isParenthesizedExpression(n.parent)))
        n = n.parent;
    return n;
}
function calleeText(call) {
    const c = call.expression;
    if (ts.isPropertyAccessExpression(c))
        return `${c.expression.getText()}.${c.name.text}`;
    return calleeName(call);
}
/**
 * Definers whose config looks like a tool (a `name`, an `inputSchema`) but defines something else:
 * Genkit's flows (server endpoints), prompts (templates that *list* tools), schemas, models,
 * retrievers. The config object is not a tool; what the definer's other arguments hold still is.
 */
const NON_TOOL_DEFINERS = new Set([
    'defineFlow',
    'defineStreamingFlow',
    'definePrompt',
    'defineSchema',
    'defineJsonSchema',
    'defineModel',
    'defineBackgroundModel',
    'defineEmbedder',
    'defineRetriever',
    'defineSimpleRetriever',
    'defineIndexer',
    'defineEvaluator',
    'defineReranker',
    'defineHelper',
    'definePartial',
    'defineFormat',
    'defineResource',
]);
export function isNonToolConfig(obj) {
    const n = outermost(obj);
    const p = n.parent;
    return !!p && ts.isCallExpression(p) && p.arguments[0] === n && NON_TOOL_DEFINERS.has(calleeName(p));
}
/** Keywords that make an object JSON Schema (the root of a tool's input, or any part of one). */
const SCHEMA_KEYWORDS = new Set([
    'type', 'properties', 'required', 'additionalProperties', 'patternProperties', 'propertyNames', '$schema', '$ref', '$id', '$defs',
    'definitions', 'anyOf', 'oneOf', 'allOf', 'not', 'if', 'then', 'else', 'enum', 'const', 'items', 'prefixItems', 'description', 'title',
    'default', 'examples', 'format', 'nullable', 'minProperties', 'maxProperties', 'unevaluatedProperties', 'dependentRequired',
    'dependentSchemas', '$comment',
]);
/**
 * An `inputSchema` written as a static object that no JSON Schema reader would recognise: none of
 * its keys is a keyword and none of its values is a schema (`{ reference: url, fields: [...] }`, a
 * settings-form spec). The object holding it is a record about something else, not a tool.
 */
export function isNotJsonSchema(node, ctx) {
    const e = ts.isShorthandPropertyAssignment(node) ? node.name : node;
    if (!ts.isExpression(e))
        return false;
    const v = ctx.ev.evaluate(e);
    if (!isPlainObject(v))
        return false;
    const keys = Object.keys(v);
    if (keys.length === 0 || keys.some((k) => SCHEMA_KEYWORDS.has(k) || k.startsWith('x-tool-lint')))
        return false;
    return !Object.values(v).some((x) => x instanceof SchemaValue || x instanceof Unknown);
}
/** Property names that hold a tool's implementation. */
export const HANDLER_KEYS = ['execute', 'handler', 'run', 'call', 'func', 'invoke', 'fn', 'callback', 'implementation'];
/** `openai.chat.completions.create` → `chat.completions.create` (and the root, `openai`). */
export function calleePath(node) {
    const names = [];
    let e = node.expression;
    while (ts.isPropertyAccessExpression(e) || ts.isNonNullExpression(e) || ts.isParenthesizedExpression(e)) {
        if (ts.isPropertyAccessExpression(e))
            names.unshift(e.name.text);
        e = e.expression;
    }
    if (ts.isIdentifier(e) && names.length === 0)
        return { root: e, path: e.text };
    if (!names.length)
        return undefined;
    return { root: e, path: names.join('.') };
}
export function matchSink(node, ctx, specs) {
    const cp = calleePath(node);
    if (!cp)
        return undefined;
    for (const spec of specs) {
        if (!!spec.isNew !== ts.isNewExpression(node) || !spec.path.test(cp.path))
            continue;
        if (spec.method && cp.root === node.expression)
            continue;
        if (spec.root && !(ts.isIdentifier(cp.root) && spec.root.test(cp.root.text)))
            continue;
        if (spec.modules && ts.isIdentifier(cp.root) && (cp.path === cp.root.text || spec.root)) {
            const b = ctx.ev.scope.resolveIdentifier(cp.root, ctx.file);
            if (b?.kind === 'external' && !spec.modules.test(b.module))
                continue;
            if (b && b.kind !== 'external')
                continue;
        }
        const a = node.arguments?.[spec.arg];
        if (!a)
            continue;
        let tools = a;
        // `tools`, or a path into the argument (`config.tools` for Gemini's `generateContent`).
        for (const key of spec.prop ? spec.prop.split('.') : []) {
            const holder = tools;
            const obj = holder ? (literalBehind(holder, ctx) ?? skipOuter(holder)) : undefined;
            tools = undefined;
            if (!obj || !ts.isObjectLiteralExpression(obj))
                break;
            const p = getProp(obj, key, ctx);
            if (p && ts.isShorthandPropertyAssignment(p))
                tools = p.name;
            else if (p && ts.isExpression(p))
                tools = p;
            // `const request = { model, messages }; if (tools.length) request.tools = tools;`
            else if (holder && ts.isIdentifier(skipOuter(holder)))
                tools = assignedBefore(skipOuter(holder), key, node);
        }
        // An agent given no `tools` still sends what it lists beside them (an OpenAI agent's `handoffs`,
        // a Mastra agent's `agents`), and what the project hands it later (`triage.handoffs.push(…)`):
        // a request with no tools of its own, which the toolset stage fills from those.
        let noTools = false;
        if (!tools && spec.companions && !spec.prop?.includes('.')) {
            const obj = literalBehind(a, ctx) ?? skipOuter(a);
            if (ts.isObjectLiteralExpression(obj))
                (tools = obj), (noTools = true);
        }
        if (!tools)
            continue;
        const model = spec.model ? modelExpression(node, spec.model, spec.prop ? spec.arg : 0, ctx) : undefined;
        const instructions = spec.instructions ? modelExpression(node, spec.instructions, spec.arg, ctx) : undefined;
        const companions = (spec.companions ?? []).map((k) => modelExpression(node, k, spec.arg, ctx)).filter((e) => !!e);
        return {
            node,
            tools,
            keyed: spec.keyed,
            dialect: spec.dialect,
            label: spec.root ? `${cp.root.text}.${cp.path}` : cp.path,
            ...(spec.request === false ? { request: false } : {}),
            ...(spec.toolCalling === false ? { toolCalling: false } : {}),
            ...(model ? { model } : {}),
            ...(spec.api ? { api: spec.api } : {}),
            ...(instructions ? { instructions } : {}),
            ...(companions.length ? { companions } : {}),
            ...(spec.companions ? { companionKeys: spec.companions } : {}),
            ...(noTools ? { noTools: true } : {}),
        };
    }
    return undefined;
}
/** The expression naming the model of a sink call (or another of its fields): `model` of the argument that holds the tools, or the receiver of `llm.bindTools(…)`. */
function modelExpression(node, where, arg, ctx) {
    if (where === 'receiver') {
        return ts.isPropertyAccessExpression(node.expression) ? node.expression.expression : undefined;
    }
    const a = node.arguments?.[arg];
    const obj = a ? (literalBehind(a, ctx) ?? skipOuter(a)) : undefined;
    if (!obj || !ts.isObjectLiteralExpression(obj))
        return undefined;
    for (const key of where.split('|')) {
        const p = getProp(obj, key, ctx);
        if (p && ts.isShorthandPropertyAssignment(p))
            return p.name;
        if (p && ts.isExpression(p))
            return p;
    }
    return undefined;
}
/**
 * A tool whose config the scanner cannot read (`tool(fn, config)` with `config` a runtime value or a
 * parameter, `server.addTool(tool)` in a project's wrapper): reported with `name` the config
 * expression, so a factory's call sites can bind it.
 */
export function opaqueTool(node, framework, config, ctx) {
    const tool = buildTool({ framework, defNode: node, name: config, hasHandler: true }, ctx);
    tool.opaque = true;
    tool.inputSchema = { source: 'unknown', partial: true, expression: config.getText().slice(0, 200) };
    return { tool };
}
/**
 * The last `name.key = value` written before `call` in the function (or module) around it: a request
 * body built as a literal and completed afterwards (`body.tools = definitions`, under a condition or not).
 */
export function assignedBefore(id, key, call) {
    let scope = call.parent;
    while (scope && !ts.isSourceFile(scope) && !ts.isFunctionLike(scope))
        scope = scope.parent;
    if (!scope)
        return undefined;
    let last;
    const visit = (n) => {
        if (n.pos >= call.pos)
            return;
        if (ts.isBinaryExpression(n) &&
            n.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
            ts.isPropertyAccessExpression(n.left) &&
            n.left.name.text === key &&
            ts.isIdentifier(n.left.expression) &&
            n.left.expression.text === id.text) {
            last = n.right;
        }
        // Functions inside are other scopes: what they assign runs who knows when.
        if (n !== scope && ts.isFunctionLike(n))
            return;
        ts.forEachChild(n, visit);
    };
    visit(scope);
    return last;
}
