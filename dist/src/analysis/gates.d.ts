/**
 * Name gates: an `if … else if … else throw` chain that picks a module handler by a test on the
 * called name, before that handler's own `switch` picks the tool:
 *
 *   if (name.startsWith('fs_') || name === 'read_log') return handleFileTool(name, args);
 *   else if (['run_sql', 'get_stats'].includes(name)) return handleDbTool(name, args);
 *   else throw new Error(`Unknown tool ${name}`);
 *
 * A tool the module handler switches on but no condition of the chain lets through is never run.
 * Only chains whose every condition is read completely count: a test we cannot read could let any
 * name through.
 */
import { ts } from 'ts-morph';
import type { SourceRange } from '../model/tool.js';
import type { ParsedFile } from '../source/source-index.js';
export interface GateTest {
    kind: 'prefix' | 'suffix' | 'contains' | 'exact' | 'pattern';
    value: string;
}
export interface GateBranch {
    tests: GateTest[];
    body: ts.Statement;
}
export interface Gate {
    file: ParsedFile;
    /** The first `if` of the chain. */
    node: ts.IfStatement;
    /** The function the chain is written in. */
    fn: ts.Node;
    /** What every condition tests: `name`, `request.params.name`. */
    discriminant: ts.Expression;
    branches: GateBranch[];
    /** A name no condition lets through ends in a `throw`: the last `else`, or after a chain whose branches all return. */
    rejects: boolean;
    range: SourceRange;
}
export interface GateReaders {
    isNameish(e: ts.Expression): boolean;
    /** The constant an expression folds to, or undefined. */
    fold(e: ts.Expression): unknown;
    key(e: ts.Node): string;
    skipOuter(e: ts.Expression): ts.Expression;
}
/** The chain that starts at `head` (not itself an `else if`), when every condition tests one name. */
export declare function readGate(head: ts.IfStatement, fn: ts.Node, file: ParsedFile, r: GateReaders): Gate | undefined;
/**
 * Whether an `if` goes on a chain of successive `if (test) return …;` statements begun above it (its
 * own chain is read from the first): the statement before it is such an `if` on the same name.
 */
export declare function continuesGate(st: ts.IfStatement, r: GateReaders): boolean;
/** Whether a branch lets `name` through. */
export declare function gateAdmits(b: GateBranch, name: string): boolean;
/** `read_file*`, `*_db`, `*sql*`, `run_sql`, `/^gh_/`: how a test reads in a message. */
export declare function describeTest(t: GateTest): string;
/** `throw …`, or a block with a `throw` among its statements. */
export declare function throws(st: ts.Node): boolean;
