import { ts } from 'ts-morph';
import { isWithinNode, propertyNameText, rangeOf } from '../extract/ranges.js';
import { constantBehind, skipOuter } from '../extract/context.js';
import { isConstDeclaration } from '../extract/scope.js';
import { isPlainObject } from '../extract/values.js';
import { boundRegistration } from '../extract/frameworks/mcp.js';
import { compareRanges } from '../model/tool.js';
import { unusedAgent } from './unused-agents.js';
const MCP_REGISTRATION = /^(tool|registerTool|registerToolTask|addTool)$/;
/**
 * Groups the tools into the requests they are sent in: the calls that send tools to a model (from
 * the flow stage), the MCP servers they are registered on (followed through the functions the
 * server object is passed to), then arrays and maps of tools seen in no request. A tool in no
 * toolset stands alone.
 *
 * `forwarders`: the project's methods that pass their arguments on to an MCP registration
 * (`server.addReadTool(…)`, see src/extract/frameworks/mcp-forwarders.ts); their calls register on
 * their receiver like `server.tool(…)`.
 */
export function buildToolsets(placed, sinks, survivor, ev, flow, forwarders = new Set(), unwiredOut, isTestCode = () => false) {
    const byNode = new Map();
    const madeAtCalls = new Set();
    for (const p of placed) {
        if (!p.node)
            continue;
        const list = byNode.get(p.node) ?? [];
        list.push(survivor(p.tool));
        byNode.set(p.node, list);
        // Made at a call of the factory; not an element of a list the definition is mapped over (those
        // are all sent where the definition is: `tools: SPECS.map((s) => tool({ … }))`).
        if (p.site && (ts.isCallExpression(p.site) || ts.isNewExpression(p.site)))
            madeAtCalls.add(survivor(p.tool));
    }
    const out = [];
    const covered = new Set();
    const later = assignedLater(placed, ev);
    for (const s of sinks) {
        if (s.hit.request === false)
            continue;
        // A Mastra agent no code runs makes no request.
        if (s.hit.dialect === 'mastra' && !s.hit.declared && unusedAgent(s.hit.node, ev))
            continue;
        const members = [];
        const dynamic = [...s.dynamic];
        for (const m of s.members) {
            // A definition reached without a name (`asTool(e.name, …)` over entries known at run time) is
            // one tool the factory makes there, not every tool its other calls make.
            const tools = m.extra ? [survivor(m.extra.tool)] : (byNode.get(m.node) ?? []).filter((t) => (m.name === undefined ? !madeAtCalls.has(t) : t.name === m.name));
            if (!tools.length && m.node && m.name === undefined && byNode.has(m.node))
                dynamic.push(m.node.getText().slice(0, 80));
            // Each member is one place in the composed list: a tool listed twice (`[...BASE_TOOLS, SEARCH]`
            // with SEARCH in BASE_TOOLS) is sent twice, and stays a member twice.
            for (const tool of new Set(tools))
                members.push({ tool, conditional: m.conditional, choices: m.choices, ...(m.sent ? { sent: m.sent } : {}) });
        }
        // Entries the framework sends beside `tools` (a Mastra agent's `agents`, `workflows`): the tools written there.
        for (const c of s.hit.companions ?? []) {
            const within = companionNodes(c, ev);
            for (const p of placed) {
                if (!p.node || !within.some((w) => isWithinNode(p.node, w)))
                    continue;
                const tool = survivor(p.tool);
                if (!members.some((m) => m.tool === tool))
                    members.push({ tool, conditional: false, choices: [] });
            }
        }
        // What the project hands the agent after making it (`orders.handoffs = [triage]`).
        for (const { key, p } of later.get(s.hit.node) ?? []) {
            if (!s.hit.companionKeys?.includes(key))
                continue;
            const tool = survivor(p.tool);
            if (!members.some((m) => m.tool === tool))
                members.push({ tool, conditional: false, choices: [] });
        }
        // A request whose tools all come from where the scanner cannot see (a wrapper's `tools`
        // parameter no caller fills) is not a toolset to budget: 0 tools would read as a fact. A
        // declared one stays: its builder is run per cell.
        if (!members.length && !(dynamic.length && s.hit.declared))
            continue;
        const range = rangeOf(s.hit.node, s.file);
        const mcp = s.hit.dialect === 'mcp';
        const model = s.hit.model ? modelIdOf(s.hit.model, ev, 0) : undefined;
        const instructions = s.hit.instructions ? instructionsOf(s.hit.instructions, ev) : undefined;
        out.push({
            id: s.hit.declared ?? '',
            kind: s.hit.declared ? 'declared' : mcp ? 'mcp-server' : 'request',
            label: s.hit.label,
            range,
            sites: [range],
            members,
            dynamic: [...new Set(dynamic)].sort(),
            ...(s.hit.declared ? {} : { dialect: s.hit.dialect }),
            ...(s.hit.toolCalling === false ? { toolCalling: false } : {}),
            ...(model ? { models: [model] } : {}),
            ...(s.hit.api ? { api: s.hit.api } : {}),
            ...(instructions ? { instructions: [instructions] } : {}),
        });
    }
    const requests = mergeIdentical(out);
    for (const t of requests)
        for (const m of t.members)
            covered.add(m.tool);
    // MCP servers: every tool registered on one server object is listed together.
    const servers = new Map();
    let wired = false;
    const unwired = new Map();
    for (const p of placed) {
        const tool = survivor(p.tool);
        if (covered.has(tool) || !p.node || !ts.isCallExpression(p.node) || tool.framework !== 'mcp')
            continue;
        // `server.registerTool(…)`, or `registerAppTool(server, …)` of MCP Apps.
        const recv = ts.isPropertyAccessExpression(p.node.expression) && (MCP_REGISTRATION.test(p.node.expression.name.text) || forwarders.has(p.node.expression.name.text))
            ? p.node.expression.expression
            : ts.isIdentifier(p.node.expression) && p.node.expression.text === 'registerAppTool'
                ? p.node.arguments[0]
                : boundRegistration(p.node, ev)?.receiver;
        if (!recv)
            continue;
        const server = serverOf(recv, ev, flow, 0, p.site, isTestCode);
        // The project hands a server it makes to its registering functions: one it does not call is not wired in.
        if (server.viaCall && server.constructed)
            wired = true;
        if (server.uncalled)
            unwired.set(tool, server.uncalled);
        let set = servers.get(server.key);
        if (!set) {
            set = { id: '', kind: 'mcp-server', label: server.name ? `MCP server ${server.name}` : 'MCP server', range: server.range, sites: [server.range], members: [], dynamic: [], dialect: 'mcp' };
            servers.set(server.key, set);
        }
        if (!set.members.some((m) => m.tool === tool))
            set.members.push({ tool, conditional: !!tool.conditional, choices: [] });
    }
    for (const s of servers.values())
        for (const m of s.members)
            covered.add(m.tool);
    if (unwiredOut && wired)
        for (const [t, fn] of unwired)
            unwiredOut.unwired.set(t, fn);
    // Arrays and maps of tools that no request or server was seen to send.
    const groups = new Map();
    for (const p of placed) {
        const tool = survivor(p.tool);
        if (!tool.group)
            continue;
        // An array written inside a factory is a new array at each call: the tools made at two calls
        // (`new Tool(schema, 'clock', …).tool` in one module, `… 'calculator' …` in another) were never in one list.
        const made = p.site && (ts.isCallExpression(p.site) || ts.isNewExpression(p.site)) ? `@${p.site.getSourceFile().fileName}:${p.site.pos}` : '';
        const key = tool.group + made;
        const list = groups.get(key) ?? [];
        if (!list.includes(tool))
            list.push(tool);
        groups.set(key, list);
    }
    const lists = [];
    for (const tools of groups.values()) {
        if (tools.some((t) => covered.has(t)))
            continue;
        const range = tools.map((t) => t.range).sort(compareRanges)[0];
        lists.push({ id: '', kind: 'list', label: 'tool list', range, sites: [range], members: tools.map((tool) => ({ tool, conditional: !!tool.conditional, choices: [] })), dynamic: [] });
    }
    const all = [...requests, ...servers.values(), ...lists].sort((a, b) => compareRanges(a.range, b.range) || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
    const used = new Map();
    for (const t of all) {
        // A toolset the config names keeps that name.
        if (t.kind === 'declared') {
            used.set(t.id, (used.get(t.id) ?? 0) + 1);
            continue;
        }
        const base = `${t.kind === 'mcp-server' && t.label.startsWith('MCP server ') ? `mcp:${t.label.slice(11)}` : t.kind === 'list' ? 'list' : t.label}@${t.range.file}:${t.range.line}`;
        const n = (used.get(base) ?? 0) + 1;
        used.set(base, n);
        t.id = n === 1 ? base : `${base}#${n}`;
        // A request keeps the order it sends its tools in (it is part of the cached prefix); the rest by place.
        if (t.kind !== 'request')
            t.members.sort((a, b) => compareRanges(a.tool.range, b.tool.range) || (a.tool.name < b.tool.name ? -1 : a.tool.name > b.tool.name ? 1 : 0));
    }
    for (const t of all) {
        for (const m of t.members) {
            const ids = m.tool.toolsets ?? (m.tool.toolsets = []);
            if (!ids.includes(t.id))
                ids.push(t.id);
        }
    }
    // A house tool class or object served only by MCP servers (`new SearchTool().toToolType()` in a
    // tools/list answer, `server.addTool(tool)` in a loop) is an MCP tool: its schema goes on the wire as written.
    const isMcp = (t) => t.kind === 'mcp-server' || t.api === 'mcp-tools-list';
    const served = new Map();
    for (const t of all)
        for (const m of t.members)
            if (m.tool.framework === 'custom')
                served.set(m.tool, (served.get(m.tool) ?? true) && isMcp(t));
    for (const [tool, onlyMcp] of served)
        if (onlyMcp)
            tool.framework = 'mcp';
    return all;
}
/** Requests that send exactly the same tools (one `tools` array used by two routes) are one toolset with two sites. */
function mergeIdentical(list) {
    const out = [];
    const byKey = new Map();
    // A toolset the config declares absorbs the requests that send exactly its tools (it has a name).
    const ordered = [...list.filter((t) => t.kind === 'declared'), ...list.filter((t) => t.kind !== 'declared')];
    for (const t of ordered) {
        const key = `${t.kind === 'mcp-server' ? 'mcp' : ''}|${t.dynamic.join('\u0001')}|${t.members.map((m) => `${m.tool.range.file}:${m.tool.range.line}:${m.tool.range.column}:${m.tool.name}:${m.conditional}`).join('|')}`;
        const same = byKey.get(key);
        // Two APIs of one provider (Chat Completions, Responses) take the same tools in different formats: not one request.
        if (same && (same.kind === 'declared' || (same.dialect === t.dialect && same.api === t.api))) {
            if (same.kind === 'declared' && t.dialect)
                same.dialect = t.dialect;
            same.sites.push(...t.sites);
            // Sent as function tools by any of its sites: provider rules apply.
            if (t.toolCalling !== false)
                delete same.toolCalling;
            if (t.models)
                same.models = [...new Set([...(same.models ?? []), ...t.models])].sort();
            if (t.instructions)
                same.instructions = [...(same.instructions ?? []), ...t.instructions];
            continue;
        }
        byKey.set(key, t);
        out.push(t);
    }
    return out;
}
function serverOf(recv, ev, flow, depth, site, isTestCode = () => false) {
    const e = skipOuter(recv);
    const file = ev.fileOf(e);
    const fallback = { key: `${file.rel}#${e.getText(file.sf)}`, range: rangeOf(e, file) };
    if (ts.isPropertyAccessExpression(e) && e.expression.kind === ts.SyntaxKind.ThisKeyword) {
        let cls = e.parent;
        while (cls && !ts.isClassLike(cls))
            cls = cls.parent;
        if (cls)
            return { key: `${file.rel}:${cls.pos}:this.${e.name.text}`, range: rangeOf(cls, file) };
        return fallback;
    }
    if (!ts.isIdentifier(e))
        return fallback;
    const b = ev.scope.resolveIdentifier(e, file);
    // `const s = server as any` in a helper that registers through whichever API the SDK has: the server aliased.
    if (b?.kind === 'value' && ts.isIdentifier(skipOuter(b.init)) && isConstDeclaration(b.decl) && depth < 3)
        return serverOf(b.init, ev, flow, depth + 1, site, isTestCode);
    if (b?.kind === 'value') {
        const at = ev.fileOf(b.decl);
        return { key: `${at.rel}:${b.decl.pos}`, range: rangeOf(b.decl, at), ...serverName(b.init, ev), ...(ts.isNewExpression(skipOuter(b.init)) ? { constructed: true } : {}) };
    }
    if (b?.kind === 'parameter' && ts.isParameter(b.node) && flow && depth < 3) {
        const fn = b.node.parent;
        const index = fn.parameters.indexOf(b.node);
        // A test that registers a module on a server of its own (`registerDatabaseTools(new McpServer(…))`)
        // does not move the module's tools off the server the application registers them on.
        const all = flow.callSites(fn);
        const real = all.filter((c) => !isTestCode(ev.fileOf(c).rel));
        const sites = real.length ? real : all;
        // Made at one call of a helper (`registerTool(server, 'get-schema', …)`): the server that call passes.
        // Only a parameter that is the server itself (`registerTool(server, …)`); one destructured from an options object is read at every call, below.
        const made = site && ts.isIdentifier(b.node.name) && (ts.isCallExpression(site) || ts.isNewExpression(site)) ? sites.find((x) => x === site) : undefined;
        const given = made?.arguments?.[index];
        if (given)
            return { ...serverOf(given, ev, flow, depth + 1, undefined, isTestCode), viaCall: true };
        if (!sites.length && depth === 0)
            return { ...fallback, uncalled: fn };
        const keys = new Map();
        for (const site of sites) {
            const arg = site.arguments?.[index];
            if (arg) {
                const s = serverOf(arg, ev, flow, depth + 1, undefined, isTestCode);
                keys.set(s.key, s);
            }
        }
        // Passed the same server everywhere it is called: the tools belong to that server.
        if (keys.size === 1)
            return { ...[...keys.values()][0], viaCall: true };
    }
    return fallback;
}
/**
 * The text of a request's instructions when it folds whole: a string, or Anthropic's `system` blocks
 * (`[{ type: 'text', text }]`) joined. A template with runtime parts is left out: what it says around
 * them is not all the model reads.
 */
function instructionsOf(expr, ev) {
    const file = ev.fileOf(expr);
    // Chat messages (`[{ role: 'system', content: systemPrompt }, ...history]`): the system and developer messages written there.
    const list = messagesBehind(expr, ev);
    if (list) {
        const texts = [];
        let at;
        for (const el of list.elements) {
            const o = skipOuter(el);
            if (!ts.isObjectLiteralExpression(o))
                continue;
            const role = o.properties.find((p) => p.name && propertyNameText(p.name) === 'role');
            const content = o.properties.find((p) => p.name && propertyNameText(p.name) === 'content');
            if (!role || !content || !ts.isPropertyAssignment(role))
                continue;
            if (!['system', 'developer'].includes(String(ev.evaluate(role.initializer))))
                continue;
            const c = ev.evaluate(ts.isPropertyAssignment(content) ? content.initializer : content.name);
            if (typeof c !== 'string')
                continue;
            texts.push(c);
            at ??= ts.isPropertyAssignment(content) ? content.initializer : content;
        }
        return texts.length && at ? { text: texts.join('\n'), range: rangeOf(at, ev.fileOf(at)) } : undefined;
    }
    const v = ev.evaluate(expr);
    let text;
    if (typeof v === 'string')
        text = v;
    else if (Array.isArray(v) && v.every((b) => isPlainObject(b) && typeof b.text === 'string'))
        text = v.map((b) => b.text).join('\n');
    return text ? { text, range: rangeOf(expr, file) } : undefined;
}
/**
 * Tools given to an agent after it is made, `orders.handoffs = [triage]` or
 * `refunds.handoffs.push(handoff(triage))`: by the construction of the agent they are given to (a
 * constant's `new Agent(…)`), with the property they are put in.
 */
function assignedLater(placed, ev) {
    const out = new Map();
    for (const p of placed) {
        const at = p.node && assignedTo(p.node);
        const made = at && constantBehind(at.target, { ev });
        if (!at || !made || !(ts.isNewExpression(made) || ts.isCallExpression(made)))
            continue;
        const list = out.get(made) ?? [];
        list.push({ key: at.key, p });
        out.set(made, list);
    }
    return out;
}
/** `x.key = <node…>` or `x.key.push(<node…>)` around a node, within its statement: `x` and `key`. */
function assignedTo(node) {
    for (let n = node; n && !ts.isStatement(n) && !ts.isFunctionLike(n); n = n.parent) {
        // Also through casts: `(agent.handoffs as any).push(other)`.
        const left = ts.isBinaryExpression(n) ? skipOuter(n.left) : undefined;
        if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.EqualsToken && left && ts.isPropertyAccessExpression(left) && n.left !== node) {
            return { target: left.expression, key: left.name.text };
        }
        const list = ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && /^(push|unshift)$/.test(n.expression.name.text) ? skipOuter(n.expression.expression) : undefined;
        if (list && ts.isPropertyAccessExpression(list))
            return { target: list.expression, key: list.name.text };
    }
    return undefined;
}
/** A companion value and the record it names (`agents: subAgents` with `const subAgents = { … }`). */
function companionNodes(e, ev) {
    // The property itself too: tools read off `agents: { … }` are placed where the property is written.
    const out = [e, ...(e.parent && (ts.isPropertyAssignment(e.parent) || ts.isShorthandPropertyAssignment(e.parent)) ? [e.parent] : [])];
    const record = constantBehind(e, { ev });
    if (record && record !== e)
        out.push(record);
    return out;
}
/** The array literal of chat messages an expression holds, written in place or in a constant. */
function messagesBehind(expr, ev) {
    const x = constantBehind(expr, { ev });
    return !!x && ts.isArrayLiteralExpression(x) && x.elements.some((e) => ts.isObjectLiteralExpression(skipOuter(e)) && skipOuter(e).properties.some((p) => p.name && propertyNameText(p.name) === 'role')) ? x : undefined;
}
/** Model ids as providers spell them: what a project's model picker may be handed instead of a key of its own. */
const MODEL_ID = /^([\w-]+[:/])?(gpt|o\d|chatgpt|claude|gemini|gemma|llama|mistral|mixtral|codestral|qwen|deepseek|grok|command|phi|kimi|glm)[\w.:-]*$/i;
/** `new McpServer({ name: 'helpdesk', … })` → helpdesk. */
function serverName(init, ev) {
    const e = skipOuter(init);
    if (!ts.isNewExpression(e) || !e.arguments?.[0])
        return {};
    const v = ev.evaluate(e.arguments[0]);
    return isPlainObject(v) && typeof v.name === 'string' ? { name: v.name } : {};
}
/**
 * The model a request names, as written: `'claude-sonnet-4-5'`, `openai('gpt-4.1')`,
 * `anthropic.messages` with `model: MODEL`, `new ChatOpenAI({ model: 'gpt-4o-mini' })` behind an
 * `llm` variable, `'openai:gpt-4o'` (provider prefixes are dropped).
 */
