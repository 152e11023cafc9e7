/**
 * Every render starts from the state the sandbox had when the modules finished loading: a render
 * that patches `String.prototype.trim`, adds `Object.prototype.x`, replaces `JSON.stringify`, sets a
 * global, changes `process.env` or the working directory cannot change what the next render sees.
 *
 * Measured alternatives (bench/render.mjs): a fresh `node:vm` context per render must load the
 * modules again (a whole load per render), and a process per render costs a process start each;
 * restoring the shared built-ins costs well under a millisecond. What cannot be restored (a
 * built-in frozen or made non-configurable on purpose) is reported as `tainted`, and the parent
 * then starts a fresh sandbox for the next render.
 */
interface Snap {
    obj: object;
    proto: object | null;
    extensible: boolean;
    keys: Map<PropertyKey, PropertyDescriptor>;
    /** The same, as parallel arrays for the fast check: key order, data value (or the accessor pair). */
    order: PropertyKey[];
    values: unknown[];
    accessors: Array<PropertyDescriptor | undefined>;
}
export interface Realm {
    snaps: Snap[];
    env: Map<string, string>;
    cwd: string;
    /** `process` itself is an event emitter with internal fields: its listeners are compared instead. */
    listeners: Map<string | symbol, Function[]>;
}
export declare function snapshotRealm(): Realm;
/**
 * Puts the shared objects back as they were. Returns what could not be put back (`tainted`), e.g.
 * a built-in that a render froze: the sandbox must then not be used for another render.
 */
export declare function restoreRealm(realm: Realm): {
    changed: number;
    tainted?: string;
};
export {};
