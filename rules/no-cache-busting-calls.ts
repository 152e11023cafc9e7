/**
 * no-cache-busting-calls: the code that produces a tool description reaches a value that changes on
 * every call (a clock, a random number, a fresh id). Providers cache the prompt prefix and tool
 * definitions come first in it, so one changed byte re-bills the whole prefix.
 *
 * What counts as producing the description:
 * - a `prompt(ctx)` / `description(ctx)` method, a getter, an arrow or function given as `description`;
 * - a description expression (`description: getReadFileDescription(args)`) that is evaluated per
 *   call: inside a function, a constructor or an instance field. At module top level it runs once
 *   per process, which the seed calls session-level dynamism: accepted.
 * From there the rule follows calls into functions declared in the project (same file, relative
 * imports, tsconfig `paths`), through any depth, memoized per function. Values computed at module
 * load (`const STARTED = Date.now()` read inside `prompt()`), lazily cached in a module variable
 * (`cached ??= build()`), or behind `memoize(…)`/`once(…)` are stable within a session and are not
 * reported. Code that is only near the description (the tool's `call`/`execute` handler) is never
 * walked: only the description node itself is an entry.
 */
import path from 'node:path';
import { ts } from 'ts-morph';
import { defineRule } from '../src/engine/rule.js';
import { propertyNameText } from '../src/extract/ranges.js';
import { ScopeResolver, isFunctionLike, type Binding } from '../src/extract/scope.js';
import type { ParsedFile, SourceIndex } from '../src/source/source-index.js';
import { skipOuter } from '../src/analysis/dispatch.js';
import { nodeAt } from './_support/schema.js';

type Fn = ts.FunctionLikeDeclaration;

interface Target {
  fn: Fn;
  file: ParsedFile;
  /** The name the path shows: the declared name, or the property/variable it is stored under. */
  name: string;
}

const EMPTY: ReadonlySet<string> = new Set();

/** Wrappers whose function runs once (or once per argument set): what it returns is session-stable. */
const MEMOIZERS = /^(memoize\w*|memo|moize|mem|pMemoize|once|onetime|lazy|cache|cached|memoizeOne|useMemo|useCallback|computed)$/;
/** Callees that take a callback but do not run it while the description is built. */
const DEFERRED = /^(setTimeout|setInterval|setImmediate|queueMicrotask|nextTick|on|once|addListener|addEventListener|subscribe|register|onExit)$/;
/** Receivers whose calls only observe (logging, metrics, tracing): a timer read for them is not in the description. */
const OBSERVERS = /^(console|logger|log|logging|debug|telemetry|metrics|statsd|tracer|span|analytics|profiler|perf)$/i;
const OBSERVER_FUNCTIONS = /^(log|debug|logDebug|logEvent|logError|logForDebugging|trace|track|profileCheckpoint|recordTiming)$/;

/** Per-call functions of packages, by module (without `node:`) and exported name; `*`/`default`: the module object called directly. */
const EXTERNAL_CALLS: Record<string, Record<string, true>> = {
  crypto: { randomUUID: true, randomBytes: true, getRandomValues: true, randomInt: true, randomFillSync: true, pseudoRandomBytes: true },
  nanoid: { nanoid: true },
  'nanoid/non-secure': { nanoid: true },
  uuid: { v1: true, v4: true, v6: true, v7: true },
  ulid: { ulid: true },
  ulidx: { ulid: true },
  '@paralleldrive/cuid2': { createId: true },
  cuid: { default: true, '*': true },
  process: { hrtime: true, uptime: true },
  perf_hooks: {},
  lodash: { random: true, shuffle: true, sample: true, sampleSize: true, uniqueId: true },
  'lodash-es': { random: true, shuffle: true, sample: true, sampleSize: true, uniqueId: true },
  underscore: { random: true, shuffle: true, sample: true, uniqueId: true },
  'lodash/random': { default: true, '*': true },
  'lodash/shuffle': { default: true, '*': true },
  'lodash/sample': { default: true, '*': true },
  'lodash/sampleSize': { default: true, '*': true },
  'lodash/uniqueId': { default: true, '*': true },
};
/** `dayjs()`, `moment()` called with no argument read the clock. */
const CLOCK_FACTORIES = new Set(['dayjs', 'moment']);
/** Factories whose product is a per-call generator: `const gen = customAlphabet(…); gen()`. */
const GENERATOR_FACTORIES: Record<string, Set<string>> = {
  nanoid: new Set(['customAlphabet', 'customRandom']),
  'nanoid/non-secure': new Set(['customAlphabet']),
  ulid: new Set(['monotonicFactory', 'factory']),
  ulidx: new Set(['monotonicFactory', 'factory']),
  '@paralleldrive/cuid2': new Set(['init']),
};
/** Member chains (after the root object) that are per-call, by what the root is. */
const GLOBAL_MEMBERS: Record<string, Set<string>> = {
  Date: new Set(['now']),
  Math: new Set(['random']),
  performance: new Set(['now']),
  process: new Set(['hrtime', 'hrtime.bigint', 'uptime']),
  crypto: new Set(['randomUUID', 'getRandomValues', 'randomBytes', 'randomInt', 'webcrypto.getRandomValues', 'webcrypto.randomUUID']),
  Temporal: new Set(['Now.instant', 'Now.zonedDateTimeISO', 'Now.plainDateTimeISO', 'Now.plainDateISO', 'Now.plainTimeISO', 'Now.zonedDateTime', 'Now.plainDateTime']),
};
const NAMESPACE_MEMBERS: Record<string, Set<string>> = {
  crypto: GLOBAL_MEMBERS.crypto!,
  'crypto#webcrypto': new Set(['getRandomValues', 'randomUUID']),
  perf_hooks: new Set(['performance.now']),
  'perf_hooks#performance': new Set(['now']),
  process: GLOBAL_MEMBERS.process!,
  'process#hrtime': new Set(['bigint']),
  uuid: new Set(['v1', 'v4', 'v6', 'v7']),
  nanoid: new Set(['nanoid']),
  ulid: new Set(['ulid']),
  lodash: new Set(['random', 'shuffle', 'sample', 'sampleSize', 'uniqueId']),
  'lodash-es': new Set(['random', 'shuffle', 'sample', 'sampleSize', 'uniqueId']),
  underscore: new Set(['random', 'shuffle', 'sample', 'uniqueId']),
  luxon: new Set(['DateTime.now', 'DateTime.local']),
  'luxon#DateTime': new Set(['now', 'local']),
  moment: new Set(['now']),
  dayjs: new Set([]),
};
const GLOBAL_ALIASES = new Set(['globalThis', 'window', 'self', 'global']);
const MAX_RESOLVE_HOPS = 8;
const MAX_LABEL = 48;

