import { ts } from 'ts-morph';
import type { ParsedFile } from '../source/source-index.js';
import { containerWrite, type Mutation } from './mutations.js';
import { isStatic, propertyNameText } from './ranges.js';
import { isFunctionLike } from './scope.js';
import { ClassValue, ConstructedValue, InstanceValue, type Env, type Thunk, type Value } from './values.js';

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

const MAX_CONTEXT_DEPTH = 3;
const MAX_SITES = 200;

const writesCache = new WeakMap<ts.ClassLikeDeclaration, Map<string, FieldWrite[]>>();

/** The writes into `this.<key>` in the members of `cls` on one side (instance or static), in source order. */
export function fieldWrites(cls: ts.ClassLikeDeclaration, key: string, staticSide: boolean): FieldWrite[] {
  let byKey = writesCache.get(cls);
  if (!byKey) writesCache.set(cls, (byKey = new Map()));
  const cacheKey = `${staticSide ? 'static' : 'instance'}:${key}`;
  const cached = byKey.get(cacheKey);
  if (cached) return cached;
  const out: FieldWrite[] = [];
  for (const m of cls.members) {
    const fn = memberFunction(m);
    if (!fn?.body || (ts.isConstructorDeclaration(m) ? staticSide : isStatic(m) !== staticSide)) continue;
    const stack: ts.Node[] = [fn.body];
    while (stack.length) {
      const n = stack.pop()!;
      // A nested `function` or class has a `this` of its own; arrow functions share the member's.
      if ((isFunctionLike(n) && !ts.isArrowFunction(n)) || ts.isClassLike(n)) continue;
      if (ts.isPropertyAccessExpression(n) && n.expression.kind === ts.SyntaxKind.ThisKeyword && n.name.text === key) {
        const w = containerWrite(n);
        if (w) out.push({ mutation: { ...w, scope: ts.isBlock(fn.body) ? fn.body : fn }, fn });
      }
      ts.forEachChild(n, (c) => {
        stack.push(c);
      });
    }
  }
  out.sort((a, b) => a.mutation.site.pos - b.mutation.site.pos);
  byKey.set(cacheKey, out);
  return out;
}

/** The function a class member runs: a constructor, method or accessor, or an arrow function held in a field. */
export function memberFunction(m: ts.ClassElement): ts.FunctionLikeDeclaration | undefined {
  if (ts.isConstructorDeclaration(m) || ts.isMethodDeclaration(m) || ts.isGetAccessorDeclaration(m) || ts.isSetAccessorDeclaration(m)) return m;
  if (ts.isPropertyDeclaration(m) && m.initializer && (ts.isArrowFunction(m.initializer) || ts.isFunctionExpression(m.initializer))) return m.initializer;
  return undefined;
}

/** The classes whose members see the owner as `this`: the instance's class and its project base classes. */
export function ownerClasses(owner: FieldOwner, basesOf: (cls: ts.ClassLikeDeclaration) => ts.ClassLikeDeclaration[]): ts.ClassLikeDeclaration[] {
  if (owner instanceof ConstructedValue) return [owner.cls, ...owner.bases.map((b) => b.cls)];
  return [owner.node, ...(owner instanceof InstanceValue ? basesOf(owner.node) : [])];
}

/**
 * Plans the runs of `fn` (a member of one of `classes`) on `owner`: the constructor runs once with
 * the instance's bindings; a method runs at each call on the owner, its parameters bound to that
 * call's arguments (once per element where the call sits in a loop the scanner can unroll).
 */
export class RunPlanner {
  private readonly sitesByName = new Map<string, ts.CallExpression[]>();

  constructor(
    private readonly host: FieldWriteHost,
    private readonly owner: FieldOwner,
    private readonly classes: readonly ts.ClassLikeDeclaration[],
  ) {}

  contexts(fn: ts.FunctionLikeDeclaration, depth = 0): RunContext[] {
    const member = ts.isClassElement(fn) ? fn : fn.parent;
    if (ts.isConstructorDeclaration(fn)) return [{ env: this.constructorEnv(fn), conditional: false }];
    if (depth >= MAX_CONTEXT_DEPTH || !member || !ts.isClassElement(member) || !member.name) return [];
    const name = propertyNameText(member.name) ?? (ts.isPrivateIdentifier(member.name) ? member.name.text : undefined);
    if (!name) return [];
    const out: RunContext[] = [];
    for (const site of this.callsNamed(name)) {
      const receiver = (site.expression as ts.PropertyAccessExpression).expression;
      if (receiver.kind === ts.SyntaxKind.ThisKeyword) {
        // `this.register(t)` in another member of the same instance: that member's runs, then this call in each.
        const caller = this.enclosingMember(site);
        if (!caller) continue;
        for (const c of this.contexts(caller, depth + 1)) {
          for (const at of this.host.withEnv(c.env, () => this.host.writeInstances(callSite(site, caller)))) {
            out.push(this.bind(fn, site, at.env, c.conditional || at.conditional));
          }
        }
        continue;
      }
      const r = this.host.withEnv(undefined, () => this.host.evaluate(receiver));
      if (!this.isOwner(r)) continue;
      for (const at of this.host.withEnv(undefined, () => this.host.writeInstances(callSite(site, undefined)))) {
        out.push(this.bind(fn, site, at.env, at.conditional));
      }
    }
    return out;
  }

