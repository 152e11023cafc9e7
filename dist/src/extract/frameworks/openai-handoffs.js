import { ts } from 'ts-morph';
import { buildTool, constantBehind, getProp, importSource, literalBehind, skipOuter } from '../context.js';
import { rangeOf } from '../ranges.js';
import { Alternatives, Unknown } from '../values.js';
import { isConditionalObject, writtenAt } from '../evaluate.js';
/**
 * OpenAI Agents JS handoffs. An agent listed in another agent's `handoffs` reaches that agent's model
 * as a function tool: named `transfer_to_${toFunctionToolName(agent.name)}`, described "Handoff to
 * the {name} agent to handle the request. {handoffDescription}", with an empty strict schema; or as
 * `handoff(agent, { toolNameOverride, toolDescriptionOverride, inputType })` says. Each entry of the
 * list is a tool, reported where it is listed: the same agent listed by two agents is two tools.
 * Also `agent.handoffs = [ … ]` and `agent.handoffs.push(…)` after the agents exist.
 */
const AGENTS = /^@openai\/agents/;
const AGENT_CLASSES = /^(Agent|RealtimeAgent)$/;
/** The schema the SDK sends for a handoff without an `inputType` (agents-core `Handoff.inputJsonSchema`). */
const EMPTY_STRICT = { type: 'object', properties: {}, required: [], additionalProperties: false };
export const openaiHandoffs = {
    id: 'openai-handoffs',
    packages: /^@openai\/agents/,
    listKeys: ['handoffs'],
    match(node, ctx) {
        // `generalAgent.handoffs.push(handoff(mailAgent))`: how two agents are made to hand off to each other after both exist.
        const pushed = ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'push';
        if (pushed) {
            // Also through a cast: `(agent.handoffs as any).push(other)`.
            const target = skipOuter(node.expression.expression);
            if (!ts.isPropertyAccessExpression(target) || target.name.text !== 'handoffs' || !agentConfig(target.expression, ctx))
                return undefined;
        }
        else if (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) {
            return builtList(node, ctx);
        }
        else if (!ts.isArrayLiteralExpression(node) || !listsHandoffs(node, ctx))
            return undefined;
        const out = [];
        for (const el of ts.isCallExpression(node) ? node.arguments : node.elements) {
            if (ts.isSpreadElement(el) || ts.isOmittedExpression(el))
                continue;
            const c = handoffTool(el, ctx);
            if (c)
                out.push(c);
        }
        return out.length ? out : undefined;
    },
};
/**
 * `new Agent({ handoffs })` with a list not written in place: built before (`const handoffs = [];
 * makers.forEach((m) => handoffs.push(m()))`, a constant elsewhere), mapped from a registry (see
 * `mappedHandoffs`), or chosen by a condition (`full ? [a, b] : [a]`, a mode switch in a function run
 * in place). Each agent it may hold is one handoff, once however many branches list it: reported
 * where a branch lists it, else at the `handoffs` property, where this agent is given them.
 */
function builtList(prop, ctx) {
    if (!ts.isIdentifier(prop.name) || prop.name.text !== 'handoffs')
        return undefined;
    const value = ts.isPropertyAssignment(prop) ? skipOuter(prop.initializer) : prop.name;
    // A list written in place is read element by element where it is written (see `match`).
    if (ts.isArrayLiteralExpression(value))
        return undefined;
    const obj = prop.parent;
    const call = obj.parent;
    if (!call || !(ts.isNewExpression(call) || ts.isCallExpression(call)) || call.arguments?.[0] !== obj || !isAgentConstruction(call, ctx))
        return undefined;
    const mapped = mappedHandoffs(value, prop, ctx);
    if (mapped)
        return mapped.length ? mapped : undefined;
    const out = [];
    const named = new Set();
    const add = (c) => {
        if (!c || (c.tool.nameResolved && named.has(c.tool.name)))
            return;
        named.add(c.tool.name);
        out.push(c);
    };
    const evaluated = (v, listedAt) => {
        for (const at of agentsMade(v))
            add(handoffTool(at, { ...ctx, file: ctx.ev.fileOf(at) }, listedAt));
    };
    for (const choice of choicesOf(value, ctx, 0)) {
        if (!ts.isArrayLiteralExpression(choice)) {
            for (const el of listsOf(ctx.ev.evaluate(choice)) ?? [])
                evaluated(el, prop);
            continue;
        }
        for (const el of choice.elements) {
            if (ts.isSpreadElement(el) || ts.isOmittedExpression(el))
                continue;
            // An entry held in a constant chosen by a condition (`technicalAgent` holding `ctx ? makeAgent(ctx) :
            // null`) is each agent it may hold; one the syntax shows no agent behind is evaluated.
            const found = choicesOf(el, ctx, 0).map((x) => handoffTool(x, ctx, el)).filter((c) => !!c);
            if (found.length)
                found.forEach(add);
            else
                evaluated(ctx.ev.evaluate(el), el);
        }
    }
    return out.length ? out : undefined;
}
/**
 * The expressions a handoffs value is chosen from: both branches of `full ? [a, b] : [a]`, every
 * `return` of a function run in place (`(() => { switch (mode) { case …: return [a]; } })()`), also
 * behind a constant holding one; anything else is itself (a constant with later pushes is evaluated whole).
 */
