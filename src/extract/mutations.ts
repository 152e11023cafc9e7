import { ts } from 'ts-morph';
import type { Evaluator } from './evaluate.js';
import type { ScopeResolver } from './scope.js';
import { isFunctionLike } from './scope.js';
import { decideGuard, exits } from './guards.js';
import { Alternatives, type Env, type Thunk, type Value } from './values.js';
import { skipOuter } from './schema-libs/shared.js';

/**
 * Writes into a container after it is declared: how application code assembles a tool set
 * (`const tools = {}; tools.web_search = webSearchTool(deps); if (pro) tools['x'] = …;
 * Object.assign(tools, extra); registry.set('y', t); list.push(z)`).
 */
export type Mutation = (
  | { kind: 'set'; key: string | ts.Expression; value: ts.Expression; site: ts.Node }
  | { kind: 'push'; items: readonly ts.Expression[]; site: ts.Node }
  | { kind: 'assign'; sources: readonly ts.Expression[]; site: ts.Node }
  | { kind: 'delete'; key: string | ts.Expression; site: ts.Node }
) & {
  /** The block the container is declared in: loops and conditions between it and the site apply. */
  scope?: ts.Node;
};

type Use = { id: ts.Expression; kind: 'set' | 'push' | 'assign' | 'reassign' };

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

export class Mutations {
  private readonly uses = new WeakMap<ts.Node, Map<string, Use[]>>();
  private readonly found = new WeakMap<ts.VariableDeclaration, Mutation[]>();
  private readonly reassigned = new WeakMap<ts.Node, boolean>();

  constructor(private readonly scope: ScopeResolver) {}

  /** Mutations of the container `decl` declares, in source order. */
  of(decl: ts.VariableDeclaration): Mutation[] {
    let list = this.found.get(decl);
    if (list) return list;
    list = [];
    this.found.set(decl, list);
    if (!ts.isIdentifier(decl.name)) return list;
    const scope = containerOf(decl);
    for (const use of this.usesOf(decl)) {
      const m = mutationAt(use);
      if (m) list.push({ ...m, scope });
    }
    return list;
  }

  /** Whether anything writes into the value `decl` holds (`json.type = …`, `json[k] = …`, `delete json.$schema`, `Object.assign(json, …)`). */
  isWrittenInto(decl: ts.Node): boolean {
    if (!ts.isVariableDeclaration(decl) || !ts.isIdentifier(decl.name)) return false;
    return this.usesOf(decl).some((u) => u.kind === 'set' || u.kind === 'assign');
  }

  /** Whether a `let`/`var` is assigned again after its declaration (its initializer is then not its value). */
  isReassigned(decl: ts.Node): boolean {
    if (!ts.isVariableDeclaration(decl) || !ts.isIdentifier(decl.name)) return false;
    const list = decl.parent;
    if (!ts.isVariableDeclarationList(list) || list.flags & ts.NodeFlags.Const) return false;
    let r = this.reassigned.get(decl);
    if (r === undefined) {
      r = this.usesOf(decl).some((u) => u.kind === 'reassign');
      this.reassigned.set(decl, r);
    }
    return r;
  }

  /**
   * Whether every reassignment of a `let` only narrows or reorders what it holds:
   * `tools = tools.filter(…)`, `.slice(…)`, `.sort(…)`. Its elements are then the initial value's,
   * each present only sometimes.
   */
  onlyNarrowed(decl: ts.Node): boolean {
    if (!ts.isVariableDeclaration(decl) || !ts.isIdentifier(decl.name)) return false;
    const name = decl.name.text;
    const reassigns = this.usesOf(decl).filter((u) => u.kind === 'reassign');
    return reassigns.length > 0 && reassigns.every((u) => {
      const assign = u.id.parent;
      if (!assign || !ts.isBinaryExpression(assign) || assign.left !== u.id || assign.operatorToken.kind !== ts.SyntaxKind.EqualsToken) return false;
      let r = assign.right;
      while (ts.isParenthesizedExpression(r) || ts.isAsExpression(r) || ts.isNonNullExpression(r)) r = r.expression;
      return ts.isCallExpression(r) && ts.isPropertyAccessExpression(r.expression) && /^(filter|slice|sort|toSorted|reverse|toReversed)$/.test(r.expression.name.text) && ts.isIdentifier(r.expression.expression) && r.expression.expression.text === name;
    });
  }

