import { ts } from 'ts-morph';
import { buildTool, constantBehind, getProp, importSource, literalBehind, skipOuter } from '../context.js';
import { propertyNameText } from '../ranges.js';
/**
 * What a Mastra agent's `agents` and `workflows` records become (`@mastra/core` Agent
 * `listAgentTools` / `listWorkflowTools`): each entry is a tool of that agent's request,
 * - `agent-<key>`, described by the sub-agent's `description` or "Agent: <key>", taking
 *   `{ prompt, threadId?, resourceId?, instructions?, maxSteps? }`;
 * - `workflow-<key>`, described by the workflow's `description` or "Workflow: <key>", taking
 *   `{ inputData }` with the workflow's `inputSchema`.
 * Reported at the entry's key. Read only on `new Agent({ … })` imported from `@mastra/*`.
 */
const MASTRA = /^@mastra\//;
/** The sub-agent tool's input, as Mastra's zod object says it (nullish fields sent as optional). */
const AGENT_INPUT = {
    type: 'object',
    properties: {
        prompt: { type: 'string', description: 'The prompt to send to the agent' },
        threadId: { type: 'string', description: 'Thread ID for conversation continuity for memory messages' },
        resourceId: { type: 'string', description: 'Resource/user identifier for memory messages' },
        instructions: { type: 'string', description: 'Custom instructions to override agent defaults' },
        maxSteps: { type: 'number', minimum: 3, description: 'Maximum number of execution steps for the sub-agent' },
    },
    required: ['prompt'],
};
/** Keys of a Mastra agent's config whose entries become tools. */
export const DELEGATE_KEYS = ['agents', 'workflows'];
/** `agents: { researcher }` / `workflows: { report: reportWorkflow }` of a Mastra `new Agent({ … })`. */
export function mastraDelegates(node, ctx) {
    const key = propertyNameText(node.name);
    if (key !== 'agents' && key !== 'workflows')
        return undefined;
    if (!isMastraAgentConfig(node.parent, ctx))
        return undefined;
    const value = ts.isPropertyAssignment(node) ? node.initializer : node.name;
    const record = literalBehind(value, ctx) ?? skipOuter(value);
    if (!ts.isObjectLiteralExpression(record))
        return undefined;
    const out = [];
    for (const p of record.properties) {
        if (!ts.isPropertyAssignment(p) && !ts.isShorthandPropertyAssignment(p))
            continue;
        const entry = propertyNameText(p.name);
        if (entry === undefined)
            continue;
        const target = ts.isPropertyAssignment(p) ? p.initializer : p.name;
        out.push(key === 'agents' ? agentTool(p, entry, target, ctx) : workflowTool(p, entry, target, ctx));
    }
    return out.length ? out : undefined;
}
function isMastraAgentConfig(obj, ctx) {
    const call = obj.parent;
    if (!ts.isObjectLiteralExpression(obj) || !call || !ts.isNewExpression(call) || call.arguments?.[0] !== obj)
        return false;
    return ts.isIdentifier(call.expression) && call.expression.text === 'Agent' && MASTRA.test(importSource(call.expression, ctx) ?? '');
}
/** The config object behind `researcher` (`new Agent({ … })`, `createWorkflow({ … })…commit()`). */
function configBehind(target, ctx) {
    let e = constantBehind(target, ctx);
    // `createWorkflow({ … }).then(step).commit()`: the call the chain starts from.
    while (e && ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression) && ts.isCallExpression(e.expression.expression))
        e = e.expression.expression;
    if (!e || !(ts.isNewExpression(e) || ts.isCallExpression(e)))
        return undefined;
    const arg = e.arguments?.[0];
    const file = ctx.ev.fileOf(e);
    return arg ? literalBehind(arg, { ...ctx, file }) : undefined;
}
function agentTool(p, key, target, ctx) {
    const config = configBehind(target, ctx);
    const description = config ? getProp(config, 'description', ctx) : undefined;
    const tool = buildTool({ framework: 'mastra', defNode: p, fixedName: { name: `agent-${key}`, node: p.name }, ...(description ? { description } : {}), hasHandler: true }, ctx);
    if (!description)
        tool.description = { kind: 'static', text: `Agent: ${key}` };
    tool.inputSchema = { source: 'zod', partial: false, schema: structuredClone(AGENT_INPUT) };
    return { tool };
}
function workflowTool(p, key, target, ctx) {
    const config = configBehind(target, ctx);
    const description = config ? getProp(config, 'description', ctx) : undefined;
    const input = config ? getProp(config, 'inputSchema', ctx) : undefined;
    const tool = buildTool({ framework: 'mastra', defNode: p, fixedName: { name: `workflow-${key}`, node: p.name }, ...(description ? { description } : {}), ...(input ? { schema: input } : {}), hasHandler: true }, ctx);
    if (!description)
        tool.description = { kind: 'static', text: `Workflow: ${key}` };
    // The model fills `inputData` with the workflow's own input: where its parts are written moves there too.
    const inner = input ? tool.inputSchema : undefined;
    if (tool.pointers) {
        for (const k of Object.keys(tool.pointers)) {
            if (!k.startsWith('/inputSchema/'))
                continue;
            tool.pointers[`/inputSchema/properties/inputData/${k.slice('/inputSchema/'.length)}`] = tool.pointers[k];
            delete tool.pointers[k];
        }
    }
    tool.inputSchema = {
        source: 'zod',
        partial: !inner || inner.partial,
        schema: { type: 'object', properties: { inputData: inner?.schema ?? {} }, required: ['inputData'] },
    };
    return { tool };
}
