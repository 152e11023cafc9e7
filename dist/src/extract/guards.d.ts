import { ts } from 'ts-morph';
import type { Evaluator } from './evaluate.js';
/**
 * Decides the type guards code writes around a write into a tool collection, for one folded value
 * of the loop variable: `Array.isArray(x)`, `typeof x === 'object'`, `!x`, `x`, and their `!`, `&&`,
 * `||`. True or false when the folded value decides it; undefined when anything is unknown.
 */
export declare function decideGuard(cond: ts.Expression, ev: Evaluator): boolean | undefined;
/** Whether a statement always leaves the loop iteration or function (`continue`, `return`, `throw`, `break`, or a block ending in one). */
export declare function exits(st: ts.Node): boolean;
/** Whether a statement ends in `return` or `throw` on every path we can see. */
export declare function leaves(st: ts.Node): boolean;
