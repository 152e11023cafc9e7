import { ts } from 'ts-morph';
import type { Framework, ToolDefinition } from '../model/tool.js';
import type { ParsedFile } from '../source/source-index.js';
import type { ToolApi } from '../model/toolset.js';
import { Evaluator } from './evaluate.js';
import { pointerEscape } from './ranges.js';
import { type UnknownReason } from './values.js';
/** What an extractor sees: the file, the evaluator, and import facts. */
export interface ExtractContext {
    file: ParsedFile;
    ev: Evaluator;
    /** The project's own tool factories declared in the config (`scanner.factories`), asked first. */
    house?: Extractor;
}
/** A tool found, plus the variable or function it is bound to when its model-facing name comes from where it is registered. */
export interface Candidate {
    tool: ToolDefinition;
    /** `abs#name` of the variable/function holding the definition, when the name must come from a registration key. */
    bindingKey?: string;
    /** The node the extractor matched (set by the walker). */
    node?: ts.Node;
    /**
     * Every field reads a parameter (`tools.map((t) => ({ name: t.name, … }))`, `function toTool(def) {
     * return { name: def.name, … } }`): a converter of tools made elsewhere, or a factory whose tools
     * are its call sites. Never reported as written; see src/extract/flow.ts.
     */
    passThrough?: boolean;
    /**
     * Made at a call of the factory `node` is written in (`asTool('get_weather', …)`): one of the
     * factory's tools, not the definition itself.
     */
    site?: ts.Node;
}
/** The name expression each tool was built from (for call-site resolution of factories). */
export declare const NAME_NODES: WeakMap<ToolDefinition, ts.Node>;
/** The description and schema expressions each tool was built from (to tell converters from factories). */
export declare const FIELD_NODES: WeakMap<ToolDefinition, {
    description?: ts.Node;
    schema?: ts.Node;
}>;
/**
 * A call that sends tools to a model (`generateText({ tools })`, `model.bindTools([...])`,
 * `client.messages.create({ tools })`): where the tool collection is, and how its entries are read.
 */
export interface SinkHit {
    node: ts.Node;
    /** The expression holding the tools. */
    tools: ts.Expression;
    /** `{ name: tool }` maps name tools by their keys (AI SDK, Mastra); arrays carry names inside. */
    keyed: boolean;
    /** How a plain object in the collection is read. */
    dialect: Framework;
    /** Short description for reports: `streamText`, `bindTools`, `messages.create`. */
    label: string;
    /** False for places that run tools rather than send them (`new ToolNode(tools)`): they find tools but make no request. */
    request?: boolean;
    /** Where the call names its model (`model: openai('gpt-4.1')`, the `new ChatOpenAI({ model })` behind `llm.bindTools`). */
    model?: ts.Expression;
    /** False where the tools may reach the model as prompt text (see Toolset.toolCalling). */
    toolCalling?: false;
    /** The config's name for a toolset it declares (`toolsets: { support: … }`): then `node` is the builder. */
    declared?: string;
    /** The provider API the tools are sent to, when the call fixes their wire format (see Toolset.api). */
    api?: ToolApi;
    /** The instructions sent with the tools (`instructions` of an agent, `system` of a request). */
    instructions?: ts.Expression;
    /** Other values of the call whose entries the framework sends as tools with these (see SinkSpec.companions). */
    companions?: ts.Expression[];
    /** The properties `companions` are read from (`handoffs`): also what the project may assign the agent later (`agent.handoffs = […]`). */
    companionKeys?: readonly string[];
    /** The call sends no `tools` of its own (then `tools` is the config object, never read as tools). */
    noTools?: true;
}
export interface Extractor {
    id: string;
    /**
     * The packages whose imports say code is this framework's (`tool` from 'ai'). In the repository
     * that develops one of them they stay packages: read from their source, they would be project
     * functions and their calls no framework's.
     */
    packages?: RegExp;
    /** Returns the tools defined by `node`, or undefined when `node` is not a definition this extractor knows. */
    match(node: ts.Node, ctx: ExtractContext): Candidate[] | undefined;
    /** Returns where `node` sends tools to a model, for the frameworks this extractor knows. */
    sink?(node: ts.CallExpression | ts.NewExpression, ctx: ExtractContext): SinkHit | undefined;
    /**
     * Tools the provider runs itself (`webSearchTool()` from '@openai/agents', `openai.tools.webSearch()`,
     * Anthropic server tools): sent by type, with no definition of the project's to check.
     */
    hostedTool?(expressionText: string): boolean;
    /** Reads a plain object met in a sink of this extractor's dialect (`{ name, description, schema }` passed to `bindTools`). */
    plainTool?(obj: ts.ObjectLiteralExpression, hit: SinkHit, ctx: ExtractContext): Candidate[] | undefined;
    /**
     * Property names whose value lists things that become tools where the property is written (an
     * agent's `handoffs`). The walk offers such properties to `match` and still reads inside them.
     */
    listKeys?: readonly string[];
}
/** A property of an object literal, following `...spread` of constant objects. */
export type PropNode = ts.Expression | ts.MethodDeclaration | ts.GetAccessorDeclaration | ts.ShorthandPropertyAssignment;
export declare function getProp(obj: ts.ObjectLiteralExpression, key: string, ctx: ExtractContext, depth?: number): PropNode | undefined;
/**
 * What a call of a project function can give (`getVoiceConfig()`, `getEnabledTools()`): every return of
 * the function declaration or constant arrow it names, with the file they are written in.
 */