  /**
   * What each reassignment of a `let` list adds, when every one only extends or narrows it: `tools =
   * [...tools, ...secretTools()]`, `tools = tools.concat(extra)`, `tools = tools.filter(…)`. The parts
   * beside the list itself, whether the reassignment runs only under a condition, and whether any
   * narrows it. Undefined when none adds, or for any other reassignment.
   */
  grownBy(decl: ts.Node): { additions: Array<{ parts: ts.Expression[]; spread: boolean[]; conditional: boolean }>; narrowed: boolean } | undefined {
    if (!ts.isVariableDeclaration(decl) || !ts.isIdentifier(decl.name)) return undefined;
    const name = decl.name.text;
    const self = (e: ts.Expression) => ts.isIdentifier(skipOuter(e)) && (skipOuter(e) as ts.Identifier).text === name;
    const out: Array<{ parts: ts.Expression[]; spread: boolean[]; conditional: boolean }> = [];
    // `tools = tools.filter(…)` beside the additions: each initial element maybe dropped.
    let narrowed = false;
    for (const u of this.usesOf(decl)) {
      if (u.kind !== 'reassign') continue;
      const assign = u.id.parent;
      if (!assign || !ts.isBinaryExpression(assign) || assign.left !== u.id || assign.operatorToken.kind !== ts.SyntaxKind.EqualsToken) return undefined;
      const r = skipOuter(assign.right);
      let parts: ts.Expression[];
      let spread: boolean[];
      if (ts.isCallExpression(r) && ts.isPropertyAccessExpression(r.expression) && /^(filter|slice|sort|toSorted|reverse|toReversed)$/.test(r.expression.name.text) && self(r.expression.expression)) {
        narrowed = true;
        continue;
      }
      if (ts.isArrayLiteralExpression(r) && r.elements.filter((e) => ts.isSpreadElement(e) && self(e.expression)).length === 1) {
        const rest = r.elements.filter((e) => !(ts.isSpreadElement(e) && self(e.expression)));
        parts = rest.map((e) => (ts.isSpreadElement(e) ? e.expression : e));
        spread = rest.map((e) => ts.isSpreadElement(e));
      } else if (ts.isCallExpression(r) && ts.isPropertyAccessExpression(r.expression) && r.expression.name.text === 'concat' && self(r.expression.expression)) {
        parts = [...r.arguments];
        // `concat` flattens an array argument one level, as a spread does.
        spread = parts.map(() => true);
      } else return undefined;
      out.push({ parts, spread, conditional: underCondition(assign, decl) });
    }
    return out.length ? { additions: out, narrowed } : undefined;
  }

