/**
 * The sandboxed renderer. Runs in a child process under Node's permission model (permissions.ts:
 * reads limited to the project and its dependencies; no writes, child processes, workers, addons)
 * and a heap cap, hardened by guards.ts before any project code loads. It is bundled in the same
 * esbuild build as the project's modules, so it imports nothing but Node built-ins and its own
 * helpers.
 *
 * Protocol (IPC, one request at a time): `load` → `prelude`, `loaded` per entry, then `ready`;
 * `render` → `rendered` per tool; `schema` → `schema`; `order` → `order`. The parent owns every
 * deadline (a hung request is answered by killing this process) and trusts no message that lacks
 * the run's key and the request's id: the key arrives with `load`, before any project code runs,
 * and project code can neither read the requests nor send on the channel (guards.ts).
 */
import { pathToFileURL } from 'node:url';
import { cancelScheduled, currentOwner, errorText, harden, hasScheduled, recordError, runAs, setReadableRoots, takeBackground, takeEvents } from './guards.js';
import { looksLikeMissingContext, probe } from './context-probe.js';
import { restoreRealm, snapshotRealm } from './realm.js';
const privileged = harden();
/** Longer descriptions are not sent to the parent: their length is. */
const MAX_TEXT_CHARS = 1_000_000;
const captured = new Map();
const order = [];
let key = '';
let realm;
let renderSeq = 0;
/** While a toolset builder runs for a cell: what its definitions evaluate to there (tools built inside functions). */
let building;
const cellCaptured = new Map();
const idOfValue = new WeakMap();
globalThis.__toolLintCapture = (id, value) => {
    if (!captured.has(id)) {
        captured.set(id, value);
        order.push(id);
    }
    if (building)
        building.set(id, value);
    if (value && (typeof value === 'object' || typeof value === 'function'))
        idOfValue.set(value, id);
    return value;
};
// Whatever escapes (an event handler throwing, a rejection nobody awaited) belongs to the work that
// was running; timers and ticks are attributed to the work that scheduled them (guards.ts).
process.on('uncaughtException', (e) => recordError(currentOwner(), e));
process.on('unhandledRejection', (e) => recordError(currentOwner(), e));
function isClass(v) {
    return typeof v === 'function' && /^class\b/.test(Function.prototype.toString.call(v));
}
let configContext;
let configToolsets;
let convert;
const names = new Map();
const descriptions = new Map();
/** The argument of one render, built fresh each time: one render cannot leave anything in it for the next. */
/** Per cell: the available tools as the agent holds them (live objects, or stand-ins), built once. */
const toolsOfCell = new Map();
function availableTools(cell) {
    let hit = toolsOfCell.get(cell.id);
    if (hit)
        return hit;
    // Live objects where the tool's module was loaded; elsewhere a `{ name, description }` stand-in,
    // so `tools.some((t) => t.name === GREP_TOOL_NAME)` sees every available tool.
    const byName = new Map();
    for (const [id, name] of names) {
        const v = captured.get(id);
        if (v === undefined)
            continue;
        const list = byName.get(name) ?? [];
        list.push(v);
        byName.set(name, list);
    }
    const live = new Set();
    const tools = cell.availableTools.flatMap((n) => {
        const objects = byName.get(n) ?? [];
        for (const o of objects)
            live.add(o);
        return objects.length ? objects : [{ name: n, ...(descriptions.has(n) ? { description: descriptions.get(n) } : {}) }];
    });
    hit = { tools, live };
    toolsOfCell.set(cell.id, hit);
    return hit;
}
/** The cell as the config's functions receive it, built fresh each time: one render cannot leave anything in it for the next. */
function cellArgument(cell) {
    const { tools, live } = availableTools(cell);
    // Stand-ins are copied too: a render that edits one must not show the edit to the next.
    const base = { model: cell.model, locale: cell.locale, flags: { ...cell.flags }, availableTools: [...cell.availableTools], tools: tools.map((t) => (live.has(t) ? t : { ...t })) };
    return { base, live };
}
/** The argument of one render: the config's `context(cell)`, or the cell itself. */
async function contextFor(cell, found) {
    const { base, live } = cellArgument(cell);
    const ctx = configContext ? await configContext(base) : base;
    return probe(ctx, found, 'ctx', live);
}
async function describe(value, ctx) {
    let v = value;
    // gemini-cli style: the description is computed in the constructor (or by builders it calls).
    if (isClass(v))
        v = new v(ctx);
    if (v === null || (typeof v !== 'object' && typeof v !== 'function'))
        return undefined;
    const o = v;
    if (typeof o.prompt === 'function')
        return await o.prompt.call(o, ctx);
    // A house format that says which text is the model's (`getToolDescription`, beside a UI's `getDescription`).
    if (typeof o.getToolDescription === 'function')
        return await o.getToolDescription.call(o, ctx);
    if (typeof o.description === 'function')
        return await o.description.call(o, ctx);
    if (typeof o.description === 'string')
        return o.description;
    for (const holder of ['schema', 'function', 'definition', 'config', 'spec']) {
        const h = o[holder];
        if (h && typeof h === 'object' && typeof h.description === 'string')
            return h.description;
    }
    if (typeof o.getDescription === 'function')
        return await o.getDescription.call(o, ctx);
    return undefined;
}
const SCHEMA_HOLDERS = ['inputSchema', 'input_schema', 'parameters', 'schema', 'argsSchema', 'paramsSchema', 'parameterSchema'];
function schemaOf(value) {
    if (!value || (typeof value !== 'object' && typeof value !== 'function'))
        return undefined;
    const o = value;
    for (const k of SCHEMA_HOLDERS)
        if (o[k] && typeof o[k] === 'object')
            return o[k];
    const fn = o.function;
    return fn && typeof fn === 'object' ? fn.parameters : undefined;
}
const nextTurn = () => new Promise((r) => setImmediate(r));
let clockShifted = false;
/**
 * Moves `Date` ahead by `offset` ms before any project code loads (the state after loading is what
 * the sandbox restores between renders, so the shift stays). Explicit dates (`new Date(2020, 0, 1)`,
 * `Date.UTC`, `Date.parse`) are untouched: only "now" moves.
 */
