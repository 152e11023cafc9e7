import { ts } from 'ts-morph';
import type { SentObject } from '../model/toolset.js';
import type { ParsedFile, SourceIndex } from '../source/source-index.js';
import { type Candidate, type Extractor, type SinkHit } from './context.js';
import { type Evaluator } from './evaluate.js';
import { ToolRef } from './values.js';
/** One tool reached by a sink, as the scanner will report it. */
export interface SinkMember {
    /** A definition the walker found (its node), named `name` when the sink's key names it. */
    node?: ts.Node;
    /** A tool that exists only through this flow (a plain object met at the sink, an opaque entry, a factory call site). */
    extra?: Candidate;
    /** The key that names the tool (`tools: { web_search: … }`). */
    name?: string;
    /** The object the request sends for it, when the request's API is known (see Toolset.api). */
    sent?: SentObject;
    conditional: boolean;
    /**
     * Which option of each undecidable condition on the way holds it (`pro ? [a, b] : [a]`): two
     * members whose choices differ for one condition are never sent together.
     */
    choices: ReadonlyArray<readonly [number, number]>;
}
export interface SinkResult {
    hit: SinkHit;
    file: ParsedFile;
    members: SinkMember[];
    /** Parts of the collection the scanner cannot see (`...(await mcp.tools())`): their source text. */
    dynamic: string[];
    /**
     * What every element of such a part is, when the part is a `.map` whose callback builds each
     * element as an object (a converter over tools known only at run time), for a request with an API.
     */
    each?: SentObject[];
}
/** How tools reach a model beyond where they are written: see FlowAnalysis.run. */
export interface FlowResult {
    sinks: SinkResult[];
    /** Names a definition gets from the keys it is sent under. */
    names: Map<ts.Node, Array<{
        name: string;
        at: ts.Node;
    }>>;
    /** Tools found only through flow (factory call sites, plain objects at sinks, opaque entries). */
    extra: Candidate[];
    /** Definitions not reported as written: factories (their call sites are the tools) and converters. */
    dropped: Set<ts.Node>;
}
/**
 * The value-flow part of the scanner. The walker finds definitions where they are written; this
 * follows them to where they are sent: the `tools` of a model call (naming AI SDK tools by their
 * keys, reading plain objects in the request's dialect), and the call sites of project functions
 * that build a tool from their parameters (`makeRetriever('search_faq', …)` is a tool named
 * `search_faq`, located where it is called).
 */
