import { ts } from 'ts-morph';
/**
 * Where an object-literal tool "starts": the object itself, or the call it is the first argument of
 * when that call is a tool factory (`buildTool({…})`, `defineTool({…})`, `Tool.define(…)`).
 */
export declare function objectToolDefNode(obj: ts.ObjectLiteralExpression): ts.Node;
/** Property names that hold a tool's implementation. */
export declare const HANDLER_KEYS: string[];
