import { ts } from 'ts-morph';
import { type Candidate, type ExtractContext } from '../context.js';
/** Keys of a Mastra agent's config whose entries become tools. */
export declare const DELEGATE_KEYS: readonly ["agents", "workflows"];
/** `agents: { researcher }` / `workflows: { report: reportWorkflow }` of a Mastra `new Agent({ … })`. */
export declare function mastraDelegates(node: ts.PropertyAssignment | ts.ShorthandPropertyAssignment, ctx: ExtractContext): Candidate[] | undefined;
