import { ts } from 'ts-morph';
import { assignedKey, buildTool, calleeName, getProp, literalBehind, skipOuter } from '../context.js';
import { bindingOf, vercelTool } from './tool-call.js';
import { isToolMap } from '../registrations.js';
import { matchSink } from './shared.js';
import { DELEGATE_KEYS, mastraDelegates } from './mastra-delegates.js';
/**
 * Mastra `createTool({ id, description, inputSchema, execute })` from '@mastra/core/tools'. The model
 * sees the key the tool is registered under in an agent's `tools` (`tools: { weatherTool }` →
 * "weatherTool"; mastra-ai/mastra#12202); a tool no agent registers keeps its `id`.
 * `createStep` / `createWorkflow` share the shape but are workflow steps, not tools.
 * Other libraries' `createTool({ name, … })` (Inngest AgentKit, deco's runtime with its
 * `createPrivateTool`, …) are reported as custom tools; Convex Agent's (`@convex-dev/agent`) makes an AI SDK tool.
 */
const SINKS = [
    { path: /^Agent$/, isNew: true, arg: 0, prop: 'tools', keyed: true, dialect: 'mastra', modules: /^@mastra\//, model: 'model', instructions: 'instructions', companions: [...DELEGATE_KEYS] },
    // `new MCPServer({ name, version, tools: { weatherTool }, agents, workflows })` of `@mastra/mcp`: one MCP
    // server listing its tools under their keys, and its agents and workflows as `ask_<key>` / `run_<key>`.
    { path: /^MCPServer$/, isNew: true, arg: 0, prop: 'tools', keyed: true, dialect: 'mcp', modules: /^@mastra\//, companions: [...DELEGATE_KEYS] },
];
export const mastra = {
    id: 'mastra',
    packages: /^@mastra\//,
    sink(node, ctx) {
        const hit = matchSink(node, ctx, SINKS);
        if (!hit || !isMcpServer(hit))
            return hit;
        // Named as the MCP SDK's servers are (`mcp:<name>@file:line`), by the `name` it announces.
        const config = node.arguments?.[0] && (literalBehind(node.arguments[0], ctx) ?? skipOuter(node.arguments[0]));
        const name = config && ts.isObjectLiteralExpression(config) ? getProp(config, 'name', ctx) : undefined;
        const text = name && ts.isExpression(name) ? ctx.ev.evaluate(name) : undefined;
        return typeof text === 'string' && text ? { ...hit, label: `MCP server ${text}` } : hit;
    },
    // `agents: { researcher }`, `workflows: { report }`: each entry is a tool of the agent's request (./mastra-delegates.ts).
    listKeys: DELEGATE_KEYS,
    plainTool(obj, hit, ctx) {
        // `new Agent({ tools: { lookupOrder: { id, description, inputSchema, execute } } })`: Mastra takes a
        // plain object in the shape `createTool` makes, sent under its key like any other.
        if (hit.dialect !== 'mastra' && !isMcpServer(hit))
            return undefined;
        const description = getProp(obj, 'description', ctx);
        const schema = getProp(obj, 'inputSchema', ctx);
        if (!description || !schema)
            return undefined;
        const id = getProp(obj, 'id', ctx);
        const tool = buildTool({ framework: 'mastra', defNode: obj, ...(id ? { name: id } : {}), description, schema, hasHandler: !!getProp(obj, 'execute', ctx) }, ctx);
        return [{ tool }];
    },
    match(node, ctx) {
        if (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node))
            return mastraDelegates(node, ctx);
        if (!ts.isCallExpression(node))
            return undefined;
        const callee = calleeName(node);
        if (callee !== 'createTool' && callee !== 'createPrivateTool')
            return undefined;
        const arg = node.arguments[0] && (literalBehind(node.arguments[0], ctx) ?? skipOuter(node.arguments[0]));
        if (!arg || !ts.isObjectLiteralExpression(arg))
            return undefined;
        // Which library's `createTool` this is decides which field the model sees: Mastra sends the
        // registration key (else `id`); VoltAgent, Inngest AgentKit and others send `name`.
        const source = importedFrom(node, ctx);
        // The project's own `createTool(definition, run)` is no library's: its body says what it makes, and the
        // call folds through it like any helper (`{ definition: { name, input_schema }, executor }`).
        if (source === PROJECT)
            return undefined;
        // deco's runtime (`@decocms/runtime/tools`) pairs `createTool` with `createPrivateTool`, a tool only
        // its workspace's own callers may run: the same definition, listed under its `id`.
        if (callee === 'createPrivateTool' && !(typeof source === 'string' && /^@decocms\//.test(source)))
            return undefined;
        // Convex Agent's `createTool({ description, args, handler })` makes an AI SDK tool, named by the key it is sent under.
        if (source === '@convex-dev/agent')
            return [vercelTool(node, ctx, getProp(arg, 'description', ctx), getProp(arg, 'args', ctx) ?? getProp(arg, 'inputSchema', ctx), !!(getProp(arg, 'handler', ctx) ?? getProp(arg, 'execute', ctx)))];
        const isMastra = typeof source === 'string' ? /^@mastra\//.test(source) : true;
        const id = isMastra ? getProp(arg, 'id', ctx) : undefined;
        const name = id ?? getProp(arg, 'name', ctx) ?? getProp(arg, 'id', ctx);
        if (!name)
            return undefined;
        // Inline in a tool map (`tools: { lookup: createTool(…) }`, `const githubTools = { … }`): the key.
        const assigned = id ? assignedKey(node, ctx) : undefined;
        const key = assigned && ts.isPropertyAssignment(assigned.node.parent) && ts.isObjectLiteralExpression(assigned.node.parent.parent) && isToolMap(assigned.node.parent.parent) ? assigned : undefined;
        const binding = id && !key ? bindingOf(node, ctx) : undefined;
        const tool = buildTool({
            framework: id ? 'mastra' : 'custom',
            defNode: node,
            ...(key ? { fixedName: { name: key.key, node: key.node } } : { name }),
            description: getProp(arg, 'description', ctx),
            // ADK-TS (`@iqai/adk`) and others take the zod object as `schema`.
            schema: getProp(arg, 'inputSchema', ctx) ?? getProp(arg, 'parameters', ctx) ?? getProp(arg, 'schema', ctx),
            hasHandler: !!(getProp(arg, 'execute', ctx) ?? getProp(arg, 'handler', ctx) ?? getProp(arg, 'fn', ctx)),
        }, ctx);
        // Named by its id until a registration gives it its key (src/scan/scan.ts, src/extract/flow.ts).
        if (id && !key)
            tool.nameIsInternalId = true;
        return [{ ...(binding ? { bindingKey: `${ctx.file.abs}#${binding.name}` } : {}), tool }];
    },
};
const PROJECT = Symbol('project');
/** A `new MCPServer({ … })` sink of this extractor (the only one in the MCP dialect). */
function isMcpServer(hit) {
    return hit.dialect === 'mcp' && ts.isNewExpression(hit.node);
}
/**
 * The module the callee of `node` is imported from (`createTool` from '@mastra/core/tools'), PROJECT
 * when it is a function the project writes itself, undefined when neither can be told.
 */
function importedFrom(node, ctx) {
    let c = node.expression;
    while (ts.isPropertyAccessExpression(c))
        c = c.expression;
    if (!ts.isIdentifier(c))
        return undefined;
    const b = ctx.ev.scope.resolveIdentifier(c, ctx.file);
    if (b?.kind === 'external')
        return b.module;
    if (b?.kind === 'function')
        return PROJECT;
    if (b?.kind === 'value' && c === node.expression) {
        const init = skipOuter(b.init);
        if (ts.isArrowFunction(init) || ts.isFunctionExpression(init))
            return PROJECT;
    }
    return undefined;
}
