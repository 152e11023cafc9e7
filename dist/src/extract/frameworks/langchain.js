import { ts } from 'ts-morph';
import { buildTool, getProp, isPassThrough, literalBehind, passThroughIf, shortText, skipOuter } from '../context.js';
import { classTool } from './classes.js';
import { ClassValue } from '../values.js';
import { propertyNameText } from '../ranges.js';
import { matchSink, opaqueTool } from './shared.js';
const CONSTRUCTORS = new Set(['DynamicStructuredTool', 'DynamicTool', 'StructuredTool', 'ChainTool']);
const BASE_CLASSES = /^(StructuredTool|Tool|DynamicStructuredTool|DynamicTool|BaseTool|StructuredToolInterface)$/;
/** Extends StructuredTool/Tool directly or through the project's own base classes (`GmailBaseTool`). */
function extendsLangChainTool(node, ctx, depth) {
    const base = node.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0]?.expression;
    if (!base)
        return false;
    const baseName = ts.isIdentifier(base) ? base.text : ts.isPropertyAccessExpression(base) ? base.name.text : '';
    if (!ts.isIdentifier(base))
        return BASE_CLASSES.test(baseName);
    const b = ctx.ev.scope.resolveIdentifier(base, ctx.ev.fileOf(base));
    // The project's own `BaseTool` (an MCP server's, registering `this.name` itself) is read for what it
    // extends, not taken for LangChain's by its name.
    if (b?.kind === 'class')
        return depth <= 3 && extendsLangChainTool(b.node, ctx, depth + 1);
    if (b?.kind === 'external')
        return BASE_CLASSES.test(b.name) && /langchain/.test(b.module);
    // `export default BaseTool` of the project's own class: what the name stands for; any other
    // project binding is the project's, not LangChain's. Only a name nothing resolves is judged by itself.
    if (b) {
        const v = ctx.ev.evaluate(base);
        return v instanceof ClassValue && depth <= 3 && extendsLangChainTool(v.node, ctx, depth + 1);
    }
    return BASE_CLASSES.test(baseName);
}
/** The LangChain class a project class extends, through the project's own classes (`Tool`, `StructuredTool`, …). */
function langChainBase(node, ctx, depth) {
    const base = node.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0]?.expression;
    if (!base || depth > 3)
        return undefined;
    if (!ts.isIdentifier(base))
        return ts.isPropertyAccessExpression(base) ? base.name.text : undefined;
    const b = ctx.ev.scope.resolveIdentifier(base, ctx.ev.fileOf(base));
    if (b?.kind === 'class')
        return langChainBase(b.node, ctx, depth + 1);
    if (b?.kind === 'external')
        return b.name;
    return b ? undefined : base.text;
}
/** What a string-input tool (`DynamicTool`, a `Tool` subclass, `ChainTool`) is sent: one optional string `input` (LangChain's `Tool` schema). */
const STRING_INPUT = { source: 'json-schema', partial: false, schema: { type: 'object', properties: { input: { type: 'string' } } } };
/**
 * LangChain.js: `new DynamicStructuredTool({ name, description, schema, func })`, `new DynamicTool({ … })`
 * and classes extending `StructuredTool` / `Tool` with `name = '…'` fields. The `tool(fn, {…})` helper
 * is handled with the other `tool()` helpers.
 */
