import { ts } from 'ts-morph';
import { argumentsReadWithoutSchema } from './mcp-handler-arguments.js';
import { listedWithoutParameters } from './mcp-listed-schema.js';
import { buildTool, builtFromParameters, constantBehind, getOwnProp, getProp, isFunctionNode, isNotName, isPassThrough, literalBehind, passThroughIf, returnedLiteral, returnsOfCall, skipOuter } from '../context.js';
import { isConstDeclaration } from '../scope.js';
import { FunctionValue, SchemaValue, isPlainObject } from '../values.js';
import { projectPackageVersion } from '../package-version.js';
import { rangeOf } from '../ranges.js';
import { isNotJsonSchema, matchSink, objectToolDefNode, opaqueTool } from './shared.js';
/** Keys of MCP tool annotations: an object made only of these is not an input shape. */
const ANNOTATION_KEYS = new Set(['title', 'readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint']);
/**
 * MCP TypeScript SDK: `server.tool(name, description?, shape?, annotations?, handler)`,
 * `server.registerTool(name, { title, description, inputSchema }, handler)`, FastMCP's
 * `server.addTool({ name, description, parameters, execute })`, and tool objects
 * `{ name, description, inputSchema }` as returned from a `ListToolsRequestSchema` handler.
 * `server.prompt()` / `resource()` register prompts and resources, not tools.
 */
export const mcp = {
    id: 'mcp',
    packages: /^@modelcontextprotocol\/|^fastmcp$|^mcp-framework$|^mcp-handler$|^@vercel\/mcp-adapter$/,
    sink(node, ctx) {
        // Claude Agent SDK: `createSdkMcpServer({ name, tools: [tool(…), …] })`.
        const hit = matchSink(node, ctx, [{ path: /^createSdkMcpServer$/, arg: 0, prop: 'tools', keyed: false, dialect: 'mcp' }]);
        if (hit)
            return hit;
        // `server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [...] }))`: what `tools/list` answers.
        if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression) || node.expression.name.text !== 'setRequestHandler')
            return undefined;
        const [schema, handler] = node.arguments;
        if (!schema || !handler || !/ListToolsRequestSchema|['"]tools\/list['"]/.test(schema.getText()))
            return undefined;
        const fn = skipOuter(handler);
        if (!ts.isArrowFunction(fn) && !ts.isFunctionExpression(fn))
            return undefined;
        const returned = returnedLiteral(fn);
        const obj = returned && ts.isObjectLiteralExpression(returned) ? returned : returned ? literalBehind(returned, ctx) : undefined;
        const tools = obj ? getProp(obj, 'tools', ctx) : undefined;
        const expr = tools && ts.isShorthandPropertyAssignment(tools) ? tools.name : tools && ts.isExpression(tools) ? tools : undefined;
        return expr ? { node, tools: expr, keyed: false, dialect: 'mcp', label: 'tools/list', api: 'mcp-tools-list' } : undefined;
    },
    match(node, ctx) {
        // MCP Apps (@modelcontextprotocol/ext-apps): `registerAppTool(server, name, config, handler)`.
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'registerAppTool' && node.arguments.length >= 3) {
            return registerTool(node, ctx, 1);
        }
        // MCP-Nest (`@rekog/mcp-nest`): `@Tool({ name, description, parameters? })` on a provider's method.
        if (ts.isCallExpression(node) && ts.isDecorator(node.parent))
            return decoratorTool(node, ctx);
        // `const register = server.registerTool.bind(server) as (…) => void; register(name, config, cb)`.
        const bound = ts.isCallExpression(node) ? boundRegistration(node, ctx.ev) : undefined;
        // `filtered.tool = (toolName, ...args) => originalTool(toolName, …)`: an override that forwards
        // each registration made through `filtered.tool(…)`, where the tools are (mcp-forwarders.ts).
        if (bound && overridesRegistration(node))
            return undefined;
        if (bound && ts.isCallExpression(node)) {
            if (isPlainHolder(bound.receiver, ctx))
                return undefined;
            if (bound.method === 'tool')
                return serverTool(node, ctx);
            if (bound.method === 'registerTool')
                return registerTool(node, ctx);
            return undefined;
        }
        if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
            const method = node.expression.name.text;
            if (method === 'tool' || method === 'registerTool' || method === 'addTool') {
                if (isPlainHolder(node.expression.expression, ctx))
                    return undefined;
            }
            if (method === 'tool')
                return serverTool(node, ctx);
            // `server.experimental.tasks.registerToolTask(name, config, handler)`: task-based tools (SDK 1.2x)
            if (method === 'registerTool' || method === 'registerToolTask')
                return registerTool(node, ctx);
            if (method === 'addTool')
                return addTool(node, ctx);
            return undefined;
        }
        if (!ts.isObjectLiteralExpression(node))
            return undefined;
        const schema = getProp(node, 'inputSchema', ctx);
        const name = getOwnProp(node, 'name', ctx);
        if (!schema || !name || isNotName(name))
            return undefined;
        const prompt = getProp(node, 'prompt', ctx);
        const description = getProp(node, 'description', ctx);
        const passThrough = isPassThrough(name, ctx, prompt ?? description, schema);
        // Bedrock Converse: `toolSpec: { name, description, inputSchema: { json: { … } } }`.
        const bedrockJson = ts.isExpression(schema) ? jsonWrapper(schema) : undefined;
        if (bedrockJson) {
            return passThroughIf([{ tool: buildTool({ framework: 'bedrock', defNode: objectToolDefNode(node), name, description, schema: bedrockJson, hasHandler: false }, ctx) }], passThrough);
        }
        if (isNotJsonSchema(schema, ctx))
            return undefined;
        const dynamic = prompt || (description && isFunctionNode(description));
        const tool = buildTool({
            framework: dynamic ? 'custom' : 'mcp',
            defNode: objectToolDefNode(node),
            name,
            description: prompt ?? description,
            schema,
            hasHandler: ['call', 'execute', 'handler', 'run'].some((k) => !!getProp(node, k, ctx)),
        }, ctx);
        if (!dynamic) {
            const output = outputSchemaType(node, ctx);
            if (output)
                tool.outputSchemaType = output;
        }
        return passThroughIf([{ tool }], passThrough);
    },
};
/**
 * A call of a server's registration method kept in a constant: `server.registerTool.bind(server)`
 * (often cast to a simpler signature), `server.tool.bind(server)`. The receiver is the server.
 */
