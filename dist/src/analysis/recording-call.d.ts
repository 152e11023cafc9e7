import { ts } from 'ts-morph';
/**
 * Whether a call records its arguments and nothing uses what it returns (an expression statement,
 * `void …`, a floating `.catch(…)` chain): `void logAIAction({ toolName: call.name, toolArgs, result })`
 * after a dispatcher neither routes the tool nor reads its arguments for it.
 */
export declare function isRecordingCall(call: ts.CallExpression): boolean;
/** Whether `e` is an argument of a recording call, or a property of an object literal that is one. */
export declare function recordedOnly(e: ts.Node): boolean;
