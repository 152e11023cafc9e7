import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ErrorCode, McpError, ResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { limitDepth, MAX_VALUE_DEPTH } from '../model/depth.js';
import { VERSION } from '../model/version.js';
import { onInterrupt } from '../lifecycle/cleanup.js';
import { childMarkers, recordGroup } from '../lifecycle/run-dir.js';
import { DetachedStdioTransport } from './detached-stdio.js';
import { killServerNow, terminateTree } from './process.js';
/** The session could not list the tools. `kind` says why; the message says it in words, with the server's stderr tail. */
export class McpSessionError extends Error {
    kind;
    pid;
    constructor(kind, message, pid) {
        super(message);
        this.kind = kind;
        this.pid = pid;
        this.name = 'McpSessionError';
    }
}
/** A server that keeps returning cursors is cut off here: no real server has a million tools. */
const MAX_PAGES = 1000;
const STDERR_TAIL = 2000;
/** One JSON-RPC line may be large (5,000 tools in one page is ~3 MB); the SDK default is 10 MB. */
const MAX_LINE_BYTES = 64 * 1024 * 1024;
/**
 * Passes everything through to the SDK transport and records what the SDK client does not expose:
 * the negotiated protocol version and stdout lines that were not JSON-RPC.
 */
class Tap {
    inner;
    onStart;
    onclose;
    onerror;
    onmessage;
    protocolVersion;
    noise = [];
    constructor(inner, onStart) {
        this.inner = inner;
        this.onStart = onStart;
    }
    get sessionId() {
        return this.inner.sessionId;
    }
    async start() {
        this.inner.onmessage = (m) => this.onmessage?.(m);
        this.inner.onclose = () => this.onclose?.();
        this.inner.onerror = (e) => {
            // The stdio transport reports each line it cannot parse as an error and goes on reading.
            if (e instanceof SyntaxError || e.name === 'ZodError' || e.name === '$ZodError')
                this.noise.push(e.message);
            this.onerror?.(e);
        };
        await this.inner.start();
        this.onStart();
    }
    send(message, options) {
        return this.inner.send(message, options);
    }
    close() {
        return this.inner.close();
    }
    setProtocolVersion(version) {
        this.protocolVersion = version;
        this.inner.setProtocolVersion?.(version);
    }
}
/** Describes a target for messages: the command line or the URL. */
export function describeTarget(t) {
    return t.kind === 'stdio' ? [t.command, ...t.args].map((a) => (/[\s"']/.test(a) ? JSON.stringify(a) : a)).join(' ') : t.url;
}
/**
 * Starts one session, reads `initialize` and every page of `tools/list`, and shuts the server down.
 * The server process (and whatever it started) is gone when this returns or throws.
 */
export async function readServer(target, options) {
    const stderr = [];
    let stderrChars = 0;
    let inner;
    let stdio;
    // Marks the server's environment: whatever it starts, even a daemon that leaves its process
    // group, can be found and ended (src/mcp/process.ts), also by a later run if this one is killed.
    const markers = childMarkers();
    if (target.kind === 'stdio') {
        stdio = new DetachedStdioTransport({
            command: target.command,
            args: target.args,
            cwd: target.cwd,
            // The user runs their own server from their own shell: it gets the same environment
            // (API keys included), as with `env` or `npx`; the SDK default would keep only PATH, HOME, ….
            env: { ...(target.env ?? Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== undefined))), ...markers.env },
            stderr: 'pipe',
            maxBufferSize: MAX_LINE_BYTES,
        });
        // Server logs are not ours to print; the tail explains a crash.
        stdio.stderr?.on('data', (chunk) => {
            const text = chunk.toString('utf8');
            stderr.push(text);
            stderrChars += text.length;
            // Keep a little more than the tail shown: a chatty server must not grow this without bound.
            while (stderrChars > STDERR_TAIL * 4 && stderr.length > 1)
                stderrChars -= stderr.shift().length;
        });
        inner = stdio;
    }
    else {
        inner = new StreamableHTTPClientTransport(new URL(target.url), {
            requestInit: { headers: target.headers },
            // A linter reads once: no reconnect loop against a server that went away.
            reconnectionOptions: { maxReconnectionDelay: 0, initialReconnectionDelay: 0, reconnectionDelayGrowFactor: 1, maxRetries: 0 },
        });
    }
    let pid;
    let exit;
    const rawNoise = { count: 0, first: [] };
    let release;
    const tap = new Tap(inner, () => {
        pid = stdio?.pid ?? undefined;
        if (pid !== undefined) {
            const server = { pid, marker: markers.marker };
            recordGroup(pid);
            // A signal while the session runs ends the server's group before tool-lint exits.
            release = onInterrupt({ graceful: () => terminateTree(server, () => inner.close(), 200), force: () => killServerNow(server) });
            options.onSpawn?.(pid);
        }
        // The SDK transport does not expose the child process. Reading it (when present) gives the
        // exit code for crash messages and the raw stdout lines that were not JSON-RPC; without it the
        // messages fall back to what the SDK reports.
        const child = stdio?._process;
        child?.once('exit', (code, sig) => {
            exit = sig ? `was killed by ${sig}` : `exited with code ${code}`;
        });
        if (child?.stdout)
            collectNoise(child.stdout, rawNoise);
    });
    const client = new Client({ name: 'tool-lint', version: VERSION }, { capabilities: {} });
    let closed = false;
    let closeError;
    client.onclose = () => {
        closed = true;
    };
    client.onerror = (e) => {
        if (!tap.noise.includes(e.message))
            closeError ??= e;
    };
    const where = describeTarget(target);
    const tail = () => {
        const text = stderr.join('').trim();
        if (!text)
            return '';
        const cut = text.length > STDERR_TAIL ? `…${text.slice(-STDERR_TAIL)}` : text;
        return `\n  server stderr:\n${cut.replace(/^/gm, '    ')}`;
    };
    const noiseCount = () => Math.max(tap.noise.length, rawNoise.count);
    const firstNoise = () => (rawNoise.first[0] !== undefined ? JSON.stringify(rawNoise.first[0]) : tap.noise[0]);
    const noiseNote = () => {
        const n = noiseCount();
        return n ? `; it wrote ${n} line${n === 1 ? '' : 's'} to stdout that ${n === 1 ? 'is' : 'are'} not JSON-RPC (first: ${firstNoise()})` : '';
    };
    const fail = (error, step) => {
        if (error instanceof McpSessionError)
            return error;
        const message = error instanceof Error ? error.message : String(error);
        if (error instanceof McpError && error.code === ErrorCode.RequestTimeout) {
            return new McpSessionError('timeout', `${where}: no answer to ${step} within ${options.timeout} ms${noiseNote()}${tail()}`, pid);
        }
        const reason = closeError ?? (error instanceof Error ? error : undefined);
        if (target.kind === 'http' && reason && !(reason instanceof McpError) && /fetch failed|ECONN|ENOTFOUND|EAI_AGAIN|certificate|socket/i.test(`${reason.message}${causeOf(reason)}`)) {
            return new McpSessionError('http', `${where}: cannot connect: ${reason.message}${causeOf(reason)}`, pid);
        }
        if (closed || (error instanceof McpError && error.code === ErrorCode.ConnectionClosed)) {
            const closeReason = closeError?.message;
            return new McpSessionError('closed', `${where}: the server ${exit ?? (stdio ? 'exited' : 'closed the connection')} during ${step}${closeReason ? ` (${closeReason})` : ''}${noiseNote()}${tail()}`, pid);
        }
        if (target.kind === 'stdio' && /ENOENT|EACCES|spawn/.test(message) && pid === undefined) {
            return new McpSessionError('spawn', `cannot start ${JSON.stringify(target.command)}: ${message}`, pid);
        }
        if (target.kind === 'http' && !(error instanceof McpError)) {
            return new McpSessionError('http', `${where}: ${step} failed: ${message}${causeOf(error)}`, pid);
        }
        return new McpSessionError('protocol', `${where}: ${step} failed: ${message}${noiseNote()}${tail()}`, pid);
    };
    try {
        try {
            await withTimeout(client.connect(tap, { timeout: options.timeout }), 
            // The SDK times the initialize request only; a spawn or an HTTP connect that hangs is timed here.
            options.timeout + 50, () => new McpError(ErrorCode.RequestTimeout, 'timeout'));
        }
        catch (error) {
            throw fail(error, 'initialize');
        }
        const problems = [];
        const capabilities = (client.getServerCapabilities() ?? {});
        const serverInfo = { ...(client.getServerVersion() ?? { name: '' }) };
        const tools = [];
        let pages = 0;
        if (!capabilities.tools) {
            problems.push({ kind: 'no-tools-capability', message: 'The server does not declare the `tools` capability in `initialize`; clients will not ask it for tools' });
        }
        const seen = new Set();
        let cursor;
        do {
            let page;
            try {
                // Validated loosely on purpose: the SDK's own schema rejects the whole page for one bad
                // tool, and we want to report that tool and lint the others.
                page = (await client.request({ method: 'tools/list', params: cursor === undefined ? {} : { cursor } }, ResultSchema, { timeout: options.timeout }));
            }
            catch (error) {
                // A server without the tools capability may still answer; one that says "method not found" has no tools.
                if (!capabilities.tools && error instanceof McpError && error.code === ErrorCode.MethodNotFound)
                    break;
                throw fail(error, pages ? `tools/list (page ${pages + 1})` : 'tools/list');
            }
            pages++;
            if (!Array.isArray(page.tools)) {
                problems.push({ kind: 'invalid-page', message: `Page ${pages} of tools/list has no \`tools\` array (got ${typeOf(page.tools)})` });
            }
            else {
                for (const t of page.tools) {
                    // A schema nested deeper than any rule walks is cut where it enters (src/model/depth.ts).
                    const limited = limitDepth(t);
                    if (limited.cut)
                        problems.push({ kind: 'too-deep', message: `Tool ${JSON.stringify(String(t?.name ?? '?').slice(0, 80))} nests more than ${MAX_VALUE_DEPTH} levels deep; what lies deeper was not analysed` });
                    tools.push(limited.value);
                }
            }
            const next = page.nextCursor;
            if (next !== undefined && next !== null && typeof next !== 'string') {
                problems.push({ kind: 'invalid-page', message: `Page ${pages} of tools/list has a \`nextCursor\` that is not a string (got ${typeOf(next)})` });
                break;
            }
            cursor = typeof next === 'string' && next !== '' ? next : undefined;
            if (cursor !== undefined && seen.has(cursor)) {
                problems.push({ kind: 'pagination-loop', message: `tools/list returned cursor ${JSON.stringify(cursor.slice(0, 80))} a second time (page ${pages}); pagination stopped there, clients that follow cursors never finish` });
                break;
            }
            if (cursor !== undefined)
                seen.add(cursor);
            if (cursor !== undefined && pages >= MAX_PAGES) {
                problems.push({ kind: 'pagination-loop', message: `tools/list still returned a cursor after ${MAX_PAGES} pages; stopped reading` });
                break;
            }
        } while (cursor !== undefined);
        const n = noiseCount();
        if (n) {
            problems.unshift({
                kind: 'invalid-stdout',
                message: `The server wrote ${n} line${n === 1 ? '' : 's'} to stdout that ${n === 1 ? 'is' : 'are'} not JSON-RPC (first: ${firstNoise()}); stdout carries the protocol only`,
            });
        }
        const instructions = client.getInstructions();
        return {
            ...(tap.protocolVersion ? { protocolVersion: tap.protocolVersion } : {}),
            serverInfo,
            capabilities,
            ...(typeof instructions === 'string' ? { instructions } : {}),
            tools,
            pages,
            problems,
            ...(pid !== undefined ? { pid } : {}),
        };
    }
    finally {
        const serverPid = pid ?? stdio?.pid ?? undefined;
        await terminateTree(serverPid !== undefined ? { pid: serverPid, marker: markers.marker } : undefined, async () => {
            if (target.kind === 'http' && inner instanceof StreamableHTTPClientTransport && inner.sessionId) {
                // Tell the server the session is over (it may hold resources per session); best effort.
                await withTimeout(inner.terminateSession(), 1000, () => new Error('timeout')).catch(() => undefined);
            }
            await client.close();
        });
        release?.();
    }
}
function collectNoise(stdout, out) {
    let partial = '';
    stdout.on('data', (chunk) => {
        const lines = (partial + chunk.toString('utf8')).split('\n');
        partial = lines.pop() ?? '';
        for (const raw of lines) {
            const line = raw.replace(/\r$/, '');
            if (!line.trim())
                continue;
            // A huge line (a 5,000-tool page) is judged by its start, not parsed a second time.
            if (line.length > 4096 ? /^\s*\{\s*"(jsonrpc|id|result)"/.test(line) : isJsonRpc(line))
                continue;
            out.count++;
            if (out.first.length < 3)
                out.first.push(line.length > 120 ? `${line.slice(0, 120)}…` : line);
        }
    });
}
/** JSON logs (pino writes to stdout by default) are noise too: only JSON-RPC 2.0 messages belong there. */
function isJsonRpc(line) {
    try {
        const v = JSON.parse(line);
        return typeof v === 'object' && v !== null && v.jsonrpc === '2.0';
    }
    catch {
        return false;
    }
}
function causeOf(error) {
    const cause = error instanceof Error ? error.cause : undefined;
    return cause instanceof Error && cause.message ? ` (${cause.message})` : '';
}
function typeOf(v) {
    return v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v;
}
async function withTimeout(p, ms, error) {
    let timer;
    try {
        return await Promise.race([
            p,
            new Promise((_, reject) => {
                timer = setTimeout(() => reject(error()), ms);
            }),
        ]);
    }
    finally {
        clearTimeout(timer);
    }
}
