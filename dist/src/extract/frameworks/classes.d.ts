import { ts } from 'ts-morph';
import { type Candidate, type ExtractContext } from '../context.js';
import type { Framework } from '../../model/tool.js';
/** Reads a tool from a class: name, description and schema from fields, getters, methods or the `super(…)` call. */
export declare function classTool(node: ts.ClassLikeDeclaration, ctx: ExtractContext, framework: Framework): Candidate[] | undefined;
