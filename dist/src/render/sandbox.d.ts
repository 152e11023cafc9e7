import { type ChildProcess } from 'node:child_process';
/** A message from the sandbox, checked: `forged` when it did not come from the runner of this request. */
export type Reply = {
    t: string;
    [k: string]: unknown;
};
/**
 * One sandboxed process (child.ts) and its message queue; the parent enforces every deadline.
 * Nothing the child sends is trusted: a message is accepted only with this sandbox's key (sent in
 * the first request, before project code runs) and the id of the request in flight, both random;
 * anything else is reported as `forged`, never as an answer.
 */
export declare class Sandbox {
    private readonly scrub;
    readonly proc: ChildProcess;
    private readonly key;
    private rid;
    private queue;
    private waiter?;
    private stderr;
    private readonly release;
    exited: boolean;
    constructor(runner: string, cwd: string, memoryMb: number, readable: readonly string[], scrub?: (s: string) => string);
    private check;
    private push;
    /** Sends a request; answers to any earlier request are no longer accepted. */
    send(m: Record<string, unknown>): void;
    next(ms: number): Promise<Reply>;
    kill(): void;
}
export declare function crashMessage(m: Reply): string;
