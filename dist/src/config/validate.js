import * as v from 'valibot';
import { ConfigError, formatKeyPath } from './errors.js';
import { didYouMean } from './suggest.js';
/**
 * Checks `value` against a schema from schema.ts; the first problem becomes a ConfigError that
 * names the key path (`matrix.flags.mode[1] must be …; got …`). `at` is where `value` sits in the
 * config, so a resolver validating one part still reports the full path.
 */
export function validateWith(schema, value, at = []) {
    const result = v.safeParse(schema, value, { abortEarly: true });
    if (result.success)
        return result.output;
    const issue = result.issues[0];
    const rel = (issue.path ?? []).map((p) => p.key);
    const keyPath = [...at, ...rel];
    if (issue.type === 'strict_object' && issue.expected === 'never') {
        const parent = keyPath.slice(0, -1);
        const valid = entriesAt(schema, rel.slice(0, -1));
        const unknown = String(issue.input);
        const where = parent.length ? `Unknown key "${formatKeyPath(keyPath)}"` : `Unknown config key "${unknown}"`;
        const hint = valid ? didYouMean(unknown, valid) : '';
        throw new ConfigError(`${where}${hint || '.'}${valid ? ` Valid keys: ${valid.join(', ')}.` : ''}`, { keyPath });
    }
    const name = keyPath.length ? formatKeyPath(keyPath) : 'the config';
    throw new ConfigError(`${name} ${issue.message}; got ${preview(issue.input)}`, { keyPath });
}
/** A short, readable rendering of the offending value. */
export function preview(value) {
    if (value === undefined)
        return 'undefined';
    if (typeof value === 'function')
        return 'a function';
    if (typeof value === 'bigint')
        return `${value}n (a BigInt)`;
    let text;
    try {
        text = JSON.stringify(value) ?? String(value);
    }
    catch {
        text = Object.prototype.toString.call(value);
    }
    return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}
/** The keys a strict object accepts at `path` inside `schema` (through optional, pipe, array, record, union). */
function entriesAt(schema, path) {
    let node = schema;
    const unwrap = (n) => {
        let cur = n;
        for (let i = 0; i < 8 && cur; i++) {
            if (cur.type === 'optional' || cur.type === 'nullable')
                cur = cur.wrapped;
            else
                break;
        }
        return cur;
    };
    node = unwrap(node);
    for (const key of path) {
        const n = node;
        if (n.entries && typeof key === 'string')
            node = n.entries[key];
        else if (n.item)
            node = n.item;
        else if (n.value && n.type === 'record')
            node = n.value;
        else if (Array.isArray(n.items) && typeof key === 'number')
            node = n.items[key];
        else if (Array.isArray(n.options))
            node = n.options.map(unwrap).find((o) => o.entries || o.item);
        else
            return undefined;
        node = unwrap(node);
        if (!node)
            return undefined;
    }
    const entries = node.entries;
    return entries ? Object.keys(entries) : undefined;
}
