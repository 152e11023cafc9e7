import { ts } from 'ts-morph';
import type { Evaluator } from '../extract/evaluate.js';
/**
 * A Mastra agent no code runs: `const plannerAgent = new Agent({ … })` that no file of the project
 * names again. Not exported, nothing can reach it; exported, it is dead only in a project that
 * registers its agents (`new Mastra({ agents: { … } })`) and never imports it, since a library's
 * agent is there for code outside. Its request is never made: its instructions and budget are not
 * judged, as for a server kept in a copy nothing runs (leftover-copies.ts).
 */
export declare function unusedAgent(node: ts.Node, ev: Evaluator): boolean;