function choicesOf(e, ctx, depth) {
    const x = skipOuter(e);
    if (depth > 4)
        return [x];
    if (ts.isConditionalExpression(x))
        return [...choicesOf(x.whenTrue, ctx, depth + 1), ...choicesOf(x.whenFalse, ctx, depth + 1)];
    if (ts.isCallExpression(x) && !x.arguments.length) {
        const fn = skipOuter(x.expression);
        if ((ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && ts.isBlock(fn.body))
            return returnsOf(fn.body).flatMap((r) => choicesOf(r, ctx, depth + 1));
    }
    if (ts.isIdentifier(x)) {
        const b = ctx.ev.scope.resolveIdentifier(x, ctx.ev.fileOf(x));
        const init = b?.kind === 'value' ? skipOuter(b.init) : undefined;
        if (init && (ts.isConditionalExpression(init) || (ts.isCallExpression(init) && !init.arguments.length && (ts.isArrowFunction(skipOuter(init.expression)) || ts.isFunctionExpression(skipOuter(init.expression))))))
            return choicesOf(init, ctx, depth + 1);
    }
    return [x];
}
/** The expressions a function body returns, not counting functions nested in it. */
function returnsOf(body) {
    const out = [];
    const visit = (n) => {
        if (ts.isReturnStatement(n)) {
            if (n.expression)
                out.push(n.expression);
            return;
        }
        if (ts.isFunctionLike(n) || ts.isClassLike(n))
            return;
        ts.forEachChild(n, visit);
    };
    body.statements.forEach(visit);
    return out;
}
/** Where the agents a value may be were made: `new Agent(…)` or a factory call, also behind a condition. */
function agentsMade(v) {
    if (v instanceof Alternatives)
        return v.options.flatMap(agentsMade);
    const at = v instanceof Unknown ? v.at : undefined;
    return at && (ts.isNewExpression(at) || ts.isCallExpression(at)) ? [at] : [];
}
/**
 * The agents a handoffs value can hold: a list, or every list among the alternatives of a condition
 * (`full ? [a, b] : [a]`, a mode switch in a function run in place): each agent listed in any of them
 * is a handoff the agent is given in some run.
 */
function listsOf(v) {
    if (Array.isArray(v))
        return v;
    if (!(v instanceof Alternatives))
        return undefined;
    const lists = v.options.map(listsOf).filter((x) => !!x);
    return lists.length ? lists.flat() : undefined;
}
/**
 * `handoffs: registrations.map((r) => handoff(r.buildAgent(), { toolNameOverride: r.handoff?.toolName }))`:
 * one handoff per element of the list mapped, each read with the callback's parameter bound to it
 * and reported at the element.
 * Undefined when `value` is no such `map`.
 */
function mappedHandoffs(written, prop, ctx) {
    // `handoffs: buildHandoffs(config)` with `const buildHandoffs = (config) => registry().map(…)`: the list it returns.
    let value = written;
    for (let depth = 0; depth < 3 && ts.isCallExpression(value) && !(ts.isPropertyAccessExpression(value.expression) && value.expression.name.text === 'map'); depth++) {
        const fn = ctx.ev.functionOf(value);
        const returned = fn ? lastReturned(fn) : undefined;
        if (!returned)
            return undefined;
        value = skipOuter(returned);
    }
    if (!ts.isCallExpression(value) || !ts.isPropertyAccessExpression(value.expression) || value.expression.name.text !== 'map')
        return undefined;
    const cb = value.arguments[0] && skipOuter(value.arguments[0]);
    if (!cb || !(ts.isArrowFunction(cb) || ts.isFunctionExpression(cb)) || !cb.parameters[0])
        return undefined;
    const body = ts.isBlock(cb.body) ? lastReturned(cb) : cb.body;
    if (!body)
        return undefined;
    const items = ctx.ev.evaluate(value.expression.expression);
    if (!Array.isArray(items) || items.length > 200)
        return undefined;
    const param = cb.parameters[0];
    const out = [];
    for (const item of items) {
        const env = new Map([[param, { value: item }]]);
        // Reported at the element it is made from (the registry entry naming it), as other per-element tools are.
        const c = ctx.ev.withEnv(env, () => handoffTool(body, ctx, writtenAt(item) ?? prop));
        // An element a `filter` the scanner could not decide may have dropped (`.filter((r) => r.handoff)`
        // over an entry without one) counts only when its handoff is named.
        if (c && (c.tool.nameResolved || !isConditionalObject(item)))
            out.push(c);
    }
    return out;
}
/** `new Agent({ handoffs: [ … ] })`, `Agent.create({ handoffs })`, `new RealtimeAgent({ handoffs })`, or `agent.handoffs = [ … ]`. */
function listsHandoffs(list, ctx) {
    let n = list;
    while (n.parent && (ts.isParenthesizedExpression(n.parent) || ts.isAsExpression(n.parent) || ts.isSatisfiesExpression(n.parent)))
        n = n.parent;
    const p = n.parent;
    const left = p && ts.isBinaryExpression(p) ? skipOuter(p.left) : undefined;
    if (p && ts.isBinaryExpression(p) && p.operatorToken.kind === ts.SyntaxKind.EqualsToken && p.right === n && left && ts.isPropertyAccessExpression(left) && left.name.text === 'handoffs') {
        return !!agentConfig(left.expression, ctx);
    }
    if (!p || !ts.isPropertyAssignment(p) || !ts.isIdentifier(p.name) || p.name.text !== 'handoffs')
        return false;
    const obj = p.parent;
    const call = obj.parent;
    return !!call && (ts.isNewExpression(call) || ts.isCallExpression(call)) && call.arguments?.[0] === obj && isAgentConstruction(call, ctx);
}
function isAgentConstruction(call, ctx) {
    const c = call.expression;
    // `new Agent(…)`, `new RealtimeAgent(…)`, `Agent.create(…)`, with the class imported from the SDK.
    const cls = ts.isNewExpression(call) ? c : ts.isPropertyAccessExpression(c) && c.name.text === 'create' ? c.expression : undefined;
    if (!cls || !ts.isIdentifier(cls) || !AGENT_CLASSES.test(cls.text))
        return false;
    const source = importSource(cls, ctx);
    return !!source && AGENTS.test(source);
}
/** The config object of the agent an expression holds (`const orders = new Agent({ … })`). */
function agentConfig(expr, ctx, depth = 0) {
    const e = constantBehind(expr, ctx);
    if (!e || !(ts.isNewExpression(e) || ts.isCallExpression(e)))
        return undefined;
    if (!isAgentConstruction(e, { ...ctx, file: ctx.ev.fileOf(e) })) {
        // `handoffs: [mathTutorAgent()]` with `function mathTutorAgent() { const agent = new Agent({…}); return agent }`.
        const fn = ts.isCallExpression(e) && depth < 2 ? ctx.ev.functionOf(e) : undefined;
        const returned = fn ? lastReturned(fn) : undefined;
        return returned ? agentConfig(returned, { ...ctx, file: ctx.ev.fileOf(returned) }, depth + 1) : undefined;
    }
    const arg = e.arguments?.[0];
    return arg ? (ts.isObjectLiteralExpression(skipOuter(arg)) ? skipOuter(arg) : literalBehind(arg, ctx)) : undefined;
}
/** The SDK's `toFunctionToolName`: whitespace and every character outside [a-zA-Z0-9] become `_`. */
function functionToolName(name) {
    return name.replace(/\s/g, '_').replace(/[^a-zA-Z0-9]/g, '_');
}
function handoffTool(el, ctx, listedAt = el) {
    const e = skipOuter(el);
    let target = e;
    let options;
    if (ts.isCallExpression(e) && ts.isIdentifier(e.expression) && e.expression.text === 'handoff' && AGENTS.test(importSource(e.expression, ctx) ?? '')) {
        if (!e.arguments[0])
            return undefined;
        target = e.arguments[0];
        options = e.arguments[1] ? literalBehind(e.arguments[1], ctx) : undefined;
    }
    const config = agentConfig(target, ctx) ?? agentEvaluated(target, ctx);
    if (!config)
        return parameterHandoff(target, ctx, listedAt);
    const nameOverride = options && getProp(options, 'toolNameOverride', ctx);
    const descriptionOverride = options && getProp(options, 'toolDescriptionOverride', ctx);
    const inputType = options && getProp(options, 'inputType', ctx);
    const agentName = getProp(config, 'name', ctx);
    const agentNameText = agentName && ts.isExpression(agentName) ? ctx.ev.evaluate(agentName) : undefined;
    const fields = { framework: 'openai-agents', defNode: listedAt, hasHandler: true, ...(inputType && ts.isExpression(inputType) ? { schema: inputType } : {}) };
    let tool;
    if (nameOverride)
        tool = buildTool({ ...fields, name: nameOverride, ...(descriptionOverride ? { description: descriptionOverride } : {}) }, ctx);
    else if (typeof agentNameText === 'string')
        tool = buildTool({ ...fields, fixedName: { name: `transfer_to_${functionToolName(agentNameText)}`, node: listedAt }, ...(descriptionOverride ? { description: descriptionOverride } : {}) }, ctx);
    else
        return undefined;
    if (!descriptionOverride) {
        // The SDK's own text around the agent's name and handoff description.
        const hd = getProp(config, 'handoffDescription', ctx);
        const hdText = hd && ts.isExpression(hd) ? ctx.ev.evaluate(hd) : undefined;
        const name = typeof agentNameText === 'string' ? agentNameText : undefined;
        if (name !== undefined && (hd === undefined || typeof hdText === 'string')) {
            tool.description = { kind: 'static', text: `Handoff to the ${name} agent to handle the request. ${typeof hdText === 'string' ? hdText : ''}` };
        }
        else {
            tool.description = { kind: 'dynamic', via: 'expression', expression: `Handoff to the ${name ?? '${agent.name}'} agent to handle the request. \${agent.handoffDescription}` };
        }
        const at = hd ?? agentName;
        if (at)
            tool.pointers['/description'] = rangeOf(at, ctx.ev.fileOf(at));
    }
    if (!inputType)
        tool.inputSchema = { source: 'json-schema', partial: false, schema: structuredClone(EMPTY_STRICT) };
    return { tool };
}
/**
 * The config of the one agent an expression evaluates to where the syntax shows none: a function's
 * parameter while the flow reads that function at one of its calls (see `parameterHandoff`).
 */
function agentEvaluated(target, ctx) {
    if (!ts.isIdentifier(skipOuter(target)))
        return undefined;
    const made = agentsMade(ctx.ev.evaluate(target));
    return made.length === 1 ? agentConfig(made[0], { ...ctx, file: ctx.ev.fileOf(made[0]) }) : undefined;
}
/**
 * `export function setHelperHandoff(main: Agent) { helperAgent.handoffs = [main] }`: the agent handed
 * back to is whatever each caller passes (`setHelperHandoff(agent)` right after `const agent = new
 * Agent({ name: 'main', … })`). A handoff named by the parameter, which the flow resolves at every
 * call of the function (src/extract/flow.ts `resolveCalls`), reporting it there; unresolved, with
 * its reason, when nobody calls it.
 */
function parameterHandoff(target, ctx, listedAt) {
    const id = skipOuter(target);
    if (!ts.isIdentifier(id) || ctx.ev.scope.resolveIdentifier(id, ctx.ev.fileOf(id))?.kind !== 'parameter')
        return undefined;
    const tool = buildTool({ framework: 'openai-agents', defNode: listedAt, hasHandler: true, name: id }, ctx);
    // The SDK writes the description around the agent's fields, as for any handoff without overrides.
    tool.description = { kind: 'dynamic', via: 'expression', expression: `Handoff to the \${${id.text}.name} agent to handle the request. \${${id.text}.handoffDescription}` };
    tool.inputSchema = { source: 'json-schema', partial: false, schema: structuredClone(EMPTY_STRICT) };
    return { tool };
}
/** What a function returns: its expression body, or its last `return`. */
function lastReturned(fn) {
    const body = fn.body;
    if (!body)
        return undefined;
    if (!ts.isBlock(body))
        return body;
    for (let i = body.statements.length - 1; i >= 0; i--) {
        const st = body.statements[i];
        if (ts.isReturnStatement(st))
            return st.expression;
    }
    return undefined;
}