const SINKS = [
    // A method of a chat model (`llm.bindTools(tools)`); a project's own function of that name (a DI container's) is not.
    { path: /(^|\.)bindTools$/, method: true, arg: 0, keyed: false, dialect: 'langchain', model: 'receiver' },
    { path: /^(createReactAgent|createAgent|createToolCallingAgent|createOpenAIToolsAgent|createOpenAIFunctionsAgent|createStructuredChatAgent|createXmlAgent|createSupervisor|createSwarm)$/, arg: 0, prop: 'tools', keyed: false, dialect: 'langchain', modules: /langchain|langgraph/, model: 'llm|model', instructions: 'prompt|systemPrompt|stateModifier|messageModifier' },
    { path: /^ToolNode$/, isNew: true, arg: 0, keyed: false, dialect: 'langchain', request: false },
    // The executor runs whatever agent it is given: a ReAct or structured-chat agent lists the tools in
    // its prompt text, and only tool-calling agents send them as functions.
    { path: /^AgentExecutor$/, isNew: true, arg: 0, prop: 'tools', keyed: false, dialect: 'langchain', toolCalling: false },
    { path: /(^|\.)fromAgentAndTools$/, arg: 0, prop: 'tools', keyed: false, dialect: 'langchain', toolCalling: false },
    { path: /^initializeAgentExecutorWithOptions$/, arg: 0, keyed: false, dialect: 'langchain', toolCalling: false },
    { path: /(^|\.)bind$/, arg: 0, prop: 'tools', keyed: false, dialect: 'langchain' },
];
export const langchain = {
    id: 'langchain',
    packages: /^langchain$|^@langchain\//,
    sink(node, ctx) {
        const hit = matchSink(node, ctx, SINKS);
        // `createReactAgent({ llm, tools: toolNode })` with `toolNode = new ToolNode([a, b])`: LangGraph takes the
        // node's tools; the node itself is no tool.
        const inner = hit ? toolNodeTools(hit.tools, ctx) : undefined;
        const textAgent = hit && promptTextAgent(node, ctx) ? { toolCalling: false } : {};
        return hit && inner ? { ...hit, tools: inner, ...textAgent } : hit && { ...hit, ...textAgent };
    },
    plainTool(obj, hit, ctx) {
        // `model.bindTools([{ name, description, schema }])`: LangChain's own plain tool shape.
        if (hit.dialect !== 'langchain')
            return undefined;
        const name = getProp(obj, 'name', ctx);
        const schema = getProp(obj, 'schema', ctx) ?? getProp(obj, 'parameters', ctx);
        if (!name || !schema)
            return undefined;
        return [{ tool: buildTool({ framework: 'langchain', defNode: obj, name, description: getProp(obj, 'description', ctx), schema, hasHandler: false }, ctx) }];
    },
    match(node, ctx) {
        // `createRetrieverTool(retriever, { name, description })`: the input is one `query` string.
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'createRetrieverTool' && node.arguments[1]) {
            const cfg = literalBehind(node.arguments[1], ctx) ?? skipOuter(node.arguments[1]);
            if (!ts.isObjectLiteralExpression(cfg))
                return undefined;
            const name = getProp(cfg, 'name', ctx);
            if (!name)
                return undefined;
            const tool = buildTool({ framework: 'langchain', defNode: node, name, description: getProp(cfg, 'description', ctx), hasHandler: true }, ctx);
            tool.inputSchema = { source: 'json-schema', partial: false, schema: { type: 'object', properties: { query: { type: 'string', description: 'query to look up in retriever' } }, required: ['query'], additionalProperties: false } };
            return [{ tool }];
        }
        if (ts.isNewExpression(node)) {
            const ctor = constructorName(node.expression, ctx);
            if (!CONSTRUCTORS.has(ctor))
                return libraryTool(node, ctx);
            const first = node.arguments?.[0];
            const arg = first && (literalBehind(first, ctx) ?? skipOuter(first));
            // A house helper over the constructor (`const createTool = (fields) => new DynamicStructuredTool(fields)`):
            // each call of it makes a tool, read there with its argument bound.
            if (first && arg && unboundParameter(arg, ctx))
                return passThroughIf([{ tool: buildTool({ framework: 'langchain', defNode: node, name: first, hasHandler: true }, ctx) }], true);
            if (!arg || !ts.isObjectLiteralExpression(arg))
                return undefined;
            // `new DynamicStructuredTool({ ...fields, func: wrap(fields.func) })`: the name comes with the spread parameter.
            const spread = arg.properties.find((p) => ts.isSpreadAssignment(p) && unboundParameter(skipOuter(p.expression), ctx));
            if (spread && !arg.properties.some((p) => p.name && propertyNameText(p.name) === 'name'))
                return passThroughIf([{ tool: buildTool({ framework: 'langchain', defNode: node, name: spread.expression, hasHandler: true }, ctx) }], true);
            const name = getProp(arg, 'name', ctx);
            if (!name)
                return undefined;
            const tool = buildTool({
                framework: 'langchain',
                defNode: node,
                name,
                description: getProp(arg, 'description', ctx),
                schema: getProp(arg, 'schema', ctx),
                // A ChainTool runs its `chain`.
                hasHandler: !!getProp(arg, 'func', ctx) || ctor === 'ChainTool',
            }, ctx);
            if ((ctor === 'DynamicTool' || ctor === 'ChainTool') && tool.inputSchema.source === 'none')
                tool.inputSchema = STRING_INPUT;
            // `new DynamicStructuredTool({ ...fields, func })` in a helper: named where the helper is called.
            return passThroughIf([{ tool }], isPassThrough(name, ctx, getProp(arg, 'description', ctx), getProp(arg, 'schema', ctx)));
        }
        if (ts.isClassDeclaration(node) || ts.isClassExpression(node)) {
            if (!extendsLangChainTool(node, ctx, 0))
                return undefined;
            const found = classTool(node, ctx, 'langchain');
            const base = langChainBase(node, ctx, 0);
            if (found && (base === 'Tool' || base === 'DynamicTool'))
                for (const c of found)
                    if (c.tool.inputSchema.source === 'none')
                        c.tool.inputSchema = STRING_INPUT;
            return found;
        }
        return undefined;
    },
};
/**
 * The class a `new` names: `DynamicStructuredTool`, `tools.DynamicStructuredTool`, or a local alias of
 * it (`const Ctor = DynamicStructuredTool as unknown as new (f: Fields) => Tool`, written to tame its generics).
 */
