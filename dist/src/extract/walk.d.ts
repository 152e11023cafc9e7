import { ts } from 'ts-morph';
import type { Candidate, ExtractContext, Extractor } from './context.js';
/**
 * Extractors in the order they are asked. Calls are visited before the object literals they
 * receive, so a call extractor that claims `tool({…})` keeps the object-shape extractors from
 * reporting its argument a second time.
 */
export declare const EXTRACTORS: readonly Extractor[];
/** Whether a package is one the extractors or schema converters know by its name (see Extractor.packages). */
export declare function isFrameworkPackage(name: string): boolean;
/**
 * What the extractors make of one node: the first that recognises it decides. Each match runs in a
 * scope of its own, so helper calls followed while reading it (`tool(fn, fields())`) bind nothing
 * beyond it.
 */
export declare function matchNode(node: ts.Node, ctx: ExtractContext): Candidate[] | undefined;
/**
 * Walks raw compiler nodes (4× cheaper than ts-morph wrappers) and returns every tool found.
 * `every`, when given, is called on every node of the file, also inside definitions and assertions
 * the extraction does not descend into (the registrations walk rides along: one walk per file).
 */
export declare function extractFromFile(ctx: ExtractContext, every?: (node: ts.Node) => void): Candidate[];
