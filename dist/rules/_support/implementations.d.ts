/**
 * What a tool's implementation does with its input: its own handler (AI SDK / Mastra / OpenAI Agents
 * `execute`, MCP callbacks, LangChain `func`, …) or its branch in a dispatcher, and which keys of the
 * input that code reads. Shared by consistent-param-names and no-stub-implementation.
 */
import { ts } from 'ts-morph';
import type { ToolDefinition } from '../../src/model/tool.js';
import type { ParsedFile } from '../../src/source/source-index.js';
import { type DispatchAnalysis } from '../../src/analysis/dispatch.js';
/** Reading these on an object is not reading a parameter. */
export declare const OBJECT_PROTO: Set<string>;
export interface SchemaFacts {
    declared: Set<string>;
    required: string[];
    /** Parameters with one possible value (`const`, a one-value `enum`): nothing to read. */
    fixed: Set<string>;
    /** Each parameter's own `description`, when it has one. */
    descriptions: Map<string, string>;
    /** `additionalProperties` allows other keys: undeclared reads are not wrong. */
    open: boolean;
}
export declare function schemaFacts(tool: ToolDefinition): SchemaFacts | undefined;
interface Usage {
    /** `unused`: taken apart into a name the code never uses (`({ timeRange, limit }) => …timeRange…`). */
    reads: Array<{
        key: string;
        node: ts.Node;
        unused?: true;
        defaulted?: true;
    }>;
    /** The input is handed on whole, spread, indexed dynamically or reassigned: what is read is not all visible. */
    escaped: boolean;
    /** The handler names its input for not reading it (`async (_input) => …`): unread on purpose. */
    setAside?: true;
    /**
     * Mastra before 1.0 with the arguments taken from the wrong object: `execute: async ({ city })`
     * where `@mastra/core` 0.x passes `{ context, mastra, … }`. These declared names are always undefined.
     */
    lostOutsideContext?: {
        keys: string[];
        node: ts.Node;
    };
}
export interface Implementation {
    file: ParsedFile;
    usage: Usage;
    /** For dispatcher branches: other tools whose declared keys also count (shared `case 'a': case 'b':`). */
    sharedWith: string[];
    /** The input is also read outside the code we attribute to the tool: "never read" cannot be claimed. */
    partialView: boolean;
    /** The code attributed to the tool: the handler's body, or the dispatcher branch. */
    code: ts.Node[];
    /**
     * A function handed the input as its parameter (an own handler, a handler map's value), rather
     * than a branch of a dispatcher, whose code may reach the input through names we do not follow
     * (`case 'x': return run(request)` with the input at `request.params.arguments`).
     */
    handler?: true;
    /** For a dispatcher branch: the function it is written in (where the input and what holds it live). */
    scope?: ts.Node;
    /**
     * Keys of the input read on the way to the dispatcher, for every tool it routes (`clients.get(args.site)`
     * in the `tools/call` handler before `routeToolCall(name, args, client)`): read for this tool too.
     */
    readOnTheWay?: string[];
    /**
     * Keys the code around the branches writes into the input before routing (`if (input.channel &&
     * !input.channelName) input.channelName = input.channel`): supplied by the code, not expected from the model.
     */
    writtenOnTheWay?: string[];
}
/** Whether code waits on something or hands back what a call returns (`return api.search(q)`). */
export declare function performsWork(code: readonly ts.Node[]): boolean;
/**
 * Code that only checks the input: it awaits nothing, and every value it returns is a verdict
 * (`true`/`false`, `{ valid: false, error }`), at least one. A validator keyed by tool name
 * (`validateToolCall(name, input)` before the executor runs) reads the fields it checks, not the
 * fields the tool uses: it shows no parameter to be ignored.
 */
export declare function checksOnly(code: readonly ts.Node[]): boolean;
/** The code that runs a tool, read once per analysis for the rules that ask (consistent-param-names, no-stub-implementation). */
/**
 * `mastraMajor`: the major version of `@mastra/core` the tool's package uses, when known (it decides
 * what a handler's `context` is, see contextIsInput).
 */
export declare function implementationsOf(tool: ToolDefinition, a: DispatchAnalysis, declared: Set<string>, mastraMajor?: number): Implementation[];
/**
 * Whether a dispatcher branch refers to nothing declared in its dispatcher's function outside it
 * (`case 'get_top_stories': return await get_top_stories();`): such code cannot reach the input,
 * which lives there (`args`, `request`), by any name.
 */
/** The major version of `@mastra/core` a Mastra tool's package uses, when installed or declared. */
export declare function mastraMajorOf(tool: ToolDefinition, packageVersion: ((file: string, pkg: string) => string | undefined) | undefined): number | undefined;
export declare function touchesNothingLocal(impl: Implementation): boolean;
export {};
