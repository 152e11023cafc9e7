import { ts } from 'ts-morph';
import type { SchemaDefect, SourceRange } from '../model/tool.js';
import type { ParsedFile, SourceIndex } from '../source/source-index.js';
import { ScopeResolver, type Binding } from './scope.js';
import { type Mutation } from './mutations.js';
import { type FieldWriteHost, type RunContext } from './field-writes.js';
import { FunctionValue, type Env, type Value } from './values.js';
import { shapeToSchema } from './zod.js';
/** Where evaluation records the source range of every value it folds, keyed by JSON Pointer. */
export interface PointerSink {
    ptr: string;
    out: Record<string, SourceRange>;
    /** Defects seen in how the schema is written that its JSON form cannot show (ToolSchema.defects). */
    defects?: SchemaDefect[];
}
export declare class Evaluator implements FieldWriteHost {
    readonly index: SourceIndex;
    readonly scope: ScopeResolver;
    private depth;
    private callDepth;
    /** Frames of each project function on the fold stack (see MAX_RECURSION). */
    private readonly frames;
    private steps;
    /** Where the step budget of what is being folded ends: MAX_STEPS, or less inside an argument (see `argument`). */
    private limit;
    /** Arguments that ran out of their share of the budget in this top-level evaluation: unknown for the rest of it. */
    private spentArguments;
    private readonly active;
    private env;
    private readonly mutations;
    private probe?;
    /**
     * Module-level constants already folded (`export const TOOL_DEFINITIONS = flag ? {…} : {…}` over
     * a hundred tool configs is read once per loop, per write and per reader otherwise), by declaration.
     * Only values folded in full, with no pointer sink and no bindings in force, are kept.
     */
    private readonly constants;
    /**
     * Bindings folded with no bindings in force (a local `const options = await parseOptions(…)` that
     * later code writes into, `const { a, b } = await build(…)`), by declaration or initializer. Every
     * extractor reads the same object at the same node (`{ ...options.extra, ...more }`): without this
     * each folds it again, with all its mutations. Kept only when nothing cut the fold short (depth, a
     * cycle, the step budget).
     */
    private readonly unboundValues;
    /** `unboundOnce` values folded under a set of bindings, by the bindings' map. */
    private scopedValues;
    /** Arguments bound to parameters, folded (see `argument`). */
    private arguments;
    /** Evaluations cut short so far (depth, cycle or step budget): a value folded across a cut is not cached. */
    private cuts;
    /** Set when the step budget ran out during the current top-level evaluation: its unknowns are not the code's. */
    private exhausted;
    /**
     * Says whether a call, `new` or class is a tool definition (set by the scanner from the
     * extractors): folding it gives a `ToolRef` instead of an unknown call. Values folded before it
     * was set are forgotten.
     */
    get definitionProbe(): ((node: ts.Node) => boolean) | undefined;
    set definitionProbe(p: ((node: ts.Node) => boolean) | undefined);
    constructor(index: SourceIndex);
    /**
     * The source files the scan did not parse, given once every file was read: from then on the
     * calls of a class's methods are searched for by name across the project (a registry's
     * `register(…)` calls, see field-writes.ts). Until then only what the constructor writes is seen.
     */
    set unparsedSources(files: ReadonlyMap<string, string>);
    private otherSources;
    private readonly mentioning;
    filesMentioning(method: string, holders: readonly string[]): ParsedFile[];
    /** Where a write runs: once, or once per element of a loop around it (see Mutations.instances). */
    writeInstances(m: Mutation): RunContext[];
    fileOf(node: ts.Node): ParsedFile;
    /** The bindings in force now (to carry into a `ToolRef` or a later `withEnv`). */
    currentEnv(): Env | undefined;
    /** Runs `run` with `env` as the parameter bindings (restored afterwards). */
    withEnv<T>(env: Env | undefined, run: () => T): T;
    /** Runs `run` in a scope of its own: bindings added inside (`bindCall`) are dropped afterwards. */
    scoped<T>(run: () => T): T;
    /** Folds `fn` with its parameters bound to `args`: see src/render/static.ts. */
    withParameters<T>(params: readonly ts.ParameterDeclaration[], args: Value[], run: () => T): T;
    /**
     * Binds a project function's parameters to a call's arguments in the current scope, so values
     * read later from the function's body (a returned object's fields) see them.
     */
    bindCall(fn: ts.SignatureDeclaration, args: readonly ts.Expression[]): void;
    /** Adds bindings to the current scope (those in force where a value met through a parameter was written). */
    adopt(env: Env): void;
    /** Whether a parameter is bound to an argument in the current scope. */
    isBound(decl: ts.Node): boolean;
    /** The argument expression bound to a parameter, when it is one. */
    argumentOf(decl: ts.Node): ts.Expression | undefined;
    /** The project function a call invokes (`makeFields(…)`, `helpers.makeFields(…)`), when it is one. */
    functionOf(call: ts.CallExpression): ts.FunctionLikeDeclaration | undefined;
    evaluate(node: ts.Node, sink?: PointerSink): Value;
    /** Evaluates and returns a string, or undefined with the partial text when it cannot. */
    evaluateString(node: ts.Node): {
        text?: string;
        partial?: string;
    };
    private evaluateInner;
    /** Unknown because folding stopped here (call depth, recursion), not because the code decides at run time: nothing folded across it is cached. */
    private cut;
    private unknown;
    /** Both branches of a condition the scanner cannot decide: equal values fold, tools become alternatives. */
    private either;
    /** One value standing for branches already evaluated (see `either`). */
    private eitherOf;
    /**
     * Whether a container holds a tool written as a plain object (`{ name, description, inputSchema }`,
     * one the walker found), up to `depth` levels down: maps of such lists picked by a flag
     * (`USE_UNIVERSAL ? { UNIVERSAL: universalTools } : { COMPANIES: companyTools }`) are alternatives
     * of tool sets, not unknown values.
     */
    private holdsWrittenDefinition;
    private template;
    private taggedTemplate;
    private binary;
    private identifier;
    /** A parameter or loop variable: its bound argument, else its default as a fallback. */
    private parameter;
    /**
     * An argument bound to a parameter, folded in the caller's scope: once per binding when nothing
     * cut the fold short. A parameter read ten times in a body (`typeof schema`, `schema.$ref`, …) and
     * passed down a chain of helpers is otherwise folded again at every read of every level, which
     * grows as the product of the reads.
     */
    private argument;
    /**
     * A module-level `const`'s value, folded once with no bindings in force. Undefined (fold it as
     * usual) when a pointer sink is asked for, or when it is not a module-level `const`.
     */
    private moduleConstant;
    /**
     * `fold()` once per key while no bindings are in force (then the value cannot depend on who reads
     * it); with bindings, once per key and set of bindings (a local `const` read five times in one
     * folded call of a helper), as long as no binding is added meanwhile.
     */
    private unboundOnce;
    /** A `value` binding's initializer folded, with the writes into it applied. */
    private valueOf;
    /** The value a binding stands for. */
    fromBinding(binding: Binding, at: ts.Node, sink?: PointerSink): Value;
    /** `tools.x = …`, `Object.assign(tools, …)`, `list.push(…)`, `map.set(k, v)` applied to a copy of the container. */
    private applyMutations;
    /**
     * An enum as TypeScript emits it in published JavaScript:
     * `var ToolName; (function (ToolName) { ToolName["ECHO"] = "echo"; })(ToolName || (ToolName = {}));`
     * Official MCP servers ship this way, and their tool names are enum members.
     */
    private compiledEnum;
    private enumObject;
    private member;
    /**
     * What `this` is where it is written: the object literal a method belongs to (`{ name: 'x',
     * setup() { … this.name … } }`), an instance of the class for instance members, the class in a
     * static member. Arrow functions see the `this` around them.
     */
    private thisValue;
    /** `this.name` of an instance: the field's initializer, else a getter that returns one, else the base class's. */
    private instanceMember;
    private staticMember;
    private object;
    private array;
    private construct;
    /**
     * An instance of a project class (see ConstructedValue): the constructor's parameters bound to the
     * arguments, and each project base class's to what the `super(…)` call passes (a tool base class
     * whose `info()` returns `{ name: this.name, … }`, named by each subclass's constructor).
     */
    private constructed;
    /**
     * A field of a constructed instance: what the subclass sets last wins (its constructor's `this.key
     * = …`, a parameter property, an initializer), then each base class's the same way; else a method
     * or getter, the nearest class's first.
     */
    private constructedMember;
    /**
     * A field holding a container (`new Map()`, `[]`, `{}`) with what the owner's own members write
     * into it, each write folded where it runs (see field-writes.ts): a registry class's `tools`.
     */
    private withFieldWrites;
    /** Fields whose writes are being folded now, by class. */
    private readonly writingFields;
    /** Whether `cls` (or a base class) has a method `name` that returns an object literal named `this.name`. */
    private describesItself;
    /** The project base classes of a class, nearest first. */
    private baseClasses;
    /** Fields of each constructed instance being read now (a field that reads itself is a run-time value). */
    private readonly readingFields;
    private call;
    /** `Object.freeze/seal/assign/fromEntries/entries/keys/values` on folded values. */
    private objectStatic;
    /** A namespace import as the object it is at run time: its exported values by name. */
    private namespaceObject;
    /**
     * The entries a callback `(id) => REGISTRY[id]` (or `{ return REGISTRY[id] }`) can pick from a
     * constant object whose every key is known: as an array of those entries, each conditional.
     */
    private registryPick;
    /** `[…].map(cb)` with the callback folded per element (converters like `defs.map(d => ({ type: 'function', function: d }))`). */
    private mapArray;
    /** Folds a project function called at `site` with its arguments bound. */
    private callFunction;
    /** Calls a folded function with values (callbacks of `map`). */
    invoke(fn: FunctionValue, args: Value[], site: ts.Node): Value;
    private runBody;
    /**
     * The value a function body returns: `return`s reached through `if`s the scanner can decide;
     * declarations are read lazily through scope resolution; statements with only side effects are
     * skipped (their mutations are seen where the container is read). An undecidable branch that
     * returns makes the result unknown, or alternatives when the branches hold tools.
     */
    foldStatements(statements: readonly ts.Statement[]): Value | typeof FELL_THROUGH;
    /**
     * `switch (id) { case 'calendar.findSlots': return 'calendar_find_slots'; … }` with a known `id`: the
     * statements from the matching case (or `default`) on, up to a `break` written directly in a
     * clause. Unknown when the value or a label before the match cannot be folded, or a `break` sits
     * deeper (inside an `if`) where its effect depends on more than this fold reads.
     */
    private foldSwitch;
    /** The root of the project's JSON file that `text` reads (`readFileSync(p, 'utf8')`, `await readFile(p)`, `.toString()` of either). */
    /** Whether a name is the `yaml` or `js-yaml` module itself (`import YAML from 'yaml'`, `import * as yaml from 'js-yaml'`). */
    private yamlModule;
    private jsonDocumentRead;
    /** Folds `path.join(__dirname, 'x.md')`, `new URL('./x.md', import.meta.url)` and relative literals to a path. */
    /** `join` / `resolve` imported from `path` (`import { join } from 'node:path'`). */
    private pathFunction;
    /**
     * The module's own folder, as ES modules compute it: `dirname(fileURLToPath(import.meta.url))`,
     * `path.dirname(new URL(import.meta.url).pathname)`, or a constant holding it (`const here = …`).
     */
    private isModuleDir;
    private staticPath;
}
export declare const FELL_THROUGH: unique symbol;
/** Whether a value is or holds a tool definition (one level into containers). */
export declare function holdsTool(v: Value): boolean;
/** Marks the tools in a value as present only under a condition. */
export declare function markConditional(v: Value): Value;
/** Whether a plain object was marked as present only under a condition (see markConditional). */
export declare function isConditionalObject(v: Value): boolean;
export declare function getProperty(obj: Value, key: string, text: string): Value;
export declare function textOf(node: ts.Node): string;
/** What `dedent`-style tags do: drop the first and last blank line and the common indentation. */
export declare function dedent(text: string): string;
export { shapeToSchema };
/** Where a value was written: an object or array literal, or the `new` that made a class instance. */
export declare function writtenAt(v: Value): ts.Node | undefined;
