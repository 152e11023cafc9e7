import { ts } from 'ts-morph';
import { type Candidate, type ExtractContext, type SinkHit } from '../context.js';
import type { Framework } from '../../model/tool.js';
import type { ToolApi } from '../../model/toolset.js';
/**
 * Where an object-literal tool "starts": the object itself, or the call it is the first argument of
 * when that call is a tool factory (`buildTool({…})`, `defineTool({…})`, `Tool.define(…)`).
 */
export declare function objectToolDefNode(obj: ts.ObjectLiteralExpression): ts.Node;
export declare function isNonToolConfig(obj: ts.ObjectLiteralExpression): boolean;
/**
 * An `inputSchema` written as a static object that no JSON Schema reader would recognise: none of
 * its keys is a keyword and none of its values is a schema (`{ reference: url, fields: [...] }`, a
 * settings-form spec). The object holding it is a record about something else, not a tool.
 */
export declare function isNotJsonSchema(node: ts.Node, ctx: ExtractContext): boolean;
/** Property names that hold a tool's implementation. */
export declare const HANDLER_KEYS: string[];
/** A call that sends tools to a model, described by the callee's dotted path and where `tools` sits. */
export interface SinkSpec {
    /** Matched against the callee path without its receiver's root (`chat.completions.create`, `bindTools`). */
    path: RegExp;
    /** `new X(…)` rather than `x(…)`. */
    isNew?: boolean;
    /** Which argument; with `prop`, the property of that (object) argument. */
    arg: number;
    prop?: string;
    keyed: boolean;
    dialect: Framework;
    /** When set, an identifier callee must be imported from a module matching this (or not be imported at all). */
    modules?: RegExp;
    /** False for executors (`ToolNode`): they show which tools exist, not what one request holds. */
    request?: false;
    /** False where the tools may reach the model as prompt text (see Toolset.toolCalling). */
    toolCalling?: false;
    /** The object a static factory is called on (`Agent` of `Agent.create(…)`; `path` is then `create`). */
    root?: RegExp;
    /** Only as a method of some object (`llm.bindTools(…)`), never a plain call of a function of that name. */
    method?: boolean;
    /** Where the model is named: a property of the same argument (`model`), or `receiver` for `llm.bindTools(…)`. */
    model?: string;
    /** The provider API the call sends `tools` to, when its wire format is fixed (see Toolset.api). */
    api?: ToolApi;
    /** Properties of the same argument that hold the instructions sent with the tools (`instructions|system`). */
    instructions?: string;
    /** Other properties of the same argument whose entries the framework sends as tools too (a Mastra agent's `agents`, `workflows`). */
    companions?: readonly string[];
}
/** `openai.chat.completions.create` → `chat.completions.create` (and the root, `openai`). */
export declare function calleePath(node: ts.CallExpression | ts.NewExpression): {
    root: ts.Expression;
    path: string;
} | undefined;
export declare function matchSink(node: ts.CallExpression | ts.NewExpression, ctx: ExtractContext, specs: readonly SinkSpec[]): SinkHit | undefined;
/**
 * A tool whose config the scanner cannot read (`tool(fn, config)` with `config` a runtime value or a
 * parameter, `server.addTool(tool)` in a project's wrapper): reported with `name` the config
 * expression, so a factory's call sites can bind it.
 */
export declare function opaqueTool(node: ts.CallExpression | ts.NewExpression, framework: Framework, config: ts.Expression, ctx: ExtractContext): Candidate;
/**
 * The last `name.key = value` written before `call` in the function (or module) around it: a request
 * body built as a literal and completed afterwards (`body.tools = definitions`, under a condition or not).
 */
export declare function assignedBefore(id: ts.Identifier, key: string, call: ts.Node): ts.Expression | undefined;
