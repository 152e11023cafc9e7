import type { Rule } from '../src/engine/rule.js';
/** The registry: one line per rule. Ids equal file names (checked by test/rules-meta.test.ts). */
export declare const RULES: ReadonlyArray<Rule<any>>;
export declare const RULE_MAP: ReadonlyMap<string, Rule<any>>;