export declare function returnsOfCall(call: ts.CallExpression, ev: Evaluator): {
    returns: ts.Expression[];
    file: ParsedFile;
} | undefined;
/**
 * `description: true`, `name: 1`: a flag (a Prisma or GraphQL `select` of columns), never text a
 * model reads. A tool-shaped object whose text fields are flags is not a tool.
 */
export declare function isFlag(p: PropNode | undefined): boolean;
/**
 * A `name` that cannot be a tool's name: a flag (above), an object or an array (`properties: { name:
 * { type: 'string' }, inputSchema: … }` in a JSON Schema document), or a snippet placeholder
 * (`name: '${1}'` in an editor's `defaultSnippets` body): template text, not a definition.
 */
export declare function isNotName(p: PropNode | undefined): boolean;
/**
 * A property written in the object itself. Object-shape extractors take the name this way, so a copy
 * (`{ ...readTool, variant: 'gpt' }`, `{ ...last, cache_control }`) is not reported as a second tool.
 */
export declare function getOwnProp(obj: ts.ObjectLiteralExpression, key: string, ctx: ExtractContext): PropNode | undefined;
export declare function hasProp(obj: ts.ObjectLiteralExpression, key: string, ctx: ExtractContext): boolean;
/** The object literal an identifier stands for (`const common = { … }`), for spreads and arguments. */
export declare function literalBehind(expr: ts.Expression, ctx: ExtractContext, depth?: number): ts.ObjectLiteralExpression | undefined;
/**
 * An object literal that takes its name from its function's parameters: it spreads one
 * (`{ ...definition, handler }`) or reads its `name` from one (`{ name: tool.name, … }`). Each call
 * of that function makes a tool of its own, at the call; a literal that writes its name out is that tool.
 */
export declare function builtFromParameters(node: ts.Node, ev: Evaluator): boolean;
/** The object literal a function returns, when it returns one (`() => ({ … })`, `{ …; return { … } }`). */
export declare function returnedLiteral(fn: ts.SignatureDeclaration): ts.Expression | undefined;
export declare function skipOuter(e: ts.Expression): ts.Expression;
/** The expression a property node stands for (a shorthand property is its name). */
export declare function valueNode(p: PropNode): ts.Node;
export declare function isFunctionNode(n: ts.Node | undefined): boolean;
/**
 * Whether an expression reads a parameter or loop variable (`t.name`, `tool.description ?? ''`,
 * `zodToJsonSchema(t.schema)`). With `deep`, template literals and concatenations count when any
 * part does (`${prefix}_${t.name}`).
 */
export declare function readsParameter(node: ts.Node, ctx: ExtractContext, deep?: boolean, depth?: number): boolean;
/**
 * Whether a name is a plain variable taken from a parameter (`function createAction(config) { const
 * { name } = config; … new DynamicStructuredTool({ name, … }) }`): the inside of a factory, whose
 * tools are its call sites. A property read (`mcpTool.name`, an adapter over remote tools) is not.
 */
export declare function isFactoryParameter(name: ts.Node, ctx: ExtractContext): boolean;
/**
 * A converter copies tools it receives (`tools.map(t => ({ name: t.name, description: t.description,
 * input_schema: t.inputSchema }))`): its name and its description or schema all read a parameter.
 * A factory that computes only the name (`${cfg.slug}_export`) still defines a tool.
 */
export declare function isPassThrough(name: ts.Node, ctx: ExtractContext, description?: ts.Node, schema?: ts.Node): boolean;
/** Marks candidates whose every field reads a parameter (see Candidate.passThrough). */
export declare function passThroughIf(candidates: Candidate[], flag: boolean): Candidate[];
export interface ToolParts {
    framework: Framework;
    /** The node whose range is the definition. */
    defNode: ts.Node;
    /** The name expression, or a fixed name (a registration key). */
    name?: ts.Node;
    fixedName?: {
        name: string;
        node: ts.Node;
        isDefault?: boolean;
    };
    description?: PropNode | ts.Node;
    /** A JSON Schema or zod expression. */
    schema?: ts.Node;
    /** An object whose values are zod schemas (MCP `server.tool` shapes). */
    shape?: ts.Node;
    hasHandler: boolean;
    conditional?: boolean;
}
export declare function buildTool(parts: ToolParts, ctx: ExtractContext): ToolDefinition;
/** What `list --unresolved` says about a name the scanner could not fold. */
export declare function reasonText(r: UnknownReason): string;
/** A definition inside `cond ? [...] : []`, `cond && {...}` or an `if` block is not always sent. */
export declare function isConditional(node: ts.Node): boolean;
/**
 * The expression a constant stands for, through up to `hops` `const x = y` steps (`orders` in
 * `handoffs: [orders]` → `new Agent({ … })`); undefined when a name on the way is not a constant.
 */
export declare function constantBehind(expr: ts.Expression, ctx: Pick<ExtractContext, 'ev'>, hops?: number): ts.Expression | undefined;
/** The module an identifier is imported from, if it is imported. */
export declare function importSource(id: ts.Identifier, ctx: ExtractContext): string | undefined;
/** The callee's last name: `tool` for `tool(…)`, `ai.tool(…)`; `define` for `Tool.define(…)`. */
export declare function calleeName(call: ts.CallExpression | ts.NewExpression): string;
/** Property-key text a node is assigned to: `getWeather` in `{ getWeather: tool(…) }`. */
export declare function assignedKey(node: ts.Node, ctx?: ExtractContext): {
    key: string;
    node: ts.Node;
    isDefault?: boolean;
} | undefined;
export { pointerEscape };
/** An unresolved name as a list shows it: one line, a long call cut to `new TavilySearch(…)`. */
export declare function shortText(text: string): string;
