/** Where the server is: a command started over stdio, or a Streamable HTTP endpoint. */
export type McpTarget = {
    kind: 'stdio';
    command: string;
    args: string[];
    cwd: string;
    env?: Record<string, string>;
} | {
    kind: 'http';
    url: string;
    headers: Record<string, string>;
};
/** What one session read: the `initialize` result and every `tools/list` entry, all pages merged, as received. */
export interface SessionResult {
    protocolVersion?: string;
    serverInfo: {
        name: string;
        version?: string;
        [key: string]: unknown;
    };
    capabilities: Record<string, unknown>;
    instructions?: string;
    tools: unknown[];
    pages: number;
    /** Problems that did not stop the session; each becomes a diagnostic. */
    problems: SessionProblem[];
    /** The stdio server's pid (for tests that check it is gone). */
    pid?: number;
}
export interface SessionProblem {
    kind: 'invalid-stdout' | 'pagination-loop' | 'invalid-page' | 'no-tools-capability' | 'too-deep';
    message: string;
}
/** The session could not list the tools. `kind` says why; the message says it in words, with the server's stderr tail. */
export declare class McpSessionError extends Error {
    readonly kind: 'spawn' | 'timeout' | 'closed' | 'protocol' | 'http';
    readonly pid?: number | undefined;
    constructor(kind: 'spawn' | 'timeout' | 'closed' | 'protocol' | 'http', message: string, pid?: number | undefined);
}
export interface SessionOptions {
    /** Connection (spawn + `initialize`) and every request, in ms. */
    timeout: number;
    /** Called with the pid as soon as the server process exists (tests record it). */
    onSpawn?: (pid: number) => void;
}
/** Describes a target for messages: the command line or the URL. */
export declare function describeTarget(t: McpTarget): string;
/**
 * Starts one session, reads `initialize` and every page of `tools/list`, and shuts the server down.
 * The server process (and whatever it started) is gone when this returns or throws.
 */
export declare function readServer(target: McpTarget, options: SessionOptions): Promise<SessionResult>;
