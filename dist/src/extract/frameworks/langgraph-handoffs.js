import { ts } from 'ts-morph';
import { buildTool, constantBehind, getProp, importSource, literalBehind } from '../context.js';
/**
 * LangGraph.js multi-agent handoffs, the tools the libraries write for the model:
 * - `createHandoffTool({ agentName, description })` from `@langchain/langgraph-swarm`: named
 *   `transfer_to_<agent name>`, described `description` or "Ask agent '<name>' for help";
 * - every agent of `createSupervisor({ agents: [...] })` from `@langchain/langgraph-supervisor`:
 *   the supervisor's model gets `transfer_to_<agent name>`, described by the agent's `description`
 *   or "Ask another agent for help.", reported where the agent is listed.
 * Both normalise the name as the libraries do (trimmed, the first run of whitespace → `_`, lower
 * case) and take no arguments (`z.object({})`). Identified by the import, not the name: projects
 * write their own `createHandoffTool`, which the value flow reads like any factory.
 */
const SWARM = /^@langchain\/langgraph-swarm/;
const SUPERVISOR = /^@langchain\/langgraph-supervisor/;
const AGENT_FACTORIES = /^(createReactAgent|createAgent)$/;
const EMPTY = { type: 'object', properties: {} };
export const langgraphHandoffs = {
    id: 'langgraph-handoffs',
    match(node, ctx) {
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'createHandoffTool' && SWARM.test(importSource(node.expression, ctx) ?? '')) {
            return swarmHandoff(node, ctx);
        }
        if (ts.isArrayLiteralExpression(node) && supervisorAgents(node, ctx)) {
            const out = [];
            for (const el of node.elements) {
                if (ts.isSpreadElement(el) || ts.isOmittedExpression(el))
                    continue;
                const c = supervisorHandoff(el, ctx);
                if (c)
                    out.push(c);
            }
            return out.length ? out : undefined;
        }
        return undefined;
    },
};
/** The libraries' `_normalizeAgentName`: `String.replace` with a non-global pattern changes the first run only. */
function normalize(name) {
    return name.trim().replace(/\s+/, '_').toLowerCase();
}
function swarmHandoff(node, ctx) {
    const arg = node.arguments[0];
    const config = arg && literalBehind(arg, ctx);
    if (!config)
        return undefined;
    const agentName = getProp(config, 'agentName', ctx);
    if (!agentName || !ts.isExpression(agentName))
        return undefined;
    const name = ctx.ev.evaluate(agentName);
    const description = getProp(config, 'description', ctx);
    const base = { framework: 'langchain', defNode: node, hasHandler: true };
    const tool = typeof name === 'string' ? buildTool({ ...base, fixedName: { name: `transfer_to_${normalize(name)}`, node: agentName }, ...(description ? { description } : {}) }, ctx) : buildTool({ ...base, name: agentName, ...(description ? { description } : {}) }, ctx);
    // `description || default`: an empty or missing description is the library's text.
    const given = description && ts.isExpression(description) ? ctx.ev.evaluate(description) : undefined;
    if ((!description || given === '') && typeof name === 'string')
        tool.description = { kind: 'static', text: `Ask agent '${name}' for help` };
    tool.inputSchema = { source: 'zod', partial: false, schema: structuredClone(EMPTY) };
    return [{ tool }];
}
/** `agents: [...]` of `createSupervisor({ … })` imported from the supervisor package. */
function supervisorAgents(list, ctx) {
    const p = list.parent;
    if (!p || !ts.isPropertyAssignment(p) || !ts.isIdentifier(p.name) || p.name.text !== 'agents')
        return false;
    const call = p.parent.parent;
    if (!call || !ts.isCallExpression(call) || call.arguments[0] !== p.parent || !ts.isIdentifier(call.expression) || call.expression.text !== 'createSupervisor')
        return false;
    return SUPERVISOR.test(importSource(call.expression, ctx) ?? '');
}
/** The config of the agent an expression holds: `createReactAgent({ name, … })`, or the options of `graph.compile({ name })`. */
function agentConfig(expr, ctx) {
    const e = constantBehind(expr, ctx);
    if (!e || !ts.isCallExpression(e))
        return undefined;
    const callee = e.expression;
    const named = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
    if (!AGENT_FACTORIES.test(named) && named !== 'compile')
        return undefined;
    const arg = e.arguments[0];
    return arg ? literalBehind(arg, { ...ctx, file: ctx.ev.fileOf(arg) }) : undefined;
}
function supervisorHandoff(el, ctx) {
    const config = agentConfig(el, ctx);
    const nameNode = config && getProp(config, 'name', ctx);
    if (!nameNode || !ts.isExpression(nameNode))
        return undefined;
    const name = ctx.ev.evaluate(nameNode);
    if (typeof name !== 'string')
        return undefined;
    const description = getProp(config, 'description', ctx);
    const tool = buildTool({ framework: 'langchain', defNode: el, fixedName: { name: `transfer_to_${normalize(name)}`, node: el }, ...(description ? { description } : {}), hasHandler: true }, ctx);
    if (!description)
        tool.description = { kind: 'static', text: 'Ask another agent for help.' };
    tool.inputSchema = { source: 'zod', partial: false, schema: structuredClone(EMPTY) };
    return { tool };
}