/** Own keys only: a callee named `constructor` or `toString` must not hit Object.prototype. */
function own(o: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(o, key);
}

function moduleKey(spec: string): string {
  return spec.startsWith('node:') ? spec.slice(5) : spec;
}

function isFunctionNode(n: ts.Node): n is Fn {
  return ts.isFunctionDeclaration(n) || ts.isFunctionExpression(n) || ts.isArrowFunction(n) || ts.isMethodDeclaration(n) || ts.isGetAccessorDeclaration(n) || ts.isConstructorDeclaration(n);
}

function calleeLastName(e: ts.Expression): string {
  const c = skipOuter(e);
  if (ts.isIdentifier(c)) return c.text;
  if (ts.isPropertyAccessExpression(c)) return c.name.text;
  return '';
}

/** `a.b.c` → ['a', 'b', 'c']; undefined when the chain holds anything but names. */
function nameChain(e: ts.Expression): string[] | undefined {
  const out: string[] = [];
  let x = skipOuter(e);
  while (ts.isPropertyAccessExpression(x)) {
    out.unshift(x.name.text);
    x = skipOuter(x.expression);
  }
  if (!ts.isIdentifier(x)) return undefined;
  out.unshift(x.text);
  return out;
}

function rootIdentifier(e: ts.Expression): ts.Identifier | undefined {
  let x = skipOuter(e);
  while (ts.isPropertyAccessExpression(x)) x = skipOuter(x.expression);
  return ts.isIdentifier(x) ? x : undefined;
}

function shortText(n: ts.Node): string {
  const t = n.getText().replace(/\s+/g, '').replace(/\?\./g, '.');
  return t.length > MAX_LABEL ? `${t.slice(0, MAX_LABEL - 1)}…` : t;
}

function lineOf(n: ts.Node, file: ParsedFile): number {
  return file.sf.getLineAndCharacterOfPosition(n.getStart(file.sf)).line + 1;
}

function where(n: ts.Node, file: ParsedFile): string {
  return `${path.posix.basename(file.rel)}:${lineOf(n, file)}`;
}

/** `require('crypto')` → 'crypto'. */
function requiredModule(e: ts.Expression): string | undefined {
  const x = skipOuter(e);
  if (ts.isCallExpression(x) && ts.isIdentifier(x.expression) && x.expression.text === 'require' && x.arguments.length === 1) {
    const a = x.arguments[0]!;
    if (ts.isStringLiteralLike(a)) return a.text;
  }
  return undefined;
}

/** The package and exported name a binding stands for: imports and CommonJS `require`. */
function externalOf(b: Binding | undefined): { module: string; name: string } | undefined {
  if (!b) return undefined;
  if (b.kind === 'external') return { module: moduleKey(b.module), name: b.name };
  if (b.kind === 'value') {
    const m = requiredModule(b.init);
    if (m) return { module: moduleKey(m), name: '*' };
  }
  if (b.kind === 'destructured' && b.path.length === 1) {
    const m = requiredModule(b.init);
    if (m) return { module: moduleKey(m), name: b.path[0]! };
  }
  return undefined;
}

/** True when `n` is declared at module top level (a `let cache` the description code fills once). */
function isModuleLevel(b: Binding | undefined): boolean {
  if (!b) return false;
  const decl = b.kind === 'value' ? b.decl : b.kind === 'uninitialized' ? b.node : undefined;
  if (!decl) return false;
  const stmt = decl.parent?.parent;
  return !!stmt && ts.isVariableStatement(stmt) && ts.isSourceFile(stmt.parent);
}

/** What one piece of code does by itself: the per-call values it reads and the project functions it calls. */
interface Local {
  sinks: Sink[];
  edges: Target[];
}

interface Sink {
  /** `file:offset`: one report per tool and sink. */
  key: string;
  /** How often the value changes, as the code uses it (`new Date().getFullYear()` once a year). */
  grain: Grain;
  /** `new Date()`, `Math.random()`, as written (callee text). */
  label: string;
  file: ParsedFile;
  node: ts.Node;
}

interface Visit {
  t: Target;
  from: Visit | undefined;
}

/** A reported path: the functions between the description code and the sink, nearest first. */
interface Hit {
  sink: Sink;
  steps: string[];
}

/**
 * Reachability of per-call values from description code. One instance per lint run.
 * - `local` walks each function once (memoized): its own sinks and the functions it calls.
 * - `reachable` gives the sink keys a function reaches at any depth. It runs Tarjan's algorithm over
 *   the call graph, so every strongly connected component (mutual recursion) is solved once and
 *   shared, and a big project costs one pass over the functions descriptions can reach.
 * - `paths` runs a breadth-first search from one description, only through functions that reach
 *   a sink, to find the shortest call path to each sink.
 */
class Reacher {
  private readonly locals = new Map<ts.Node, Local>();
  private readonly reach = new Map<ts.Node, ReadonlySet<string>>();

  constructor(
    private readonly scope: ScopeResolver,
    private readonly allow: ReadonlySet<string>,
  ) {}

  fileOf(n: ts.Node): ParsedFile | undefined {
    return this.scope.fileOf(n);
  }

  /** Identifier → binding, once per identifier node: the sink check and call following ask for the same callee. */
  private readonly bindings = new Map<ts.Identifier, Binding | undefined>();
  bindingOf(id: ts.Identifier, file: ParsedFile): Binding | undefined {
    if (this.bindings.has(id)) return this.bindings.get(id);
    const b = this.scope.resolveIdentifier(id, file);
    this.bindings.set(id, b);
    return b;
  }