function shiftClock(offset) {
    if (clockShifted)
        return;
    clockShifted = true;
    const RealDate = Date;
    const now = () => RealDate.now() + offset;
    const Shifted = function (...args) {
        if (!new.target)
            return new RealDate(now()).toString();
        return Reflect.construct(RealDate, args.length ? args : [now()], new.target);
    };
    Object.setPrototypeOf(Shifted, RealDate);
    Object.defineProperty(Shifted, 'prototype', { value: RealDate.prototype });
    Object.defineProperty(Shifted, 'now', { value: now, writable: true, configurable: true });
    Object.defineProperty(Shifted, 'name', { value: 'Date' });
    Object.defineProperty(Shifted, 'length', { value: 7 });
    globalThis.Date = Shifted;
}
/** Runs a declared toolset's builder for one cell and reads what it returns, tool by tool. */
async function buildOne(m) {
    if (realm) {
        const r = restoreRealm(realm);
        if (r.tainted)
            return { t: 'tainted', reason: r.tainted };
    }
    const me = { kind: 'render', seq: ++renderSeq };
    const found = { missing: [] };
    const here = cellCaptured.get(m.cell.id) ?? new Map();
    building = new Map();
    let tools = [];
    let error;
    try {
        tools = await runAs(me, async () => {
            const mod = (await import(pathToFileURL(m.entry).href));
            const fn = mod[m.exportName] ?? (m.exportName === 'default' ? mod : undefined);
            if (typeof fn !== 'function')
                throw new Error(`${m.exportName} is not a function in the builder's module`);
            const ctx = await contextFor(m.cell, found);
            const spec = configToolsets?.[m.toolset]?.args;
            const args = m.args.kind === 'list' ? m.args.values : m.args.kind === 'function' && typeof spec === 'function' ? await spec(cellArgument(m.cell).base) : [ctx];
            const value = await fn(...(Array.isArray(args) ? args : [args]));
            return readTools(value, ctx);
        });
    }
    catch (e) {
        error = errorText(e);
    }
    finally {
        for (const [id, v] of building)
            here.set(id, v);
        cellCaptured.set(m.cell.id, here);
        building = undefined;
    }
    if (hasScheduled(me))
        await nextTurn();
    cancelScheduled(me);
    const events = takeEvents(me);
    return { t: 'built', toolset: m.toolset, tools, violations: events.violations, ...(error ? { error } : events.errors.length ? { error: events.errors[0] } : {}) };
}
/** An array or a `{ name: tool }` map of tool objects (AI SDK, LangChain, OpenAI/Anthropic/MCP objects). */
async function readTools(value, ctx) {
    const v = await value;
    const items = Array.isArray(v) ? v.map((x) => [undefined, x]) : v && typeof v === 'object' ? Object.entries(v) : [];
    const out = [];
    for (const [key, item] of items) {
        if (!item || (typeof item !== 'object' && typeof item !== 'function'))
            continue;
        const o = item;
        const fn = o.function && typeof o.function === 'object' ? o.function : undefined;
        const name = typeof o.name === 'string' ? o.name : typeof fn?.name === 'string' ? fn.name : key;
        const built = { ...(key !== undefined ? { key } : {}), ...(idOfValue.has(item) ? { id: idOfValue.get(item) } : {}), ...(name !== undefined ? { name } : {}) };
        try {
            const d = await describe(item, ctx);
            if (typeof d === 'string')
                built.description = d.length > MAX_TEXT_CHARS ? d.slice(0, MAX_TEXT_CHARS) : d;
            built.schema = jsonSchemaOf(schemaOf(item));
        }
        catch (e) {
            built.error = errorText(e);
        }
        out.push(built);
    }
    return out;
}
/** The JSON Schema a tool object carries: zod through the project's own zod, an AI SDK `jsonSchema()`, or plain JSON Schema. */
function jsonSchemaOf(schema) {
    if (!schema || typeof schema !== 'object')
        return undefined;
    const s = schema;
    if (s.jsonSchema && typeof s.jsonSchema === 'object')
        return s.jsonSchema;
    if (typeof s.safeParse === 'function' || typeof s._def === 'object' || typeof s._zod === 'object') {
        if (!convert)
            return undefined;
        const r = convert(schema);
        return r.schema;
    }
    try {
        return JSON.parse(JSON.stringify(schema));
    }
    catch {
        return undefined;
    }
}
async function renderOne(id, cell) {
    // A definition built inside a toolset builder has the value it had in this cell's build.
    const value = cellCaptured.get(cell.id)?.get(id) ?? captured.get(id);
    if (value === undefined)
        return { t: 'rendered', id, missing: true };
    // Every render starts from the state after loading (realm.ts).
    if (realm) {
        const r = restoreRealm(realm);
        if (r.tainted)
            return { t: 'tainted', id, reason: r.tainted };
    }
    const me = { kind: 'render', seq: ++renderSeq };
    const found = { missing: [] };
    let text;
    let thrown;
    let failed = false;
    // One async context for the argument and the description: both are this render's work.
    let contextFailed = false;
    try {
        text = await runAs(me, async () => {
            let ctx;
            try {
                ctx = await contextFor(cell, found);
            }
            catch (e) {
                contextFailed = true;
                throw e;
            }
            return describe(value, ctx);
        });
    }
    catch (e) {
        if (contextFailed) {
            // The config's context(cell) threw: the tool did not.
            cancelScheduled(me);
            takeEvents(me);
            return { t: 'rendered', id, violations: [], error: `the config's context(cell) threw: ${errorText(e)}`, errorKind: 'config' };
        }
        thrown = e;
        failed = true;
    }
    // Work the render scheduled but did not await (a timer writing a cache file) gets one turn,
    // then whatever it left scheduled is cancelled.
    if (hasScheduled(me))
        await nextTurn();
    cancelScheduled(me);
    const events = takeEvents(me);
    let error;
    let errorKind = 'throw';
    if (failed) {
        error = errorText(thrown);
        if (found.missing.length && looksLikeMissingContext(thrown))
            errorKind = 'context';
    }
    else if (events.errors.length)
        error = events.errors[0];
    else if (typeof text !== 'string') {
        error = text === undefined ? 'no description at run time (prompt()/description() returned undefined, or no description found on the object)' : `the description is a ${Array.isArray(text) ? 'array' : typeof text}, not a string`;
    }
    const base = { t: 'rendered', id, violations: events.violations, ...(error ? { error, errorKind, needs: found.missing } : {}) };
    if (typeof text !== 'string' || error)
        return base;
    if (text.length > MAX_TEXT_CHARS)
        return { ...base, length: text.length };
    return { ...base, text };
}
const reply = (rid, m) => privileged.send({ ...m, k: key, rid });
privileged.onMessage((raw) => {
    const m = raw;
    if (!m || typeof m !== 'object')
        return;
    if (m.t === 'load' && !key)
        key = m.key;
    else if (m.key !== key)
        return;
    void handle(m).catch((e) => reply(m.rid, { t: 'fatal', error: errorText(e) }));
});
async function handle(m) {
    if (m.t === 'load') {
        if (m.clockOffsetMs)
            shiftClock(m.clockOffsetMs);
        setReadableRoots(m.readable);
        for (const [id, name] of m.names)
            names.set(id, name);
        for (const [name, text] of m.descriptions)
            descriptions.set(name, text);
        let prelude;
        try {
            if (m.bridge)
                convert = (await import(pathToFileURL(m.bridge).href)).convert;
            if (m.config) {
                const mod = (await import(pathToFileURL(m.config).href));
                const c = mod.default?.context ?? mod.context;
                if (typeof c === 'function')
                    configContext = c;
                const ts = mod.default?.toolsets ?? mod.toolsets;
                if (ts && typeof ts === 'object')
                    configToolsets = ts;
            }
        }
        catch (e) {
            prelude = errorText(e);
        }
        reply(m.rid, { t: 'prelude', error: prelude });
        for (let i = 0; i < m.entries.length; i++) {
            const me = { kind: 'load', entry: i };
            let error;
            try {
                await runAs(me, () => import(pathToFileURL(m.entries[i]).href));
            }
            catch (e) {
                error = errorText(e);
            }
            const events = takeEvents(me);
            reply(m.rid, { t: 'loaded', i, error, violations: events.violations, errors: events.errors });
        }
        // Tools registered from timers (a server's "connected" event after a handshake) come to life
        // after the imports: wait while timers are pending, up to a second.
        const until = Date.now() + 1000;
        while (Date.now() < until && process.getActiveResourcesInfo().some((r) => r === 'Timeout' || r === 'Immediate'))
            await new Promise((r) => setTimeout(r, 5));
        realm = snapshotRealm();
        reply(m.rid, { t: 'ready', order });
        return;
    }
    if (m.t === 'build') {
        reply(m.rid, await buildOne(m));
        return;
    }
    if (m.t === 'render') {
        for (const id of m.ids) {
            const r = await renderOne(id, m.cell);
            reply(m.rid, r);
            if (r.t === 'tainted')
                return;
        }
        return;
    }
    if (m.t === 'schema') {
        const schema = schemaOf(captured.get(m.id));
        if (!convert)
            reply(m.rid, { t: 'schema', skipped: 'no zod in the project' });
        else if (!schema)
            reply(m.rid, { t: 'schema', skipped: 'no schema on the object at run time' });
        else {
            try {
                reply(m.rid, { t: 'schema', ...convert(schema) });
            }
            catch (e) {
                reply(m.rid, { t: 'schema', skipped: `conversion failed: ${errorText(e)}` });
            }
        }
        return;
    }
    if (m.t === 'order')
        reply(m.rid, { t: 'order', order, background: takeBackground() });
}
