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
}

export interface Realm {
  snaps: Snap[];
  env: Map<string, string>;
  cwd: string;
  /** `process` itself is an event emitter with internal fields: its listeners are compared instead. */
  listeners: Map<string | symbol, Function[]>;
}

const GLOBAL_NAMES = [
  'Object', 'Function', 'Array', 'String', 'Number', 'Boolean', 'Symbol', 'BigInt', 'RegExp', 'Date', 'Error', 'TypeError', 'RangeError',
  'SyntaxError', 'ReferenceError', 'EvalError', 'URIError', 'AggregateError', 'Promise', 'Map', 'Set', 'WeakMap', 'WeakSet', 'WeakRef',
  'FinalizationRegistry', 'ArrayBuffer', 'SharedArrayBuffer', 'DataView', 'Int8Array', 'Uint8Array', 'Uint8ClampedArray', 'Int16Array',
  'Uint16Array', 'Int32Array', 'Uint32Array', 'Float32Array', 'Float64Array', 'BigInt64Array', 'BigUint64Array', 'JSON', 'Math', 'Reflect',
  'Atomics', 'Intl', 'Iterator', 'Buffer', 'URL', 'URLSearchParams', 'TextEncoder', 'TextDecoder', 'AbortController', 'AbortSignal',
  'EventTarget', 'Event', 'console', 'structuredClone',
];

/** The objects every module shares: built-in constructors, their prototypes and the hidden intrinsics. */
function sharedObjects(): object[] {
  const g = globalThis as Record<string, unknown>;
  const out = new Set<object>([globalThis]);
  const add = (v: unknown) => {
    if (v !== null && (typeof v === 'object' || typeof v === 'function')) out.add(v as object);
  };
  for (const name of GLOBAL_NAMES) {
    const d = Object.getOwnPropertyDescriptor(globalThis, name);
    const v = d && 'value' in d ? d.value : undefined;
    add(v);
    if (typeof v === 'function') add((v as { prototype?: unknown }).prototype);
    if (name === 'Intl' && v) for (const k of Object.getOwnPropertyNames(v)) {
      const c = (v as Record<string, unknown>)[k];
      add(c);
      if (typeof c === 'function') add((c as { prototype?: unknown }).prototype);
    }
  }
  const protoOf = (v: unknown) => (v === null || v === undefined ? undefined : Object.getPrototypeOf(v));
  const typedArray = protoOf(g.Int8Array);
  add(typedArray);
  add((typedArray as { prototype?: unknown } | undefined)?.prototype);
  const arrayIterator = protoOf([][Symbol.iterator]());
  add(arrayIterator);
  add(protoOf(arrayIterator));
  add(protoOf(''[Symbol.iterator]()));
  add(protoOf(new Map()[Symbol.iterator]()));
  add(protoOf(new Set()[Symbol.iterator]()));
  add(protoOf(/x/[Symbol.matchAll]('')));
  for (const fn of [function* () {}, async function () {}, async function* () {}]) {
    const ctor = protoOf(fn);
    add(ctor);
    add((ctor as { constructor?: unknown } | undefined)?.constructor);
    add((fn as { prototype?: unknown }).prototype && protoOf((fn as { prototype?: unknown }).prototype));
  }
  return [...out];
}

function snap(obj: object): Snap {
  const keys = new Map<PropertyKey, PropertyDescriptor>();
  for (const k of Reflect.ownKeys(obj)) {
    const d = Object.getOwnPropertyDescriptor(obj, k);
    if (d) keys.set(k, d);
  }
  return { obj, proto: Object.getPrototypeOf(obj), extensible: Object.isExtensible(obj), keys };
}

export function snapshotRealm(): Realm {
  const env = new Map<string, string>();
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined) env.set(k, v);
  const listeners = new Map<string | symbol, Function[]>();
  for (const e of process.eventNames()) listeners.set(e, process.rawListeners(e));
  return { snaps: sharedObjects().map(snap), env, cwd: process.cwd(), listeners };
}

function same(a: PropertyDescriptor, b: PropertyDescriptor): boolean {
  return Object.is(a.value, b.value) && a.get === b.get && a.set === b.set && a.writable === b.writable && a.enumerable === b.enumerable && a.configurable === b.configurable;
}

/**
 * Puts the shared objects back as they were. Returns what could not be put back (`tainted`), e.g.
 * a built-in that a render froze: the sandbox must then not be used for another render.
 */
export function restoreRealm(realm: Realm): { changed: number; tainted?: string } {
  let changed = 0;
  let tainted: string | undefined;
  const fail = (what: string) => {
    tainted ??= what;
  };
  for (const s of realm.snaps) {
    const { obj } = s;
    if (Object.getPrototypeOf(obj) !== s.proto) {
      changed++;
      if (!Reflect.setPrototypeOf(obj, s.proto)) fail('the prototype of a built-in was replaced');
    }
    if (Object.isExtensible(obj) !== s.extensible) {
      changed++;
      fail('a built-in was frozen or sealed');
    }
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
        const d = Object.getOwnPropertyDescriptor(obj, k)!;
        if (same(d, before)) continue;
        changed++;
        if (!Reflect.defineProperty(obj, k, before)) fail(`${String(k)} of a built-in was redefined`);
      }
      if (allKnown) continue;
    }
    for (const k of now) {
      if (s.keys.has(k)) continue;
      changed++;
      if (!Reflect.deleteProperty(obj, k)) fail(`${String(k)} was added to a built-in and cannot be removed`);
    }
    for (const [k, before] of s.keys) {
      const d = Object.getOwnPropertyDescriptor(obj, k);
      if (d && same(d, before)) continue;
      changed++;
      if (!Reflect.defineProperty(obj, k, before)) fail(`${String(k)} of a built-in was redefined`);
    }
  }
  const env = process.env;
  for (const k of Object.keys(env)) {
    if (realm.env.has(k)) continue;
    delete env[k];
    changed++;
  }
  for (const [k, v] of realm.env) {
    if (env[k] === v) continue;
    env[k] = v;
    changed++;
  }
  for (const e of process.eventNames()) {
    const before = realm.listeners.get(e) ?? [];
    for (const fn of process.rawListeners(e)) {
      if (before.includes(fn)) continue;
      process.removeListener(e, fn as (...a: unknown[]) => void);
      changed++;
    }
  }
  if (process.exitCode !== undefined) process.exitCode = undefined;
  if (process.cwd() !== realm.cwd) {
    changed++;
    try {
      process.chdir(realm.cwd);
    } catch {
      fail('the working directory was changed');
    }
  }
  return { changed, ...(tainted ? { tainted } : {}) };
}