  /** The places a mutation applies: per element of an enclosing `for…of`/`forEach` over a constant list. */
  instances(m: Mutation, ev: Evaluator): MutationInstance[] {
    // Up to the block that declares the container (`const all = []; for (const x of xs) { all.push(…) }`).
    const container = m.scope ?? containerOf(m.site);
    let conditional = false;
    let loop: Loop | undefined;
    for (let n: ts.Node | undefined = m.site.parent; n && n !== container; n = n.parent) {
      if (ts.isForOfStatement(n) && !loop && ts.isVariableDeclarationList(n.initializer)) {
        loop = { decl: n.initializer, iterable: n.expression, owner: n };
        continue;
      }
      // `for (const p of plugins) for (const t of p.getTools()) all.push(t)`: the inner list per element of the outer one.
      if (ts.isForOfStatement(n) && loop && !loop.outer && ts.isVariableDeclarationList(n.initializer)) {
        loop.outer = { decl: n.initializer, iterable: n.expression, owner: n };
        continue;
      }
      if (isFunctionLike(n)) {
        // `list.forEach((def) => { tools[def.name] = … })`
        const call = n.parent;
        if (!loop && call && ts.isCallExpression(call) && ts.isPropertyAccessExpression(call.expression) && call.expression.name.text === 'forEach' && n.parameters[0]) {
          loop = { decl: n.parameters[0], iterable: call.expression.expression, owner: n };
          continue;
        }
        conditional = true;
        continue;
      }
      if (ts.isIfStatement(n) || ts.isConditionalExpression(n) || ts.isSwitchStatement(n) || ts.isCatchClause(n) || ts.isForStatement(n) || ts.isForInStatement(n) || ts.isForOfStatement(n) || ts.isWhileStatement(n) || ts.isDoStatement(n)) conditional = true;
      if (ts.isBinaryExpression(n) && (n.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken || n.operatorToken.kind === ts.SyntaxKind.BarBarToken || n.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken)) conditional = true;
    }
    // `if (this.tools.has(t.name)) return;` before the write: it runs only sometimes.
    if (exitsBefore(m.site, container, loop?.owner)) conditional = true;
    const base = ev.currentEnv();
    const dedupes = m.kind === 'push' && asksPresence(m.site, container);
    if (dedupes) return this.instancesOf(m, ev, container, loop, conditional, base).map((i) => (i.conditional ? { ...i, unlessPresent: true } : i));
    return this.instancesOf(m, ev, container, loop, conditional, base);
  }

  private instancesOf(m: Mutation, ev: Evaluator, container: ts.Node, loop: Loop | undefined, conditional: boolean, base: Env | undefined): MutationInstance[] {
    if (loop?.outer) {
      // Each element of the outer list binds its variable; the inner loop runs under that binding.
      // An outer list we cannot read leaves the inner loop as before: its elements, each only sometimes.
      const inner = { decl: loop.decl, iterable: loop.iterable, owner: loop.owner };
      const outerItems = ev.evaluate(loop.outer.iterable);
      if (!Array.isArray(outerItems) || outerItems.length > 100) return this.instancesOf(m, ev, container, inner, true, base);
      const out: MutationInstance[] = [];
      for (const o of outerItems as Value[]) {
        const env = new Map<ts.Node, Thunk>(base ?? []);
        env.set(loop.outer.decl, { value: o });
        out.push(...ev.withEnv(env, () => this.instancesOf(m, ev, container, inner, conditional, env)));
        if (out.length > 500) return this.instancesOf(m, ev, container, inner, true, base);
      }
      return out;
    }
    if (!loop) {
      if (!conditional) return [{ env: base, conditional }];
      // `if (config.includeDiscovery) tools.push(…)` in a function called with `{ includeDiscovery: false }`:
      // the values bound for this call decide each `if` on the way, when they fold.
      const guards = guardsOf(m.site, container, container);
      if (!guards.list.length) return [{ env: base, conditional }];
      let certain = !guards.otherConditions && !exitsBefore(m.site, container, undefined);
      for (const g of guards.list) {
        const d = decideGuard(g.cond, ev);
        if (d === undefined) certain = false;
        else if (d !== g.want) return [];
      }
      return [{ env: base, conditional: !certain }];
    }
    const guards = guardsOf(m.site, container, loop.owner);
    let items = ev.evaluate(loop.iterable);
    let alternative = false;
    // A loop over one of several lists (`Object.values(flag ? A : B)`): every element of any of them
    // may be written, each only under that condition. An element in several lists is written once.
    if (items instanceof Alternatives && items.options.every(Array.isArray)) {
      const seen = new Set<unknown>();
      items = (items.options as Value[][]).flat().filter((x) => !seen.has(x) && seen.add(x));
      alternative = true;
    }
    if (!Array.isArray(items) || items.length > 500) return [{ env: base, conditional: true }];
    const out: MutationInstance[] = [];
    for (const item of items as Value[]) {
      const env = new Map<ts.Node, Thunk>(base ?? []);
      env.set(loop.decl, { value: item });
      // Type guards on the element (`if (Array.isArray(defs)) { all.push(...defs); continue; }`) decide,
      // per element, whether the write happens: only undecided ones leave it conditional.
      const state = { runs: true, certain: true };
      if (guards.list.length) {
        ev.withEnv(env, () => {
          for (const g of guards.list) {
            const d = decideGuard(g.cond, ev);
            if (d === undefined) state.certain = false;
            else if (d !== g.want) state.runs = false;
          }
        });
      }
      if (!state.runs) continue;
      // Conditional unless every condition on the way is a guard this element decides.
      out.push({ env, conditional: alternative || guards.otherConditions || !state.certain });
    }
    return out;
  }

