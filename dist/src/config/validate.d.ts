import * as v from 'valibot';
import { type KeyPath } from './errors.js';
/**
 * Checks `value` against a schema from schema.ts; the first problem becomes a ConfigError that
 * names the key path (`matrix.flags.mode[1] must be …; got …`). `at` is where `value` sits in the
 * config, so a resolver validating one part still reports the full path.
 */
export declare function validateWith<S extends v.GenericSchema>(schema: S, value: unknown, at?: KeyPath): v.InferOutput<S>;
/** A short, readable rendering of the offending value. */
export declare function preview(value: unknown): string;
