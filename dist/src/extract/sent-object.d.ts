import type { SentObject } from '../model/toolset.js';
import { type Value } from './values.js';
/**
 * What a request sends for one tool, from the value the scanner folded at the request: its keys,
 * `type`, the keys of OpenAI's `function` object, and whether a schema field holds a zod schema
 * object as written (it is serialised as the library's object, not as JSON Schema). Undefined when
 * some key is unknown (`{ ...rest, name }` with `rest` unseen): a description of part of an object
 * would let a rule call a present key missing.
 */
export declare function sentObject(v: Value): SentObject | undefined;