  /** The sinks and calls of a function's own code (parameter defaults and body). */
  localOf(t: Target): Local {
    let l = this.locals.get(t.fn);
    if (!l) {
      const roots: ts.Node[] = [];
      for (const p of t.fn.parameters) if (p.initializer) roots.push(p.initializer);
      if (t.fn.body) roots.push(t.fn.body);
      l = this.localOfRegion(roots, t.file, t.fn);
      this.locals.set(t.fn, l);
    }
    return l;
  }

  /** Sink keys reachable from a function at any depth (Tarjan's SCCs, iterative: deep chains do not overflow the stack). */
  reachable(root: Target): ReadonlySet<string> {
    const done = this.reach.get(root.fn);
    if (done) return done;
    const index = new Map<ts.Node, number>();
    const low = new Map<ts.Node, number>();
    const stack: Target[] = [];
    const onStack = new Set<ts.Node>();
    let counter = 0;
    type Frame = { t: Target; edges: Target[]; i: number };
    const open = (t: Target): Frame => {
      index.set(t.fn, counter);
      low.set(t.fn, counter++);
      stack.push(t);
      onStack.add(t.fn);
      return { t, edges: this.localOf(t).edges, i: 0 };
    };
    const frames: Frame[] = [open(root)];
    while (frames.length) {
      const f = frames[frames.length - 1]!;
      if (f.i < f.edges.length) {
        const next = f.edges[f.i++]!;
        if (this.reach.has(next.fn)) continue;
        if (!index.has(next.fn)) frames.push(open(next));
        else if (onStack.has(next.fn)) low.set(f.t.fn, Math.min(low.get(f.t.fn)!, index.get(next.fn)!));
        continue;
      }
      frames.pop();
      const parent = frames[frames.length - 1];
      if (low.get(f.t.fn) === index.get(f.t.fn)) {
        // f.t roots a component: everything above it on the stack is in it. They all reach the same sinks.
        const members: Target[] = [];
        let m: Target;
        do {
          m = stack.pop()!;
          onStack.delete(m.fn);
          members.push(m);
        } while (m.fn !== f.t.fn);
        const keys = new Set<string>();
        for (const x of members) {
          const l = this.localOf(x);
          for (const s of l.sinks) keys.add(s.key);
          for (const e of l.edges) for (const k of this.reach.get(e.fn) ?? []) keys.add(k);
        }
        const shared: ReadonlySet<string> = keys.size ? keys : EMPTY;
        for (const x of members) this.reach.set(x.fn, shared);
      }
      if (parent) low.set(parent.t.fn, Math.min(low.get(parent.t.fn)!, low.get(f.t.fn)!));
    }
    return this.reach.get(root.fn)!;
  }

  /** The shortest call path from code with facts `start` to every sink it reaches. */
  paths(start: Local): Hit[] {
    const found = new Map<string, { sink: Sink; via: Visit | undefined }>();
    for (const s of start.sinks) if (!found.has(s.key)) found.set(s.key, { sink: s, via: undefined });
    // Parent links instead of copied step lists: labels are built only for the paths reported.
    const seen = new Set<ts.Node>();
    let layer: Visit[] = [];
    const enqueue = (edges: Target[], from: Visit | undefined, into: Visit[]) => {
      for (const e of edges) {
        if (seen.has(e.fn) || this.reachable(e).size === 0) continue;
        seen.add(e.fn);
        into.push({ t: e, from });
      }
    };
    enqueue(start.edges, undefined, layer);
    while (layer.length) {
      const next: Visit[] = [];
      for (const v of layer) {
        const l = this.localOf(v.t);
        for (const s of l.sinks) if (!found.has(s.key)) found.set(s.key, { sink: s, via: v });
        enqueue(l.edges, v, next);
      }
      layer = next;
    }
    return [...found.values()].map(({ sink, via }) => {
      const steps: string[] = [];
      for (let v = via; v; v = v.from) steps.unshift(stepLabel(v.t));
      return { sink, steps };
    });
  }

  /** The sinks and calls of the code under `roots`. */
  localOfRegion(roots: ts.Node[], file: ParsedFile, owner: ts.Node | undefined): Local {
    const sinks: Sink[] = [];
    const edges: Target[] = [];
    const targets = new Set<ts.Node>();
    const follow = (ts_: Target[]) => {
      for (const t of ts_) {
        if (this.allow.has(t.name) || targets.has(t.fn)) continue;
        targets.add(t.fn);
        edges.push(t);
      }
    };
    const visit = (n: ts.Node): void => {
      if (n !== owner && isFunctionLike(n)) {
        // Nested functions run only when called: callbacks handed to a call run now, others when resolved at a call site.
        if (!((ts.isArrowFunction(n) || ts.isFunctionExpression(n)) && this.runsNow(n))) return;
      }
      if (ts.isClassLike(n) || ts.isTypeNode(n) || ts.isInterfaceDeclaration(n) || ts.isTypeAliasDeclaration(n)) return;
      if (this.onlyObserved(n, file) || this.cachedOnce(n, file)) return;

      const label = this.sinkAt(n, file);
      if (label && !this.observedLocal(n, file)) {
        // A date read at month or year granularity is the seeds' accepted pattern: stable for the session.
        const grain = CLOCKS.test(label) ? clockGrain(n, file) : 'call';
        if (grain !== 'month' && grain !== 'year') sinks.push({ key: `${file.abs}:${n.getStart(file.sf)}`, grain, label, file, node: n });
      }
      if (ts.isCallExpression(n)) {
        const name = calleeLastName(n.expression);
        if (!MEMOIZERS.test(name) && !this.allow.has(name)) {
          follow(this.resolveCallable(n.expression, file, 0));
          if (!DEFERRED.test(name)) {
            // A project function handed over as a callback (`EXAMPLES.map(formatExample)`) runs with the call.
            for (const a of n.arguments) {
              const x = skipOuter(a);
              if (ts.isIdentifier(x) || ts.isPropertyAccessExpression(x)) follow(this.resolveCallable(x, file, 0, false));
            }
          }
        }
      } else if (ts.isTaggedTemplateExpression(n)) {
        if (!this.allow.has(calleeLastName(n.tag))) follow(this.resolveCallable(n.tag, file, 0));
      } else if (ts.isPropertyAccessExpression(n) && n.expression.kind === ts.SyntaxKind.ThisKeyword && !isCallee(n)) {
        // `this.examples` read through a getter runs the getter.
        follow(this.thisMember(n, n.name.text, file).filter((x) => ts.isGetAccessorDeclaration(x.fn)));
      }
      ts.forEachChild(n, visit);
    };
    for (const r of roots) visit(r);
    return { sinks, edges };
  }