  private usesOf(decl: ts.VariableDeclaration): Use[] {
    const name = (decl.name as ts.Identifier).text;
    const container = containerOf(decl);
    let index = this.uses.get(container);
    if (!index) {
      index = indexUses(container);
      this.uses.set(container, index);
    }
    const file = this.scope.fileOf(decl);
    if (!file) return [];
    return (index.get(name) ?? []).filter((u) => {
      const b = this.scope.resolveIdentifier(u.id as ts.Identifier, file);
      return b !== undefined && 'decl' in b && b.decl === decl;
    });
  }
}

/** A `for…of` (or `forEach`) a write runs in, and the one around it when loops nest. */
interface Loop {
  decl: ts.Node;
  iterable: ts.Expression;
  owner: ts.Node;
  outer?: { decl: ts.Node; iterable: ts.Expression; owner: ts.Node };
}

/**
 * The conditions that must hold for a write to run, between it and the block that declares the
 * container: each `if` around it (its condition, or its negation in the `else`), and each earlier
 * `if (c) continue;` / `if (c) { …; continue; }` of the enclosing blocks (its negation). Whether
 * anything else makes it conditional (a `switch`, a `try`, `&&`, a callback) is counted apart.
 */
function guardsOf(site: ts.Node, container: ts.Node, loopNode: ts.Node): { list: { cond: ts.Expression; want: boolean }[]; otherConditions: boolean } {
  const list: { cond: ts.Expression; want: boolean }[] = [];
  let otherConditions = false;
  let child: ts.Node = site;
  for (let n: ts.Node | undefined = site.parent; n && n !== container; child = n, n = n.parent) {
    if (n === loopNode) continue;
    if (ts.isIfStatement(n)) list.push({ cond: n.expression, want: child === n.thenStatement });
    else if (ts.isBlock(n)) {
      for (const st of n.statements) {
        if (st === child) break;
        if (ts.isIfStatement(st) && !st.elseStatement && exits(st.thenStatement)) list.push({ cond: st.expression, want: false });
      }
    } else if (ts.isConditionalExpression(n) || ts.isSwitchStatement(n) || ts.isCatchClause(n) || ts.isForStatement(n) || ts.isForInStatement(n) || ts.isForOfStatement(n) || ts.isWhileStatement(n) || ts.isDoStatement(n) || isFunctionLike(n)) otherConditions = true;
    else if (ts.isBinaryExpression(n) && (n.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken || n.operatorToken.kind === ts.SyntaxKind.BarBarToken || n.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken)) otherConditions = true;
  }
  return { list, otherConditions };
}

/**
 * Whether an `if` around a push (or an early exit before it) asks whether the value is present:
 * its condition reads the list pushed to (`tools.some(…)`, `tools.find(…)`) or a membership test
 * (`seen.has(name)`, `names.includes(name)`).
 */