export function boundRegistration(call, ev) {
    const callee = skipOuter(call.expression);
    if (!ts.isIdentifier(callee))
        return undefined;
    const b = ev.scope.resolveIdentifier(callee, ev.fileOf(callee));
    if (b?.kind !== 'value')
        return undefined;
    const init = skipOuter(b.init);
    if (!ts.isCallExpression(init) || !ts.isPropertyAccessExpression(init.expression) || init.expression.name.text !== 'bind')
        return undefined;
    const target = skipOuter(init.expression.expression);
    if (!ts.isPropertyAccessExpression(target))
        return undefined;
    const method = target.name.text;
    return method === 'tool' || method === 'registerTool' ? { method, receiver: target.expression } : undefined;
}
/** Whether a call sits in a function assigned as a server's `tool` / `registerTool` (an override). */
function overridesRegistration(node) {
    const fn = ts.findAncestor(node.parent, (n) => ts.isArrowFunction(n) || ts.isFunctionExpression(n) || ts.isFunctionDeclaration(n) || ts.isMethodDeclaration(n));
    const p = fn?.parent;
    return !!p && ts.isBinaryExpression(p) && p.right === fn && p.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isPropertyAccessExpression(p.left) && /^(tool|registerTool)$/.test(p.left.name.text);
}
/** A call read as `server.tool(…)`, `server.registerTool(…)` or `server.addTool(…)` (a project's forwarder of one, see mcp-forwarders.ts). */
export function mcpRegistration(node, kind, ctx) {
    if (kind === 'positional')
        return isConfigForm(node, ctx) ? registerTool(node, ctx) : serverTool(node, ctx);
    if (kind === 'tool')
        return serverTool(node, ctx);
    if (kind === 'registerTool')
        return registerTool(node, ctx);
    return addTool(node, ctx);
}
/**
 * A receiver the project shows is no server: a constant holding an object literal (`export const
 * searchConfig = { name, tool: async (ctx, params) => … }`, called as `searchConfig.tool(ctx, params)`
 * in its tests), or a parameter whose declared type is written out as an object type (`config: {
 * tool: (ctx, params) => Promise<string> }`).
 */
