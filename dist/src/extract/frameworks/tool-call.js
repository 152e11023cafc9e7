import { ts } from 'ts-morph';
import { assignedKey, buildTool, calleeName, getProp, literalBehind, passThroughIf, readsParameter, skipOuter } from '../context.js';
import { getOwnProp, isFlag, isFunctionNode, shortText } from '../context.js';
import { textOf } from '../evaluate.js';
import { SchemaValue } from '../values.js';
import { propertyNameText, rangeOf } from '../ranges.js';
import { matchSink, opaqueTool } from './shared.js';
import { parameterList } from './custom.js';
/**
 * The `tool(…)` helper, which three SDKs export under one name:
 * - Vercel AI SDK `tool({ description, inputSchema | parameters, execute })` and `dynamicTool` from 'ai':
 *   the model-facing name is the key the tool is registered under (`tools: { getWeather: tool(…) }`);
 * - OpenAI Agents JS `tool({ name, description, parameters, execute })` from '@openai/agents';
 * - LangChain.js `tool(fn, { name, description, schema })` from '@langchain/core/tools'.
 * Which one is meant comes from the import; without one, from the arguments' shape.
 */
const SINKS = [
    { path: /^(generateText|streamText|generateObject|streamObject|streamUI|experimental_generateText|experimental_streamText)$/, arg: 0, prop: 'tools', keyed: true, dialect: 'vercel-ai', modules: /^ai$|^ai\/|^@ai-sdk\//, model: 'model', instructions: 'system' },
    { path: /^(Agent|ToolLoopAgent|Experimental_Agent)$/, isNew: true, arg: 0, prop: 'tools', keyed: true, dialect: 'vercel-ai', modules: /^ai$/, model: 'model', instructions: 'instructions|system' },
    // Convex's `new Agent(components.agent, { languageModel, tools })` runs the AI SDK with those tools.
    { path: /^Agent$/, isNew: true, arg: 1, prop: 'tools', keyed: true, dialect: 'vercel-ai', modules: /^@convex-dev\/agent$/, model: 'languageModel' },
    // An OpenAI agent's `handoffs` reach its model as tools beside `tools` (see openai-handoffs.ts).
    { path: /^(Agent|RealtimeAgent)$/, isNew: true, arg: 0, prop: 'tools', keyed: false, dialect: 'openai-agents', modules: /^@openai\/agents/, model: 'model', instructions: 'instructions', companions: ['handoffs'] },
    { path: /^create$/, root: /^Agent$/, modules: /^@openai\/agents/, arg: 0, prop: 'tools', keyed: false, dialect: 'openai-agents', model: 'model', instructions: 'instructions', companions: ['handoffs'] },
    // OpenRouter's SDK: `client.callModel({ model, input, tools: [readFileTool(), …] })` with `@openrouter/agent` tools.
    { path: /(^|\.)callModel$/, method: true, arg: 0, prop: 'tools', keyed: false, dialect: 'openai', modules: /^@openrouter\/(sdk|agent)$/, model: 'model', instructions: 'instructions' },
];
export const toolCall = {
    id: 'tool-call',
    packages: /^ai$|^ai\/|^@ai-sdk\/|^@openai\/agents|^@convex-dev\/agent$|^genkit$|^@genkit-ai\/|^@openrouter\//,
    sink: (node, ctx) => matchSink(node, ctx, SINKS),
    // OpenAI Agents hosted tools and AI SDK provider-defined tools (`openai.tools.webSearch()`, `anthropic.tools.bash_20250124()`).
    hostedTool: (text) => /^(webSearchTool|fileSearchTool|codeInterpreterTool|imageGenerationTool|computerTool|hostedMcpTool|localShellTool|shellTool|applyPatchTool)\(/.test(text) || /^\w+\.tools\.\w+\(/.test(text),
    plainTool(obj, hit, ctx) {
        // `tools: { getTime: { description, parameters, execute } }` in an AI SDK call: named by its key.
        if (hit.dialect !== 'vercel-ai')
            return undefined;
        const description = getProp(obj, 'description', ctx);
        const schema = getProp(obj, 'inputSchema', ctx) ?? getProp(obj, 'parameters', ctx);
        if ((!description && !schema) || isFlag(description) || isFlag(schema))
            return undefined;
        // A map seen without a model call (`export const tools = { addComments, … }`) of objects that carry
        // their own `name`: a project's tool format, registered elsewhere under that name, not AI SDK tools.
        if (hit.request === false && (getOwnProp(obj, 'name', ctx) || getOwnProp(obj, 'id', ctx)))
            return undefined;
        // Nor is a schema holder such a map only names (`export const tools = { deletePlan: deletePlanSchema }`
        // for the client's types) whose fields a tool made elsewhere reads (`tool({ inputSchema:
        // deletePlanSchema.parameters })`): that tool is the definition. Objects written in the map itself
        // (client-side tools a converter hands to the request) and a house registry's `{ description,
        // inputSchema, handler }` entries are tools all the same.
        const execute = getProp(obj, 'execute', ctx);
        if (hit.request === false && !execute && !IMPLEMENTATION_KEYS.some((k) => getProp(obj, k, ctx)) && isFieldSource(obj, hit, ctx))
            return undefined;
        return [withLegacySchemaField({ tool: buildTool({ framework: 'vercel-ai', defNode: obj, description, schema, hasHandler: !!execute }, ctx) }, obj, ctx)];
    },
    match(node, ctx) {
        if (ts.isObjectLiteralExpression(node))
            return plainVercelTool(node, ctx);
        if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'asTool')
            return agentAsTool(node, ctx);
        if (!ts.isCallExpression(node))
            return undefined;
        let callee = calleeName(node);
        let source;
        const imported = ts.isIdentifier(node.expression) ? ctx.ev.scope.importedNames(ctx.file.sf).get(node.expression.text) : undefined;
        // Only an imported name can be a package's helper under another name, and only one that says
        // tool or action matters below: other callees are not resolved (that parses the files behind them).
        if (ts.isIdentifier(node.expression) && imported !== undefined && (WRAPPER.test(imported) || WRAPPER.test(node.expression.text))) {
            // `import { tool as aiTool } from 'ai'`
            const b = ctx.ev.scope.resolveIdentifier(node.expression, ctx.file);
            const module = ctx.ev.scope.importedModules(ctx.file.sf).get(node.expression.text);
            if (b?.kind === 'external') {
                source = b.module;
                callee = b.name;
            }
            else if (module && ctx.ev.index.isWorkspacePackage(ctx.file.abs, module)) {
                // A package of the repository's own workspaces, read from its source: still that package's
                // helper (`tool` from '@supabase/mcp-utils' is not the AI SDK's), as it is for its users.
                source = module;
                callee = imported;
            }
        }
        if (callee !== 'tool' && callee !== 'dynamicTool')
            return wrappedTool(node, callee, ctx);
        // A project's own function or value called `tool` (`const tool = createRegisterTool(server)`) is
        // not a library's `tool()`: what it does is read where it is defined.
        if (!source && ts.isIdentifier(node.expression) && isProjectBinding(node.expression, ctx))
            return undefined;
        // `config.tool(ctx, params)`, a method of a project object: not a library's `tool()` (that is called
        // by its name, or on the namespace it is imported as).
        if (ts.isPropertyAccessExpression(node.expression) && !isNamespaceImport(node.expression.expression, ctx))
            return undefined;
        const [a0, a1, a2, a3] = node.arguments.map((a) => skipOuter(a));
        // Claude Agent SDK: `tool('get_weather', 'Get the weather', { city: z.string() }, handler)`, served over in-process MCP.
        if (a0 && a1 && a2 && a3 && !ts.isObjectLiteralExpression(a0) && !isFunctionNode(a0) && (isFunctionNode(a3) || ts.isIdentifier(a3))) {
            return [{ tool: buildTool({ framework: 'mcp', defNode: node, name: a0, description: a1, shape: a2, hasHandler: true }, ctx) }];
        }
        // LangChain `tool(fn, config)`: the config written inline, kept in a constant, returned by a
        // helper (`makeSearchFields()`), or passed in by the caller of a wrapper (`spied(fn, config)`).
        if (a0 && a1 && (isFunctionNode(a0) || ts.isIdentifier(a0) || ts.isCallExpression(a0) || ts.isPropertyAccessExpression(a0)) && !ts.isStringLiteralLike(a1)) {
            const cfg = ts.isObjectLiteralExpression(a1) ? a1 : literalBehind(a1, ctx);
            if (!cfg)
                return source && /langchain/.test(source) ? [opaqueTool(node, 'langchain', a1, ctx)] : undefined;
            const name = getProp(cfg, 'name', ctx);
            if (!name)
                return undefined;
            const schema = getProp(cfg, 'schema', ctx);
            const tool = buildTool({ framework: 'langchain', defNode: node, name, description: getProp(cfg, 'description', ctx), schema, hasHandler: true }, ctx);
            if (!schema && source && /langchain/.test(source) && cfg.properties.every((p) => !ts.isSpreadAssignment(p) || literalBehind(p.expression, ctx))) {
                // Without a schema LangChain makes a DynamicTool: one string `input`, handed to the function as that string.
                tool.inputSchema = { source: 'json-schema', partial: false, schema: { type: 'object', properties: { input: { type: 'string' } } } };
                const reads = isFunctionNode(a0) ? namedFieldsRead(a0) : [];
                if (reads.length)
                    tool.unsentArguments = { reads, range: rangeOf(a0, ctx.file), stringInput: true };
            }
            return [{ tool }];
        }
        if (!a0)
            return undefined;
        const config = ts.isObjectLiteralExpression(a0) ? a0 : literalBehind(a0, ctx);
        if (!config) {
            // `tool(config)` from a tool library, with a config the scanner cannot see: still a tool, named where it is registered.
            if (!source || !/^ai$|^ai\/|^@ai-sdk\/|^@openai\/agents/.test(source))
                return undefined;
            const agents = /^@openai\/agents/.test(source);
            if (agents)
                return [opaqueTool(node, 'openai-agents', a0, ctx)];
            const c = vercelTool(node, ctx, undefined, undefined, true);
            c.tool.opaque = true;
            c.tool.reason ??= 'runtime value';
            c.tool.inputSchema = { source: 'unknown', partial: true, expression: a0.getText().slice(0, 200) };
            return [c];
        }
        const a0obj = config;
        const description = getProp(a0obj, 'description', ctx);
        const schema = getProp(a0obj, 'inputSchema', ctx) ?? getProp(a0obj, 'parameters', ctx);
        const handler = !!getProp(a0obj, 'execute', ctx);
        const name = getProp(a0obj, 'name', ctx);
        const isAgents = source ? /^@openai\/agents/.test(source) : !!name && callee === 'tool';
        if (isAgents) {
            if (!name)
                return undefined;
            const tool = buildTool({ framework: 'openai-agents', defNode: node, name, description, schema, hasHandler: handler }, ctx);
            // The SDK sends `toFunctionToolName(name)`: every character outside [a-zA-Z0-9] becomes `_`.
            if (tool.nameResolved)
                tool.name = tool.name.replace(/[^a-zA-Z0-9]/g, '_');
            return [{ tool }];
        }
        // `tool` from another package (`@supabase/mcp-utils`, a project's own helper) counts when it
        // has the whole AI SDK shape: a description, a schema and an implementation.
        const aiSdk = !source || source === 'ai' || /^@ai-sdk\//.test(source) || /^ai\//.test(source);
        if (!aiSdk && !(description && schema && handler))
            return undefined;
        // Another library's `tool({ name: 'read_file', … })` (`@openrouter/agent`): the name it is given is
        // the one it sends; the AI SDK's has no `name` and takes the key it is registered under.
        if (!aiSdk && name)
            return [{ tool: buildTool({ framework: 'custom', defNode: node, name, description, schema, hasHandler: handler }, ctx) }];
        if (!description && !schema)
            return undefined;
        // `tool({ description: this.description, inputSchema: this.parameters })` in a base class, or
        // both fields from a parameter: a converter of tools written elsewhere (see Candidate.passThrough).
        const copied = !!description && !!schema && readsParameter(description, ctx, false) && readsParameter(schema, ctx, false);
        return passThroughIf([aiSdk ? withLegacySchemaField(vercelTool(node, ctx, description, schema, handler), a0obj, ctx) : vercelTool(node, ctx, description, schema, handler)], copied);
    },
};
/**
 * Whether `obj` is a constant declared outside the map `hit` holds and another parsed file reads its
 * fields (`deletePlanSchema.description`, `.parameters`, `.inputSchema`).
 */
function isFieldSource(obj, hit, ctx) {
    if (obj.pos >= hit.tools.pos && obj.end <= hit.tools.end && obj.getSourceFile() === hit.tools.getSourceFile())
        return false;
    let decl = obj;
    while (decl.parent && (ts.isParenthesizedExpression(decl.parent) || ts.isAsExpression(decl.parent) || ts.isSatisfiesExpression(decl.parent)))
        decl = decl.parent;
    const v = decl.parent;
    if (!v || !ts.isVariableDeclaration(v) || !ts.isIdentifier(v.name))
        return false;
    const own = obj.getSourceFile().fileName;
    const read = new RegExp(`\\b${v.name.text.replace(/\$/g, '\\$')}\\s*\\??\\.\\s*(?:description|parameters|inputSchema|schema)\\b`);
    return ctx.ev.index.files().some((f) => f.abs !== own && read.test(f.text));
}
/** Keys a house tool format gives its implementation under, besides the AI SDK's `execute`. */
const IMPLEMENTATION_KEYS = ['handler', 'run', 'call', 'func', 'invoke', 'callback', 'fn', 'impl', 'implementation'];
/**
 * A project's own wrapper around a tool helper: `injectableTool({ ...defs.list_buckets, execute })`,
 * `createAction({ name, description, inputParams, execute })`. The call must be named like a tool
 * or an action and receive the whole shape: a description, something schema-like and an
 * implementation; the name is the key it is registered under, else its own `name`.
 */
const WRAPPER = /(tool|action)$/i;
const SCHEMA_LIKE = ['inputSchema', 'parameters', 'schema', 'inputParams', 'args', 'argsSchema'];
function wrappedTool(node, callee, ctx) {
    if (!WRAPPER.test(callee) || /^(create|define|build)?Tool$/.test(callee) || callee === 'asTool' || callee === 'createTool')
        return undefined;
    if (ts.isPropertyAccessExpression(node.expression) && /^(tool|registerTool|addTool)$/.test(callee))
        return undefined;
    // `const addTool = (t) => { if (allowed(t.name)) server.addTool(t) }`: the wrapper hands its
    // argument to a framework's registration, which the value flow follows to this call.
    if (forwardsToRegistration(ctx.ev.functionOf(node)))
        return undefined;
    const arg = node.arguments[0] && skipOuter(node.arguments[0]);
    if (!arg || !ts.isObjectLiteralExpression(arg))
        return undefined;
    const description = getProp(arg, 'description', ctx);
    const schemaKey = SCHEMA_LIKE.find((k) => getProp(arg, k, ctx));
    const execute = getProp(arg, 'execute', ctx) ?? getProp(arg, 'handler', ctx);
    // The implementation: a function written here or one named (`execute: solanaWalletGetBalance`).
    const implementation = execute && (isFunctionNode(execute) || ts.isShorthandPropertyAssignment(execute) || ts.isIdentifier(execute) || ts.isPropertyAccessExpression(execute));
    if (!description || !schemaKey || !implementation)
        return undefined;
    const key = assignedKey(node, ctx);
    const name = getProp(arg, 'name', ctx);
    if (!key && !name)
        return undefined;
    const schema = getProp(arg, schemaKey, ctx);
    const tool = buildTool({ framework: 'custom', defNode: node, ...(key ? { fixedName: { name: key.key, node: key.node } } : { name }), description, schema, hasHandler: true }, ctx);
    // `useCopilotAction({ name, description, parameters: [{ name, type: 'object[]', attributes }], handler })`.
    const list = schema && parameterList(schema, ctx);
    if (list)
        tool.inputSchema = list;
    return [{ tool }];
}
/** Whether a function passes its first parameter to `x.addTool(…)` / `x.registerTool(…)` / `x.tool(…)`. */
function forwardsToRegistration(fn) {
    const p = fn?.parameters[0];
    if (!fn?.body || !p || !ts.isIdentifier(p.name))
        return false;
    const param = p.name.text;
    let found = false;
    const visit = (n) => {
        if (found)
            return;
        if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && /^(tool|registerTool|addTool)$/.test(n.expression.name.text)) {
            if (n.arguments.some((a) => ts.isIdentifier(skipOuter(a)) && skipOuter(a).text === param))
                found = true;
        }
        ts.forEachChild(n, visit);
    };
    visit(fn.body);
    return found;
}
/**
 * OpenAI Agents JS `agent.asTool({ toolName, toolDescription })`: another agent offered as a tool.
 * Its input is a single string, as the SDK declares it.
 */
function agentAsTool(node, ctx) {
    const arg = node.arguments[0] && skipOuter(node.arguments[0]);
    if (!arg || !ts.isObjectLiteralExpression(arg))
        return undefined;
    const name = getProp(arg, 'toolName', ctx);
    if (!name)
        return undefined;
    const tool = buildTool({ framework: 'openai-agents', defNode: node, name, description: getProp(arg, 'toolDescription', ctx), hasHandler: true }, ctx);
    tool.inputSchema = { source: 'json-schema', partial: false, schema: { type: 'object', properties: { input: { type: 'string' } }, required: ['input'], additionalProperties: false } };
    return [{ tool }];
}
/**
 * AI SDK tools written as plain objects in a tool map (`const tools: Record<string, CoreTool> = {
 * getForecast: { description, parameters: z.object(…), execute } }`), as before `tool()` existed.
 */
function plainVercelTool(node, ctx) {
    const key = assignedKey(node, ctx);
    if (!key)
        return undefined;
    const description = getProp(node, 'description', ctx);
    const schema = getProp(node, 'inputSchema', ctx) ?? getProp(node, 'parameters', ctx);
    const execute = getProp(node, 'execute', ctx);
    if (!description || !schema || !execute || getProp(node, 'name', ctx) || getProp(node, 'id', ctx))
        return undefined;
    if (!(ctx.ev.evaluate(schema) instanceof SchemaValue))
        return undefined;
    return [withLegacySchemaField({ tool: buildTool({ framework: 'vercel-ai', defNode: node, fixedName: { name: key.key, node: key.node }, description, schema, hasHandler: true }, ctx) }, node, ctx)];
}
/**
 * The fields a tool function reads from its argument by name: `({ num1, num2 }) => …`, or `(args: {
 * num1: number }) => …`. `input` does not count (what a string tool's function may be written to take).
 */
function namedFieldsRead(fn) {
    if (!ts.isArrowFunction(fn) && !ts.isFunctionExpression(fn))
        return [];
    const p = fn.parameters[0];
    if (!p)
        return [];
    const names = [];
    if (ts.isObjectBindingPattern(p.name)) {
        for (const el of p.name.elements) {
            if (el.dotDotDotToken)
                continue;
            const key = el.propertyName ? propertyNameText(el.propertyName) : ts.isIdentifier(el.name) ? el.name.text : undefined;
            if (key)
                names.push(key);
        }
    }
    else if (p.type && ts.isTypeLiteralNode(p.type)) {
        for (const m of p.type.members)
            if (ts.isPropertySignature(m) && m.name)
                names.push(propertyNameText(m.name) ?? '');
    }
    return names.filter((n) => n && n !== 'input');
}
/** Marks an AI SDK tool whose schema is given only as `parameters` (see ToolDefinition.legacySchemaField). */
function withLegacySchemaField(c, obj, ctx) {
    // A spread the scanner cannot read may bring `inputSchema`.
    const seen = obj.properties.every((p) => !ts.isSpreadAssignment(p) || literalBehind(p.expression, ctx));
    if (seen && !getProp(obj, 'inputSchema', ctx) && getProp(obj, 'parameters', ctx))
        c.tool.legacySchemaField = 'parameters';
    return c;
}
export function vercelTool(node, ctx, description, schema, handler) {
    const key = assignedKey(node, ctx) ?? dynamicKey(node, ctx);
    if (key && 'expression' in key) {
        return { tool: buildTool({ framework: 'vercel-ai', defNode: node, name: key.expression, description, schema, hasHandler: handler }, ctx) };
    }
    if (key) {
        return { tool: buildTool({ framework: 'vercel-ai', defNode: node, fixedName: { name: key.key, node: key.node, isDefault: "isDefault" in key ? key.isDefault : undefined }, description, schema, hasHandler: handler }, ctx) };
    }
    const binding = bindingOf(node, ctx);
    // `export const readFileTool = { name: 'read_file', tool: readFileCoreTool, formatter }`: a registry
    // entry of the same file names the tool it holds; the registry sends it under that name.
    const entry = binding && !binding.factory ? recordEntryName(binding.name, ctx) : undefined;
    if (entry)
        return { tool: buildTool({ framework: 'vercel-ai', defNode: node, fixedName: entry, description, schema, hasHandler: handler }, ctx) };
    const tool = buildTool({ framework: 'vercel-ai', defNode: node, ...(binding ? { fixedName: { name: binding.name, node: binding.node } } : {}), description, schema, hasHandler: handler }, ctx);
    if (!binding) {
        // `{ [toolName]: tool({…}) }` with a key known only at run time: shown by that key's text (never an
        // empty name); the keys it is sent under name it where a request is seen.
        const computed = computedKeyOf(node);
        if (computed && !tool.name) {
            tool.name = shortText(textOf(computed));
            tool.reason ??= 'runtime value';
        }
        return { tool };
    }
    // A factory (`function StripeTool(api, method) { return tool({…}) }`) is named where it is called
    // and registered; until a registration says so, its own name is not the tool's.
    if (binding.factory)
        tool.nameResolved = false;
    // Until a registration (`tools: { weather: weatherTool }`) names it, the variable's name stands in.
    return { tool, bindingKey: `${ctx.file.abs}#${binding.key ?? binding.name}` };
}
const ENTRY_NAMES = new WeakMap();
/**
 * The literal `name` (else `id`) of the one object literal of the file that holds `variable` under
 * `tool` (`{ name: 'read_file' as const, tool: readFileCoreTool }`); none when no entry or several do.
 */
function recordEntryName(variable, ctx) {
    const sf = ctx.file.sf;
    let names = ENTRY_NAMES.get(sf);
    if (!names) {
        const found = new Map();
        // Only files that write such an entry are walked.
        if (/\btool\s*:/.test(ctx.file.text)) {
            const visit = (n) => {
                if (ts.isObjectLiteralExpression(n)) {
                    let held;
                    let nameNode;
                    let idNode;
                    for (const p of n.properties) {
                        const key = p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : undefined;
                        if (key === 'tool' && ts.isPropertyAssignment(p) && ts.isIdentifier(skipOuter(p.initializer)))
                            held = skipOuter(p.initializer).text;
                        else if (key === 'tool' && ts.isShorthandPropertyAssignment(p))
                            held = p.name.text;
                        else if (key === 'name' && ts.isPropertyAssignment(p))
                            nameNode = p.initializer;
                        else if (key === 'id' && ts.isPropertyAssignment(p))
                            idNode = p.initializer;
                    }
                    // `{ id: 'GOOGLESEARCH_TOOL', tool: search }` with no `name`: the id is what the registry keys it by.
                    nameNode ??= idNode;
                    if (held && nameNode) {
                        const v = ctx.ev.evaluate(nameNode);
                        // A second entry for the same variable, or a name known only at run time: no name from entries.
                        found.set(held, typeof v === 'string' && !found.has(held) ? { name: v, node: nameNode } : null);
                    }
                }
                ts.forEachChild(n, visit);
            };
            visit(sf);
        }
        names = found;
        ENTRY_NAMES.set(sf, names);
    }
    return names.get(variable) ?? undefined;
}
/** `toolSet[def.name] = tool(…)` and `[entry.slug, tool(…)]` pairs (for `Object.fromEntries`) name a tool by an expression. */
function dynamicKey(node, _ctx) {
    let n = node;
    while (n.parent && (ts.isParenthesizedExpression(n.parent) || ts.isAsExpression(n.parent)))
        n = n.parent;
    const p = n.parent;
    // `tools.perplexitySearch = tool({…})`: registered under that key.
    if (p && ts.isBinaryExpression(p) && p.operatorToken.kind === ts.SyntaxKind.EqualsToken && p.right === n && ts.isPropertyAccessExpression(p.left)) {
        return { key: p.left.name.text, node: p.left.name };
    }
    if (p && ts.isBinaryExpression(p) && p.operatorToken.kind === ts.SyntaxKind.EqualsToken && p.right === n && ts.isElementAccessExpression(p.left)) {
        return { expression: p.left.argumentExpression };
    }
    if (p && ts.isArrayLiteralExpression(p) && p.elements.length === 2 && p.elements[1] === n)
        return { expression: p.elements[0] };
    return undefined;
}
/** The variable or function a tool expression is bound to: `const weatherTool = tool(…)`, `const make = () => tool(…)`. */
export function bindingOf(node, _ctx) {
    let n = node;
    let factory = false;
    for (let i = 0; n.parent && i < 8; i++) {
        const p = n.parent;
        if (ts.isVariableDeclaration(p) && p.initializer === n && ts.isIdentifier(p.name))
            return { name: p.name.text, node: p.name, factory };
        if (ts.isFunctionDeclaration(p) && p.name)
            return { name: p.name.text, node: p.name, factory: true };
        // `getSlowQueries(): Tool { return tool({…}) }`: a class method made to be called (`this.getSlowQueries()`)
        // where a tool map names the result; keyed by class and method, as registrations.ts keys `this.m()`.
        if (ts.isMethodDeclaration(p) && ts.isIdentifier(p.name) && ts.isClassLike(p.parent) && p.parent.name) {
            return { name: p.name.text, node: p.name, factory: true, key: `${p.parent.name.text}.${p.name.text}` };
        }
        if (ts.isArrowFunction(p) || ts.isFunctionExpression(p))
            factory = true;
        if (ts.isPropertyAssignment(p) || ts.isClassDeclaration(p) || ts.isSourceFile(p))
            return undefined;
        if (ts.isBlock(p) || ts.isReturnStatement(p) || ts.isArrowFunction(p) || ts.isFunctionExpression(p) || ts.isParenthesizedExpression(p) || ts.isAsExpression(p) || ts.isSatisfiesExpression(p) || ts.isCallExpression(p)) {
            n = p;
            continue;
        }
        return undefined;
    }
    return undefined;
}
/** Whether an identifier names something the project itself declares (a local function, a variable, a parameter). */
function isProjectBinding(id, ctx) {
    const b = ctx.ev.scope.resolveIdentifier(id, ctx.file);
    return !!b && b.kind !== 'external';
}
/** The key expression of `{ [key]: node }`. */
function computedKeyOf(node) {
    let n = node;
    while (n.parent && (ts.isParenthesizedExpression(n.parent) || ts.isAsExpression(n.parent) || ts.isSatisfiesExpression(n.parent)))
        n = n.parent;
    const p = n.parent;
    return p && ts.isPropertyAssignment(p) && p.initializer === n && ts.isComputedPropertyName(p.name) ? p.name.expression : undefined;
}
/** `ai` in `ai.tool(…)` with `import * as ai from 'ai'` (or any package namespace). */
function isNamespaceImport(e, ctx) {
    const x = skipOuter(e);
    if (!ts.isIdentifier(x))
        return false;
    const b = ctx.ev.scope.resolveIdentifier(x, ctx.file);
    return b?.kind === 'external' || b?.kind === 'namespace';
}
