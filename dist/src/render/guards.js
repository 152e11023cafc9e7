/**
 * Hardening of the render sandbox, installed before any project code runs (child.ts imports this
 * module first). Node's permission model (see permissions.ts) already refuses file writes, child
 * processes, workers, native addons, the inspector and reads outside the granted folders; what it
 * does not cover on every Node version is done here, in JavaScript, by replacing the public entry
 * points with guards that record the attempt and throw:
 *
 * - network: `net` sockets and servers (which `http`, `https`, `tls`, `http2` and `fetch` use),
 *   `dgram`, `dns`, `fetch` and `WebSocket`;
 * - processes: `process.exit`/`abort`/`kill`/`send` (the IPC channel belongs to the runner);
 * - writes to file descriptors other than stdout/stderr (the IPC pipe is fd 3);
 * - reads through a symbolic link that leads outside the granted folders (the permission model
 *   checks the path as written, not where it leads).
 *
 * The attempt is what matters: project code often swallows the error (`try { … } catch {}`), so
 * every attempt is recorded for the work it belongs to (a module being loaded, a render), also from
 * timers and callbacks that work scheduled. Guards are installed non-writable and non-configurable.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import childProcess from 'node:child_process';
import dgram from 'node:dgram';
import dns from 'node:dns';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import timers from 'node:timers';
import { syncBuiltinESMExports } from 'node:module';
import { fileURLToPath } from 'node:url';
// The owner travels with the work itself (timers, promise continuations, callbacks), not with the
// moment it runs: an async loop a module started at import stays that module's, even when its next
// step happens to run during a render.
const owners = new AsyncLocalStorage();
const events = new Map();
const keyOf = (o) => (o === null ? 'none' : o.kind === 'load' ? `load:${o.entry}` : `render:${o.seq}`);
export function currentOwner() {
    return owners.getStore() ?? null;
}
/** Runs `fn` (and everything it schedules) as `o`'s work. */
export function runAs(o, fn) {
    return owners.run(o, fn);
}
/** Takes (and forgets) what `o`'s work did so far. */
export function takeEvents(o) {
    const k = keyOf(o);
    const e = events.get(k) ?? { violations: [], errors: [] };
    events.delete(k);
    return e;
}
/** What happened outside any load or render, and what load-time timers did later, by owner key. */
export function takeBackground() {
    const out = [...events].filter(([k]) => !k.startsWith('render:'));
    for (const [k] of out)
        events.delete(k);
    return out;
}
function bucket(o) {
    const k = keyOf(o);
    let e = events.get(k);
    if (!e)
        events.set(k, (e = { violations: [], errors: [] }));
    return e;
}
export function recordError(o, error) {
    const list = bucket(o).errors;
    if (list.length < 20)
        list.push(errorText(error));
}
export function errorText(e) {
    try {
        if (e instanceof Error)
            return `${e.name}: ${e.message}`;
        return String(e);
    }
    catch {
        return 'an exception that cannot be printed';
    }
}
function record(kind, api, target) {
    const list = bucket(currentOwner()).violations;
    if (list.length < 20)
        list.push({ kind, api, target: describeTarget(target) });
}
function denied(api, why) {
    const err = new Error(`tool-lint: ${api}() is not allowed while rendering a description (${why})`);
    err.code = 'ERR_ACCESS_DENIED';
    return err;
}
function describeTarget(v) {
    try {
        if (typeof v === 'string')
            return v.length > 200 ? `${v.slice(0, 200)}…` : v;
        if (v instanceof URL)
            return v.href;
        if (typeof v === 'number')
            return `fd ${v}`;
        if (v && typeof v === 'object') {
            const o = v;
            if (typeof o.url === 'string')
                return o.url;
            if (typeof o.href === 'string')
                return o.href;
            if (typeof o.host === 'string' || typeof o.hostname === 'string')
                return `${String(o.hostname ?? o.host)}${o.port !== undefined ? `:${String(o.port)}` : ''}`;
            if (typeof o.path === 'string')
                return o.path;
        }
        return typeof v;
    }
    catch {
        return typeof v;
    }
}
function lock(target, name, value) {
    try {
        Object.defineProperty(target, name, { value, writable: false, configurable: false, enumerable: true });
    }
    catch {
        // Already locked by Node itself: the permission model still applies.
    }
}
/** Replaces `target[name]` with a guard that records the attempt and throws. */
function refuse(target, names, kind, prefix, why) {
    for (const name of names) {
        if (typeof target[name] !== 'function')
            continue;
        lock(target, name, function refused(...args) {
            record(kind, `${prefix}.${name}`, args[0]);
            throw denied(`${prefix}.${name}`, why);
        });
    }
}
// --- Files -------------------------------------------------------------------------------------
const FS_WRITES = [
    'writeFile', 'writeFileSync', 'appendFile', 'appendFileSync', 'mkdir', 'mkdirSync', 'mkdtemp', 'mkdtempSync', 'rm', 'rmSync', 'rmdir', 'rmdirSync',
    'unlink', 'unlinkSync', 'rename', 'renameSync', 'copyFile', 'copyFileSync', 'cp', 'cpSync', 'createWriteStream', 'symlink', 'symlinkSync',
    'link', 'linkSync', 'truncate', 'truncateSync', 'chmod', 'chmodSync', 'chown', 'chownSync', 'utimes', 'utimesSync', 'lchown', 'lchownSync',
    'lutimes', 'lutimesSync', 'ftruncate', 'ftruncateSync', 'fchmod', 'fchmodSync', 'fchown', 'fchownSync',
];
const PROMISE_WRITES = ['writeFile', 'appendFile', 'mkdir', 'mkdtemp', 'rm', 'rmdir', 'unlink', 'rename', 'copyFile', 'cp', 'symlink', 'link', 'truncate', 'chmod', 'chown', 'utimes', 'lchown', 'lutimes'];
function guardFiles() {
    refuse(fs, FS_WRITES, 'write', 'fs', 'no file writes');
    refuse(fs.promises, PROMISE_WRITES, 'write', 'fs.promises', 'no file writes');
    // Writes to a descriptor: stdout and stderr are fine (the parent discards stdout); anything else
    // (fd 3 is the IPC pipe to the parent) is not.
    for (const name of ['write', 'writeSync', 'writev', 'writevSync']) {
        const original = fs[name];
        lock(fs, name, function guardedWrite(...args) {
            if (args[0] !== 1 && args[0] !== 2) {
                record('write', `fs.${name}`, args[0]);
                throw denied(`fs.${name}`, 'no file writes');
            }
            return original.apply(this, args);
        });
    }
    // `open` with a write flag is a write; a read-only open is a read.
    for (const name of ['open', 'openSync']) {
        const original = fs[name];
        lock(fs, name, function guardedOpen(...args) {
            const flags = args[1];
            if (typeof flags === 'string' ? /[wa+]/.test(flags) : typeof flags === 'number' && (flags & (fs.constants.O_WRONLY | fs.constants.O_RDWR)) !== 0) {
                record('write', `fs.${name}`, args[0]);
            }
            else
                checkRead(`fs.${name}`, args[0]);
            return original.apply(this, args);
        });
    }
    for (const name of ['readFile', 'readFileSync', 'createReadStream', 'readdir', 'readdirSync', 'opendir', 'opendirSync']) {
        const original = fs[name];
        lock(fs, name, function guardedRead(...args) {
            checkRead(`fs.${name}`, args[0]);
            return original.apply(this, args);
        });
    }
    for (const name of ['readFile', 'open', 'readdir', 'opendir']) {
        const original = fs.promises[name];
        lock(fs.promises, name, function guardedRead(...args) {
            checkRead(`fs.promises.${name}`, args[0]);
            return original.apply(this, args);
        });
    }
}
let readable = [];
/** The folders reads are limited to (real paths); set by the runner before project code loads. */
export function setReadableRoots(roots) {
    readable = roots.map((r) => (r.endsWith(path.sep) ? r : r + path.sep));
}
function inside(p) {
    const withSep = p.endsWith(path.sep) ? p : p + path.sep;
    return readable.some((r) => withSep.startsWith(r));
}
const realpathNative = fs.realpathSync.native;
/** A read of a path outside the granted folders, or through a link that leads out of them, is refused. */
function checkRead(api, target) {
    if (!readable.length)
        return;
    let p;
    try {
        if (typeof target === 'string')
            p = target;
        else if (target instanceof URL && target.protocol === 'file:')
            p = fileURLToPath(target);
        else if (Buffer.isBuffer(target))
            p = target.toString();
    }
    catch {
        return;
    }
    if (p === undefined)
        return; // a descriptor, or something Node will reject itself
    const abs = path.resolve(p);
    let real = abs;
    if (inside(abs)) {
        try {
            real = realpathNative(abs);
        }
        catch {
            return; // missing: Node reports ENOENT as usual
        }
    }
    if (inside(real))
        return;
    // Where a link leads is not named: it is outside the project, and differs between machines.
    record('read', api, abs === real ? abs : `${abs}, a link that leads outside the project`);
    throw denied(api, 'reads are limited to the project and its dependencies');
}
function guardProcess() {
    const proc = process;
    const rawSend = proc._send;
    const reallyExit = proc.reallyExit.bind(process);
    const emit = process.emit;
    let handler;
    // Node keeps the IPC channel (and so the process) alive only while 'message' has a listener.
    process.on('message', () => undefined);
    // Messages from the parent arrive through process.emit('message'): the runner takes them first
    // and alone, so project code can neither read a request (and its key) nor fake one.
    lock(process, 'emit', function guardedEmit(event, ...args) {
        if (event === 'message') {
            handler?.(args[0]);
            return true;
        }
        // The parent is gone (killed, or it crashed): a sandbox has nothing left to do.
        if (event === 'disconnect')
            reallyExit(0);
        return emit.call(process, event, ...args);
    });
    for (const name of ['send', '_send']) {
        lock(process, name, function refusedSend(message) {
            record('process', 'process.send', message && typeof message === 'object' ? 'a message to the tool-lint process' : message);
            throw denied('process.send', 'the IPC channel belongs to tool-lint');
        });
    }
    for (const name of ['exit', 'reallyExit', 'abort']) {
        lock(process, name, function refusedExit(code) {
            record('process', `process.${name}`, code === undefined ? '' : `code ${String(code)}`);
            throw denied(`process.${name}`, 'a description must not end the process');
        });
    }
    lock(process, 'kill', function refusedKill(pid, sig) {
        // Named by role, not number: a pid differs from run to run.
        const whom = pid === process.ppid ? 'the tool-lint process' : pid === process.pid ? 'the sandbox itself' : 'another process';
        record('process', 'process.kill', `${whom}${sig !== undefined ? `, ${String(sig)}` : ''}`);
        throw denied('process.kill', 'no signals to other processes');
    });
    lock(process, 'disconnect', function refusedDisconnect() {
        record('process', 'process.disconnect', 'the IPC channel');
        throw denied('process.disconnect', 'the IPC channel belongs to tool-lint');
    });
    refuse(childProcess, ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork'], 'spawn', 'child_process', 'no child processes');
    return {
        send: (m) => {
            rawSend.call(process, m, undefined, { swallowErrors: false }, () => undefined);
        },
        exit: reallyExit,
        onMessage: (fn) => {
            handler = fn;
        },
    };
}
// --- Network -----------------------------------------------------------------------------------
function guardNetwork() {
    const why = 'no network access';
    refuse(net.Socket.prototype, ['connect'], 'network', 'net.Socket', why);
    refuse(net.Server.prototype, ['listen'], 'network', 'net.Server', why);
    refuse(net, ['connect', 'createConnection'], 'network', 'net', why);
    refuse(dgram.Socket.prototype, ['bind', 'send', 'connect'], 'network', 'dgram.Socket', why);
    const DNS = ['lookup', 'lookupService', 'resolve', 'resolve4', 'resolve6', 'resolveAny', 'resolveCaa', 'resolveCname', 'resolveMx', 'resolveNaptr', 'resolveNs', 'resolvePtr', 'resolveSoa', 'resolveSrv', 'resolveTxt', 'reverse'];
    refuse(dns, DNS, 'network', 'dns', why);
    refuse(dns.promises, DNS, 'network', 'dns.promises', why);
    refuse(dns.Resolver.prototype, DNS, 'network', 'dns.Resolver', why);
    refuse(dns.promises.Resolver.prototype, DNS, 'network', 'dns.promises.Resolver', why);
    const g = globalThis;
    if (typeof g.fetch === 'function') {
        lock(g, 'fetch', function refusedFetch(input) {
            record('network', 'fetch', input);
            return Promise.reject(denied('fetch', why));
        });
    }
    for (const name of ['WebSocket', 'EventSource']) {
        if (typeof g[name] !== 'function')
            continue;
        lock(g, name, function RefusedSocket(url) {
            record('network', name, url);
            throw denied(name, why);
        });
    }
}
const scheduled = new Map();
/** Whether `o`'s work scheduled timers or immediates that are still pending or were (a render that did gets one more turn). */
export function hasScheduled(o) {
    return scheduled.has(keyOf(o));
}
/** Cancels what a finished render left scheduled (a timer writing a cache, an interval): it cannot touch later renders. */
export function cancelScheduled(o) {
    const k = keyOf(o);
    for (const t of scheduled.get(k) ?? [])
        t.clear();
    scheduled.delete(k);
}
function attribute(fn, o) {
    return function attributed(...args) {
        try {
            const r = fn.apply(this, args);
            if (r && typeof r.then === 'function')
                r.then(undefined, (e) => recordError(o, e));
            return r;
        }
        catch (error) {
            // Swallowed here, recorded for its owner: a throwing timer never reaches the top level,
            // where it would be blamed on whatever happened to run at that moment.
            recordError(o, error);
            return undefined;
        }
    };
}
function guardTimers() {
    const g = globalThis;
    const track = (o, t) => {
        if (o?.kind !== 'render')
            return;
        const k = keyOf(o);
        let set = scheduled.get(k);
        if (!set)
            scheduled.set(k, (set = new Set()));
        set.add(t);
    };
    for (const [set, clear] of [
        ['setTimeout', 'clearTimeout'],
        ['setInterval', 'clearInterval'],
        ['setImmediate', 'clearImmediate'],
    ]) {
        const original = g[set];
        const cancel = g[clear];
        const wrapped = function scheduledBy(fn, ...rest) {
            if (typeof fn !== 'function')
                return original.call(this, fn, ...rest);
            const o = currentOwner();
            const h = original.call(this, attribute(fn, o), ...rest);
            track(o, { clear: () => cancel(h) });
            return h;
        };
        // Node's util.promisify(setTimeout) and friends keep working through the custom symbol.
        for (const sym of Object.getOwnPropertySymbols(original))
            wrapped[sym] = original[sym];
        g[set] = wrapped;
        timers[set] = wrapped;
    }
    const nextTick = process.nextTick;
    process.nextTick = function attributedTick(fn, ...args) {
        return nextTick.call(process, typeof fn === 'function' ? attribute(fn, currentOwner()) : fn, ...args);
    };
    const microtask = g.queueMicrotask;
    g.queueMicrotask = function attributedMicrotask(fn) {
        return microtask(typeof fn === 'function' ? attribute(fn, currentOwner()) : fn);
    };
}
/** Installs every guard; returns the runner's privileged channel. Call once, before project code. */
export function harden() {
    guardFiles();
    guardNetwork();
    guardTimers();
    const privileged = guardProcess();
    // Named ESM imports of built-ins (`import { writeFileSync } from 'node:fs'`) see the guards too.
    syncBuiltinESMExports();
    return privileged;
}