  /** An arrow/function expression that runs while the enclosing code runs: a call argument (not a deferred one) or an IIFE. */
  private runsNow(fn: ts.Node): boolean {
    let n: ts.Node = fn;
    while (n.parent && ts.isParenthesizedExpression(n.parent)) n = n.parent;
    const p = n.parent;
    if (!p) return false;
    if (ts.isCallExpression(p) && p.expression === n) return true;
    if ((ts.isCallExpression(p) || ts.isNewExpression(p)) && p.arguments?.includes(n as ts.Expression)) {
      const name = calleeLastName(p.expression);
      return !DEFERRED.test(name) && !MEMOIZERS.test(name);
    }
    return false;
  }

  /** A log or metrics call: what it reads never reaches the description. */
  private onlyObserved(n: ts.Node, file: ParsedFile): boolean {
    if (!ts.isCallExpression(n)) return false;
    const c = skipOuter(n.expression);
    if (ts.isIdentifier(c)) {
      if (!OBSERVER_FUNCTIONS.test(c.text)) return false;
      const b = this.bindingOf(c, file);
      return !b || b.kind === 'external' || b.kind === 'function';
    }
    if (ts.isPropertyAccessExpression(c)) {
      const chain = nameChain(c.expression);
      if (!chain) return false;
      const last = chain[chain.length - 1]!;
      return OBSERVERS.test(last) || (chain[0] === 'this' && chain.length === 2 && OBSERVERS.test(chain[1]!));
    }
    return false;
  }

  /** `cached ??= build()`, `if (!cache) cache = build()`, `this.prompt ||= …`: computed once, kept for the session. */
  private cachedOnce(n: ts.Node, file: ParsedFile): boolean {
    if (!ts.isBinaryExpression(n)) return false;
    const op = n.operatorToken.kind;
    if (op !== ts.SyntaxKind.EqualsToken && op !== ts.SyntaxKind.QuestionQuestionEqualsToken && op !== ts.SyntaxKind.BarBarEqualsToken) return false;
    const left = skipOuter(n.left);
    if (ts.isIdentifier(left)) return isModuleLevel(this.bindingOf(left, file));
    return ts.isPropertyAccessExpression(left) && left.expression.kind === ts.SyntaxKind.ThisKeyword && op !== ts.SyntaxKind.EqualsToken;
  }

  /** `const t0 = performance.now()` whose every use is in a log/metrics call: a timing, not part of the text. */
  private observedLocal(sink: ts.Node, file: ParsedFile): boolean {
    let e: ts.Node = sink;
    while (e.parent && (ts.isParenthesizedExpression(e.parent) || (ts.isBinaryExpression(e.parent) && e.parent.operatorToken.kind === ts.SyntaxKind.MinusToken))) e = e.parent;
    const d = e.parent;
    if (!d || !ts.isVariableDeclaration(d) || d.initializer !== e || !ts.isIdentifier(d.name)) return false;
    const name = d.name.text;
    let body: ts.Node | undefined = d.parent;
    while (body && !isFunctionLike(body) && !ts.isSourceFile(body)) body = body.parent;
    if (!body) return false;
    let uses = 0;
    let allObserved = true;
    const visit = (n: ts.Node): void => {
      if (!allObserved) return;
      if (ts.isIdentifier(n) && n.text === name && n !== d.name) {
        const p = n.parent;
        if (!(p && ts.isPropertyAccessExpression(p) && p.name === n) && !(p && ts.isPropertyAssignment(p) && p.name === n)) {
          uses++;
          let a: ts.Node | undefined = n.parent;
          let observed = false;
          while (a && a !== body) {
            if (this.onlyObserved(a, file)) {
              observed = true;
              break;
            }
            a = a.parent;
          }
          if (!observed) allObserved = false;
        }
      }
      ts.forEachChild(n, visit);
    };
    visit(body);
    return uses > 0 && allObserved;
  }

  /** The label of a per-call value read at `n`, or undefined. */
  sinkAt(n: ts.Node, file: ParsedFile): string | undefined {
    if (ts.isNewExpression(n)) {
      const c = skipOuter(n.expression);
      const chain = nameChain(c);
      if (chain && (!n.arguments || n.arguments.length === 0)) {
        const names = GLOBAL_ALIASES.has(chain[0]!) ? chain.slice(1) : chain;
        if (names.length === 1 && names[0] === 'Date' && this.isGlobal(rootIdentifier(c)!, file)) return 'new Date()';
      }
      return undefined;
    }
    if (!ts.isCallExpression(n)) return undefined;
    const c = skipOuter(n.expression);
    if (ts.isIdentifier(c)) {
      if (c.text === 'Date' && this.isGlobal(c, file)) return 'Date()';
      const b = this.bindingOf(c, file);
      const ext = externalOf(b);
      if (ext) {
        if (own(EXTERNAL_CALLS, ext.module) && own(EXTERNAL_CALLS[ext.module]!, ext.name)) return `${c.text}()`;
        if (CLOCK_FACTORIES.has(ext.module) && (ext.name === 'default' || ext.name === '*') && n.arguments.length === 0) return `${c.text}()`;
        return undefined;
      }
      // `const makeId = customAlphabet(ALPHABET, 12)` at module level, `makeId()` per call.
      if (b?.kind === 'value') {
        const init = skipOuter(b.init);
        if (ts.isCallExpression(init)) {
          const fc = skipOuter(init.expression);
          if (ts.isIdentifier(fc)) {
            const fext = externalOf(this.bindingOf(fc, b.file));
            if (fext && own(GENERATOR_FACTORIES, fext.module) && GENERATOR_FACTORIES[fext.module]!.has(fext.name)) return `${c.text}()`;
          }
        }
      }
      return undefined;
    }
    if (!ts.isPropertyAccessExpression(c)) return undefined;
    const chain = nameChain(c);
    const root = rootIdentifier(c);
    if (!chain || !root) return undefined;
    let names = chain;
    if (GLOBAL_ALIASES.has(names[0]!) && this.isGlobal(root, file)) names = names.slice(1);
    if (names.length < 2) return undefined;
    const member = names.slice(1).join('.');
    const label = `${shortText(c)}()`;
    if (names === chain) {
      const b = this.bindingOf(root, file);
      if (b) {
        const ext = externalOf(b);
        if (!ext) return undefined;
        const key = ext.name === '*' || ext.name === 'default' ? ext.module : `${ext.module}#${ext.name}`;
        if (own(NAMESPACE_MEMBERS, key) && NAMESPACE_MEMBERS[key]!.has(member)) return label;
        // `import dayjs from 'dayjs'`: `dayjs().format()` is caught at the inner call.
        return undefined;
      }
    }
    return own(GLOBAL_MEMBERS, names[0]!) && GLOBAL_MEMBERS[names[0]!]!.has(member) ? label : undefined;
  }