function isPlainHolder(receiver, ctx) {
    const e = skipOuter(receiver);
    if (!ts.isIdentifier(e))
        return false;
    const b = ctx.ev.scope.resolveIdentifier(e, ctx.ev.fileOf(e));
    if (b?.kind === 'value')
        return ts.isObjectLiteralExpression(skipOuter(b.init));
    // (The parameter itself, not a name destructured from it: `{ tool, server }: { tool: T; server: McpServer }`.)
    return b?.kind === 'parameter' && ts.isParameter(b.node) && ts.isIdentifier(b.node.name) && !!b.node.type && ts.isTypeLiteralNode(b.node.type);
}
/** `(name, { description, inputSchema, … }, cb)`: the config form of `registerTool`. */
function isConfigForm(node, ctx) {
    const config = node.arguments.length === 3 ? node.arguments[1] : undefined;
    const obj = config && (literalBehind(config, ctx) ?? skipOuter(config));
    return !!obj && ts.isObjectLiteralExpression(obj) && !!(getProp(obj, 'description', ctx) || getProp(obj, 'inputSchema', ctx) || getProp(obj, 'title', ctx));
}
function isStringish(n, ctx) {
    const e = skipOuter(n);
    if (ts.isStringLiteralLike(e) || ts.isTemplateExpression(e) || ts.isBinaryExpression(e))
        return true;
    if (ts.isObjectLiteralExpression(e) || ts.isArrayLiteralExpression(e) || isFunctionNode(e))
        return false;
    const v = ctx.ev.evaluate(e);
    return typeof v === 'string';
}
function serverTool(node, ctx) {
    const args = node.arguments;
    if (args.length < 2)
        return undefined;
    const last = args[args.length - 1];
    if (!isFunctionNode(skipOuter(last)) && !ts.isIdentifier(skipOuter(last)) && !ts.isPropertyAccessExpression(skipOuter(last)) && !ts.isCallExpression(skipOuter(last))) {
        return undefined;
    }
    const [nameArg, ...rest] = args;
    if (!nameArg || ts.isObjectLiteralExpression(skipOuter(nameArg)) || isFunctionNode(skipOuter(nameArg)))
        return undefined;
    // `server.tool(name, description, { type: 'object', properties: … }, cb)`: the SDK takes a zod shape
    // there; a JSON Schema is no shape (none of its values is a zod type), so SDKs up to 1.2x keep it as
    // annotations and list the tool with no parameters, and later ones refuse it when it is registered.
    // Judged where the SDK is the one called: the file imports it, or its project declares it.
    const jsonSchema = usesPackage(ctx, SDK_PACKAGES, IMPORTS_SDK) ? rest.slice(0, -1).find((a) => isJsonSchemaObject(a, ctx)) : undefined;
    const misplaced = jsonSchema ? misplacedSchema(jsonSchema, last, ctx) : undefined;
    const specs = loopSpecs(nameArg, ctx, rest.length > 1 ? rest[0] : undefined, rest.length > 2 && !jsonSchema ? rest[1] : undefined, misplaced, last);
    if (specs)
        return specs;
    // `server.tool(this.name, this.description, this.argsShape, …)` in a base class registers whatever
    // its subclasses declare; those classes are the definitions (reported by the class extractor).
    if (readsThis(nameArg))
        return [];
    const middle = rest.slice(0, -1);
    let description;
    let shape;
    middle.forEach((a, i) => {
        // The optional description comes first. A value we cannot fold (`t('tools.read')`, a builder
        // call) is the description when a shape follows it, or when it is a call or template.
        const first = i === 0 && !description && !shape;
        if (first && (isStringish(a, ctx) || (!isObjectish(a, ctx) && (middle.length > 1 || isCallOrTemplate(a))))) {
            description = a;
            return;
        }
        if (!shape && !isAnnotations(a, ctx) && a !== jsonSchema)
            shape = a;
    });
    const tool = buildTool({ framework: 'mcp', defNode: node, name: nameArg, description, shape, hasHandler: !routesByName(nameArg, last, ctx) }, ctx);
    // Read per element of a loop over `{ tool, handler }` pairs, the callback's `handler` is this element's;
    // outside a loop, a function only this registration's callback hands the input to
    // (`(args, extra) => unitHandlers.create(args, extra)`) is this tool's.
    const handlerRange = tool.hasHandler ? forwardedHandler(node, last, ctx) : undefined;
    if (handlerRange)
        tool.handlerRange = handlerRange;
    if (misplaced) {
        tool.unsentArguments = misplaced;
        return [{ tool }];
    }
    // `server.tool(name, description, cb)` without a params shape: the SDK calls `cb(extra)`.
    const unsent = !shape && middle.every((a) => a === description || isAnnotations(a, ctx)) ? argumentsReadWithoutSchema(last, ctx) : undefined;
    if (unsent)
        tool.unsentArguments = unsent;
    return [{ tool }];
}
/**
 * `for (const spec of TOOL_SPECS) server.tool(spec.name, spec.description, spec.schema, …)`: the tools
 * are the objects of the array, reported where each is written.
 */
function loopSpecs(nameArg, ctx, descArg, shapeArg, misplaced, handler) {
    const namePath = pathFrom(nameArg);
    if (!namePath)
        return undefined;
    const b = ctx.ev.scope.resolveIdentifier(namePath.root, ctx.file);
    if (b?.kind !== 'parameter')
        return undefined;
    // Read once per element already (the loop variable is bound to one element): that element only.
    if (ctx.ev.currentEnv()?.has(b.node))
        return undefined;
    // `for (const spec of SPECS)` or `SPECS.forEach((spec) => …)` / `.map(…)`
    let iterable;
    if (ts.isVariableDeclarationList(b.node) && ts.isForOfStatement(b.node.parent))
        iterable = b.node.parent.expression;
    else if (ts.isParameter(b.node) && (ts.isArrowFunction(b.node.parent) || ts.isFunctionExpression(b.node.parent)) && b.node.parent.parameters[0] === b.node) {
        const call = b.node.parent.parent;
        if (call && ts.isCallExpression(call) && ts.isPropertyAccessExpression(call.expression) && /^(forEach|map|flatMap)$/.test(call.expression.name.text))
            iterable = call.expression.expression;
    }
    if (!iterable)
        return undefined;
    const elements = elementsBehind(iterable, ctx, 0);
    if (!elements)
        return undefined;
    const descPath = descArg ? pathFrom(descArg) : undefined;
    // One callback for every tool of the loop that hands the tool's name on (`executeTool(api, spec.name,
    // args)`) runs nothing of its own: a dispatcher elsewhere routes the call by that name.
    const routedByName = routesByName(nameArg, handler, ctx);
    const shapePath = shapeArg ? pathFrom(shapeArg) : undefined;
    const out = [];
    for (const el of elements) {
        const obj = ts.isObjectLiteralExpression(skipOuter(el)) ? skipOuter(el) : literalBehind(el, { ...ctx, file: ctx.ev.fileOf(el) });
        if (!obj)
            continue;
        const name = propAtPath(obj, namePath.keys, ctx);
        if (!name)
            continue;
        // The definition is the object that holds the name (`schema: { name, description, inputSchema }`).
        const written = name.parent && ts.isPropertyAssignment(name.parent) && ts.isObjectLiteralExpression(name.parent.parent) ? name.parent.parent : obj;
        // An element a project helper makes from its argument (`tool({ name: 'get_weather', … })` returning
        // `{ name: tool.name, … }`) is that tool at the call, not at the helper's one return.
        const holder = ts.isCallExpression(skipOuter(el)) && builtFromParameters(written, ctx.ev) ? skipOuter(el) : written;
        const sameRoot = (p) => p && p.root.text === namePath.root.text;
        const description = sameRoot(descPath) ? propAtPath(obj, descPath.keys, ctx) : getProp(obj, 'description', ctx);
        const schema = sameRoot(shapePath)
            ? propAtPath(obj, shapePath.keys, ctx)
            : (getProp(obj, 'inputSchema', ctx) ?? getProp(obj, 'schema', ctx) ?? getProp(obj, 'parameters', ctx));
        const isShape = schema && ts.isExpression(schema) && !(ctx.ev.evaluate(schema) instanceof SchemaValue);
        const tool = buildTool({ framework: 'mcp', defNode: holder, name, description, ...(isShape ? { shape: schema } : { schema }), hasHandler: !routedByName }, ctx);
        // Registered here with a JSON Schema in the shape's place. The element is the definition other
        // servers may register properly (its schema stays what it declares); this registration sends none.
        if (misplaced)
            tool.unsentArguments = misplaced;
        out.push({ tool });
    }
    // A constant list we could not open element by element (a spread of an imported package's specs)
    // holds definitions written elsewhere, which are reported where they are written: the loop adds none.
    return out;
}
/**
 * Whether a registration's callback routes by the tool's name: it passes the name it was registered
 * under (`spec.name`, a loop variable's field, or the loop variable itself) together with the call's
 * arguments to another function (`async (args) => executeTool(api, spec.name, args)`). Such a
 * callback runs nothing of its own; the function it calls chooses what runs, by that name.
 */
