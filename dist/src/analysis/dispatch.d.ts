/**
 * Dispatch analysis, shared by consistent-tool-names and consistent-param-names.
 *
 * A dispatcher is code that picks an implementation by the name the model called:
 * - `switch (toolCall.function.name) { case 'read_file': … }`;
 * - comparisons `if (block.name === 'read_file')`, `else if`, `name === 'a' || name === 'b'`;
 * - handler maps `{ read_file: readFile }[name]`, `new Map([['read_file', fn]]).get(name)`.
 * A candidate only counts once its labels overlap the names of the tools the scanner found
 * (see `confirm`), so `switch (action.type)` and other look-alikes stay out.
 *
 * Files read: files holding tools, the files they import, and source files next to them (same
 * folder and parent folder, listed by src/scan/neighbours.ts) whose text mentions a tool name, plus
 * those files' imports. Nothing else in the project is parsed.
 */
import { nodeAtRange } from '../extract/ranges.js';
import { ts } from 'ts-morph';
import { type Gate, type GateBranch } from './gates.js';
import type { RuleContext } from '../engine/rule.js';
import { Evaluator } from '../extract/evaluate.js';
import type { SourceRange, ToolDefinition } from '../model/tool.js';
import type { ParsedFile } from '../source/source-index.js';
/** Properties of a tool call that hold its input: `block.input`, `request.params.arguments`, `fc.args`. */
export declare const INPUT_KEYS: string[];
/** Frameworks whose tools are run by the framework from their own handler: they need no dispatcher. */
export declare const SELF_RUN_FRAMEWORKS: Set<string>;
export interface Branch {
    /** The name the branch handles. */
    label: string;
    labelNode: ts.Node;
    /** Where `labelNode` is written when not in the dispatcher's file (a handler map spread from another module). */
    file?: ParsedFile;
    /** All labels that run the same code (`case 'a': case 'b':`, `name === 'a' || name === 'b'`). */
    group: string[];
    /** The code that runs for the label: statements of a case or an `if`, or a map's handler function. */
    body: ts.Node[];
    /** Map dispatchers: the handler function, with the input passed as its first argument when the call site shows it. */
    handler?: ts.FunctionLikeDeclaration;
    /** Map entries that hold a tool's definition beside its handler (`{ schema: {…}, run }`): that definition. */
    definition?: ts.Node;
    /**
     * The branch runs something for the call: it awaits, calls code that is not logging, metrics or UI
     * state, throws, or returns a result. A branch that only logs the name, sets a label or returns
     * markup (`if (part.toolName === 'search') return <SearchCard />`) selects no handler.
     */
    runs: boolean;
}
export interface Dispatcher {
    kind: 'switch' | 'if' | 'map';
    file: ParsedFile;
    /** The switch, the first comparison, or the handler map. */
    node: ts.Node;
    /** The function the dispatcher is written in (or the file). */
    fn: ts.Node;
    /** What is compared to the labels: `block.name`, `name`; for maps the key expression of the lookup. */
    discriminant: ts.Expression;
    branches: Branch[];
    /** A label that could not be folded to a string: the dispatcher may handle names we cannot see. */
    unresolvedLabels: boolean;
    /** Maps: the object holds spreads or keys we cannot fold. */
    openEntries: boolean;
    /** Code that runs only when no branch matched (`default:`, the last `else`): it belongs to no tool. */
    fallback: ts.Node[];
    /** Maps: the lookup's result is called with the tool input as first argument (`handlers[name](args)`). */
    inputArg?: ts.Expression;
    /** Routed on an id a lookup made of the name (./renamed-names.ts), which turns away every name it does not list. */
    lookupRejects?: boolean;
    range: SourceRange;
}
export interface DispatchAnalysis {
    ev: Evaluator;
    /** Every resolved tool name in the project. */
    defined: Set<string>;
    /** Names of tools without a handler of their own: the ones a dispatcher must run. */
    dispatchable: Set<string>;
    /** Confirmed dispatchers (labels overlap defined names), test files left out. */
    dispatchers: Dispatcher[];
    /** Confirmed dispatchers in the files a tool's dispatcher could be in. */
    dispatchersFor(tool: ToolDefinition): Dispatcher[];
    /**
     * Also those reached from where the tool is sent: the request's file, a file beside it that imports the
     * same registry and looks calls up by name (both in `dispatchersFor` too), and a module the request's
     * file imports that calls a handler map (`functionsMap[toolName](parameters)`) imported from a module
     * naming the tools. That last is weaker evidence: for reading implementations, not for saying a tool
     * is unhandled.
     */
    implementationDispatchersFor(tool: ToolDefinition): Dispatcher[];
    /** Whether the files around a tool pass call names to code we cannot follow. */
    openFor(tool: ToolDefinition): boolean;
    /**
     * Whether a dispatcher turns away every name it has no branch for (its `default:` or last `else`
     * throws, or a `throw` follows a switch without one) and its function hands the name to nothing
     * else first: names passed on elsewhere in the file (a response decorator's `enhance(toolName, data)`)
     * cannot route a tool this dispatcher rejects.
     */
    rejectsUnknown(d: Dispatcher): boolean;
    /**
     * Whether the function of a dispatcher also compares what it routes on with `label`
     * (`if (name === 'show_card') … else if (handlers[name]) …`): that label is routed there too.
     */
    alsoCompares(d: Dispatcher, label: string): boolean;
    /**
     * A chain of name tests in front of the only dispatchers that handle this tool, that lets the tool's
     * name through none of its conditions and throws for the names it turns away (./gates.ts): the
     * module handler switches on the tool, but no call of it ever gets there. Only when the chain hands
     * the name to those dispatchers' functions, nothing else calls them, and the chain's function
     * compares the name with nothing else that could route it.
     */
    gatedAway(tool: ToolDefinition): {
        gate: Gate;
        handler: string;
        branches: GateBranch[];
    } | undefined;
    /** Whether a top-level project function is named nowhere but where it is declared and imported: dead code. */
    unreferenced(fn: ts.Node): boolean;
    /** The calls of a project function outside test code (at most 50): who hands a dispatcher its input. */
    callsOf(fn: ts.Node): ts.CallExpression[];
    /** Files around a file holding tools, where its dispatcher could be. */
    candidatesOfFile(abs: string): ParsedFile[];
    /** The AST node a tool's range points at. */
    definitionNode(tool: ToolDefinition): ts.Node | undefined;
    /** Whether a node (or the constant it names) is a tool definition the scanner read. */
    isToolNode(node: ts.Node): boolean;
    fileOf(tool: ToolDefinition): ParsedFile | undefined;
    /** A parsed file by its project-relative path (a range's `file`). */
    fileAt(rel: string): ParsedFile | undefined;
}
export declare function analyzeDispatch(ctx: Pick<RuleContext, 'index' | 'tools' | 'testTools' | 'isTestFile' | 'neighbours' | 'toolsets'>): DispatchAnalysis;
/** A name as its spellings share it: `calculateRefund`, `calculate_refund` and `calculate-refund` are one. */
export declare function spelling(name: string): string;
/** Labels that are no tool's name but another spelling of exactly one tool's name that needs a dispatcher. */
export declare function respelledLabels(d: Dispatcher, dispatchable: Set<string>, defined: Set<string>): Set<string>;
/**
 * Whether a dispatcher compares the name as the call carries it (`block.name`, `toolName`, a
 * parameter), not a name the code rewrote first (`toCamel(name)`, a local built from one): only then
 * is a label in another spelling a branch the call can never reach.
 */
