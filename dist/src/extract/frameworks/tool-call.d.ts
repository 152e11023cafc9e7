import { ts } from 'ts-morph';
import { type Extractor, type ExtractContext } from '../context.js';
export declare const toolCall: Extractor;
/** The variable or function a tool expression is bound to: `const weatherTool = tool(…)`, `const make = () => tool(…)`. */
export declare function bindingOf(node: ts.Node, _ctx: ExtractContext): {
    name: string;
    node: ts.Node;
    factory: boolean;
    key?: string;
} | undefined;
