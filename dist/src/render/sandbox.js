import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { onInterrupt } from '../lifecycle/cleanup.js';
import { childMarkers } from '../lifecycle/run-dir.js';
import { permissionFlags } from './permissions.js';
/**
 * One sandboxed process (child.ts) and its message queue; the parent enforces every deadline.
 * Nothing the child sends is trusted: a message is accepted only with this sandbox's key (sent in
 * the first request, before project code runs) and the id of the request in flight, both random;
 * anything else is reported as `forged`, never as an answer.
 */
export class Sandbox {
    scrub;
    proc;
    key = randomBytes(16).toString('hex');
    rid = '';
    queue = [];
    waiter;
    stderr = '';
    release;
    exited = false;
    constructor(runner, cwd, memoryMb, readable, scrub = (s) => s) {
        this.scrub = scrub;
        this.proc = fork(runner, [], {
            cwd,
            execArgv: [...permissionFlags(readable), `--max-old-space-size=${memoryMb}`, '--no-warnings', '--stack-size=984'],
            // stdin stays open (and empty) for the sandbox's life: a module that ends the process when its
            // stdin closes — an MCP stdio server started at import — behaves as it would under a client.
            stdio: ['pipe', 'ignore', 'pipe', 'ipc'],
            serialization: 'advanced',
            env: { ...process.env, ...childMarkers().env },
        });
        this.release = onInterrupt({ graceful: () => this.kill(), force: () => this.kill() });
        this.proc.stdin?.on('error', () => undefined);
        this.proc.stderr?.on('data', (d) => {
            this.stderr = (this.stderr + d.toString()).slice(-4000);
        });
        this.proc.on('message', (m) => this.push(this.check(m)));
        this.proc.on('exit', (code, signal) => {
            this.exited = true;
            this.release();
            this.push({ t: 'exit', code, signal, stderr: this.stderr });
        });
        // A corrupted channel (bytes written to the IPC pipe by other means) is a forged message too.
        this.proc.on('error', (e) => this.push({ t: 'forged', detail: `the IPC channel broke (${e.message})` }));
    }
    check(m) {
        if (!m || typeof m !== 'object' || Array.isArray(m))
            return { t: 'forged', detail: 'a message that is not an object' };
        const r = m;
        if (r.k !== this.key)
            return { t: 'forged', detail: 'a message without the sandbox key' };
        if (r.rid !== this.rid)
            return { t: 'forged', detail: 'an answer to a request that was not asked' };
        if (typeof r.t !== 'string')
            return { t: 'forged', detail: 'a message without a type' };
        // Messages name files by absolute path (a bundle in a temporary folder, the project): made
        // relative, so a report is the same in every run and every checkout. Rendered text is left as is.
        const out = { t: r.t };
        for (const [k, v] of Object.entries(r))
            if (k !== 't')
                out[k] = k === 'text' || k === 'order' ? v : scrubDeep(v, this.scrub);
        return out;
    }
    push(m) {
        if (this.waiter)
            this.waiter(m);
        else
            this.queue.push(m);
    }
    /** Sends a request; answers to any earlier request are no longer accepted. */
    send(m) {
        this.rid = randomBytes(12).toString('hex');
        this.queue = this.queue.filter((q) => q.t === 'exit');
        if (!this.exited)
            this.proc.send({ ...m, key: this.key, rid: this.rid }, () => undefined);
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
function scrubDeep(v, scrub, depth = 0) {
    if (typeof v === 'string')
        return scrub(v);
    if (depth > 8 || v === null || typeof v !== 'object')
        return v;
    if (Array.isArray(v))
        return v.map((x) => scrubDeep(x, scrub, depth + 1));
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, scrubDeep(x, scrub, depth + 1)]));
}
export function crashMessage(m) {
    const err = String(m.stderr ?? '');
    if (/heap out of memory|Allocation failed/i.test(err))
        return 'the sandbox ran out of memory (heap cap reached)';
    if (/Maximum call stack size exceeded/.test(err))
        return 'the sandbox overflowed its stack';
    if (/ERR_ACCESS_DENIED/.test(err))
        return `the sandbox refused an operation: ${err.split('\n').find((l) => /ERR_ACCESS_DENIED|Error/.test(l))?.trim() ?? ''}`;
    return `the sandbox exited (${m.signal ? `signal ${String(m.signal)}` : `code ${String(m.code)}`})`;
}
