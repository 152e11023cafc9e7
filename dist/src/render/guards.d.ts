export type ViolationKind = 'write' | 'spawn' | 'network' | 'read' | 'process';
export interface Violation {
    kind: ViolationKind;
    api: string;
    target: string;
}
/** Whose work is running: a module being loaded, a render, or nothing of ours (null). */
export type Owner = {
    kind: 'load';
    entry: number;
} | {
    kind: 'render';
    seq: number;
} | null;
export interface OwnerEvents {
    violations: Violation[];
    /** Exceptions thrown by timers and callbacks the work scheduled (they never reach the top level). */
    errors: string[];
}
export declare function currentOwner(): Owner;
/** Runs `fn` (and everything it schedules) as `o`'s work. */
export declare function runAs<T>(o: Owner, fn: () => T): T;
/** Takes (and forgets) what `o`'s work did so far. */
export declare function takeEvents(o: Owner): OwnerEvents;
/** What happened outside any load or render, and what load-time timers did later, by owner key. */
export declare function takeBackground(): Array<[string, OwnerEvents]>;
export declare function recordError(o: Owner, error: unknown): void;
export declare function errorText(e: unknown): string;
/** The folders reads are limited to (real paths); set by the runner before project code loads. */
export declare function setReadableRoots(roots: readonly string[]): void;
/** The runner's own ways to talk and to end, captured before project code can touch them. */
export interface Privileged {
    send(message: unknown): void;
    exit(code: number): never;
    /** Calls `fn` for every message from the parent; project code never sees them. */
    onMessage(fn: (m: unknown) => void): void;
}
/** Whether `o`'s work scheduled timers or immediates that are still pending or were (a render that did gets one more turn). */
export declare function hasScheduled(o: Owner): boolean;
/** Cancels what a finished render left scheduled (a timer writing a cache, an interval): it cannot touch later renders. */
export declare function cancelScheduled(o: Owner): void;
/** Installs every guard; returns the runner's privileged channel. Call once, before project code. */
export declare function harden(): Privileged;