  private constructorEnv(ctor: ts.ConstructorDeclaration): Env | undefined {
    const o = this.owner;
    if (!(o instanceof ConstructedValue)) return undefined;
    if (ctor.parent === o.cls) return o.env;
    return o.bases.find((b) => b.cls === ctor.parent)?.env;
  }

  private isOwner(v: Value): boolean {
    const o = this.owner;
    if (o instanceof ConstructedValue) return v instanceof ConstructedValue && v.site === o.site;
    if (o instanceof ClassValue) return v instanceof ClassValue && v.node === o.node;
    return v instanceof ConstructedValue && (v.cls === o.node || v.bases.some((b) => b.cls === o.node));
  }

  /** The member of one of the owner's classes a call sits in, on the owner's side (static or instance). */
  private enclosingMember(site: ts.Node): ts.FunctionLikeDeclaration | undefined {
    for (let n: ts.Node | undefined = site.parent; n; n = n.parent) {
      if (ts.isClassLike(n)) return undefined;
      if (isFunctionLike(n) && !ts.isArrowFunction(n) && !ts.isClassElement(n)) return undefined;
      if (ts.isClassElement(n)) {
        if (!n.parent || !this.classes.includes(n.parent as ts.ClassLikeDeclaration)) return undefined;
        const wantStatic = this.owner instanceof ClassValue;
        if (ts.isConstructorDeclaration(n) ? wantStatic : isStatic(n) !== wantStatic) return undefined;
        return memberFunction(n);
      }
    }
    return undefined;
  }

  private bind(fn: ts.FunctionLikeDeclaration, site: ts.CallExpression, siteEnv: Env | undefined, conditional: boolean): RunContext {
    const env = new Map<ts.Node, Thunk>(siteEnv ?? []);
    const o = this.owner;
    if (o instanceof ConstructedValue) for (const c of this.classes) env.set(c, { value: o });
    fn.parameters.forEach((p, i) => {
      const a = site.arguments[i];
      if (!p.dotDotDotToken && a && !ts.isSpreadElement(a)) env.set(p, { expr: a, env: siteEnv });
    });
    return { env, conditional };
  }

  /**
   * Names a file must mention to call a method on the owner: its classes' names (`this.add(…)` in
   * the class, `ToolManager.initialize()`), and the variable or field the instance is kept in
   * (`export const registry = new ToolRegistry()`, `private registry = new ToolRegistry()`).
   */
  private holderNames(): string[] {
    const names = new Set<string>();
    for (const c of this.classes) if (c.name) names.add(c.name.text);
    const o = this.owner;
    if (o instanceof ConstructedValue) {
      const p = o.site.parent;
      if (p && (ts.isVariableDeclaration(p) || ts.isPropertyDeclaration(p)) && ts.isIdentifier(p.name)) names.add(p.name.text);
      if (p && ts.isBinaryExpression(p) && ts.isPropertyAccessExpression(p.left)) names.add(p.left.name.text);
    }
    return [...names].sort();
  }

  /** Calls `<receiver>.name(…)` in the project's source files. */
  private callsNamed(name: string): ts.CallExpression[] {
    const cached = this.sitesByName.get(name);
    if (cached) return cached;
    const out: ts.CallExpression[] = [];
    for (const file of this.host.filesMentioning(name, this.holderNames())) {
      const stack: ts.Node[] = [file.sf];
      while (stack.length && out.length < MAX_SITES) {
        const n = stack.pop()!;
        if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && n.expression.name.text === name) out.push(n);
        ts.forEachChild(n, (c) => {
          stack.push(c);
        });
      }
    }
    out.sort((a, b) => (a.getSourceFile().fileName < b.getSourceFile().fileName ? -1 : a.getSourceFile().fileName > b.getSourceFile().fileName ? 1 : a.pos - b.pos));
    this.sitesByName.set(name, out);
    return out;
  }
}

/** A call seen as a write site, so loops and conditions around it are read like a write's. */
function callSite(site: ts.CallExpression, caller: ts.FunctionLikeDeclaration | undefined): Mutation {
  const scope = caller?.body ? (ts.isBlock(caller.body) ? caller.body : caller) : undefined;
  return { kind: 'push', items: [], site, ...(scope ? { scope } : {}) };
}
