// @ts-check
/**
 * Loads a JavaScript/TypeScript config in its own process (started by load.ts under Node's
 * permission model: reads only, no writes, no child processes, a heap cap and a deadline), so a
 * config that loops forever, exits the process or throws cannot take the run with it.
 *
 * Protocol (IPC): the parent sends one message `{ token, url, bundle? }`; the child imports the
 * module and answers `{ token, ok: true, value }` or `{ token, ok: false, error }`. `value` is plain
 * JSON: functions become `{ [FUNCTION]: true }` markers, and anything JSON cannot carry (BigInt,
 * cycles, Symbols, Maps, class instances, NaN) is an error naming its key path. The token is kept in
 * this module's scope and `process.send` is captured before the config runs, so config code can
 * neither forge nor rewrite the answer.
 *
 * Plain JavaScript on purpose: it runs as is from `src/` (tests) and from `dist/` (build copies it).
 */

import { createRequire } from 'node:module';

const FUNCTION = '\u0000tool-lint:function';
const BUNDLE_NAME = 'tool-lint-config-bundle';
const send = process.send?.bind(process);

process.once('message', (/** @type {{ token: string, url: string, bundle?: string }} */ request) => {
  void load(request);
});

/** @param {{ token: string, url: string, bundle?: string }} request */
async function load({ token, url, bundle }) {
  const specifier = bundle === undefined ? url : `data:text/javascript;base64,${Buffer.from(bundle).toString('base64')}`;
  // Bundled CommonJS dependencies call `require` for Node built-ins; a data: URL module has none.
  Object.assign(globalThis, { require: createRequire(url) });
  /** @type {unknown} */
  let answer;
  try {
    const mod = await import(specifier);
    let value = 'default' in mod ? mod.default : undefined;
    if (value === undefined) {
      answer = { token, ok: false, error: { kind: 'no-default', message: 'has no default export: write `export default defineConfig({ … })` (or `module.exports = { … }`)' } };
    } else {
      if (value && typeof value.then === 'function') value = await value;
      answer = { token, ok: true, value: toJson(value) };
    }
  } catch (error) {
    const e = /** @type {{ name?: string, message?: string, stack?: string, keyPath?: unknown[], code?: string }} */ (error ?? {});
    if (e.name === 'NotJson') answer = { token, ok: false, error: { kind: 'value', message: e.message, keyPath: e.keyPath } };
    else {
      // The data: URL of a bundle is its whole source: shorten it so the parent can map positions.
      let stack = String(e.stack ?? e.message ?? error);
      if (bundle !== undefined) stack = stack.split(specifier).join(BUNDLE_NAME);
      stack = stack.slice(0, 8000);
      answer = { token, ok: false, error: { kind: 'throw', name: e.name ?? 'Error', code: e.code, message: String(e.message ?? error), stack } };
    }
  }
  send?.(answer, () => process.exit(0));
}

class NotJson extends Error {
  /** @param {string} message @param {Array<string | number>} keyPath */
  constructor(message, keyPath) {
    super(message);
    this.name = 'NotJson';
    this.keyPath = keyPath;
  }
}

/**
 * @param {unknown} value
 * @param {Array<string | number>} [at]
 * @param {Set<object>} [seen]
 * @returns {unknown}
 */
function toJson(value, at = [], seen = new Set()) {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      if (!Number.isFinite(value)) throw new NotJson(`is ${value}; config values must be finite numbers`, at);
      return value;
    case 'bigint':
      throw new NotJson(`is a BigInt (${value}n); config values must be JSON values: write ${value} as a number or a string`, at);
    case 'symbol':
      throw new NotJson('is a Symbol; config values must be JSON values', at);
    case 'function':
      return { [FUNCTION]: true };
    case 'undefined':
      return undefined;
  }
  if (value === null) return null;
  const obj = /** @type {object} */ (value);
  if (seen.has(obj)) throw new NotJson('refers back to one of its own parents (a circular reference); config values must be JSON values', at);
  seen.add(obj);
  try {
    if (Array.isArray(obj)) {
      return obj.map((item, i) => {
        if (item === undefined) throw new NotJson('is undefined; config values must be JSON values', [...at, i]);
        return toJson(item, [...at, i], seen);
      });
    }
    const proto = Object.getPrototypeOf(obj);
    if (proto !== Object.prototype && proto !== null) {
      const kind = obj.constructor?.name ?? 'object';
      throw new NotJson(`is a ${kind}; config values must be plain objects, arrays, strings, numbers, booleans or null`, at);
    }
    /** @type {Record<string, unknown>} */
    const out = {};
    for (const key of Object.keys(obj)) {
      const item = toJson(/** @type {Record<string, unknown>} */ (obj)[key], [...at, key], seen);
      if (item !== undefined) out[key] = item;
    }
    return out;
  } finally {
    seen.delete(obj);
  }
}