function asksPresence(site: ts.Node, container: ts.Node): boolean {
  const callee = ts.isCallExpression(site) && ts.isPropertyAccessExpression(site.expression) ? site.expression.expression : undefined;
  const list = callee && ts.isIdentifier(callee) ? callee.text : callee && ts.isPropertyAccessExpression(callee) ? callee.name.text : undefined;
  const asks = (cond: ts.Expression): boolean => {
    const text = cond.getText();
    return /\.(has|includes)\s*\(/.test(text) || (!!list && new RegExp(`(^|[^\\w$])${list.replace(/\$/g, '\\$')}\\s*\\.\\s*(some|find|findIndex|every|filter|indexOf|includes)\\b`).test(text));
  };
  let child: ts.Node = site;
  for (let n: ts.Node | undefined = site.parent; n && n !== container; child = n, n = n.parent) {
    if (ts.isIfStatement(n) && n.expression !== child && asks(n.expression)) return true;
    if (ts.isBlock(n)) {
      for (const st of n.statements) {
        if (st === child) break;
        if (ts.isIfStatement(st) && exits(st.thenStatement) && asks(st.expression)) return true;
      }
    }
    if (isFunctionLike(n)) break;
  }
  return false;
}

/**
 * Whether a statement before the write, in a block around it up to the container's, may leave
 * early (`if (seen) return;`). Inside a loop the scanner unrolls, guards are read per element
 * (`guardsOf`); only the blocks around the loop count here.
 */
function exitsBefore(site: ts.Node, container: ts.Node, loopNode: ts.Node | undefined): boolean {
  let inLoop = !!loopNode;
  let child: ts.Node = site;
  for (let n: ts.Node | undefined = site.parent; n; child = n, n = n.parent) {
    if (n === loopNode) inLoop = false;
    if (!inLoop && (ts.isBlock(n) || ts.isSourceFile(n) || ts.isModuleBlock(n) || ts.isCaseClause(n) || ts.isDefaultClause(n))) {
      for (const st of n.statements) {
        if (st === child) break;
        if (ts.isIfStatement(st) && (exits(st.thenStatement) || (st.elseStatement && exits(st.elseStatement)))) return true;
      }
    }
    if (n === container || isFunctionLike(n)) break;
  }
  return false;
}

/** The block, function body or file a declaration lives in. */
function containerOf(node: ts.Node): ts.Node {
  let n: ts.Node | undefined = node.parent;
  while (n && !ts.isBlock(n) && !ts.isSourceFile(n) && !ts.isModuleBlock(n) && !ts.isCaseClause(n) && !ts.isDefaultClause(n)) n = n.parent;
  return n ?? node.getSourceFile();
}

/** Every identifier in a mutating position under `root`, by name: one walk per container. */
function indexUses(root: ts.Node): Map<string, Use[]> {
  const map = new Map<string, Use[]>();
  const add = (id: ts.Identifier, kind: Use['kind']) => {
    const list = map.get(id.text);
    if (list) list.push({ id, kind });
    else map.set(id.text, [{ id, kind }]);
  };
  const stack: ts.Node[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    if (ts.isIdentifier(node)) {
      const kind = useKind(node);
      if (kind) add(node, kind);
      continue;
    }
    ts.forEachChild(node, (c) => {
      stack.push(c);
    });
  }
  return map;
}

function isAssignment(n: ts.Node): n is ts.BinaryExpression {
  return ts.isBinaryExpression(n) && n.operatorToken.kind >= ts.SyntaxKind.FirstAssignment && n.operatorToken.kind <= ts.SyntaxKind.LastAssignment;
}

/**
 * The write into a container an expression that holds it takes part in (`this.tools.set(k, v)`,
 * `this.tools.push(x)`, `this.handlers[k] = v`, `Object.assign(this.tools, …)`), if any.
 */
export function containerWrite(expr: ts.Expression): Mutation | undefined {
  const kind = useKind(expr);
  return kind && kind !== 'reassign' ? mutationAt({ id: expr, kind }) : undefined;
}

function useKind(id: ts.Expression): Use['kind'] | undefined {
  const p = id.parent;
  if (!p) return undefined;
  if (isAssignment(p) && p.left === id) return 'reassign';
  if ((ts.isPrefixUnaryExpression(p) || ts.isPostfixUnaryExpression(p)) && (p.operator === ts.SyntaxKind.PlusPlusToken || p.operator === ts.SyntaxKind.MinusMinusToken)) return 'reassign';
  if ((ts.isPropertyAccessExpression(p) || ts.isElementAccessExpression(p)) && p.expression === id) {
    const g = p.parent;
    if (g && isAssignment(g) && g.left === p && g.operatorToken.kind === ts.SyntaxKind.EqualsToken) return 'set';
    // `delete json.$schema`: a write into the value (read as no mutation of a container's entries).
    if (g && ts.isDeleteExpression(g)) return 'set';
    if (ts.isPropertyAccessExpression(p) && g && ts.isCallExpression(g) && g.expression === p && /^(push|unshift|set)$/.test(p.name.text)) return p.name.text === 'set' ? 'set' : 'push';
    return undefined;
  }
  if (ts.isCallExpression(p) && p.arguments[0] === id && ts.isPropertyAccessExpression(p.expression) && p.expression.name.text === 'assign' && ts.isIdentifier(p.expression.expression) && p.expression.expression.text === 'Object') {
    return 'assign';
  }
  return undefined;
}

function mutationAt(use: Use): Mutation | undefined {
  const { id, kind } = use;
  const p = id.parent;
  // `delete schema.$schema`, `for (const k of DROPPED) delete schema[k]`: the key is gone.
  if (kind === 'set' && p.parent && ts.isDeleteExpression(p.parent)) {
    if (ts.isPropertyAccessExpression(p)) return { kind: 'delete', key: p.name.text, site: p.parent };
    if (ts.isElementAccessExpression(p)) return { kind: 'delete', key: p.argumentExpression, site: p.parent };
  }
  if (kind === 'set' && ts.isPropertyAccessExpression(p) && isAssignment(p.parent)) {
    return { kind: 'set', key: p.name.text, value: p.parent.right, site: p.parent };
  }
  if (kind === 'set' && ts.isElementAccessExpression(p) && isAssignment(p.parent)) {
    return { kind: 'set', key: p.argumentExpression, value: p.parent.right, site: p.parent };
  }
  if (kind === 'set' && ts.isPropertyAccessExpression(p) && ts.isCallExpression(p.parent)) {
    const [k, v] = p.parent.arguments;
    return k && v ? { kind: 'set', key: k, value: v, site: p.parent } : undefined;
  }
  if (kind === 'push' && ts.isPropertyAccessExpression(p) && ts.isCallExpression(p.parent)) {
    return { kind: 'push', items: p.parent.arguments, site: p.parent };
  }
  if (kind === 'assign' && ts.isCallExpression(p)) return { kind: 'assign', sources: p.arguments.slice(1), site: p };
  return undefined;
}

/** Whether `node` runs only under a condition or in a loop, between it and the statement declaring `decl`. */
function underCondition(node: ts.Node, decl: ts.Node): boolean {
  const scope = decl.parent?.parent?.parent;
  for (let n: ts.Node | undefined = node.parent; n && n !== scope; n = n.parent) {
    if (ts.isIfStatement(n) || ts.isConditionalExpression(n) || ts.isSwitchStatement(n) || ts.isIterationStatement(n, false) || ts.isCatchClause(n)) return true;
    if (ts.isBinaryExpression(n) && (n.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken || n.operatorToken.kind === ts.SyntaxKind.BarBarToken || n.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken)) return true;
    if (ts.isFunctionLike(n)) return true;
  }
  return false;
}
