import { ts } from 'ts-morph';
import type { SourceRange } from '../model/tool.js';
import type { ParsedFile } from '../scan/source-index.js';
import type { Evaluator } from './evaluate.js';
/** A tool registered under a key: `tools: { weather: weatherTool }` names `weatherTool` "weather". */
export interface Registration {
    /** `abs#name` of the variable or function the value refers to. */
    bindingKey: string;
    name: string;
    range: SourceRange;
}
/** Object literals that map model-facing names to tools: a `tools:` property, or a variable named like one. */
export declare function isToolMap(obj: ts.ObjectLiteralExpression): boolean;
export declare function collectRegistrations(file: ParsedFile, ev: Evaluator): Registration[];