function routesByName(nameArg, handler, ctx) {
    const fn = handler && skipOuter(handler);
    if (!fn || !(ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)))
        return false;
    const name = skipOuter(nameArg);
    const namePath = pathFrom(name);
    const root = namePath?.root ?? (ts.isIdentifier(name) ? name : undefined);
    if (!root || ctx.ev.scope.resolveIdentifier(root, ctx.file)?.kind !== 'parameter')
        return false;
    const key = (e) => {
        const x = skipOuter(e);
        if (ts.isIdentifier(x))
            return x.text;
        const p = pathFrom(x);
        return p ? [p.root.text, ...p.keys].join('.') : undefined;
    };
    const nameKey = key(name);
    const input = fn.parameters[0]?.name;
    const inputs = new Set();
    if (input && ts.isIdentifier(input))
        inputs.add(input.text);
    else if (input && ts.isObjectBindingPattern(input))
        for (const el of input.elements)
            if (ts.isIdentifier(el.name))
                inputs.add(el.name.text);
    if (!inputs.size)
        return false;
    const readsInput = (e) => {
        let x = skipOuter(e);
        while (ts.isPropertyAccessExpression(x) || ts.isElementAccessExpression(x))
            x = skipOuter(x.expression);
        if (ts.isObjectLiteralExpression(x))
            return x.properties.some((p) => (ts.isSpreadAssignment(p) || ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && readsInput(ts.isPropertyAssignment(p) ? p.initializer : ts.isSpreadAssignment(p) ? p.expression : p.name));
        return ts.isIdentifier(x) && inputs.has(x.text);
    };
    // `spec.run(args)`, `fetch(spec.endpoint, args)`: the loop's element carries what runs, and the name
    // passed on beside it (`audit.record(spec.name, args)`, `present(spec.name, result, args)`) is
    // bookkeeping. Only a callback that reads nothing of the element but its name routes by it.
    let routes = false;
    let own = false;
    const visit = (n) => {
        if (ts.isIdentifier(n) && n.text === root.text && !(ts.isPropertyAccessExpression(n.parent) && n.parent.name === n)) {
            let top = n;
            while (ts.isPropertyAccessExpression(top.parent) && top.parent.expression === top)
                top = top.parent;
            if (key(top) !== nameKey)
                own = true;
        }
        if (ts.isCallExpression(n) && n.arguments.some((a) => key(a) === nameKey) && n.arguments.some(readsInput) && !NEUTRAL_RECEIVER.test(receiverText(n.expression)))
            routes = true;
        ts.forEachChild(n, visit);
    };
    ts.forEachChild(fn, visit);
    return routes && !own;
}
/**
 * `const { tool, handler } = item; server.tool(tool.name, …, async (params) => handler(params))`: the
 * registration callback does nothing with the model's arguments but hand them whole to one function,
 * which is then the tool's implementation. The call's callee, when the callback is that and nothing more
 * (one use of its input, as the first argument of a call).
 */
