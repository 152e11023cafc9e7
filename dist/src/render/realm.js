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
/**
 * The built-ins whose own properties are compared before every render: the language's constructors
 * and prototypes, the namespaces, the hidden iterator and function prototypes, and globalThis. The
 * checks cost under 0.1 ms per render; less used built-ins (typed arrays, Intl, URL, streams,
 * events, the error subclasses) are left out to keep it there.
 */
const GLOBAL_NAMES = ['Object', 'Function', 'Array', 'String', 'Number', 'Boolean', 'Symbol', 'RegExp', 'Date', 'Error', 'Promise', 'Map', 'Set', 'JSON', 'Math', 'Reflect', 'console'];
/** The objects every module shares: built-in constructors, their prototypes and the hidden intrinsics. */
function sharedObjects() {
    const out = new Set([globalThis]);
    const add = (v) => {
        if (v !== null && (typeof v === 'object' || typeof v === 'function'))
            out.add(v);
    };
    for (const name of GLOBAL_NAMES) {
        const d = Object.getOwnPropertyDescriptor(globalThis, name);
        const v = d && 'value' in d ? d.value : undefined;
        add(v);
        if (typeof v === 'function')
            add(v.prototype);
    }
    // The iterator prototypes behind `for…of` and spreads.
    const arrayIterator = Object.getPrototypeOf([][Symbol.iterator]());
    add(arrayIterator);
    add(Object.getPrototypeOf(arrayIterator));
    return [...out];
}
function snap(obj) {
    const keys = new Map();
    const order = [];
    const values = [];
    const accessors = [];
    for (const k of Reflect.ownKeys(obj)) {
        const d = Object.getOwnPropertyDescriptor(obj, k);
        if (!d)
            continue;
        keys.set(k, d);
        order.push(k);
        values.push(d.value);
        accessors.push('value' in d ? undefined : d);
    }
    return { obj, proto: Object.getPrototypeOf(obj), extensible: Object.isExtensible(obj), keys, order, values, accessors };
}
/**
 * Whether `s.obj` still looks as snapped: same keys in the same order, same values, same accessors.
 * Reads values instead of descriptors (several times cheaper); attribute-only changes to a built-in
 * (making a method non-enumerable) go unnoticed, and do not change what a description computes.
 */
function unchanged(s) {
    const { obj, order, values, accessors } = s;
    if (obj === globalThis) {
        // The global object's properties are slow to read one by one; one call reads them all.
        const all = Object.getOwnPropertyDescriptors(obj);
        const now = Reflect.ownKeys(all);
        if (now.length !== order.length)
            return false;
        for (let i = 0; i < order.length; i++) {
            const d = all[order[i]];
            const acc = accessors[i];
            if (!d || (acc ? d.get !== acc.get || d.set !== acc.set : !Object.is(d.value, values[i])))
                return false;
        }
        return true;
    }
    const now = Reflect.ownKeys(obj);
    if (now.length !== order.length)
        return false;
    for (let i = 0; i < order.length; i++) {
        const k = order[i];
        if (now[i] !== k)
            return false;
        const acc = accessors[i];
        if (acc) {
            const d = Object.getOwnPropertyDescriptor(obj, k);
            if (!d || d.get !== acc.get || d.set !== acc.set)
                return false;
        }
        else if (!Object.is(obj[k], values[i]))
            return false;
    }
    return true;
}
/**
 * `process.env` is read through a proxy that notes writes: reading every variable back before each
 * render costs more than the rest of the check, and a render rarely writes any.
 */
let envDirty = false;
let envWatched = false;
function watchEnv() {
    if (envWatched)
        return;
    envWatched = true;
    const real = process.env;
    const mark = () => {
        envDirty = true;
    };
    process.env = new Proxy(real, {
        set: (t, k, v) => (mark(), Reflect.set(t, k, v)),
        deleteProperty: (t, k) => (mark(), Reflect.deleteProperty(t, k)),
        defineProperty: (t, k, d) => (mark(), Reflect.defineProperty(t, k, d)),
    });
}
export function snapshotRealm() {
    watchEnv();
    envDirty = false;
    const env = new Map();
    for (const [k, v] of Object.entries(process.env))
        if (v !== undefined)
            env.set(k, v);
    const listeners = new Map();
    for (const e of process.eventNames())
        listeners.set(e, process.rawListeners(e));
    return { snaps: sharedObjects().map(snap), env, cwd: process.cwd(), listeners };
}
function same(a, b) {
    return Object.is(a.value, b.value) && a.get === b.get && a.set === b.set && a.writable === b.writable && a.enumerable === b.enumerable && a.configurable === b.configurable;
}
/**
 * Puts the shared objects back as they were. Returns what could not be put back (`tainted`), e.g.
 * a built-in that a render froze: the sandbox must then not be used for another render.
 */
export function restoreRealm(realm) {
    let changed = 0;
    let tainted;
    const fail = (what) => {
        tainted ??= what;
    };
    for (const s of realm.snaps) {
        const { obj } = s;
        if (Object.getPrototypeOf(obj) !== s.proto) {
            changed++;
            if (!Reflect.setPrototypeOf(obj, s.proto))
                fail('the prototype of a built-in was replaced');
        }
        if (Object.isExtensible(obj) !== s.extensible) {
            changed++;
            fail('a built-in was frozen or sealed');
        }
        if (unchanged(s))
            continue;
        const now = Reflect.ownKeys(obj);
        if (now.length === s.keys.size) {
            // The common case: same keys; only descriptors can differ.
            let allKnown = true;
            for (const k of now) {
                const before = s.keys.get(k);
                if (!before) {
                    allKnown = false;
                    break;
                }
                const d = Object.getOwnPropertyDescriptor(obj, k);
                if (same(d, before))
                    continue;
                changed++;
                if (!Reflect.defineProperty(obj, k, before))
                    fail(`${String(k)} of a built-in was redefined`);
            }
            if (allKnown)
                continue;
        }
        for (const k of now) {
            if (s.keys.has(k))
                continue;
            changed++;
            if (!Reflect.deleteProperty(obj, k))
                fail(`${String(k)} was added to a built-in and cannot be removed`);
        }
        for (const [k, before] of s.keys) {
            const d = Object.getOwnPropertyDescriptor(obj, k);
            if (d && same(d, before))
                continue;
            changed++;
            if (!Reflect.defineProperty(obj, k, before))
                fail(`${String(k)} of a built-in was redefined`);
        }
    }
    if (envDirty) {
        const env = process.env;
        for (const k of Object.keys(env)) {
            if (realm.env.has(k))
                continue;
            delete env[k];
            changed++;
        }
        for (const [k, v] of realm.env) {
            if (env[k] === v)
                continue;
            env[k] = v;
            changed++;
        }
        envDirty = false;
    }
    for (const e of process.eventNames()) {
        const before = realm.listeners.get(e) ?? [];
        for (const fn of process.rawListeners(e)) {
            if (before.includes(fn))
                continue;
            process.removeListener(e, fn);
            changed++;
        }
    }
    if (process.exitCode !== undefined)
        process.exitCode = undefined;
    if (process.cwd() !== realm.cwd) {
        changed++;
        try {
            process.chdir(realm.cwd);
        }
        catch {
            fail('the working directory was changed');
        }
    }
    return { changed, ...(tainted ? { tainted } : {}) };
}