function modelIdOf(expr, ev, depth) {
    if (depth > 4)
        return undefined;
    const e = skipOuter(expr);
    const v = ev.evaluate(e);
    if (typeof v === 'string' && v)
        return v.replace(/^[\w-]+[:/](?=[\w.-])/, '');
    if (ts.isCallExpression(e)) {
        const a0 = e.arguments[0];
        const s = a0 ? ev.evaluate(a0) : undefined;
        // A project function that picks the model (`getAgentModel('Main')`) is given a key, unless it reads as a model id (`getModel('gpt-4o')`).
        if (typeof s === 'string' && s && (!ev.functionOf(e) || MODEL_ID.test(s)))
            return s;
        // `llm.withConfig({…})`, `model.bind(…)`: the model of the receiver.
        if (ts.isPropertyAccessExpression(e.expression))
            return modelIdOf(e.expression.expression, ev, depth + 1);
        return undefined;
    }
    if (ts.isNewExpression(e) && e.arguments?.[0]) {
        const o = ev.evaluate(e.arguments[0]);
        if (isPlainObject(o))
            for (const k of ['model', 'modelName', 'modelId', 'model_name'])
                if (typeof o[k] === 'string')
                    return o[k];
        return undefined;
    }
    if (ts.isIdentifier(e)) {
        const b = ev.scope.resolveIdentifier(e, ev.fileOf(e));
        if (b?.kind === 'value')
            return modelIdOf(b.init, ev, depth + 1);
    }
    if (ts.isPropertyAccessExpression(e))
        return modelIdOf(e.expression, ev, depth + 1);
    return undefined;
}
