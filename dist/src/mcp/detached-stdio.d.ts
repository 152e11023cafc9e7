import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
/**
 * The SDK's stdio transport, with the server started as the leader of a new process group and
 * session (POSIX `setsid`, Node's `detached`). Everything the server starts joins that group unless
 * it leaves on purpose, so ending the server is one signal to the group — and a Ctrl-C in the
 * terminal reaches tool-lint, which ends the group itself, instead of racing it. On Windows the SDK's
 * own start is used (no process groups there).
 *
 * Only `start` differs; reading, writing and closing are the SDK's, which keeps its framing and
 * error handling. It relies on the SDK's internal fields `_process`, `_serverParams` and
 * `processReadBuffer`, pinned by the SDK version in package.json and checked by the MCP tests.
 */
export declare class DetachedStdioTransport extends StdioClientTransport {
    start(): Promise<void>;
}
