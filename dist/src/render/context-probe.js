/**
 * Finds out whether a render failed because its argument lacks something the project's own caller
 * would have passed (`ctx.options.tools`, `ctx.getAppState()`): the argument is wrapped in a proxy
 * that records reads of properties it does not have. A render that then fails with a TypeError
 * ("Cannot read properties of undefined", "… is not a function") is not a broken tool: the matrix
 * needs a `context`. Only objects tool-lint built (the cell) or the config's `context()` returned
 * are wrapped, never the project's live tool objects inside `tools`.
 */
/** Names that runtimes and libraries probe on any object; their absence means nothing. */
const PROBED = new Set(['then', 'toJSON', 'constructor', 'valueOf', 'toString', 'inspect', 'asymmetricMatch', '$$typeof', 'nodeType', '__esModule', 'length', 'prototype', 'catch', 'finally', '_zod', '_def', '~standard']);
const MAX_RECORDED = 10;
export function probe(value, probe, at = 'ctx', skip = new Set()) {
    const wrapped = new WeakMap();
    const wrap = (v, where) => {
        if (v === null || typeof v !== 'object' || skip.has(v))
            return v;
        const proto = Object.getPrototypeOf(v);
        // Plain objects only: class instances, arrays of live tools, Maps keep their identity.
        if (proto !== Object.prototype && proto !== null)
            return v;
        const hit = wrapped.get(v);
        if (hit)
            return hit;
        const proxy = new Proxy(v, {
            get(target, key, receiver) {
                const out = Reflect.get(target, key, receiver);
                if (typeof key === 'symbol')
                    return out;
                // A frozen property must be returned as is (a proxy invariant).
                const d = Reflect.getOwnPropertyDescriptor(target, key);
                if (d && !d.configurable && !d.writable)
                    return out;
                if (out === undefined && !(key in target) && !PROBED.has(key)) {
                    const path = `${where}.${key}`;
                    if (probe.missing.length < MAX_RECORDED && !probe.missing.includes(path))
                        probe.missing.push(path);
                    return out;
                }
                return wrap(out, `${where}.${key}`);
            },
        });
        wrapped.set(v, proxy);
        return proxy;
    };
    return wrap(value, at);
}
/** The failure reads like a consequence of a missing field (a TypeError on undefined, a missing method). */
export function looksLikeMissingContext(error) {
    if (!(error instanceof TypeError))
        return false;
    return /undefined|null|is not a function|is not iterable|is not an object|Cannot destructure/i.test(error.message);
}