  /** A name nothing in the project declares: the runtime's global. */
  private isGlobal(id: ts.Identifier, file: ParsedFile): boolean {
    return this.bindingOf(id, file) === undefined;
  }

  /** The project functions an expression in callee position stands for. */
  resolveCallable(e: ts.Expression, file: ParsedFile, hops: number, wrappers = true): Target[] {
    if (hops > MAX_RESOLVE_HOPS) return [];
    const x = skipOuter(e);
    if (ts.isIdentifier(x)) return this.fromBinding(this.bindingOf(x, file), x.text, hops, wrappers);
    if (!ts.isPropertyAccessExpression(x)) return [];
    const member = x.name.text;
    const recv = skipOuter(x.expression);
    // `fn.bind(this)`, `fn.call(…)`, `fn.apply(…)` run `fn`.
    if (member === 'bind' || member === 'call' || member === 'apply') return this.resolveCallable(recv, file, hops + 1);
    if (recv.kind === ts.SyntaxKind.ThisKeyword) return this.thisMember(x, member, file);
    if (recv.kind === ts.SyntaxKind.SuperKeyword) {
      const cls = this.thisContainer(x);
      return cls && ts.isClassLike(cls) ? this.classMember(this.baseClass(cls, file), member, hops + 1) : [];
    }
    if (!ts.isIdentifier(recv)) return [];
    const b = this.bindingOf(recv, file);
    if (!b) return [];
    if (b.kind === 'namespace') return this.fromBinding(this.scope.resolveExport(b.file, member), member, hops + 1, wrappers);
    if (b.kind === 'class') return this.classMember({ cls: b.node, file: b.file }, member, hops + 1);
    if (b.kind === 'value') {
      const init = skipOuter(b.init);
      if (ts.isObjectLiteralExpression(init)) return this.objectMember(init, b.file, member, hops + 1);
      if (ts.isClassExpression(init)) return this.classMember({ cls: init, file: b.file }, member, hops + 1);
      // `const builder = new PromptBuilder()` at module level: its methods are the class's.
      if (ts.isNewExpression(init) && ts.isIdentifier(init.expression)) {
        const cb = this.bindingOf(init.expression, b.file);
        if (cb?.kind === 'class') return this.classMember({ cls: cb.node, file: cb.file }, member, hops + 1);
      }
    }
    return [];
  }

