/**
 * The sandboxed renderer. Runs in a child process started with Node's permission model
 * (`--experimental-permission --allow-fs-read=*`: no fs writes, no child processes, no workers,
 * no native addons) and a heap cap. It is bundled together with the project's modules in the same
 * esbuild build, so it never imports anything but Node built-ins.
 *
 * Protocol (IPC, one request at a time): `load` → `loaded` per entry, then `ready`;
 * `render` → `rendered`; `schema` → `schema`; `order` → `order`. The parent owns every deadline:
 * a hung request is answered by killing this process.
 */
import fs from 'node:fs';
import childProcess from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';
import { pathToFileURL } from 'node:url';
const captured = new Map();
const order = [];
let violations = [];
let uncaught;
// The permission model already refuses these calls, but project code may swallow the error
// (`try { writeFileSync(cache) } catch {}`): the attempt itself is what makes a render unsafe,
// so it is recorded before the refusal is thrown.
function guard(target, names, kind, prefix) {
    for (const name of names) {
        const original = target[name];
        if (typeof original !== 'function')
            continue;
        target[name] = function guarded(...args) {
            violations.push({ kind, api: `${prefix}.${name}`, target: describeTarget(args[0]) });
            const err = new Error(`tool-lint: ${prefix}.${name}() is not allowed while rendering a description`);
            err.code = 'ERR_ACCESS_DENIED';
            throw err;
        };
    }
}
function describeTarget(v) {
    if (typeof v === 'string')
        return v;
    if (v instanceof URL)
        return v.href;
    if (typeof v === 'number')
        return `fd ${v}`;
    return typeof v;
}
const FS_WRITES = [
    'writeFile', 'writeFileSync', 'appendFile', 'appendFileSync', 'mkdir', 'mkdirSync', 'mkdtemp', 'mkdtempSync', 'rm', 'rmSync', 'rmdir', 'rmdirSync',
    'unlink', 'unlinkSync', 'rename', 'renameSync', 'copyFile', 'copyFileSync', 'cp', 'cpSync', 'createWriteStream', 'symlink', 'symlinkSync',
    'link', 'linkSync', 'truncate', 'truncateSync', 'chmod', 'chmodSync', 'chown', 'chownSync', 'utimes', 'utimesSync',
];
const PROMISE_WRITES = ['writeFile', 'appendFile', 'mkdir', 'mkdtemp', 'rm', 'rmdir', 'unlink', 'rename', 'copyFile', 'cp', 'symlink', 'link', 'truncate', 'chmod', 'chown', 'utimes'];
guard(fs, FS_WRITES, 'write', 'fs');
guard(fs.promises, PROMISE_WRITES, 'write', 'fs.promises');
// `open` with a write flag is a write; a read-only open stays allowed.
for (const name of ['open', 'openSync']) {
    const original = fs[name];
    fs[name] = function (...args) {
        const flags = args[1];
        if (typeof flags === 'string' ? /[wa+]/.test(flags) : typeof flags === 'number' && (flags & (fs.constants.O_WRONLY | fs.constants.O_RDWR)) !== 0) {
            violations.push({ kind: 'write', api: `fs.${name}`, target: describeTarget(args[0]) });
        }
        return original.apply(this, args);
    };
}
guard(childProcess, ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork'], 'spawn', 'child_process');
// Named ESM imports of built-ins (`import { writeFileSync } from 'node:fs'`) see the guards too.
syncBuiltinESMExports();
globalThis.__toolLintCapture = (id, value) => {
    if (!captured.has(id)) {
        captured.set(id, value);
        order.push(id);
    }
    return value;
};
process.on('uncaughtException', (e) => {
    uncaught = errorText(e);
});
process.on('unhandledRejection', (e) => {
    uncaught = errorText(e);
});
function errorText(e) {
    if (e instanceof Error)
        return `${e.name}: ${e.message}`;
    return String(e);
}
function isClass(v) {
    return typeof v === 'function' && /^class\b/.test(Function.prototype.toString.call(v));
}
let configContext;
let convert;
const names = new Map();
const descriptions = new Map();
async function contextFor(cell) {
    // Live objects where the tool's module was loaded; elsewhere a `{ name, description }` stand-in,
    // so `tools.some((t) => t.name === GREP_TOOL_NAME)` sees every available tool.
    const tools = cell.availableTools.flatMap((n) => {
        const live = [...names].filter(([, name]) => name === n).map(([id]) => captured.get(id)).filter((v) => v !== undefined);
        return live.length ? live : [{ name: n, ...(descriptions.has(n) ? { description: descriptions.get(n) } : {}) }];
    });
    const base = { model: cell.model, locale: cell.locale, flags: { ...cell.flags }, availableTools: [...cell.availableTools], tools };
    if (!configContext)
        return base;
    return await configContext(base);
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
const send = (m) => process.send(m);
async function renderOne(id, ctx) {
    violations = [];
    uncaught = undefined;
    if (!captured.has(id))
        return { t: 'rendered', missing: true };
    let text;
    let error;
    try {
        text = await describe(captured.get(id), ctx);
    }
    catch (e) {
        error = errorText(e);
    }
    // Work the render scheduled but did not await (a timer writing a cache file) gets one turn.
    await new Promise((r) => setImmediate(r));
    if (!error && uncaught)
        error = uncaught;
    if (!error && typeof text !== 'string')
        error = text === undefined ? 'no description at run time (prompt()/description() returned undefined, or no description found on the object)' : `the description is a ${Array.isArray(text) ? 'array' : typeof text}, not a string`;
    return { t: 'rendered', text: typeof text === 'string' ? text : undefined, error, violations };
}
process.on('message', (m) => {
    void handle(m).catch((e) => send({ t: 'fatal', error: errorText(e) }));
});
async function handle(m) {
    if (m.t === 'load') {
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
            }
        }
        catch (e) {
            prelude = errorText(e);
        }
        send({ t: 'prelude', error: prelude });
        for (let i = 0; i < m.entries.length; i++) {
            violations = [];
            let error;
            try {
                await import(pathToFileURL(m.entries[i]).href);
            }
            catch (e) {
                error = errorText(e);
            }
            send({ t: 'loaded', i, error, violations });
        }
        // Tools registered from timers (a server's "connected" event after a handshake) come to life
        // after the imports: wait while timers are pending, up to a second.
        const until = Date.now() + 1000;
        while (Date.now() < until && process.getActiveResourcesInfo().some((r) => r === 'Timeout' || r === 'Immediate'))
            await new Promise((r) => setTimeout(r, 5));
        send({ t: 'ready', order });
        return;
    }
    if (m.t === 'render') {
        // One argument per cell, shared by its tools, as an agent passes one options object to every
        // tool's prompt() when it builds a request.
        let ctx;
        let ctxError;
        try {
            ctx = await contextFor(m.cell);
        }
        catch (e) {
            ctxError = `the config's context(cell) threw: ${errorText(e)}`;
        }
        for (const id of m.ids)
            send(ctxError && captured.has(id) ? { t: 'rendered', error: ctxError, violations: [] } : await renderOne(id, ctx));
        return;
    }
    if (m.t === 'schema') {
        const schema = schemaOf(captured.get(m.id));
        if (!convert)
            send({ t: 'schema', seq: m.seq, skipped: 'no zod in the project' });
        else if (!schema)
            send({ t: 'schema', seq: m.seq, skipped: 'no schema on the object at run time' });
        else {
            try {
                send({ t: 'schema', seq: m.seq, ...convert(schema) });
            }
            catch (e) {
                send({ t: 'schema', seq: m.seq, skipped: `conversion failed: ${errorText(e)}` });
            }
        }
        return;
    }
    send({ t: 'order', seq: m.seq, order });
}