function forwardedTo(callback) {
    const fn = callback && skipOuter(callback);
    if (!fn || !(ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) || !fn.body)
        return undefined;
    const input = fn.parameters[0]?.name;
    if (!input || !ts.isIdentifier(input))
        return undefined;
    const uses = [];
    const visit = (n) => {
        if (ts.isIdentifier(n) && n.text === input.text && !(ts.isPropertyAccessExpression(n.parent) && n.parent.name === n))
            uses.push(n);
        ts.forEachChild(n, visit);
    };
    visit(fn.body);
    if (uses.length !== 1)
        return undefined;
    let arg = uses[0];
    while (arg.parent && (ts.isParenthesizedExpression(arg.parent) || ts.isAsExpression(arg.parent) || ts.isNonNullExpression(arg.parent)))
        arg = arg.parent;
    const call = arg.parent;
    return call && ts.isCallExpression(call) && call.arguments[0] === arg ? call.expression : undefined;
}
/** Where the function a forwarding callback hands the arguments to is written (see `forwardedTo`), read with the element the loop is at. */
function forwardedHandlerRange(callback, ctx) {
    const v = forwardedFunction(callback, ctx);
    return v ? rangeOf(v.node, v.file) : undefined;
}
/** The project function (with a body) a forwarding callback hands its input to. */
function forwardedFunction(callback, ctx) {
    const callee = forwardedTo(callback);
    const v = callee ? ctx.ev.evaluate(callee) : undefined;
    return v instanceof FunctionValue && v.node.body ? v : undefined;
}
/** Where the function a registration's callback hands its input to is written, for the tool's implementation. */
function forwardedHandler(registration, callback, ctx) {
    return ctx.ev.currentEnv()?.size ? forwardedHandlerRange(callback, ctx) : soleForwardedHandlerRange(registration, callback, ctx);
}
/**
 * The function a registration's callback hands its input to (see `forwardedTo`), when no other
 * registration of the file forwards to the same function: a handler shared by several tools reads
 * every tool's parameters, and is none of them alone.
 */
function soleForwardedHandlerRange(registration, callback, ctx) {
    const v = forwardedFunction(callback, ctx);
    return v && forwardCounts(registration.getSourceFile(), ctx).get(v.node) === 1 ? rangeOf(v.node, v.file) : undefined;
}
const FORWARD_COUNTS = new WeakMap();
/** How many registrations (`x.tool(…)`, `x.registerTool(…)`) of a file forward their input to each function. */
function forwardCounts(sf, ctx) {
    let counts = FORWARD_COUNTS.get(sf);
    if (counts)
        return counts;
    counts = new Map();
    const found = counts;
    const visit = (n) => {
        if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && /^(tool|registerTool)$/.test(n.expression.name.text) && n.arguments.length >= 2) {
            const v = forwardedFunction(n.arguments[n.arguments.length - 1], ctx);
            if (v)
                found.set(v.node, (found.get(v.node) ?? 0) + 1);
        }
        ts.forEachChild(n, visit);
    };
    visit(sf);
    FORWARD_COUNTS.set(sf, counts);
    return counts;
}
/** Loggers and meters take a tool's name and arguments to record them, not to run the tool. */
const NEUTRAL_RECEIVER = /^(console|logger|log|debug|telemetry|metrics|tracer|span|analytics|sentry|posthog)$/i;
function receiverText(callee) {
    const x = skipOuter(callee);
    if (!ts.isPropertyAccessExpression(x))
        return '';
    const r = skipOuter(x.expression);
    return ts.isIdentifier(r) ? r.text : ts.isPropertyAccessExpression(r) ? r.name.text : '';
}
/** `spec.schema.name` → root `spec`, keys ['schema', 'name']. */
function pathFrom(e) {
    const keys = [];
    let n = skipOuter(e);
    while (ts.isPropertyAccessExpression(n)) {
        keys.unshift(n.name.text);
        n = n.expression;
    }
    return ts.isIdentifier(n) && keys.length ? { root: n, keys } : undefined;
}
/** The property node at a key path inside an object literal, following constant objects; a trailing `.shape` of a zod object is the object itself. */
function propAtPath(obj, keys, ctx) {
    let cur = obj;
    for (let i = 0; i < keys.length; i++) {
        const p = getProp(cur, keys[i], ctx);
        if (!p)
            return undefined;
        if (i === keys.length - 1)
            return p;
        if (i === keys.length - 2 && keys[i + 1] === 'shape')
            return p;
        const next = ts.isExpression(p) ? (ts.isObjectLiteralExpression(skipOuter(p)) ? skipOuter(p) : literalBehind(p, ctx)) : undefined;
        if (!next)
            return undefined;
        cur = next;
    }
    return undefined;
}
/**
 * The elements of the constant list a loop walks, with spreads of constant lists opened in place
 * (`const catalog = [...deviceTools, ...userTools, pingTool]`, each part a list in its own module).
 */
function elementsBehind(expr, ctx, depth, seen = new Set(), throughCall = false) {
    if (seen.has(expr))
        return undefined;
    seen.add(expr);
    const chosen = depth < 6 ? choicesBehind(expr, ctx) : undefined;
    if (chosen) {
        // `READ_ONLY ? allTools.filter(isRead) : allTools`: what any branch may hold, each element once.
        const call = throughCall || ts.isCallExpression(constantBehind(expr, ctx, 5) ?? expr);
        const lists = chosen.map((c) => elementsBehind(c, { ...ctx, file: ctx.ev.fileOf(c) }, depth + 1, seen, call)).filter((l) => !!l);
        return lists.length ? [...new Set(lists.flat())] : undefined;
    }
    const array = arrayBehind(expr, ctx);
    if (!array)
        return undefined;
    // Through a project function, only lists of definitions written out (`generatedTools`): a list of
    // factory calls (`[createCustomer(), listCustomers()]`) is bound element by element by the flow stage.
    if (throughCall && array.elements.some((el) => ts.isCallExpression(skipOuter(el)) || ts.isNewExpression(skipOuter(el))))
        return undefined;
    const out = [];
    for (const el of array.elements) {
        if (ts.isOmittedExpression(el))
            continue;
        if (!ts.isSpreadElement(el)) {
            out.push(el);
            continue;
        }
        const inner = depth < 4 ? elementsBehind(el.expression, { ...ctx, file: ctx.ev.fileOf(el) }, depth + 1, seen, throughCall) : undefined;
        if (inner)
            out.push(...inner);
    }
    return out;
}
/**
 * The lists a value is chosen from: both branches of `cond ? a : b`, both sides of `a ?? b` /
 * `a || b`, the steps of a `let` list and the returns of a project function, also behind constants.
 * Not the receiver of `a.filter(…)`: its predicate may drop elements (`tools.filter((t) => t.name ===
 * 'search')`), which the flow stage decides element by element; the unfiltered branch beside it
 * (`tags.size ? all.filter(…) : all`) holds every element anyway.
 */