export declare class FlowAnalysis {
    private readonly ev;
    private readonly index;
    /** Source files not parsed by the first pass, by absolute path (searched for factory call sites). */
    private readonly otherFiles;
    private readonly house?;
    private readonly unbound;
    private readonly sitesCache;
    /** Functions passed to a call as an argument somewhere (`list.map(buildTool)`). */
    private readonly callbackUses;
    /** `list.forEach(fn)` calls that run a function once per element, by function (a `map`'s results flow on as values). */
    private readonly callbackLoops;
    /** Object literals passed to a factory at a call site that produced a tool. */
    private readonly fed;
    constructor(ev: Evaluator, index: SourceIndex, 
    /** Source files not parsed by the first pass, by absolute path (searched for factory call sites). */
    otherFiles: ReadonlyMap<string, string>, house?: Extractor | undefined);
    /** Seeds what the walker found, so a definition is extracted once. */
    seed(candidates: readonly Candidate[]): void;
    /** What the extractors make of `node` with no bindings (cached); undefined when it defines nothing. */
    candidatesAt(node: ts.Node): Candidate[] | undefined;
    run(candidates: readonly Candidate[], hits: ReadonlyArray<{
        hit: SinkHit;
        file: ParsedFile;
    }>): FlowResult;
    /**
     * A map seen without a model call (`createAssetTools()` returning `{ uploadAsset: { title, … } }`)
     * whose entries a registration loop made MCP tools of (`server.registerTool(t.title, …)` over
     * `Object.values(map)`): those entries are the registration's records, not AI SDK tools named by key.
     */
    private dropFedMapEntries;
    private ctx;
    /**
     * A toolset the config declares (`toolsets: { support: { from: 'src/agent.ts#buildTools' } }`): the
     * builder's return value, folded with its parameters unknown (every branch it may take).
     */
    declared(name: string, fileAbs: string, exportName: string, result: FlowResult): SinkResult | undefined;
    private sink;
    /**
     * Whether an expression reads a parameter of the function it is written in (`normalize(config.tools
     * ?? {})`, also through its locals): a value folded to nothing in particular may still be what each
     * caller passes. (context.ts `readsParameter` asks another question: whether a field copies any
     * parameter or loop variable, the mark of a converter.)
     */
    private readsOwnParameter;
    /** The request's tools as each caller of the function around `at` passes them, through callers of callers (`runAgent({ tools })` → `runLLM({ tools })`). */
    private callerValues;
    private sinkValue;
    private member;
    /**
     * `{ ...ALL_TOOLS[ALL_TOOLS.length - 1], cache_control: { type: 'ephemeral' } }`: a definition sent
     * with request options added (a cache breakpoint, `strict`, `defer_loading`), written nowhere else.
     * The definition is the spread value; the object sent is the copy. Not when the copy writes a
     * field of the definition itself (`{ ...base, name: 'search_v2' }` is a tool of its own).
     */
    private spreadCopy;
    /** A plain object in a sink: first the object extractors (as if written anywhere), then the sink's dialect. */
    private plainObject;
    /** An entry whose definition lives in a package: only its name (if a key gives one) is known. */
    private opaque;
    /** The tools a reference stands for, with its bindings: a factory called with a literal name gives that name, at the call. */
    materialize(ref: ToolRef): Candidate[];
    /**
     * A base class's builder (`getToolDefinition() { return tool({ name: this.name, … }) }`) read for an
     * instance of a subclass that writes the name (`class LegendTool extends StatsTool { name = 'legend' }`):
     * the tool is that subclass, where its name and text are written, not the line that lists the instances.
     */
    private namingClass;
    private atSite;
    /**
     * Definitions whose name reads a parameter of the function they are written in: the tools are the
     * calls of that function (to a fixpoint: a wrapper of a wrapper passes its own parameter on). A
     * factory nobody calls is reported once, unresolved, with the reason; a converter (every field
     * from a parameter, no call with literal values) is not a tool.
     */
    private factories;
    private factoryCalls;
    /**
     * `TOOLS.forEach(register)` with `function register(tool) { server.registerTool(tool.name, …) }`:
     * the registration read once per element of the list, its first parameter bound to the element,
     * as `for (const t of TOOLS) register(t)` is read.
     */
    private perCallbackElement;
    /** Whether the description or schema is read from a parameter too (not only the name): a converter's shape. */
    private copiesFields;
    /**
     * Whether the unresolved name reads a `for…of` variable or the parameter of a function passed as
     * an argument, and the description or schema reads it too (also inside a `description()` method):
     * a tool copied from a value that exists only at run time.
     */
    private readsRuntimeIteration;
    private copies;
    private iterationVariables;
    /**
     * `for (const { name, config, handler } of TOOLS) server.registerTool(name, config, handler)` and
     * `SPECS.forEach((s) => server.tool(s.name, …))` over a list the scanner can read: one tool per
     * element, located where the element is written.
     */
    private unrollLoop;
    /**
     * `rows.map((r) => ({ name: r.toolName, ...TOOL_DEFS[r.toolName] }))` over rows known only at run
     * time: the name is a key of a constant record the definition is looked up in, so the tools are
     * that record's entries, each where it is written, each maybe sent (the rows choose).
     */
    private recordKeyed;
    /**
     * The constant record a definition is looked up in by its own name (`{ name: n, ...DEFS[n] }`,
     * `description: TOOL_DEFS[r.toolName].description`): an `X[name]` read in the function around it.
     */
    private keyedRecord;
    /** The entry of that record the tool's name picks (`read_file: { description, input_schema }`), where its text is written. */
    private keyedEntry;
    /** The elements a loop over its function's parameter runs over, per call of that function the project makes. */
    private callersItems;
    /**
     * The elements a loop runs over, with the bindings they need: a constant list, or a list read
     * from an outer loop's element (`collections.forEach((col) => Object.values(col).forEach((t) =>
     * server.registerTool(t.title, …)))`), once per element of the outer loop.
     */
    private loopItems;
    /** `web_data_${ds.id}`: the one loop variable a name built around it reads. */
    private soleIterationVariable;
    /** The function whose parameter an unresolved name reads, under `env`. */
    private parameterFunction;
    /** Resolves `c` at the calls of `fn` (and of the functions that pass their own parameters on); returns how many calls `fn` has. */
    private resolveCalls;
    /**
     * Whether `b`'s name is written in the call `site` itself as a module-level constant path the
     * scanner cannot fold (`createToolRegistration({ name: TOOL_NAMES.SEARCH_CODE, … })`, names read
     * through a Proxy over a package): the call defines the tool though its name stays unresolved.
     * A loop variable, a parameter or a run-time list's element is not such a name.
     */
    private namedAtSite;
    /** `toVercelAITool(grepDefinition, ctx)`: the objects passed in are what the factory makes a tool of, not tools besides. */
    private feedArguments;
    /**
     * `for (const tool of tools) addTool(server, tool)`: a factory called with a loop variable over an
     * array the scanner can read makes one tool per element, reported at the element.
     */
    private unrollSiteLoop;
    /**
     * `c` read once per element of a loop (the loop variable bound to it), each tool reported at the
     * element it came from (else at `fallback`, else where `c` is written). The element is what the
     * registration makes a tool of (`server.tool(t.method, …)` over `{ method, name: 'Create
     * Customer', … }`): not a tool of its own besides.
     */
    private perElement;
    /** The object a project helper's call returns (`defineTool(def) { return def }`), as a value; undefined when it returns no literal. */
    private returnedObject;
    /**
     * `for (const [name, def] of Object.entries(BUILTIN_TOOLS)) rows.push({ name, description:
     * def.description, … })`: an object made per element that says what the element's own definition
     * says (its name, its description) lists that tool, reported where it is written; it is no other tool.
     */
    private listsDefinition;
    /**
     * Bindings for a chain of calls, the outermost caller first (`chain[0]`): each call's arguments are
     * read with the bindings of the calls around it (`corpusSearch('papers')` binds the `corpus` that
     * `searchTool(\`search_${corpus}\`, …)` passes on; `runAgent({ tools })` the `tools` of `runLLM({ tools })`).
     */
    private envFor;
    /** See classesOfType. */
    private readonly typeClasses;
    private calleeOf;
    /**
     * `model.generate(messages, tools)` where `model` is a parameter typed with a class of the project
     * (`model: Model`): that class's method. The value is only known at run time, but the type says which
     * code runs; a subclass could override it, so only a class's own method is taken.
     */
    private typedMethod;
    /**
     * The type written for a receiver whose value is only known at run time: a parameter (`model: Model`),
     * or a field of the enclosing class (`private readonly ai: AiClient`, a constructor parameter property).
     */
    private declaredType;
    /**
     * The classes an interface or type of the project stands for: those that say `implements Model`,
     * and a class of the same name (`interface Model` in types.ts, `class Model` in model.ts).
     */
    private classesOfType;
    private refersTo;
    /**
     * The name a function made by another one is called by: `return (def) => server.tool(def.name, …)`
     * inside `createRegisterTool(server)`, kept as `const tool = createRegisterTool(server)` and called
     * `tool(getFlag)`. The one variable (in the project's parsed files) that holds such a result.
     */
    private madeFunctionName;
    /** Every call of `fn` in the project (parsing the files that mention its name); also notes where it is passed as a callback. */
    callSites(fn: ts.SignatureDeclaration): Array<ts.CallExpression | ts.NewExpression>;
}
