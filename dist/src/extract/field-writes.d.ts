import { ts } from 'ts-morph';
import type { ParsedFile } from '../source/source-index.js';
import { type Mutation } from './mutations.js';
import { ClassValue, ConstructedValue, InstanceValue, type Env, type Value } from './values.js';
/**
 * A registry kept in a class field and filled by the class's own methods: how MCP servers and
 * agent apps usually hold their tools.
 *
 *   class ToolRegistry {
 *     private tools = new Map<string, Tool>();
 *     register(t: Tool) { this.tools.set(t.name, t); }
 *     list() { return [...this.tools.values()].map((t) => t.definition); }
 *   }
 *   const registry = new ToolRegistry();
 *   registry.register(new SearchTool());
 *
 * Reading `this.tools` gives the initializer (an empty map) plus every write into the field, each
 * evaluated where it runs: in the constructor, or in a method at each of its calls on the same
 * instance (`registry.register(…)`, `this.register(…)` from the constructor or from another method
 * reached that way).
 */
/** A write into a field, and the function it is written in. */
export interface FieldWrite {
    mutation: Mutation;
    fn: ts.FunctionLikeDeclaration;
}
/** The instance (or class, for a static field) whose field is read. */
export type FieldOwner = ConstructedValue | InstanceValue | ClassValue;
/** Where a function holding a write runs on the owner: its bindings, and whether it runs only sometimes. */
export interface RunContext {
    env: Env | undefined;
    conditional: boolean;
}
/** What the walk needs from the evaluator (kept narrow: this module only plans, the evaluator folds). */
export interface FieldWriteHost {
    evaluate(node: ts.Expression): Value;
    withEnv<T>(env: Env | undefined, run: () => T): T;
    writeInstances(m: Mutation): RunContext[];
    /** Source files that call a method by name and name one of `holders` (parsed on demand). */
    filesMentioning(method: string, holders: readonly string[]): ParsedFile[];
}
/** The writes into `this.<key>` in the members of `cls` on one side (instance or static), in source order. */
export declare function fieldWrites(cls: ts.ClassLikeDeclaration, key: string, staticSide: boolean): FieldWrite[];
/** The function a class member runs: a constructor, method or accessor, or an arrow function held in a field. */
export declare function memberFunction(m: ts.ClassElement): ts.FunctionLikeDeclaration | undefined;
/** The classes whose members see the owner as `this`: the instance's class and its project base classes. */
export declare function ownerClasses(owner: FieldOwner, basesOf: (cls: ts.ClassLikeDeclaration) => ts.ClassLikeDeclaration[]): ts.ClassLikeDeclaration[];
/**
 * Plans the runs of `fn` (a member of one of `classes`) on `owner`: the constructor runs once with
 * the instance's bindings; a method runs at each call on the owner, its parameters bound to that
 * call's arguments (once per element where the call sits in a loop the scanner can unroll).
 */
export declare class RunPlanner {
    private readonly host;
    private readonly owner;
    private readonly classes;
    private readonly sitesByName;
    constructor(host: FieldWriteHost, owner: FieldOwner, classes: readonly ts.ClassLikeDeclaration[]);
    contexts(fn: ts.FunctionLikeDeclaration, depth?: number): RunContext[];
    private constructorEnv;
    private isOwner;
    /** The member of one of the owner's classes a call sits in, on the owner's side (static or instance). */
    private enclosingMember;
    private bind;
    /**
     * Names a file must mention to call a method on the owner: its classes' names (`this.add(…)` in
     * the class, `ToolManager.initialize()`), and the variable or field the instance is kept in
     * (`export const registry = new ToolRegistry()`, `private registry = new ToolRegistry()`).
     */
    private holderNames;
    /** Calls `<receiver>.name(…)` in the project's source files. */
    private callsNamed;
}
