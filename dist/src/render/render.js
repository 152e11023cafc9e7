import { Evaluator } from '../extract/evaluate.js';
import { renderStatically } from './static.js';
import { existsSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CONFIG_FILES } from '../config/load.js';
import { cellMatches, expandCells } from '../config/matrix.js';
import { buildBundle } from './bundle.js';
import { safeLine } from '../model/escape.js';
import { formatNotes } from './notes.js';
import { readableRoots } from './permissions.js';
import { crashMessage, Sandbox } from './sandbox.js';
/** Longer rendered descriptions are not passed on: the sandbox sends their length (child.ts). */
export const MAX_RENDERED_CHARS = 1_000_000;
export const DEFAULT_TIMEOUT_MS = 5000;
/** 1 day + 1 h + 1 min + 1 s + 1 ms: every field of a printed date or time differs between the isolates. */
export const SECOND_ISOLATE_CLOCK_OFFSET_MS = 90_061_001;
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
    const result = { eval: options.eval !== false, cells, entries: [], skipped: [], schemas: [], builds: [], notes: [], stats: { buildMs: 0, wallMs: 0, renders: 0, processes: 0 } };
    const builders = result.eval ? (options.toolsets ?? []) : [];
    const folder = new Evaluator(index);
    const staticEntry = (tool, cell) => ({
        tool,
        cell,
        source: 'static',
        text: tool.description.kind === 'dynamic' ? (renderStatically(tool, cell, index, folder) ?? tool.description.partialText ?? '…') : '',
    });
    if ((targets.length === 0 && schemaTools.length === 0 && builders.length === 0) || cells.length === 0)
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
    const files = new Set([...targets, ...schemaTools, ...builders.flatMap((b) => b.members)].map((t) => t.range.file));
    const ids = new Map();
    const idOf = new Map();
    allTools.forEach((t, i) => {
        if (!files.has(t.range.file))
            return;
        ids.set(`t${i}`, t);
        idOf.set(t, `t${i}`);
    });
    const configFile = options.matrix.hasContext ? (options.configFile ?? findConfigFile(options.cwd)) : undefined;
    // The config module is loaded in the sandbox for `context(cell)` and for toolsets' `args(cell)`.
    const configForSandbox = options.matrix.hasContext || builders.some((b) => b.args.kind === 'function') ? (options.configFile ?? findConfigFile(options.cwd)) : configFile;
    const bundle = await buildBundle({ cwd: options.cwd, index, tools: ids, configFile: configForSandbox, schemas: schemaTools.length > 0 || builders.length > 0, builders: builders.map((b) => b.file) });
    result.stats.buildMs = bundle.buildMs;
    const fallback = (tool, cell) => staticEntry(tool, cell).text ?? '…';
    try {
        await execute(result, bundle, targets, schemaTools, idOf, { ...options, allTools, fallback, builders });
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
function violationError(v) {
    const first = v?.find((x) => x.kind === 'write' || x.kind === 'spawn' || x.kind === 'process');
    if (!first)
        return undefined;
    if (first.kind === 'write')
        return { kind: 'write', message: `tried to write "${first.target}" (${first.api})` };
    if (first.kind === 'spawn')
        return { kind: 'spawn', message: `tried to start a process "${first.target}" (${first.api})` };
    return { kind: 'process', message: `called ${first.api}(${first.target ? `${first.target}` : ''})` };
}
/** Load errors that linking the module as a bundler does can cure. */
const LINK_ERROR = /does not provide an export named|Named export '[^']*' not found|ERR_REQUIRE_ESM|Cannot use import statement outside a module|Unexpected token 'export'|ERR_UNSUPPORTED_DIR_IMPORT|ERR_PACKAGE_PATH_NOT_EXPORTED|ERR_IMPORT_(ATTRIBUTE|ASSERTION)/;
/** Network access and reads outside the project, refused by the sandbox: a note, not a finding. */
function refusals(v) {
    return (v ?? []).filter((x) => x.kind === 'network' || x.kind === 'read').map((x) => (x.kind === 'network' ? `network access (${x.api} ${x.target})` : `a read outside the project (${x.target})`));
}
async function execute(result, bundle, targets, schemaTools, idOf, options) {
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const memoryMb = options.memoryMb ?? DEFAULT_MEMORY_MB;
    const passes = options.isolates ?? 1;
    const rel = (abs) => path.relative(options.cwd, abs).split(path.sep).join('/');
    const byFile = new Map(); // tool file (relative) → bundled entry
    const sourceOf = new Map(); // bundled entry → source file (relative)
    for (const [abs, out] of bundle.entries) {
        byFile.set(rel(abs), out);
        sourceOf.set(out, rel(abs));
    }
    const entryList = [...bundle.entries.values()];
    const run = { loadProblems: new Map(), relinked: new Map(), relinkFailed: new Set(), hungEntries: new Set(), hungTools: new Set(), notes: [] };
    const names = [...idOf].map(([t, id]) => [id, t.name]);
    const descriptions = [];
    for (const t of options.allTools)
        if (t.nameResolved && t.description.kind === 'static')
            descriptions.push([t.name, t.description.text]);
    const readable = readableRoots(bundle.dir, options.cwd, [...bundle.inputs, ...(options.configFile ? [options.configFile] : [])]);
    const scrub = scrubber(bundle.dir, options.cwd);
    const missingImports = (tool) => bundle.unresolved.get(path.resolve(options.cwd, tool.range.file)) ?? [];
    const runnable = [];
    for (const tool of targets) {
        const id = idOf.get(tool);
        const abs = path.resolve(options.cwd, tool.range.file);
        if (bundle.failed.has(abs))
            result.skipped.push({ tool, reason: safeLine(`could not be bundled: ${bundle.failed.get(abs)}`) });
        else if (bundle.unplaced.has(id))
            result.skipped.push({ tool, reason: 'the definition could not be located in the source for execution' });
        else {
            runnable.push(tool);
            continue;
        }
        for (const cell of result.cells)
            result.entries.push({ tool, cell, source: 'static', text: options.fallback(tool, cell) });
    }
    const builds = new Map();
    const ids = new Map([...idOf].map(([t, id]) => [id, t]));
    const entries = new Map();
    for (const tool of runnable)
        for (const cell of result.cells)
            entries.set(`${idOf.get(tool)}|${cell.id}`, { tool, cell, source: 'eval' });
    const notReached = new Set();
    /** Tools whose render cannot happen here (environment, context, sandbox): static text, one note. */
    const fellBack = new Map();
    const fallBack = (tool, item) => {
        if (!fellBack.has(tool))
            fellBack.set(tool, { ...item, tool: tool.name });
    };
    /** Sends one `load` and reads its answers; a hang or a crash marks the entry that caused it. */
    const loadInto = async (sb, list, prelude) => {
        const problems = new Map();
        sb.send({ t: 'load', entries: list, ...prelude, names, descriptions, readable });
        // Entries report `loaded` in order: when time runs out, the culprit is the first without a report.
        let n = 0;
        let started = false;
        for (;;) {
            // Starting a process and importing a module take longer than a render on a loaded machine:
            // the deadline for loading is generous; the render deadline stays tight.
            const m = await sb.next(n === 0 ? Math.max(timeoutMs, 5000) + 10_000 : Math.max(timeoutMs, 5000));
            if (m.t === 'prelude') {
                started = true;
                if (m.error)
                    for (const e of list)
                        problems.set(e, { cause: 'config', subject: 'context', detail: `the config could not be loaded in the sandbox: ${String(m.error)}` });
                continue;
            }
            if (m.t === 'loaded') {
                const entry = list[n++];
                const source = sourceOf.get(entry) ?? entry;
                if (m.error)
                    problems.set(entry, { cause: 'load', subject: source, detail: String(m.error) });
                // Refused or blocked while loading, but loaded: the tools still render.
                for (const r of refusals(m.violations))
                    run.notes.push({ cause: 'sandbox', subject: r });
                const v = violationError(m.violations);
                if (v && !m.error)
                    run.notes.push({ cause: 'background', subject: source, detail: `${v.message} while loading (refused)` });
                continue;
            }
            if (m.t === 'ready')
                return { ok: true, problems, order: Array.isArray(m.order) ? m.order.filter((x) => typeof x === 'string') : [] };
            sb.kill();
            // The runner itself never answered: no module is to blame, and starting again cannot help.
            if (!started)
                throw new Error(`the render sandbox could not start (${m.t === 'timeout' ? 'no answer' : m.t === 'forged' ? String(m.detail) : crashMessage(m)})`);
            const entry = list[n];
            const culprits = entry ? [entry] : list; // after the last module: a timer or callback it left
            const detail = m.t === 'timeout'
                ? entry
                    ? `did not finish loading within ${Math.max(timeoutMs, 5000)} ms`
                    : 'a timer or event callback started while loading never returned'
                : m.t === 'forged'
                    ? `it sent ${String(m.detail)}`
                    : crashMessage(m);
            for (const e of culprits) {
                run.hungEntries.add(e);
                run.loadProblems.set(e, { cause: 'load', subject: sourceOf.get(e) ?? e, detail });
            }
            return { ok: false };
        }
    };
    // Modules that only load the way a bundler links them (a package that re-exports a name it does
    // not define, ESM syntax Node reads as CommonJS) get a second chance, bundled with their packages.
    let relinking;
    const relink = (sources) => (relinking ??= buildBundle({ ...bundle.request, schemas: false, packages: 'bundle', only: sources, outdir: path.join(bundle.dir, 'relinked') }).then((b) => {
        for (const [abs, out] of b.entries)
            sourceOf.set(out, rel(abs));
        return b;
    }, () => undefined));
    /** Starts a sandbox and loads every entry not known to hang; load problems are remembered. */
    const start = async (pass) => {
        for (;;) {
            const sb = new Sandbox(bundle.runner, options.cwd, memoryMb, readable, scrub);
            result.stats.processes++;
            const list = entryList.map((e) => run.relinked.get(e) ?? e).filter((e) => !run.hungEntries.has(e));
            // The second isolate's clock runs a day, an hour, a minute, a second and a millisecond ahead:
            // two renders in the same millisecond would otherwise print the same timestamp.
            const first = await loadInto(sb, list, { config: bundle.config, bridge: bundle.bridge, ...(pass === 1 ? { clockOffsetMs: SECOND_ISOLATE_CLOCK_OFFSET_MS } : {}) });
            if (!first.ok)
                continue;
            let order = first.order;
            const retry = [...first.problems].filter(([e, p]) => p.cause === 'load' && LINK_ERROR.test(p.detail ?? '') && !run.relinkFailed.has(e) && entryList.includes(e));
            if (retry.length) {
                const absOf = new Map([...bundle.entries].map(([abs, out]) => [out, abs]));
                const fallback = await relink(retry.map(([e]) => absOf.get(e)).sort());
                const second = fallback ? retry.map(([e]) => [e, fallback.entries.get(absOf.get(e))]).filter((x) => !!x[1]) : [];
                const again = second.length ? await loadInto(sb, second.map(([, b]) => b), {}) : undefined;
                if (again && !again.ok)
                    continue;
                for (const [a, b] of second) {
                    if (again?.ok && !again.problems.has(b)) {
                        run.relinked.set(a, b);
                        first.problems.delete(a);
                    }
                    else
                        run.relinkFailed.add(a);
                }
                if (again?.ok)
                    order = again.order;
            }
            for (const [e, p] of first.problems)
                run.loadProblems.set(e, p);
            return { sb, order };
        }
    };
    const queues = Array.from({ length: passes }, () => [...result.cells]);
    const cores = options.concurrency ?? Math.max(1, os.availableParallelism?.() ?? os.cpus().length);
    const lanesPerPass = Math.max(1, Math.min(Math.floor(cores / passes), result.cells.length));
    const orders = [];
    const lane = async (pass, first) => {
        let { sb, order } = await start(pass);
        const restart = async () => {
            sb.kill();
            ({ sb, order } = await start(pass));
        };
        try {
            for (;;) {
                const cell = queues[pass].shift();
                if (!cell)
                    break;
                const put = (tool, o) => {
                    const entry = entries.get(`${idOf.get(tool)}|${cell.id}`);
                    if (pass === 0)
                        Object.assign(entry, o);
                    else
                        entry.again = o;
                };
                /** Classifies one answer: a finding about the tool, or a note and the static text. */
                const answer = (tool, m) => {
                    if (m.missing) {
                        notReached.add(tool);
                        return;
                    }
                    const violations = m.violations;
                    const v = violationError(violations);
                    if (v)
                        return put(tool, { ...(typeof m.text === 'string' ? { text: m.text } : {}), error: v });
                    const refused = refusals(violations);
                    if (refused.length)
                        return fallBack(tool, { cause: 'sandbox', subject: refused[0] });
                    if (typeof m.length === 'number') {
                        return put(tool, { error: { kind: 'size', message: `${m.length.toLocaleString('en-US')} characters, over the ${MAX_RENDERED_CHARS.toLocaleString('en-US')}-character cap for one description` } });
                    }
                    if (m.error) {
                        const message = String(m.error);
                        if (m.errorKind === 'config')
                            return fallBack(tool, { cause: 'config', subject: 'context', detail: message });
                        const missing = missingImports(tool);
                        // A failure in a file whose imports are not there is the environment's, not the code's.
                        const bare = missing.filter((s) => !s.startsWith('.') && !s.startsWith('/'));
                        if (bare.length)
                            return fallBack(tool, { cause: 'not-installed', subject: packageName(bare[0]) });
                        if (missing.length)
                            return fallBack(tool, { cause: 'missing-file', subject: missing[0] });
                        if (m.errorKind === 'context') {
                            const fields = Array.isArray(m.needs) ? m.needs.map(String) : [];
                            return fallBack(tool, { cause: 'context', subject: fields[0] ?? 'a field' });
                        }
                        return put(tool, { error: { kind: 'throw', message } });
                    }
                    if (typeof m.text === 'string')
                        put(tool, { text: m.text });
                };
                // Declared toolsets are built first: tools defined inside their builders then have this cell's values.
                for (const b of options.builders) {
                    const entry = bundle.entries.get(b.file);
                    const record = (o) => {
                        let row = builds.get(`${b.name}|${cell.id}`);
                        if (!row)
                            builds.set(`${b.name}|${cell.id}`, (row = { toolset: b.name, cell }));
                        if (pass === 0)
                            Object.assign(row, o);
                        else
                            row.again = o;
                    };
                    if (!entry) {
                        record({ error: { kind: 'crash', message: `${rel(b.file)} could not be bundled` } });
                        continue;
                    }
                    sb.send({ t: 'build', toolset: b.name, entry: run.relinked.get(entry) ?? entry, exportName: b.exportName, args: b.args, cell });
                    const m = await sb.next(timeoutMs);
                    result.stats.renders++;
                    if (m.t === 'built') {
                        const v = violationError(m.violations);
                        const tools = Array.isArray(m.tools) ? m.tools.map((t) => ({ ...t, ...(t && typeof t.id === 'string' && ids.has(t.id) ? { tool: ids.get(t.id) } : {}) })) : [];
                        for (const t of tools)
                            delete t.id;
                        record({ tools, ...(v ? { error: v } : m.error ? { error: { kind: 'throw', message: scrub(String(m.error)) } } : {}) });
                        continue;
                    }
                    if (m.t === 'tainted') {
                        record({ error: { kind: 'process', message: `the builder changed a built-in beyond repair: ${String(m.reason)}` } });
                        await restart();
                        continue;
                    }
                    record({ error: m.t === 'timeout' ? { kind: 'timeout', message: `did not return within ${timeoutMs} ms` } : { kind: 'crash', message: crashMessage(m) } });
                    await restart();
                }
                let pending = [];
                for (const tool of runnable) {
                    const problem = run.loadProblems.get(byFile.get(tool.range.file) ?? '');
                    if (problem) {
                        const missing = missingImports(tool);
                        const bare = missing.filter((s) => !s.startsWith('.') && !s.startsWith('/'));
                        if (bare.length)
                            fallBack(tool, { cause: 'not-installed', subject: packageName(bare[0]) });
                        else if (missing.length)
                            fallBack(tool, { cause: 'missing-file', subject: missing[0] });
                        else
                            fallBack(tool, problem);
                    }
                    else if (!fellBack.has(tool))
                        pending.push(tool);
                }
                // One request per cell; the sandbox streams one answer per tool, each under its own
                // deadline. After a hang or a crash, a fresh sandbox takes the rest of the cell.
                const retried = new Map();
                const tainted = new Set();
                while (pending.length) {
                    pending = pending.filter((t) => !run.hungTools.has(idOf.get(t)) && !fellBack.has(t));
                    if (!pending.length)
                        break;
                    sb.send({ t: 'render', ids: pending.map((t) => idOf.get(t)), cell });
                    let k = 0;
                    for (; k < pending.length; k++) {
                        const tool = pending[k];
                        const m = await sb.next(timeoutMs);
                        result.stats.renders++;
                        if (m.t === 'rendered' && m.id === idOf.get(tool)) {
                            const earlier = retried.get(tool);
                            if (earlier !== undefined) {
                                // It rendered alone: the first failure came from work running in the background.
                                run.notes.push({ cause: 'background', subject: 'the sandbox', detail: earlier });
                                retried.delete(tool);
                            }
                            answer(tool, m);
                            continue;
                        }
                        if (m.t === 'tainted') {
                            // A render changed a built-in beyond repair: this tool renders in a fresh sandbox
                            // (twice in a row means something keeps doing it in the background).
                            if (tainted.has(tool))
                                fallBack(tool, { cause: 'background', subject: 'the sandbox', detail: String(m.reason ?? 'a built-in was changed beyond repair') });
                            tainted.add(tool);
                            await restart();
                            break;
                        }
                        // A hang or a crash: retried once alone in a fresh sandbox, so work a module started
                        // in the background (a timer, an event) is never blamed on the tool that happened to run.
                        await restart();
                        const detail = m.t === 'timeout' ? 'stopped answering' : m.t === 'forged' ? `received ${String(m.detail)}` : crashMessage(m);
                        if (!retried.has(tool)) {
                            retried.set(tool, detail);
                            result.stats.renders--;
                            break;
                        }
                        retried.delete(tool);
                        if (m.t === 'timeout') {
                            run.hungTools.add(idOf.get(tool));
                            put(tool, { error: { kind: 'timeout', message: `did not return within ${timeoutMs} ms (an endless loop or a promise that never settles); not retried in later cells` } });
                        }
                        else if (m.t === 'forged')
                            put(tool, { error: { kind: 'process', message: `sent the tool-lint process ${String(m.detail)}` } });
                        else
                            put(tool, { error: { kind: 'crash', message: crashMessage(m) } });
                        k++;
                        break;
                    }
                    pending = pending.slice(k);
                }
            }
            if (first) {
                sb.send({ t: 'order' });
                const m = await sb.next(timeoutMs);
                orders[pass] = m.t === 'order' && Array.isArray(m.order) ? m.order.filter((x) => typeof x === 'string') : order;
                if (m.t === 'order' && Array.isArray(m.background)) {
                    for (const [owner, ev] of m.background) {
                        const entry = /^load:(\d+)$/.exec(String(owner));
                        const subject = entry ? (sourceOf.get(entryList.filter((e) => !run.hungEntries.has(e))[Number(entry[1])] ?? '') ?? 'a module') : 'a module';
                        for (const r of refusals(ev.violations))
                            run.notes.push({ cause: 'sandbox', subject: r });
                        const v = violationError(ev.violations);
                        if (v)
                            run.notes.push({ cause: 'background', subject, detail: `${v.message} (refused)` });
                        if (ev.errors?.length)
                            run.notes.push({ cause: 'background', subject, detail: String(ev.errors[0]) });
                    }
                }
                // Schema conversion once, in the first isolate.
                if (pass === 0) {
                    for (const tool of schemaTools) {
                        const id = idOf.get(tool);
                        sb.send({ t: 'schema', id });
                        const r = await sb.next(timeoutMs);
                        if (r.t !== 'schema') {
                            result.schemas.push({ tool, skipped: r.t === 'timeout' ? 'conversion timed out' : 'the sandbox exited' });
                            if (r.t !== 'exit')
                                sb.kill();
                            ({ sb } = await start(pass));
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
    // Reasons quote errors of project code: printed on a terminal, so made safe here.
    for (const [tool, item] of fellBack)
        result.skipped.push({ tool, reason: safeLine(`not rendered (${reasonOf(item)}): static text shown`) });
    for (const e of entries.values()) {
        if (notReached.has(e.tool) || fellBack.has(e.tool))
            result.entries.push({ tool: e.tool, cell: e.cell, source: 'static', text: options.fallback(e.tool, e.cell) });
        else if (e.text !== undefined || e.error)
            result.entries.push(e);
        else if (run.hungTools.has(idOf.get(e.tool)))
            continue; // skipped after a timeout elsewhere
    }
    result.notes = formatNotes([...fellBack.values(), ...run.notes]);
    result.builds = [...builds.values()].sort((a, b) => (a.toolset < b.toolset ? -1 : a.toolset > b.toolset ? 1 : result.cells.indexOf(a.cell) - result.cells.indexOf(b.cell)));
    const nameOf = new Map([...idOf].map(([t, id]) => [id, t.name]));
    const known = (ids) => ids.filter((id) => nameOf.has(id)).map((id) => nameOf.get(id));
    if (orders[0])
        result.order = { first: known(orders[0]), ...(orders[1] ? { second: known(orders[1]) } : {}) };
}
/** Absolute paths in messages become relative to the project; the bundle's folder gets a fixed name. */
function scrubber(bundleDir, cwd) {
    const pairs = [];
    for (const [from, to] of [
        [bundleDir, '<render bundle>'],
        [cwd + path.sep, ''],
        [cwd, '.'],
    ]) {
        pairs.push([pathToFileURL(from).href, to], [from, to]);
    }
    return (s) => {
        let out = s;
        for (const [from, to] of pairs)
            if (out.includes(from))
                out = out.split(from).join(to);
        return out;
    };
}
function reasonOf(item) {
    switch (item.cause) {
        case 'not-installed':
            return `package "${item.subject}" is not installed`;
        case 'missing-file':
            return `imported file "${item.subject}" does not exist`;
        case 'context':
            return `it reads ${item.subject}, which the context matrix does not provide`;
        case 'sandbox':
            return `the sandbox refused ${item.subject}`;
        default:
            return item.detail ? `${item.subject}: ${item.detail}` : item.subject;
    }
}
/** `@scope/pkg/sub` → `@scope/pkg`; `pkg/sub` → `pkg`. */
function packageName(specifier) {
    const parts = specifier.split('/');
    return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
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
