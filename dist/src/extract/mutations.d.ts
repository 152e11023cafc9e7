import { ts } from 'ts-morph';
import type { Evaluator } from './evaluate.js';
import type { ScopeResolver } from './scope.js';
import { type Env } from './values.js';
/**
 * Writes into a container after it is declared: how application code assembles a tool set
 * (`const tools = {}; tools.web_search = webSearchTool(deps); if (pro) tools['x'] = …;
 * Object.assign(tools, extra); registry.set('y', t); list.push(z)`).
 */
export type Mutation = ({
    kind: 'set';
    key: string | ts.Expression;
    value: ts.Expression;
    site: ts.Node;
} | {
    kind: 'push';
    items: readonly ts.Expression[];
    site: ts.Node;
} | {
    kind: 'assign';
    sources: readonly ts.Expression[];
    site: ts.Node;
} | {
    kind: 'delete';
    key: string | ts.Expression;
    site: ts.Node;
}) & {
    /** The block the container is declared in: loops and conditions between it and the site apply. */
    scope?: ts.Node;
};
/** Where a mutation takes effect: once, or once per element of a loop the scanner can unroll. */
export interface MutationInstance {
    env: Env | undefined;
    conditional: boolean;
    /**
     * A condition on the way asks whether the value is there already (`if (!tools.some((t) => t.name
     * === x.name)) tools.push(x)`, `if (!seen.has(name))`): a push that never adds a second copy.
     */
    unlessPresent?: boolean;
}
export declare class Mutations {
    private readonly scope;
    private readonly uses;
    private readonly found;
    private readonly reassigned;
    constructor(scope: ScopeResolver);
    /** Mutations of the container `decl` declares, in source order. */
    of(decl: ts.VariableDeclaration): Mutation[];
    /** Whether anything writes into the value `decl` holds (`json.type = …`, `json[k] = …`, `delete json.$schema`, `Object.assign(json, …)`). */
    isWrittenInto(decl: ts.Node): boolean;
    /** Whether a `let`/`var` is assigned again after its declaration (its initializer is then not its value). */
    isReassigned(decl: ts.Node): boolean;
    /**
     * Whether every reassignment of a `let` only narrows or reorders what it holds:
     * `tools = tools.filter(…)`, `.slice(…)`, `.sort(…)`. Its elements are then the initial value's,
     * each present only sometimes.
     */
    onlyNarrowed(decl: ts.Node): boolean;
    /**
     * What each reassignment of a `let` list adds, when every one only extends or narrows it: `tools =
     * [...tools, ...secretTools()]`, `tools = tools.concat(extra)`, `tools = tools.filter(…)`. The parts
     * beside the list itself, whether the reassignment runs only under a condition, and whether any
     * narrows it. Undefined when none adds, or for any other reassignment.
     */
    grownBy(decl: ts.Node): {
        additions: Array<{
            parts: ts.Expression[];
            spread: boolean[];
            conditional: boolean;
        }>;
        narrowed: boolean;
    } | undefined;
    /** The places a mutation applies: per element of an enclosing `for…of`/`forEach` over a constant list. */
    instances(m: Mutation, ev: Evaluator): MutationInstance[];
    private instancesOf;
    private usesOf;
}
/**
 * The write into a container an expression that holds it takes part in (`this.tools.set(k, v)`,
 * `this.tools.push(x)`, `this.handlers[k] = v`, `Object.assign(this.tools, …)`), if any.
 */
export declare function containerWrite(expr: ts.Expression): Mutation | undefined;
