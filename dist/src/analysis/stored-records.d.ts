/**
 * Records that carry a called tool's name into storage, not into routing:
 *
 *   await pushMessage(sessionId, { role: 'tool', name: toolName, content });
 *   await appendTraceEvent({ type: 'tool_call', tool: toolName, input, at: now() });
 *
 * A dispatcher's analysis treats a name handed to code it cannot follow as possibly routed there.
 * When the receiving function is the project's own and its body never reads the record's field that
 * holds the name, and hands the record whole only to storing calls (`push`, `JSON.stringify`, a
 * logger), the name is kept, not routed. Destructuring is a read of each field it names.
 */
import { ts } from 'ts-morph';
export interface RecordReaders {
    skipOuter(e: ts.Expression): ts.Expression;
    /** A call that receives a value without running anything for it (`push`, `stringify`, `log`). */
    neutralCallee(name: string): boolean;
}
/** Whether `fn` only stores what it gets as parameter `index`, never reading its field `field`. */
export declare function storesRecord(fn: ts.FunctionLikeDeclaration, index: number, field: string, r: RecordReaders): boolean;