function choicesBehind(expr, ctx) {
    const steps = reassigned(expr, ctx);
    if (steps)
        return steps;
    const e = constantBehind(expr, ctx, 5);
    if (!e)
        return undefined;
    // `const tools = getEnabledTools()`: what each return of the project's function gives.
    const made = ts.isCallExpression(e) ? returnsOfCall(e, ctx.ev) : undefined;
    if (made)
        return made.returns;
    if (ts.isConditionalExpression(e))
        return [e.whenTrue, e.whenFalse];
    if (ts.isBinaryExpression(e) && (e.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || e.operatorToken.kind === ts.SyntaxKind.BarBarToken))
        return [e.left, e.right];
    return undefined;
}
/**
 * A `let` list narrowed in steps, `let filtered = all; if (off.size) filtered = filtered.filter(…)`:
 * its initializer and every value assigned to it in the function that declares it.
 */
function reassigned(expr, ctx) {
    const id = skipOuter(expr);
    if (!ts.isIdentifier(id))
        return undefined;
    const b = ctx.ev.scope.resolveIdentifier(id, ctx.ev.fileOf(id));
    if (b?.kind !== 'value' || isConstDeclaration(b.decl) || !ts.isVariableDeclaration(b.decl))
        return undefined;
    const scope = ts.findAncestor(b.decl, (n) => ts.isBlock(n) || ts.isSourceFile(n));
    if (!scope)
        return undefined;
    const out = [b.init];
    const visit = (n) => {
        if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isIdentifier(skipOuter(n.left)) && skipOuter(n.left).text === id.text)
            out.push(n.right);
        ts.forEachChild(n, visit);
    };
    visit(scope);
    return out;
}
function arrayBehind(expr, ctx) {
    const e = constantBehind(expr, ctx, 5);
    return e && ts.isArrayLiteralExpression(e) ? e : undefined;
}
/** The schema inside Bedrock's `{ json: … }` wrapper, when that is what `schema` is. */
function jsonWrapper(schema) {
    const e = skipOuter(schema);
    if (!ts.isObjectLiteralExpression(e) || e.properties.length !== 1)
        return undefined;
    const p = e.properties[0];
    return ts.isPropertyAssignment(p) && p.name.getText().replace(/['"]/g, '') === 'json' ? p.initializer : undefined;
}
function readsThis(e) {
    let n = skipOuter(e);
    while (ts.isPropertyAccessExpression(n) || ts.isElementAccessExpression(n))
        n = n.expression;
    return n.kind === ts.SyntaxKind.ThisKeyword;
}
function isObjectish(a, ctx) {
    const e = skipOuter(a);
    if (ts.isObjectLiteralExpression(e))
        return true;
    const v = ctx.ev.evaluate(e);
    return isPlainObject(v) || v instanceof SchemaValue;
}
function isCallOrTemplate(a) {
    const e = skipOuter(a);
    return ts.isCallExpression(e) || ts.isTemplateExpression(e) || ts.isTaggedTemplateExpression(e);
}
/**
 * The root `type` of a tool's `outputSchema` written as JSON Schema, when it folds to a string:
 * MCP requires `"object"` (structured content is an object).
 */
function outputSchemaType(obj, ctx) {
    const p = getProp(obj, 'outputSchema', ctx);
    if (!p || !ts.isExpression(p))
        return undefined;
    const v = ctx.ev.evaluate(p);
    if (!isPlainObject(v) || typeof v.type !== 'string')
        return undefined;
    const holder = literalBehind(p, ctx) ?? (ts.isObjectLiteralExpression(skipOuter(p)) ? skipOuter(p) : undefined);
    const typeProp = holder ? getProp(holder, 'type', ctx) : undefined;
    return { type: v.type, range: rangeOf(typeProp ?? p, ctx.file) };
}
/**
 * A JSON Schema object that declares parameters (`{ type: 'object', properties: { … } }`, `properties`
 * possibly known only at run time) with no zod schema among its values.
 */
function isJsonSchemaObject(a, ctx) {
    const v = ctx.ev.evaluate(a);
    if (!isPlainObject(v) || v.type !== 'object' || !('properties' in v))
        return false;
    if (isPlainObject(v.properties) && !Object.keys(v.properties).length)
        return false;
    return !Object.values(v).some((x) => x instanceof SchemaValue);
}
/** The tool has no schema: what its handler reads (maybe nothing it can tell), and where the JSON Schema was passed. */
function misplacedSchema(jsonSchema, handler, ctx) {
    const at = rangeOf(jsonSchema, ctx.file);
    const read = argumentsReadWithoutSchema(handler, ctx);
    return { reads: read?.reads ?? [], range: read?.range ?? at, jsonSchemaAt: at };
}
function isAnnotations(a, ctx) {
    const v = ctx.ev.evaluate(a);
    if (!isPlainObject(v))
        return false;
    const keys = Object.keys(v);
    return keys.length > 0 && keys.every((k) => ANNOTATION_KEYS.has(k));
}
function registerTool(node, ctx, first = 0) {
    const [nameArg, configArg] = node.arguments.slice(first);
    if (!nameArg || !configArg)
        return undefined;
    if (readsThis(nameArg))
        return [];
    // `server.registerTool(name, config, cb)` with `const config = { … }` written elsewhere.
    const config = chosenConfig(configArg, ctx) ?? literalBehind(configArg, ctx) ?? skipOuter(configArg);
    // `for (const spec of SPECS) server.registerTool(spec.name, { description: spec.description, … }, …)`
    if (ts.isObjectLiteralExpression(config)) {
        const d = getProp(config, 'description', ctx);
        const sc = getProp(config, 'inputSchema', ctx);
        const specs = loopSpecs(nameArg, ctx, d && ts.isExpression(d) ? d : undefined, sc && ts.isExpression(sc) ? sc : undefined, undefined, node.arguments[first + 2]);
        if (specs) {
            const envelope = envelopeOutput(config, ctx);
            if (envelope)
                for (const c of specs)
                    c.tool.outputSchemaEnvelope = envelope;
            return specs;
        }
    }
    if (!ts.isObjectLiteralExpression(config)) {
        // The SDK's form is `(name, config, handler)`. Two arguments, neither written as a config, is
        // some other registry's bookkeeping (`this.registry.registerTool(tool, handle)`), not a registration;
        // so is `registry.registerTool('weather', weatherTool, { … })`: a tool already built, then options.
        if (node.arguments.length < first + 3)
            return undefined;
        const last = skipOuter(node.arguments[first + 2]);
        if (ts.isObjectLiteralExpression(last) || ts.isArrayLiteralExpression(last))
            return undefined;
        // A project's own registry class (`toolRegistry.registerTool(name, instance, options)`), not a server.
        const receiver = ts.isPropertyAccessExpression(node.expression) ? node.expression.expression : undefined;
        const receiverName = receiver && ts.isPropertyAccessExpression(receiver) ? receiver.name.text : receiver && ts.isIdentifier(receiver) ? receiver.text : '';
        if (/registry$/i.test(receiverName))
            return undefined;
        return [{ tool: buildTool({ framework: 'mcp', defNode: node, name: nameArg, hasHandler: true }, ctx) }];
    }
    const schema = getProp(config, 'inputSchema', ctx);
    const isShape = schema && ts.isExpression(schema) && !(ctx.ev.evaluate(schema) instanceof SchemaValue);
    const tool = buildTool({
        framework: 'mcp',
        defNode: node,
        name: nameArg,
        description: getProp(config, 'description', ctx),
        ...(isShape ? { shape: schema } : { schema }),
        hasHandler: node.arguments.length > first + 2 && !routesByName(nameArg, node.arguments[first + 2], ctx),
    }, ctx);
    const handlerRange = tool.hasHandler ? forwardedHandler(node, node.arguments[first + 2], ctx) : undefined;
    if (handlerRange)
        tool.handlerRange = handlerRange;
    const listed = schema && ts.isExpression(schema) && !isShape ? listedWithoutParameters(schema, ctx) : undefined;
    if (listed)
        tool.inputSchema.defects = [...(tool.inputSchema.defects ?? []), listed];
    // No `inputSchema` anywhere in the config (no spread it could come from): the callback gets only the request context.
    const unsent = !schema && config.properties.every((p) => !ts.isSpreadAssignment(p) || literalBehind(p.expression, ctx)) ? argumentsReadWithoutSchema(node.arguments[first + 2], ctx) : undefined;
    if (unsent)
        tool.unsentArguments = unsent;
    const envelope = envelopeOutput(config, ctx);
    if (envelope)
        tool.outputSchemaEnvelope = envelope;
    return [{ tool }];
}
/** Fields of a tools/call result itself (CallToolResult), not of the tool's structured data. */
const RESULT_FIELDS = ['structuredContent', 'isError'];
/**
 * Where a registration's `outputSchema` is written when its top-level properties are the call
 * result's envelope: `content` (an array, when its type is known) beside `structuredContent` or
 * `isError`. `McpServer` checks a result's `structuredContent` against `outputSchema` (and fails a
 * result without one), so no successful call can satisfy such a schema.
 */
function envelopeOutput(config, ctx) {
    const p = getProp(config, 'outputSchema', ctx);
    if (!p || !ts.isExpression(p))
        return undefined;
    const v = ctx.ev.evaluate(p);
    let props;
    if (v instanceof SchemaValue)
        props = isPlainObject(v.schema.properties) ? v.schema.properties : undefined;
    else if (isPlainObject(v) && Object.values(v).some((x) => x instanceof SchemaValue))
        props = Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x instanceof SchemaValue ? x.schema : x]));
    else if (isPlainObject(v) && isPlainObject(v.properties))
        props = v.properties;
    if (!props || !('content' in props) || !RESULT_FIELDS.some((k) => k in props))
        return undefined;
    const content = props.content;
    if (isPlainObject(content) && typeof content.type === 'string' && content.type !== 'array')
        return undefined;
    return rangeOf(p, ctx.ev.fileOf(p));
}
/**
 * `t.schema ? { description: t.description, inputSchema: t.schema } : { description: t.description }`:
 * a config chosen by a condition, both branches written out. The branch with an `inputSchema` is read
 * (the larger request; the description is the same in both as such code writes it).
 */
