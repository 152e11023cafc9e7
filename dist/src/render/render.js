import { Evaluator } from '../extract/evaluate.js';
import { renderStatically } from './static.js';
import { fork } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONFIG_FILES } from '../config/load.js';
import { cellMatches, expandCells } from '../config/matrix.js';
import { buildBundle } from './bundle.js';
export const DEFAULT_TIMEOUT_MS = 5000;
export const DEFAULT_MEMORY_MB = 512;
export async function renderTools(allTools, index, opts) {
    const t0 = performance.now();
    const options = { ...opts, cwd: path.resolve(opts.cwd) };
    const select = options.select ?? (() => true);
    const targets = allTools.filter((t) => t.description.kind === 'dynamic' && select(t));
    const schemaTools = options.schemas ? allTools.filter((t) => t.inputSchema.source === 'zod' && select(t)) : [];
    const names = allTools.filter((t) => t.nameResolved).map((t) => t.name);
    let cells = expandCells(options.matrix, names);
    if (options.cellFilter)
        cells = cells.filter((c) => cellMatches(c, options.cellFilter));
    const result = { eval: options.eval !== false, cells, entries: [], skipped: [], schemas: [], stats: { buildMs: 0, wallMs: 0, renders: 0, processes: 0 } };
    const folder = new Evaluator(index);
    const staticEntry = (tool, cell) => ({
        tool,
        cell,
        source: 'static',
        text: tool.description.kind === 'dynamic' ? (renderStatically(tool, cell, index, folder) ?? tool.description.partialText ?? '…') : '',
    });
    if ((targets.length === 0 && schemaTools.length === 0) || cells.length === 0)
        return finish(result, t0);
    if (!result.eval) {
        for (const tool of targets) {
            const folded = cells.every((c) => renderStatically(tool, c, index, folder) !== undefined);
            result.skipped.push({ tool, reason: folded ? 'not executed (--no-eval): folded statically for every cell' : 'not executed (--no-eval): static text shown, `…` where evaluation stopped' });
            for (const cell of cells)
                result.entries.push(staticEntry(tool, cell));
        }
        return finish(result, t0);
    }
    // Capture every tool in a bundled file, not only the targets: the cell argument's `tools`
    // holds the live objects of the available tools.
    const files = new Set([...targets, ...schemaTools].map((t) => t.range.file));
    const ids = new Map();
    const idOf = new Map();
    allTools.forEach((t, i) => {
        if (!files.has(t.range.file))
            return;
        ids.set(`t${i}`, t);
        idOf.set(t, `t${i}`);
    });
    const configFile = options.matrix.hasContext ? (options.configFile ?? findConfigFile(options.cwd)) : undefined;
    const bundle = await buildBundle({ cwd: options.cwd, index, tools: ids, configFile, schemas: schemaTools.length > 0 });
    result.stats.buildMs = bundle.buildMs;
    try {
        await execute(result, bundle, targets, schemaTools, idOf, { ...options, allTools });
    }
    finally {
        rmSync(bundle.dir, { recursive: true, force: true });
    }
    return finish(result, t0);
}
function finish(result, t0) {
    result.stats.wallMs = performance.now() - t0;
    return result;
}
function findConfigFile(cwd) {
    let dir = path.resolve(cwd);
    for (;;) {
        for (const name of CONFIG_FILES)
            if (existsSync(path.join(dir, name)))
                return path.join(dir, name);
        const parent = path.dirname(dir);
        if (parent === dir || existsSync(path.join(dir, '.git')))
            return undefined;
        dir = parent;
    }
}
/** One sandboxed process and its message queue; the parent enforces every deadline. */
class Sandbox {
    proc;
    queue = [];
    waiter;
    stderr = '';
    exited = false;
    constructor(runner, cwd, memoryMb) {
        this.proc = fork(runner, [], {
            cwd,
            // Reads anywhere (modules, prompt files); no writes, no child processes, no workers, no addons.
            execArgv: ['--experimental-permission', '--allow-fs-read=*', `--max-old-space-size=${memoryMb}`, '--no-warnings', '--stack-size=984'],
            stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
            serialization: 'advanced',
        });
        this.proc.stderr?.on('data', (d) => {
            this.stderr = (this.stderr + d.toString()).slice(-4000);
        });
        this.proc.on('message', (m) => this.push(m));
        this.proc.on('exit', (code, signal) => {
            this.exited = true;
            this.push({ t: 'exit', code, signal, stderr: this.stderr });
        });
        this.proc.on('error', () => undefined);
    }
    push(m) {
        if (this.waiter)
            this.waiter(m);
        else
            this.queue.push(m);
    }
    send(m) {
        if (!this.exited)
            this.proc.send(m, () => undefined);
    }
    next(ms) {
        const queued = this.queue.shift();
        if (queued)
            return Promise.resolve(queued);
        return new Promise((resolve) => {
            const timer = setTimeout(() => {
                this.waiter = undefined;
                resolve({ t: 'timeout' });
            }, ms);
            this.waiter = (m) => {
                clearTimeout(timer);
                this.waiter = undefined;
                resolve(m);
            };
        });
    }
    kill() {
        if (!this.exited)
            this.proc.kill('SIGKILL');
    }
}
function crashMessage(m) {
    const err = String(m.stderr ?? '');
    if (/heap out of memory|Allocation failed/i.test(err))
        return 'the sandbox ran out of memory (heap cap reached)';
    if (/ERR_ACCESS_DENIED/.test(err))
        return `the sandbox refused an operation: ${err.split('\n').find((l) => /ERR_ACCESS_DENIED|Error/.test(l))?.trim() ?? ''}`;
    return `the sandbox exited (${m.signal ? `signal ${String(m.signal)}` : `code ${String(m.code)}`})${err.trim() ? `: ${err.trim().split('\n').slice(-1)[0]}` : ''}`;
}
function violationError(v) {
    const first = v?.[0];
    if (!first)
        return undefined;
    return { kind: first.kind, message: first.kind === 'write' ? `tried to write "${first.target}" (${first.api})` : `tried to start a process "${first.target}" (${first.api})` };
}
async function execute(result, bundle, targets, schemaTools, idOf, options) {
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const memoryMb = options.memoryMb ?? DEFAULT_MEMORY_MB;
    const passes = options.isolates ?? 1;
    const byFile = new Map(); // tool file (relative) → bundled entry
    for (const [abs, out] of bundle.entries)
        byFile.set(path.relative(options.cwd, abs).split(path.sep).join('/'), out);
    const entryList = [...bundle.entries.values()];
    const loadErrors = new Map(); // bundled entry → why it failed to load
    const hungEntries = new Set();
    const hungTools = new Set();
    const names = [...idOf].map(([t, id]) => [id, t.name]);
    const descriptions = [];
    for (const t of options.allTools)
        if (t.nameResolved && t.description.kind === 'static')
            descriptions.push([t.name, t.description.text]);
    const runnable = [];
    for (const tool of targets) {
        const id = idOf.get(tool);
        const abs = path.resolve(options.cwd, tool.range.file);
        if (bundle.failed.has(abs))
            result.skipped.push({ tool, reason: `could not be bundled: ${bundle.failed.get(abs)}` });
        else if (bundle.unplaced.has(id))
            result.skipped.push({ tool, reason: 'the definition could not be located in the source for execution' });
        else {
            runnable.push(tool);
            continue;
        }
        for (const cell of result.cells)
            result.entries.push({ tool, cell, source: 'static', text: tool.description.kind === 'dynamic' ? (tool.description.partialText ?? '…') : '' });
    }
    const entries = new Map();
    for (const tool of runnable)
        for (const cell of result.cells)
            entries.set(`${idOf.get(tool)}|${cell.id}`, { tool, cell, source: 'eval' });
    const notReached = new Set();
    /** Starts a sandbox and loads every entry not known to hang; load failures are remembered. */
    const start = async () => {
        for (;;) {
            const sb = new Sandbox(bundle.runner, options.cwd, memoryMb);
            result.stats.processes++;
            const list = entryList.filter((e) => !hungEntries.has(e));
            sb.send({ t: 'load', entries: list, config: bundle.config, bridge: bundle.bridge, names, descriptions });
            // Entries report `loaded` in order: when time runs out, the culprit is the first without a report.
            let n = 0;
            for (;;) {
                // Starting a process and importing a module take longer than a render on a loaded machine:
                // the deadline for loading is generous; the render deadline stays tight.
                const m = await sb.next(n === 0 ? Math.max(timeoutMs, 5000) + 10_000 : Math.max(timeoutMs, 5000));
                if (m.t === 'prelude') {
                    if (m.error)
                        for (const e of list)
                            loadErrors.set(e, { kind: 'load', message: `the config's context() could not be loaded: ${String(m.error)}` });
                    continue;
                }
                if (m.t === 'loaded') {
                    const entry = list[n++];
                    const v = violationError(m.violations);
                    if (m.error)
                        loadErrors.set(entry, { kind: 'load', message: `its module threw while loading: ${String(m.error)}` });
                    else if (v)
                        loadErrors.set(entry, { ...v, message: `its module ${v.message} while loading` });
                    continue;
                }
                if (m.t === 'ready')
                    return { sb, order: m.order };
                sb.kill();
                const entry = list[n];
                if (!entry) {
                    // Everything loaded, then a timer or event callback never returned: nothing can be rendered.
                    const why = m.t === 'timeout' ? { kind: 'timeout', message: 'a timer or event callback started while loading never returned' } : { kind: 'crash', message: crashMessage(m) };
                    for (const e of list) {
                        hungEntries.add(e);
                        loadErrors.set(e, why);
                    }
                    break;
                }
                hungEntries.add(entry);
                loadErrors.set(entry, m.t === 'timeout' ? { kind: 'timeout', message: `its module did not finish loading within ${timeoutMs} ms` } : { kind: 'crash', message: crashMessage(m) });
                break;
            }
        }
    };
    const queues = Array.from({ length: passes }, () => [...result.cells]);
    const cores = options.concurrency ?? Math.max(1, os.availableParallelism?.() ?? os.cpus().length);
    const lanesPerPass = Math.max(1, Math.min(Math.floor(cores / passes), result.cells.length));
    const orders = [];
    const lane = async (pass, first) => {
        let { sb, order } = await start();
        try {
            for (;;) {
                const cell = queues[pass].shift();
                if (!cell)
                    break;
                const put = (tool, o) => {
                    const entry = entries.get(`${idOf.get(tool)}|${cell.id}`);
                    // "x is not a function" is often an import the project itself cannot resolve: say so.
                    const missing = bundle.unresolved.get(path.resolve(options.cwd, tool.range.file));
                    if (o.error && missing && (o.error.kind === 'throw' || o.error.kind === 'load')) {
                        o = { ...o, error: { ...o.error, message: `${o.error.message} (unresolved imports in this file: ${missing.map((m) => `'${m}'`).join(', ')})` } };
                    }
                    if (pass === 0)
                        Object.assign(entry, o);
                    else
                        entry.again = o;
                };
                let pending = [];
                for (const tool of runnable) {
                    const loadError = loadErrors.get(byFile.get(tool.range.file) ?? '');
                    if (loadError)
                        put(tool, { error: loadError });
                    else
                        pending.push(tool);
                }
                // One request per cell; the sandbox streams one answer per tool, each under its own
                // deadline. After a hang or a crash, a fresh sandbox takes the rest of the cell.
                while (pending.length) {
                    pending = pending.filter((t) => !hungTools.has(idOf.get(t)));
                    if (!pending.length)
                        break;
                    sb.send({ t: 'render', ids: pending.map((t) => idOf.get(t)), cell });
                    let k = 0;
                    for (; k < pending.length; k++) {
                        const tool = pending[k];
                        const m = await sb.next(timeoutMs);
                        result.stats.renders++;
                        if (m.t === 'rendered') {
                            if (m.missing)
                                notReached.add(tool);
                            else {
                                const v = violationError(m.violations);
                                put(tool, v ? { ...(typeof m.text === 'string' ? { text: m.text } : {}), error: v } : m.error ? { error: { kind: 'throw', message: String(m.error) } } : { text: m.text });
                            }
                            continue;
                        }
                        if (m.t === 'timeout') {
                            hungTools.add(idOf.get(tool));
                            put(tool, { error: { kind: 'timeout', message: `did not return within ${timeoutMs} ms (an endless loop or a promise that never settles); not retried in later cells` } });
                        }
                        else
                            put(tool, { error: { kind: 'crash', message: crashMessage(m) } });
                        sb.kill();
                        ({ sb, order } = await start());
                        break;
                    }
                    pending = pending.slice(k + 1);
                }
            }
            if (first) {
                sb.send({ t: 'order', seq: 0 });
                const m = await sb.next(timeoutMs);
                orders[pass] = m.t === 'order' ? m.order : order;
                // Schema conversion once, in the first isolate.
                if (pass === 0) {
                    for (const tool of schemaTools) {
                        const id = idOf.get(tool);
                        sb.send({ t: 'schema', seq: 0, id });
                        const r = await sb.next(timeoutMs);
                        if (r.t !== 'schema') {
                            result.schemas.push({ tool, skipped: r.t === 'timeout' ? 'conversion timed out' : 'the sandbox exited' });
                            if (r.t === 'timeout')
                                sb.kill();
                            if (sb.exited)
                                ({ sb } = await start());
                            continue;
                        }
                        result.schemas.push(compareSchema(tool, r));
                    }
                }
            }
        }
        finally {
            sb.kill();
        }
    };
    const jobs = [];
    for (let l = 0; l < lanesPerPass; l++)
        for (let p = 0; p < passes; p++)
            jobs.push(() => lane(p, l === 0));
    await Promise.all(jobs.map((j) => j()));
    for (const tool of notReached)
        result.skipped.push({ tool, reason: 'its definition was not reached when the module loaded (it is built inside a function): static text shown' });
    for (const e of entries.values()) {
        if (notReached.has(e.tool))
            result.entries.push({ tool: e.tool, cell: e.cell, source: 'static', text: e.tool.description.kind === 'dynamic' ? (e.tool.description.partialText ?? '…') : '' });
        else if (e.text !== undefined || e.error)
            result.entries.push(e);
        else if (hungTools.has(idOf.get(e.tool)))
            continue; // skipped after a timeout elsewhere
    }
    const nameOf = new Map([...idOf].map(([t, id]) => [id, t.name]));
    if (orders[0])
        result.order = { first: orders[0].map((id) => nameOf.get(id)), ...(orders[1] ? { second: orders[1].map((id) => nameOf.get(id)) } : {}) };
}
function compareSchema(tool, r) {
    if (r.skipped)
        return { tool, skipped: String(r.skipped) };
    const real = r.schema;
    const difference = firstDifference(normalize(tool.inputSchema.schema), normalize(real), '');
    return { tool, real, matches: difference === undefined, ...(difference !== undefined ? { difference: difference || '/' } : {}) };
}
/** Keys that say nothing about the accepted input: converters differ in whether they emit them. */
function normalize(v) {
    if (Array.isArray(v))
        return v.map(normalize);
    if (!v || typeof v !== 'object')
        return v;
    const out = {};
    for (const k of Object.keys(v).sort()) {
        if (k === '$schema' || k === 'x-tool-lint-unknown')
            continue;
        const val = v[k];
        out[k] = k === 'required' && Array.isArray(val) ? [...val].sort() : normalize(val);
    }
    return out;
}
function firstDifference(a, b, at) {
    if (a === b)
        return undefined;
    if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object')
        return at;
    if (Array.isArray(a) !== Array.isArray(b))
        return at;
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    for (const k of keys) {
        const d = firstDifference(a[k], b[k], `${at}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`);
        if (d !== undefined)
            return d;
    }
    return undefined;
}