function constructorName(c, ctx) {
    if (ts.isPropertyAccessExpression(c))
        return c.name.text;
    if (!ts.isIdentifier(c))
        return '';
    if (CONSTRUCTORS.has(c.text))
        return c.text;
    const b = ctx.ev.scope.resolveIdentifier(c, ctx.ev.fileOf(c));
    if (b?.kind !== 'value')
        return c.text;
    const init = skipOuter(b.init);
    if (!ts.isIdentifier(init) || !CONSTRUCTORS.has(init.text))
        return c.text;
    const target = ctx.ev.scope.resolveIdentifier(init, ctx.ev.fileOf(init));
    return target?.kind === 'external' && /langchain/.test(target.module) ? init.text : c.text;
}
/** A parameter of the function around the `new`, not bound to an argument here. */
function unboundParameter(e, ctx) {
    if (!ts.isIdentifier(e))
        return false;
    const b = ctx.ev.scope.resolveIdentifier(e, ctx.ev.fileOf(e));
    return b?.kind === 'parameter' && !ctx.ev.isBound(b.node);
}
/** Packaged LangChain tools whose constructor takes the name and description first (langchain/tools/vectorstore). */
const NAMED_BY_ARGUMENTS = new Set(['VectorStoreQATool']);
/** A LangChain package's tools folder: `@langchain/community/tools/calculator`, `langchain/tools/webbrowser`. */
const LIBRARY_TOOLS = /^(?:@langchain\/[\w.-]+|langchain)\/tools(?:\/.|$)/;
/**
 * `new Calculator()`, `new WebBrowser({ model, embeddings })` from a LangChain tools module: a tool
 * whose name and text live in the package. Reported where it is made, unresolved (`imported from
 * package …`), wherever it goes next (a list returned to another module): never a silent miss.
 */
