import { spawn } from 'node:child_process';
import { StdioClientTransport, getDefaultEnvironment } from '@modelcontextprotocol/sdk/client/stdio.js';
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
export class DetachedStdioTransport extends StdioClientTransport {
    async start() {
        const self = this;
        if (process.platform === 'win32' || !self._serverParams || typeof self.processReadBuffer !== 'function')
            return super.start();
        if (self._process)
            throw new Error('DetachedStdioTransport already started');
        const params = self._serverParams;
        return new Promise((resolve, reject) => {
            const child = spawn(params.command, params.args ?? [], {
                env: { ...getDefaultEnvironment(), ...params.env },
                stdio: ['pipe', 'pipe', params.stderr === 'pipe' || params.stderr === 'overlapped' ? 'pipe' : (params.stderr ?? 'inherit')],
                shell: false,
                cwd: params.cwd,
                detached: true,
            });
            self._process = child;
            child.on('error', (error) => {
                reject(error);
                this.onerror?.(error);
            });
            child.on('spawn', () => resolve());
            child.on('close', () => {
                self._process = undefined;
                this.onclose?.();
            });
            child.stdin?.on('error', (error) => this.onerror?.(error));
            child.stdout?.on('data', (chunk) => {
                try {
                    self._readBuffer.append(chunk);
                    self.processReadBuffer();
                }
                catch (error) {
                    this.onerror?.(error);
                    this.close().catch(() => undefined);
                }
            });
            child.stdout?.on('error', (error) => this.onerror?.(error));
            if (self._stderrStream && child.stderr)
                child.stderr.pipe(self._stderrStream);
        });
    }
}
