import { ts } from 'ts-morph';
import type { SourceRange } from '../model/tool.js';
import type { ParsedFile } from '../source/source-index.js';
import type { Evaluator } from './evaluate.js';
/** A tool registered under a key: `tools: { weather: weatherTool }` names `weatherTool` "weather". */
export interface Registration {
    /** `abs#name` of the variable or function the value refers to. */
    bindingKey: string;
    name: string;
    range: SourceRange;
    /**
     * Set for a map that says nothing about tools by its name (`const registry = { academic_search:
     * academicSearchTool }`): it counts only when every value is a tool the scanner found (the group
     * id ties its entries together).
     */
    weakGroup?: string;
}
/** Object literals that map model-facing names to tools: a `tools:` property, or a variable named like one. */
export declare function isToolMap(obj: ts.ObjectLiteralExpression): boolean;
export declare function collectRegistrations(file: ParsedFile, ev: Evaluator, onCall?: (node: ts.CallExpression | ts.NewExpression) => void, onToolMap?: (node: ts.ObjectLiteralExpression) => void): Registration[];
/**
 * The registrations one node makes, for a walk that visits every node of `file` (the extraction
 * walk takes it along, so a file that both defines and registers tools is walked once).
 */
export declare function registrationVisitor(file: ParsedFile, ev: Evaluator, onCall?: (node: ts.CallExpression | ts.NewExpression) => void, onToolMap?: (node: ts.ObjectLiteralExpression) => void): {
    visit: (node: ts.Node) => void;
    registrations: Registration[];
};