function chosenConfig(configArg, ctx) {
    const e = skipOuter(configArg);
    if (!ts.isConditionalExpression(e))
        return undefined;
    const branches = [e.whenTrue, e.whenFalse].map((b) => literalBehind(b, ctx) ?? skipOuter(b));
    const objects = branches.filter((b) => ts.isObjectLiteralExpression(b));
    if (objects.length !== 2)
        return undefined;
    return objects.find((o) => getProp(o, 'inputSchema', ctx)) ?? objects[0];
}
/** Packages whose servers register tools with `server.addTool({ name, description, parameters, execute })`. */
const ADD_TOOL_PACKAGES = ['fastmcp', 'litemcp'];
const IMPORTS_ADD_TOOL_PACKAGE = /['"](fastmcp|litemcp)(\/[^'"]*)?['"]/;
/**
 * FastMCP (and LiteMCP before it) register with `server.addTool({ … })`, and so do projects' own
 * registries and other libraries, whose `parameters` may be a property map their code wraps into a
 * schema later: read as an MCP registration only where the file imports one of those packages or
 * its project declares one.
 */
function addToolServerInReach(ctx) {
    return usesPackage(ctx, ADD_TOOL_PACKAGES, IMPORTS_ADD_TOOL_PACKAGE);
}
const SDK_PACKAGES = ['@modelcontextprotocol/sdk'];
const IMPORTS_SDK = /['"]@modelcontextprotocol\/sdk(\/[^'"]*)?['"]/;
/** Answers per file and package list: a file with a thousand registrations reads its text once. */
const USES_PACKAGE = new WeakMap();
/** Whether the file imports one of `packages` (`imports` tests its text) or its project has one installed or declared. */
function usesPackage(ctx, packages, imports) {
    let answers = USES_PACKAGE.get(ctx.file);
    if (!answers)
        USES_PACKAGE.set(ctx.file, (answers = new Map()));
    const known = answers.get(packages);
    if (known !== undefined)
        return known;
    const uses = imports.test(ctx.file.text) || packages.some((p) => projectPackageVersion(ctx, p) !== undefined);
    answers.set(packages, uses);
    return uses;
}
function addTool(node, ctx) {
    if (!addToolServerInReach(ctx))
        return undefined;
    const given = node.arguments[0];
    const arg = given && (literalBehind(given, ctx) ?? skipOuter(given));
    if (arg && ts.isIdentifier(arg))
        return forwardedTool(node, arg, ctx);
    if (!arg || !ts.isObjectLiteralExpression(arg))
        return undefined;
    const name = getProp(arg, 'name', ctx);
    if (!name)
        return undefined;
    const passThrough = isPassThrough(name, ctx, getProp(arg, 'description', ctx), getProp(arg, 'parameters', ctx));
    return passThroughIf([
        {
            tool: buildTool({
                framework: 'mcp',
                // `server.addTool(getListTool)` with the definition in a constant: the tool is the constant's
                // object (one record, where it is written); written inline, the call.
                defNode: given && skipOuter(given) !== arg ? objectToolDefNode(arg) : node,
                name,
                description: getProp(arg, 'description', ctx),
                schema: getProp(arg, 'parameters', ctx) ?? getProp(arg, 'inputSchema', ctx),
                hasHandler: !!getProp(arg, 'execute', ctx),
            }, ctx),
        },
    ], passThrough);
}
/**
 * `const addTool = (tool) => { if (allowed(tool.name)) server.addTool(tool) }`: a project wrapper
 * hands the registration its parameter. Reported with the parameter as its (unresolved) name, so
 * the wrapper's call sites, where the objects are written, become the server's tools.
 */
