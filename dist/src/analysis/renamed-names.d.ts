/**
 * Name normalizers: a dispatcher that routes on the called name after a lookup function has mapped
 * it to the project's own ids.
 *
 *   function toolId(name: string): ToolId | null {
 *     switch (name) {
 *       case 'calendar_findSlots': return 'calendar.findSlots';
 *       case 'calendar_book': return 'calendar.book';
 *       default: return null;
 *     }
 *   }
 *   const id = toolId(call.name);
 *   if (!id) return { error: 'UNKNOWN_TOOL' };
 *   switch (id) { case 'calendar.findSlots': …; case 'calendar.book': … }
 *
 * The names the model can call with success are the lookup's labels, not the switch's: a sent tool
 * whose name the lookup does not list never reaches its case. Only lookups read completely count:
 * a body that is one `switch` on the parameter whose every case returns a constant (or an object of
 * constants indexed by the parameter), and whose other names end in `null`, `undefined`, a `throw`,
 * or the name itself unchanged.
 */
import { ts } from 'ts-morph';
import type { ParsedFile } from '../source/source-index.js';
export interface Renaming {
    /** The called name the lookup is given: `call.name`. */
    source: ts.Expression;
    /** The lookup function and its file. */
    fn: ts.FunctionLikeDeclaration;
    file: ParsedFile;
    /** Each name the lookup lists, the node that spells it, and the id it maps it to. */
    entries: Array<{
        label: string;
        labelNode: ts.Node;
        value: string;
    }>;
    /** Names it does not list come back unchanged (`default: return name`). */
    passThrough: boolean;
    /** A listed name maps to something that does not fold to a string. */
    unresolved: boolean;
}
export interface RenamingReaders {
    skipOuter(e: ts.Expression): ts.Expression;
    /** An expression that holds a called tool name: `name`, `block.name`, `toolCall.function.name`. */
    holdsCallName(e: ts.Expression): boolean;
    fold(e: ts.Expression): unknown;
    functionOf(call: ts.CallExpression): ts.FunctionLikeDeclaration | undefined;
    fileOf(n: ts.Node): ParsedFile | undefined;
    /** The `const` declaration an identifier names, when it is one of this file. */
    constInit(id: ts.Identifier, file: ParsedFile): ts.Expression | undefined;
}
/**
 * Whether the code routing on `id` (`const id = toolId(name)`) turns a miss away first: an
 * `if (!id) return …` or `if (id == null) throw …` in the same function before the dispatcher.
 */
export declare function leavesOnMiss(disc: ts.Expression, before: ts.Node, fn: ts.Node, r: Pick<RenamingReaders, 'skipOuter'>): boolean;
/** The lookup a dispatcher's discriminant went through (`id` of `const id = toolId(name)`, or `toolId(name)` itself). */
export declare function renamingOf(disc: ts.Expression, file: ParsedFile, r: RenamingReaders): Renaming | undefined;
/** Whether a function is such a lookup: a name handed to it comes back as an id, or nothing. */
export declare function isNameLookup(fn: ts.FunctionLikeDeclaration, r: RenamingReaders): boolean;
