import type { Rule } from '../src/engine/rule.js';
import noDuplicateToolNames from './no-duplicate-tool-names.js';
import requireDescription from './require-description.js';

/** The registry: one line per rule. Ids equal file names (checked by test/rules-meta.test.ts). */
export const RULES: ReadonlyArray<Rule<any>> = [
  noDuplicateToolNames,
  requireDescription,
];

export const RULE_MAP: ReadonlyMap<string, Rule<any>> = new Map(RULES.map((r) => [r.meta.id, r]));