function libraryTool(node, ctx) {
    if (!ts.isIdentifier(node.expression))
        return undefined;
    const b = ctx.ev.scope.resolveIdentifier(node.expression, ctx.file);
    if (b?.kind !== 'external' || !LIBRARY_TOOLS.test(b.module))
        return undefined;
    if (onlyRunByCode(node))
        return undefined;
    // The packaged tools the project names: `new VectorStoreQATool('hotel_info', 'Hotel facts', { vectorStore, llm })`
    // sets `this.name` and `this.description` from its first two arguments (a string-input Tool).
    const args = node.arguments ?? [];
    if (NAMED_BY_ARGUMENTS.has(b.name) && args[0] && args[1] && !ts.isSpreadElement(args[0]) && !ts.isSpreadElement(args[1])) {
        return [{ tool: buildTool({ framework: 'langchain', defNode: node, name: args[0], description: args[1], hasHandler: true }, ctx) }];
    }
    const c = opaqueTool(node, 'langchain', node, ctx);
    c.tool.name = shortText(node.getText(ctx.file.sf));
    return [c];
}
/** The tools given to `new ToolNode(tools)`, when `e` is (or names a constant holding) such a node. */
function toolNodeTools(e, ctx) {
    let x = skipOuter(e);
    if (ts.isIdentifier(x)) {
        const b = ctx.ev.scope.resolveIdentifier(x, ctx.file);
        if (b?.kind !== 'value')
            return undefined;
        x = skipOuter(b.init);
    }
    if (!ts.isNewExpression(x) || !ts.isIdentifier(x.expression) || x.expression.text !== 'ToolNode')
        return undefined;
    return x.arguments?.[0];
}
const RUN_METHODS = new Set(['invoke', 'call', 'run', '_call', 'stream', 'batch']);
/**
 * `const query = new QuerySqlTool(db); await query.invoke(sql)` inside a graph node: the project runs the
 * packaged tool itself, and no model is given it. Every use (at least one) is such a call.
 */
function onlyRunByCode(node) {
    let n = node;
    while (n.parent && (ts.isParenthesizedExpression(n.parent) || ts.isAsExpression(n.parent)))
        n = n.parent;
    const p = n.parent;
    if (p && ts.isPropertyAccessExpression(p) && p.expression === n)
        return RUN_METHODS.has(p.name.text);
    if (!p || !ts.isVariableDeclaration(p) || !ts.isIdentifier(p.name))
        return false;
    const name = p.name.text;
    const scope = ts.findAncestor(p, (x) => ts.isBlock(x) || ts.isSourceFile(x));
    if (!scope)
        return false;
    let uses = 0;
    let runs = 0;
    const visit = (x) => {
        // A property called the same (`state.query`, `{ query: … }`) is not a use of the variable.
        const up = x.parent; // the source file has none
        const isPropertyName = !!up && ((ts.isPropertyAccessExpression(up) && up.name === x) || ((ts.isPropertyAssignment(up) || ts.isPropertyDeclaration(up) || ts.isMethodDeclaration(up)) && up.name === x));
        if (ts.isIdentifier(x) && x.text === name && x !== p.name && !isPropertyName) {
            uses++;
            if (up && ts.isPropertyAccessExpression(up) && up.expression === x && RUN_METHODS.has(up.name.text) && ts.isCallExpression(up.parent))
                runs++;
        }
        ts.forEachChild(x, visit);
    };
    visit(scope);
    return uses > 0 && uses === runs;
}
/**
 * The classic agents of `langchain/agents` that write the tools into their prompt (`{tools}`,
 * `{tool_names}`) and parse the model's text: `createReactAgent`, `createStructuredChatAgent`,
 * `createXmlAgent`. No tool is sent as a function, so provider rules on names and schemas do not
 * apply (LangGraph's `createReactAgent` binds the tools, and is not one of them).
 */
function promptTextAgent(node, ctx) {
    const callee = node.expression;
    if (!ts.isIdentifier(callee) || !/^(createReactAgent|createStructuredChatAgent|createXmlAgent)$/.test(callee.text))
        return false;
    const b = ctx.ev.scope.resolveIdentifier(callee, ctx.file);
    return b?.kind === 'external' && b.module === 'langchain/agents';
}