  /**
   * `wrappers`: also look through `const f = traced(() => …)`. Only where the value is called: a value
   * merely handed on (`render(SHUFFLED)`) may be the result of such a call computed at module load.
   */
  private fromBinding(b: Binding | undefined, name: string, hops: number, wrappers: boolean): Target[] {
    if (!b) return [];
    if (b.kind === 'function') return b.node.body ? [{ fn: b.node, file: b.file, name: b.node.name?.text ?? name }] : [];
    if (b.kind !== 'value') return [];
    const declName = ts.isVariableDeclaration(b.decl) && ts.isIdentifier(b.decl.name) ? b.decl.name.text : name;
    const init = skipOuter(b.init);
    if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) return [{ fn: init, file: b.file, name: declName }];
    if (ts.isIdentifier(init) || ts.isPropertyAccessExpression(init)) return this.resolveCallable(init, b.file, hops + 1, wrappers);
    // `const run = build.bind(null, DEFAULTS)`
    if (ts.isCallExpression(init) && ts.isPropertyAccessExpression(init.expression) && init.expression.name.text === 'bind') {
      return this.resolveCallable(init.expression.expression, b.file, hops + 1, wrappers);
    }
    if (wrappers && ts.isCallExpression(init) && ts.isIdentifier(skipOuter(init.expression))) {
      const wrapper = calleeLastName(init.expression);
      // `memoize(() => …)` runs its function once per session (per argument set): stable, not followed.
      if (MEMOIZERS.test(wrapper)) return [];
      // Other wrappers (`withSpan('x', () => …)`, `traced(fn)`) call what they wrap.
      for (const a of init.arguments) {
        const ax = skipOuter(a);
        if (ts.isArrowFunction(ax) || ts.isFunctionExpression(ax)) return [{ fn: ax, file: b.file, name: declName }];
      }
    }
    return [];
  }

  /** The class or object literal `this` refers to at `n`. */
  private thisContainer(n: ts.Node): ts.ClassLikeDeclaration | ts.ObjectLiteralExpression | undefined {
    let p: ts.Node | undefined = n.parent;
    while (p) {
      if (ts.isArrowFunction(p)) {
        p = p.parent;
        continue;
      }
      if (ts.isMethodDeclaration(p) || ts.isGetAccessorDeclaration(p) || ts.isSetAccessorDeclaration(p) || ts.isConstructorDeclaration(p) || ts.isPropertyDeclaration(p)) {
        const c = p.parent;
        return c && (ts.isClassLike(c) || ts.isObjectLiteralExpression(c)) ? c : undefined;
      }
      if (ts.isFunctionExpression(p)) {
        const a = p.parent;
        return a && ts.isPropertyAssignment(a) && ts.isObjectLiteralExpression(a.parent) ? a.parent : undefined;
      }
      if (ts.isFunctionDeclaration(p) || ts.isSourceFile(p) || ts.isClassStaticBlockDeclaration(p)) return undefined;
      p = p.parent;
    }
    return undefined;
  }

  private thisMember(at: ts.Node, member: string, file: ParsedFile): Target[] {
    const c = this.thisContainer(at);
    if (!c) return [];
    const f = this.fileOf(c) ?? file;
    return ts.isObjectLiteralExpression(c) ? this.objectMember(c, f, member, 0) : this.classMember({ cls: c, file: f }, member, 0);
  }

  private baseClass(cls: ts.ClassLikeDeclaration, file: ParsedFile): { cls: ts.ClassLikeDeclaration; file: ParsedFile } | undefined {
    const ext = cls.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0]?.expression;
    if (!ext || !ts.isIdentifier(ext)) return undefined;
    const b = this.bindingOf(ext, file);
    return b?.kind === 'class' ? { cls: b.node, file: b.file } : undefined;
  }

  private classMember(c: { cls: ts.ClassLikeDeclaration; file: ParsedFile } | undefined, member: string, hops: number): Target[] {
    for (let cur = c, i = hops; cur && i <= MAX_RESOLVE_HOPS; cur = this.baseClass(cur.cls, cur.file), i++) {
      for (const m of cur.cls.members) {
        if (propertyNameText(m.name) !== member) continue;
        if ((ts.isMethodDeclaration(m) || ts.isGetAccessorDeclaration(m)) && m.body) return [{ fn: m, file: cur.file, name: member }];
        if (ts.isPropertyDeclaration(m) && m.initializer) {
          const init = skipOuter(m.initializer);
          if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) return [{ fn: init, file: cur.file, name: member }];
        }
      }
    }
    return [];
  }

  private objectMember(o: ts.ObjectLiteralExpression, file: ParsedFile, member: string, hops: number): Target[] {
    for (const p of o.properties) {
      if (propertyNameText(p.name) !== member) continue;
      if ((ts.isMethodDeclaration(p) || ts.isGetAccessorDeclaration(p)) && p.body) return [{ fn: p, file, name: member }];
      if (ts.isPropertyAssignment(p)) {
        const init = skipOuter(p.initializer);
        if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) return [{ fn: init, file, name: member }];
        return this.resolveCallable(init, file, hops + 1);
      }
      if (ts.isShorthandPropertyAssignment(p)) return this.resolveCallable(p.name, file, hops + 1);
    }
    return [];
  }
}

// ---------------------------------------------------------------------------------------------
// How often a clock value changes, as the code uses it

type Grain = 'call' | 'hour' | 'day' | 'month' | 'year';
const GRAINS: readonly Grain[] = ['call', 'hour', 'day', 'month', 'year'];
const finest = (a: Grain, b: Grain): Grain => (GRAINS.indexOf(a) <= GRAINS.indexOf(b) ? a : b);

/** Sink labels that are a clock (a date the code may read coarsely), not a random value or an id. */
const CLOCKS = /^(new Date\(\)|Date\(\)|dayjs\(\)|moment\(\)|.*DateTime\.(now|local)\(\)|.*Temporal\.Now\..*)$/;

const ACCESSOR_GRAIN: Record<string, Grain> = {
  getFullYear: 'year',
  getUTCFullYear: 'year',
  getYear: 'year',
  getMonth: 'month',
  getUTCMonth: 'month',
  getDate: 'day',
  getUTCDate: 'day',
  getDay: 'day',
  getUTCDay: 'day',
  toDateString: 'day',
  getHours: 'hour',
  getUTCHours: 'hour',
};

/**
 * The granularity of a clock read: `new Date().getFullYear()` → year; `toLocaleDateString('en', {
 * month: 'long', year: 'numeric' })` → month; `toISOString().slice(0, 10)` → day; a variable holding
 * the date → the finest of its uses; anything else (the date printed whole, handed to a function,
 * `getTime()`) → call.
 */
function clockGrain(sink: ts.Node, file: ParsedFile): Grain {
  let e: ts.Node = sink;
  for (;;) {
    const p = e.parent;
    if (!p) break;
    if (ts.isParenthesizedExpression(p) || ts.isAsExpression(p) || ts.isNonNullExpression(p)) e = p;
    else if (ts.isConditionalExpression(p) && p.condition !== e) e = p;
    else if (ts.isBinaryExpression(p) && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(p.operatorToken.kind)) e = p;
    else break;
  }
  const decl = e.parent;
  if (decl && ts.isVariableDeclaration(decl) && decl.initializer === e && ts.isIdentifier(decl.name)) {
    const name = decl.name.text;
    let scope: ts.Node | undefined = decl.parent;
    while (scope && !isFunctionLike(scope) && !ts.isSourceFile(scope)) scope = scope.parent;
    let grain: Grain | undefined;
    const visit = (n: ts.Node): void => {
      if (grain === 'call') return;
      if (ts.isIdentifier(n) && n.text === name && n !== decl.name && !(n.parent && ts.isPropertyAccessExpression(n.parent) && n.parent.name === n)) {
        grain = grain ? finest(grain, useGrain(n, file)) : useGrain(n, file);
      }
      ts.forEachChild(n, visit);
    };
    if (scope) visit(scope);
    return grain ?? 'call';
  }
  return useGrain(e, file);
}

