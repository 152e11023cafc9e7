import { ts } from 'ts-morph';
import { getProp, type Candidate, type Extractor, type ExtractContext } from '../context.js';
export declare const toolCall: Extractor;
export declare function vercelTool(node: ts.CallExpression, ctx: ExtractContext, description: ReturnType<typeof getProp>, schema: ReturnType<typeof getProp>, handler: boolean): Candidate;
/** The variable or function a tool expression is bound to: `const weatherTool = tool(…)`, `const make = () => tool(…)`. */
export declare function bindingOf(node: ts.Node, _ctx: ExtractContext): {
    name: string;
    node: ts.Node;
    factory: boolean;
    key?: string;
} | undefined;