function forwardedTool(node, arg, ctx) {
    const b = ctx.ev.scope.resolveIdentifier(arg, ctx.file);
    if (b?.kind !== 'parameter' || !ts.isParameter(b.node))
        return undefined;
    return [opaqueTool(node, 'mcp', arg, ctx)];
}
/**
 * `@Tool({ name: 'computer_screenshot', description: '…' })` above a method: the decorator of an
 * MCP package registers the method as a tool; without `parameters` it takes no arguments.
 */
function decoratorTool(node, ctx) {
    if (!ts.isIdentifier(node.expression) || node.expression.text !== 'Tool')
        return undefined;
    const b = ctx.ev.scope.resolveIdentifier(node.expression, ctx.file);
    if (b?.kind !== 'external' || !/mcp/i.test(b.module))
        return undefined;
    const arg = node.arguments[0] && skipOuter(node.arguments[0]);
    if (!arg || !ts.isObjectLiteralExpression(arg))
        return undefined;
    const name = getOwnProp(arg, 'name', ctx);
    if (!name)
        return undefined;
    const schema = getProp(arg, 'parameters', ctx) ?? getProp(arg, 'inputSchema', ctx);
    return [{ tool: buildTool({ framework: 'mcp', defNode: node.parent, name, description: getProp(arg, 'description', ctx), ...(schema ? { schema } : {}), hasHandler: true }, ctx) }];
}