export declare function rawName(discriminant: ts.Expression): boolean;
/** See `Branch.runs`. */
export declare function runsSomething(nodes: readonly ts.Node[]): boolean;
/** `a, b, c and 2 more`. */
export declare function listNames(names: string[], max?: number): string;
export declare function overlap(d: Dispatcher, dispatchable: Set<string>, defined: Set<string>): {
    exact: number;
    near: number;
    total: number;
};
export { nodeAtRange };
export declare function skipOuter(e: ts.Expression): ts.Expression;
/** Source text without optional-chaining marks, whitespace or non-null assertions: `a?.b!.c` → `a.b.c`. */
export declare function exprKey(e: ts.Node): string;
/** `name`, `toolName`, `block.name`, `toolCall.function.name`, `request.params.name`, `call['name']`. */
/**
 * The name inside what a dispatcher switches on: `fc.name ?? ''`, `call.name || 'unknown'`,
 * `String(fc.name)` route on `fc.name` (the Gemini SDK types a function call's `name` optional).
 */
export declare function nameCore(e: ts.Expression): ts.Expression;
export declare function isNameish(e: ts.Expression): boolean;
/** The function a handler-map value stands for: inline, a named function, `fn.bind(this)`, `this.method`. */
export declare function functionOf(value: ts.Node, file: ParsedFile, ev: Evaluator): ts.FunctionLikeDeclaration | undefined;
/** The position of a dispatcher's input among its handler call's arguments (see inputAmong). */
export declare function inputIndex(d: Dispatcher): number;
/**
 * Whether a dispatcher compares the name of a tool call: `block.name`, `toolCall.function.name`,
 * `request.params.name`, `toolName`, or a `name` that travels with the call's input
 * (`runTool(name, input)`, `const { name, arguments: args } = request.params`). Maps count.
 */
export declare function isCallDiscriminant(d: Dispatcher, ev: Evaluator): boolean;