/** The granularity of one use of a date value `e`. */
function useGrain(e: ts.Node, file: ParsedFile): Grain {
  const p = e.parent;
  if (!p) return 'call';
  // `new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric' }).format(date)`
  if (ts.isCallExpression(p) && p.arguments[0] === e && ts.isPropertyAccessExpression(p.expression) && p.expression.name.text === 'format') {
    const fmt = skipOuter(p.expression.expression);
    if (ts.isNewExpression(fmt) && /DateTimeFormat$/.test(fmt.expression.getText(file.sf))) return optionsGrain(fmt.arguments?.[1], 'day');
    return 'call';
  }
  if (!ts.isPropertyAccessExpression(p) || p.expression !== e || !p.parent || !ts.isCallExpression(p.parent) || p.parent.expression !== p) return 'call';
  const call = p.parent;
  const method = p.name.text;
  if (own(ACCESSOR_GRAIN, method)) return ACCESSOR_GRAIN[method]!;
  if (method === 'toLocaleDateString') return optionsGrain(call.arguments[1], 'day');
  if (method === 'toLocaleString') return call.arguments[1] ? optionsGrain(call.arguments[1], 'day') : 'call';
  if (method === 'toISOString' || method === 'toJSON') return prefixGrain(call, file);
  // dayjs/moment/luxon: `.format('YYYY-MM')`, `.toFormat('yyyy-MM')`
  if ((method === 'format' || method === 'toFormat') && call.arguments[0] && ts.isStringLiteralLike(call.arguments[0])) return tokenGrain(call.arguments[0].text);
  return 'call';
}

/** `Intl` options: any time field is per call (an hour alone: hourly); a day field daily; month; year. */
function optionsGrain(arg: ts.Expression | undefined, fallback: Grain): Grain {
  if (!arg) return fallback;
  const o = skipOuter(arg);
  if (!ts.isObjectLiteralExpression(o)) return 'call';
  const keys = new Set(o.properties.map((p) => propertyNameText(p.name as ts.PropertyName) ?? '?'));
  if (keys.has('?') || ['minute', 'second', 'fractionalSecondDigits', 'timeStyle'].some((k) => keys.has(k))) return 'call';
  if (keys.has('hour')) return 'hour';
  if (['day', 'weekday', 'dateStyle'].some((k) => keys.has(k))) return 'day';
  if (keys.has('month')) return 'month';
  if (keys.has('year') || keys.has('era')) return 'year';
  return fallback;
}

/** `toISOString().slice(0, 7)` → month, `.slice(0, 10)` / `.split('T')[0]` → day. */
function prefixGrain(call: ts.CallExpression, file: ParsedFile): Grain {
  const p = call.parent;
  if (!p || !ts.isPropertyAccessExpression(p) || !p.parent || !ts.isCallExpression(p.parent)) return 'call';
  const next = p.parent;
  const m = p.name.text;
  const [a, b] = next.arguments;
  if ((m === 'slice' || m === 'substring' || m === 'substr') && a && b && a.getText(file.sf) === '0' && ts.isNumericLiteral(b)) {
    const n = Number(b.text);
    return n <= 4 ? 'year' : n <= 7 ? 'month' : n <= 10 ? 'day' : n <= 13 ? 'hour' : 'call';
  }
  if (m === 'split' && a && ts.isStringLiteralLike(a) && a.text === 'T' && next.parent && ts.isElementAccessExpression(next.parent) && next.parent.argumentExpression.getText(file.sf) === '0') return 'day';
  return 'call';
}

/** Format tokens of dayjs, moment and luxon: time tokens per call, then day, month, year. */
function tokenGrain(fmt: string): Grain {
  const tokens = fmt.replace(/\[[^\]]*\]|'[^']*'/g, '');
  if (/[Hhms]|[aAxXS]/.test(tokens)) return /^[^ms]*[Hh][^ms]*$/.test(tokens) && !/[aAxXS]/.test(tokens) ? 'hour' : 'call';
  if (/[DdEL]/.test(tokens)) return 'day';
  if (/M/.test(tokens)) return 'month';
  return 'year';
}

/** `stamp (time.ts:3)`: a function on the path, where it is declared. */
function stepLabel(t: Target): string {
  return `${t.name} (${where(nameNodeOf(t.fn) ?? t.fn, t.file)})`;
}

function isCallee(n: ts.Node): boolean {
  let e = n;
  while (e.parent && ts.isParenthesizedExpression(e.parent)) e = e.parent;
  return !!e.parent && ts.isCallExpression(e.parent) && e.parent.expression === e;
}

function nameNodeOf(fn: Fn): ts.Node | undefined {
  if ((ts.isFunctionDeclaration(fn) || ts.isMethodDeclaration(fn) || ts.isGetAccessorDeclaration(fn) || ts.isFunctionExpression(fn)) && fn.name) return fn.name;
  const p = fn.parent;
  if (p && (ts.isVariableDeclaration(p) || ts.isPropertyAssignment(p) || ts.isPropertyDeclaration(p)) && p.initializer && skipOuter(p.initializer) === fn) return p.name;
  let a: ts.Node | undefined = p;
  // `const stamp = traced(() => …)`: the variable names it.
  while (a && (ts.isCallExpression(a) || ts.isParenthesizedExpression(a))) a = a.parent;
  if (a && ts.isVariableDeclaration(a)) return a.name;
  return undefined;
}

/**
 * Whether a description expression runs per call: inside a function, a constructor or an instance
 * field initializer. At module top level (and in static fields) it runs once when the module loads.
 */
function runsPerCall(n: ts.Node): boolean {
  for (let p = n.parent; p; p = p.parent) {
    if (isFunctionLike(p)) return true;
    if (ts.isPropertyDeclaration(p)) return !p.modifiers?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword);
    if (ts.isClassStaticBlockDeclaration(p) || ts.isSourceFile(p)) return false;
  }
  return false;
}

/** The property a description is written under (`prompt`, `description`), for the head of the path. */
function entryName(n: ts.Node): string {
  if ((ts.isMethodDeclaration(n) || ts.isGetAccessorDeclaration(n)) && propertyNameText(n.name)) return propertyNameText(n.name)!;
  const p = n.parent;
  if (p && (ts.isPropertyAssignment(p) || ts.isPropertyDeclaration(p)) && propertyNameText(p.name)) return propertyNameText(p.name)!;
  return 'description';
}

function compareSinks(a: Sink, b: Sink): number {
  if (a.file.rel !== b.file.rel) return a.file.rel < b.file.rel ? -1 : 1;
  return a.node.getStart(a.file.sf) - b.node.getStart(b.file.sf);
}

interface Options {
  allow?: string[];
}

export default defineRule<Options>({
  meta: {
    id: 'no-cache-busting-calls',
    type: 'problem',
    description: 'The code that builds a tool description reads no clock, random number or fresh id on each call',
    recommended: 'warn',
    messages: {
      perCall: 'The description of "{{name}}" changes on every call, which breaks the provider prompt cache: {{path}}{{more}}',
      coarse: 'The description of "{{name}}" changes every {{unit}}, and each change re-bills the provider prompt cache: {{path}}{{more}}',
      defaultPerCall: 'The input schema of "{{name}}" changes on every conversion: the default of "{{param}}" is computed each time the schema is turned into JSON Schema (zod runs the function), which breaks the provider prompt cache: {{path}}{{more}}',
      defaultCoarse: 'The input schema of "{{name}}" changes every {{unit}}: the default of "{{param}}" is computed each time the schema is turned into JSON Schema (zod runs the function), and each change re-bills the provider prompt cache: {{path}}{{more}}',
    },
    help: 'Compute the value once per session (at module load or behind a memoized helper), or coarsen it on purpose and list that helper in `allow`',
    optionsSchema: {
      type: 'object',
      properties: { allow: { type: 'array', items: { type: 'string', minLength: 1 }, uniqueItems: true } },
      additionalProperties: false,
    },
    defaultOptions: { allow: [] },
  },
  check(ctx) {
    const allow = new Set(ctx.options.allow ?? []);
    const reacher = new Reacher(new ScopeResolver(ctx.index), allow);
    for (const tool of ctx.tools) {
      if (tool.description.kind !== 'dynamic') continue;
      const r = tool.pointers['/description'];
      let node = r ? nodeAt(ctx, r) : undefined;
      if (!node) continue;
      if (ts.isShorthandPropertyAssignment(node)) node = node.name;
      const file = reacher.fileOf(node);
      if (!file) continue;
      const head = entryName(node);
      let start: Local;
      if (isFunctionNode(node)) {
        start = reacher.localOf({ fn: node, file, name: head });
      } else if (tool.description.via === 'prompt-method') {
        // `description: getDescription` hands over a function (the scanner folded it to one): it is the builder.
        start = { sinks: [], edges: reacher.resolveCallable(node as ts.Expression, file, 0, false).filter((t) => !allow.has(t.name)) };
      } else if (runsPerCall(node)) {
        start = reacher.localOfRegion([node], file, undefined);
      } else continue;
      const found = worstPath(reacher, start, head);
      if (!found) continue;
      const { grain, path: chain, more } = found;
      if (grain === 'call') ctx.report({ tool, pointer: '/description', messageId: 'perCall', data: { name: tool.name, path: chain, more } });
      else ctx.report({ tool, pointer: '/description', messageId: 'coarse', data: { name: tool.name, unit: grain, path: chain, more } });
    }
    for (const tool of ctx.tools) {
      if (tool.inputSchema.source !== 'zod') continue;
      const seen = new Set<ts.Node>();
      for (const [pointer, r] of Object.entries(tool.pointers).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        if (!/^\/inputSchema(\/properties\/[^/]+)+$/.test(pointer)) continue;
        const node = nodeAt(ctx, r);
        const fn = node ? defaultFunction(node, reacher) : undefined;
        if (!fn || seen.has(fn.fn)) continue;
        seen.add(fn.fn);
        const param = pointer.split('/properties/').slice(1).map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~')).join('.');
        const head = fn.name === 'default' ? `${param} default` : `${param} default → ${fn.name} (${where(fn.fn, fn.file)})`;
        const found = worstPath(reacher, reacher.localOf(fn), head);
        if (!found) continue;
        const { grain, path: chain, more } = found;
        if (grain === 'call') ctx.report({ tool, pointer, messageId: 'defaultPerCall', data: { name: tool.name, param, path: chain, more } });
        else ctx.report({ tool, pointer, messageId: 'defaultCoarse', data: { name: tool.name, param, unit: grain, path: chain, more } });
      }
    }
  },
});

/**
 * One finding per place: the finest-grained value reached from `start`, with the path to it from
 * `head`, and the other values listed; undefined when nothing that changes is reached.
 */
function worstPath(reacher: Reacher, start: Local, head: string): { grain: string; path: string; more: string } | undefined {
  if (!start.sinks.length && start.edges.every((e) => reacher.reachable(e).size === 0)) return undefined;
  const hits = reacher.paths(start).sort((a, b) => GRAINS.indexOf(a.sink.grain) - GRAINS.indexOf(b.sink.grain) || compareSinks(a.sink, b.sink));
  const first = hits[0];
  if (!first) return undefined;
  const path = [head, ...first.steps, `${first.sink.label} (${where(first.sink.node, first.sink.file)})`].join(' → ');
  const rest = hits.slice(1).map((h) => `${h.sink.label} (${where(h.sink.node, h.sink.file)})`);
  const more = rest.length ? ` (and ${rest.length} more: ${rest.slice(0, 3).join(', ')}${rest.length > 3 ? ', …' : ''})` : '';
  return { grain: first.sink.grain, path, more };
}

/**
 * `z.string().default(() => new Date().toISOString())`: the function a zod property's default (or
 * prefault) is computed by. zod-to-json-schema and zod 4's toJSONSchema call it on every conversion
 * and write its result into the schema, so what it reads is in the tool definition.
 */
function defaultFunction(node: ts.Node, reacher: Reacher): Target | undefined {
  let cur: ts.Node = skipOuter(node as ts.Expression);
  while (ts.isCallExpression(cur) && ts.isPropertyAccessExpression(cur.expression)) {
    const arg = cur.arguments[0];
    if ((cur.expression.name.text === 'default' || cur.expression.name.text === 'prefault') && arg) {
      const a = skipOuter(arg);
      const file = reacher.fileOf(a);
      if (!file) return undefined;
      if (ts.isArrowFunction(a) || ts.isFunctionExpression(a)) return { fn: a, file, name: 'default' };
      // `.default(monthAgo)`: a function declared in the project.
      if (ts.isIdentifier(a) || ts.isPropertyAccessExpression(a)) return reacher.resolveCallable(a, file, 0, false)[0];
      return undefined;
    }
    cur = skipOuter(cur.expression.expression);
  }
  return undefined;
}
