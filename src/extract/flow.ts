import path from 'node:path';
import { ts } from 'ts-morph';
import type { ToolDefinition } from '../model/tool.js';
import type { SentObject } from '../model/toolset.js';
import type { ParsedFile, SourceIndex } from '../source/source-index.js';
import { FIELD_NODES, NAME_NODES, builtFromParameters, isConditional, isPassThrough, literalBehind, reasonText, shortText, skipOuter, type Candidate, type ExtractContext, type Extractor, type SinkHit } from './context.js';
import { isConditionalObject, writtenAt, type Evaluator } from './evaluate.js';
import { constructorAssignment, constructorOf, isStatic, isWithinNode, propertyNameText, rangeOf } from './ranges.js';
import { sentObject } from './sent-object.js';
import { isFunctionLike } from './scope.js';
import { Alternatives, ConstructedValue, FunctionValue, MappedUnknown, ToolRef, Unknown, isPlaceholderKey, isPlainObject, originOf, type Env, type Thunk, type Value } from './values.js';
import { EXTRACTORS, matchNode } from './walk.js';

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
  names: Map<ts.Node, Array<{ name: string; at: ts.Node }>>;
  /** Tools found only through flow (factory call sites, plain objects at sinks, opaque entries). */
  extra: Candidate[];
  /** Definitions not reported as written: factories (their call sites are the tools) and converters. */
  dropped: Set<ts.Node>;
}

const MAX_CHAIN = 4;
/** Callers of a request helper read for what they pass it (`runLLM({ tools })`). */
const MAX_SINK_CALLERS = 20;
const MAX_SITES = 400;

/**
 * The value-flow part of the scanner. The walker finds definitions where they are written; this
 * follows them to where they are sent: the `tools` of a model call (naming AI SDK tools by their
 * keys, reading plain objects in the request's dialect), and the call sites of project functions
 * that build a tool from their parameters (`makeRetriever('search_faq', …)` is a tool named
 * `search_faq`, located where it is called).
 */
export class FlowAnalysis {
  private readonly unbound = new WeakMap<ts.Node, Candidate[] | null>();
  private readonly sitesCache = new Map<ts.Node, ts.CallExpression[] | ts.NewExpression[]>();
  /** Functions passed to a call as an argument somewhere (`list.map(buildTool)`). */
  private readonly callbackUses = new Set<ts.Node>();
  /** `list.forEach(fn)` calls that run a function once per element, by function (a `map`'s results flow on as values). */
  private readonly callbackLoops = new Map<ts.Node, ts.CallExpression[]>();
  /** Object literals passed to a factory at a call site that produced a tool. */
  private readonly fed = new Set<ts.Node>();

  constructor(
    private readonly ev: Evaluator,
    private readonly index: SourceIndex,
    /** Source files not parsed by the first pass, by absolute path (searched for factory call sites). */
    private readonly otherFiles: ReadonlyMap<string, string>,
    private readonly house?: Extractor,
  ) {
    ev.definitionProbe = (node) => this.candidatesAt(node) !== undefined;
  }

  /** Seeds what the walker found, so a definition is extracted once. */
  seed(candidates: readonly Candidate[]): void {
    const byNode = new Map<ts.Node, Candidate[]>();
    for (const c of candidates) {
      if (!c.node) continue;
      const list = byNode.get(c.node) ?? [];
      list.push(c);
      byNode.set(c.node, list);
    }
    for (const [node, list] of byNode) this.unbound.set(node, list);
  }

  /** What the extractors make of `node` with no bindings (cached); undefined when it defines nothing. */
  candidatesAt(node: ts.Node): Candidate[] | undefined {
    const hit = this.unbound.get(node);
    if (hit !== undefined) return hit ?? undefined;
    if (!ts.isCallExpression(node) && !ts.isNewExpression(node) && !ts.isClassDeclaration(node) && !ts.isClassExpression(node)) return undefined;
    this.unbound.set(node, null); // re-entrancy: a definition that folds itself is not one yet
    const found = this.ev.withEnv(undefined, () => this.ev.scoped(() => matchNode(node, this.ctx(node))));
    const list = found ? found.map((c) => ({ ...c, node })) : null;
    this.unbound.set(node, list);
    return list ?? undefined;
  }

  run(candidates: readonly Candidate[], hits: ReadonlyArray<{ hit: SinkHit; file: ParsedFile }>): FlowResult {
    const result: FlowResult = { sinks: [], names: new Map(), extra: [], dropped: new Set() };
    for (const { hit, file } of hits) result.sinks.push(this.sink(hit, file, result));
    this.factories(candidates, result);
    this.dropFedMapEntries(result);
    return result;
  }

  /**
   * A map seen without a model call (`createAssetTools()` returning `{ uploadAsset: { title, … } }`)
   * whose entries a registration loop made MCP tools of (`server.registerTool(t.title, …)` over
   * `Object.values(map)`): those entries are the registration's records, not AI SDK tools named by key.
   */
  private dropFedMapEntries(result: FlowResult): void {
    const gone = new Set<Candidate>();
    for (const s of result.sinks) {
      if (s.hit.request !== false) continue;
      s.members = s.members.filter((m) => {
        const node = m.extra?.node;
        if (!node || !this.fed.has(node) || m.extra!.tool.framework !== 'vercel-ai') return true;
        gone.add(m.extra!);
        return false;
      });
    }
    if (gone.size) result.extra = result.extra.filter((c) => !gone.has(c));
  }

  private ctx(node: ts.Node): ExtractContext {
    return { file: this.ev.fileOf(node), ev: this.ev, ...(this.house ? { house: this.house } : {}) };
  }

  // ——— sinks ———

  /**
   * A toolset the config declares (`toolsets: { support: { from: 'src/agent.ts#buildTools' } }`): the
   * builder's return value, folded with its parameters unknown (every branch it may take).
   */
  declared(name: string, fileAbs: string, exportName: string, result: FlowResult): SinkResult | undefined {
    const file = this.index.get(fileAbs);
    if (!file) return undefined;
    const b = this.ev.scope.resolveExport(file, exportName);
    if (!b) return undefined;
    const fn = this.ev.withEnv(undefined, () => this.ev.fromBinding(b, file.sf));
    if (!(fn instanceof FunctionValue)) return undefined;
    const value = this.ev.withEnv(undefined, () => this.ev.invoke(fn, [], fn.node));
    const dialect = isPlainObject(value) ? 'vercel-ai' : 'custom';
    const hit: SinkHit = { node: fn.node, tools: fn.node as unknown as ts.Expression, keyed: dialect === 'vercel-ai', dialect, label: name, declared: name };
    const out = this.sinkValue(hit, this.ev.fileOf(fn.node), result, value);
    result.sinks.push(out);
    return out;
  }

  private sink(hit: SinkHit, file: ParsedFile, result: FlowResult): SinkResult {
    if (hit.noTools) return { hit, file, members: [], dynamic: [] };
    const value = this.ev.withEnv(undefined, () => this.ev.evaluate(hit.tools));
    const out = this.sinkValue(hit, file, result, value);
    if (out.members.length || !(value instanceof Unknown) || (value.reason?.kind !== 'parameter' && !this.readsOwnParameter(hit.tools))) return out;
    // `runLLM({ messages, tools })`: a helper that makes the request sends what its callers pass it.
    // Read at each call site (each one a variant of the request); kept when that finds the tools.
    const values = this.callerValues(hit, hit.node, [], 0);
    if (!values.length) return out;
    const bound = this.sinkValue(hit, file, result, values.length === 1 ? values[0] : new Alternatives(values));
    return bound.members.length ? bound : out;
  }

  /**
   * Whether an expression reads a parameter of the function it is written in (`normalize(config.tools
   * ?? {})`, also through its locals): a value folded to nothing in particular may still be what each
   * caller passes. (context.ts `readsParameter` asks another question: whether a field copies any
   * parameter or loop variable, the mark of a converter.)
   */
  private readsOwnParameter(expr: ts.Expression): boolean {
    const fn = ts.findAncestor(expr.parent, isFunctionLike);
    if (!fn) return false;
    let found = false;
    const seen = new Set<ts.Node>();
    const visit = (n: ts.Node): void => {
      if (found) return;
      if (ts.isIdentifier(n)) {
        const b = this.ev.scope.resolveIdentifier(n, this.ev.fileOf(n));
        if (b?.kind === 'parameter' && b.node.parent === fn) found = true;
        // `const normalizedTools = normalize(config.tools)` in the same function: what it is made of.
        else if (b?.kind === 'value' && !seen.has(b.decl) && b.decl.pos >= fn.pos && b.decl.end <= fn.end && b.decl.getSourceFile() === fn.getSourceFile()) {
          seen.add(b.decl);
          visit(b.init);
        }
        return;
      }
      ts.forEachChild(n, visit);
    };
    visit(expr);
    return found;
  }

  /** The request's tools as each caller of the function around `at` passes them, through callers of callers (`runAgent({ tools })` → `runLLM({ tools })`). */
  private callerValues(hit: SinkHit, at: ts.Node, chain: ReadonlyArray<ts.CallExpression | ts.NewExpression>, depth: number): Value[] {
    const fn = ts.findAncestor(at.parent, (n): n is ts.SignatureDeclaration => isFunctionLike(n) && !!(n as ts.FunctionLikeDeclaration).body);
    if (!fn || depth >= MAX_CHAIN) return [];
    const out: Value[] = [];
    for (const site of this.callSites(fn).slice(0, MAX_SINK_CALLERS)) {
      const next = [site, ...chain];
      const v = this.ev.withEnv(this.envFor(next), () => this.ev.evaluate(hit.tools));
      const deeper = v instanceof Unknown && v.reason?.kind === 'parameter' ? this.callerValues(hit, site, next, depth + 1) : [];
      out.push(...(deeper.length ? deeper : [v]));
      if (out.length >= MAX_SINK_CALLERS) break;
    }
    return out;
  }

  private sinkValue(hit: SinkHit, file: ParsedFile, result: FlowResult, value: Value): SinkResult {
    const out: SinkResult = { hit, file, members: [], dynamic: [] };
    const altIds = new Map<Alternatives, number>();
    let choices: Array<readonly [number, number]> = [];
    /** The object sent, while its copied element is visited. */
    let copied: SentObject | undefined;
    const visit = (v: Value, key: string | undefined, keyAt: ts.Node | undefined, conditional: boolean, depth: number): void => {
      if (depth > 6) return;
      if (v instanceof Alternatives) {
        let id = altIds.get(v);
        if (id === undefined) altIds.set(v, (id = altIds.size));
        v.options.forEach((o, i) => {
          const saved = choices;
          choices = [...choices, [id!, i] as const];
          visit(o, key, keyAt, true, depth + 1);
          choices = saved;
        });
        return;
      }
      if (v === undefined || v === null || v === false) return;
      // Mastra's dynamic tools, `tools: ({ requestContext }) => { const tools = {}; …; return tools }`:
      // the option is a function of the request, and what it returns (for any request) is the toolset.
      if (v instanceof FunctionValue && key === undefined && depth === 0 && hit.dialect === 'mastra') {
        visit(this.ev.withEnv(undefined, () => this.ev.invoke(v, [], hit.node)), undefined, keyAt, conditional, depth + 1);
        return;
      }
      if (Array.isArray(v) && key === undefined) {
        for (const el of v) visit(el, undefined, undefined, conditional, depth + 1);
        return;
      }
      // Gemini's `tools: [{ functionDeclarations: [...] }, { googleSearch: {} }]`: the declarations are
      // the function tools; the other entries are the API's own tools.
      if (isPlainObject(v) && key === undefined && hit.dialect === 'gemini' && !looksLikeToolObject(v)) {
        const decls = (v as { [k: string]: Value }).functionDeclarations ?? (v as { [k: string]: Value }).function_declarations;
        if (Array.isArray(decls)) for (const el of decls) visit(el, undefined, undefined, conditional, depth + 1);
        // `functionDeclarations: role === 'owner' ? OWNER_TOOLS : GUEST_TOOLS`: each list is one variant of the request.
        else if (decls instanceof Alternatives) visit(decls, undefined, undefined, conditional, depth + 1);
        else if (decls instanceof Unknown) out.dynamic.push(decls.text);
        return;
      }
      if (isPlainObject(v) && key === undefined && (hit.keyed || !looksLikeToolObject(v))) {
        // A map of tools (`{ search: searchTool }`): keys name AI SDK and Mastra tools.
        const lit = originOf(v)?.node;
        for (const [k, x] of Object.entries(v)) {
          // `...otherTools` spread into the map: a part the scanner cannot see, not one tool.
          if (isPlaceholderKey(k)) {
            if (x instanceof Unknown) out.dynamic.push(x.text);
            else visit(x, undefined, keyAt, conditional, depth + 1);
            continue;
          }
          visit(x, k, (lit && keyNode(lit, k)) ?? keyAt, conditional, depth + 1);
        }
        return;
      }
      // A map of factories is a map of tools only where it is sent (`tools: { academic_search:
      // academicSearchTool }`); elsewhere (`{ google: gmailTool, microsoft: outlookTool }`) its keys
      // may choose variants rather than name tools.
      if (v instanceof FunctionValue && key !== undefined && hit.request !== false) {
        // `{ academic_search: academicSearchTool }` where `academicSearchTool = (deps) => tool({…})`.
        const r = this.ev.invoke(v, [], hit.node);
        if (r instanceof ToolRef || r instanceof Alternatives) visit(r, key, keyAt, conditional, depth + 1);
        return;
      }
      if (v instanceof ToolRef) {
        this.member(out, result, this.materialize(v), key, conditional || v.conditional, keyAt, choices);
        return;
      }
      if (isPlainObject(v)) {
        // What the request sends is this object, even where the definition is the element it copies.
        const sent = copied ?? (hit.api ? sentObject(v) : undefined);
        copied = undefined;
        const origin = originOf(v);
        // `toolSet[tool.name] = { description: tool.description, inputSchema: tool.inputSchema, … }` over
        // a list of tools: a copy of the element, which is the definition sent under that key.
        const element = origin && ts.isObjectLiteralExpression(origin.node) ? (copiedElement(origin.node, origin.env, this.ev) ?? this.spreadCopy(origin.node, origin.env)) : undefined;
        // Only an element that is itself a definition (a tool object, a written literal) takes the copy's
        // place; an instance of a class that is no tool on its own (`h` of `{ name: h.name, … }` over a
        // registry of handlers) leaves the copy as the definition.
        if (element !== undefined && element !== v && (element instanceof ToolRef || isPlainObject(element) || !(element instanceof Unknown))) {
          copied = sent;
          visit(element, key, keyAt, conditional || isConditionalObject(v), depth + 1);
          copied = undefined;
          return;
        }
        if (origin && ts.isObjectLiteralExpression(origin.node)) {
          const found = this.plainObject(origin.node, origin.env, hit, origin.site);
          if (found.length) {
            const before = out.members.length;
            this.member(out, result, found, key, conditional || isConditionalObject(v), keyAt, choices);
            if (sent) for (const m of out.members.slice(before)) m.sent = sent;
            return;
          }
        }
        out.dynamic.push(origin ? origin.node.getText().slice(0, 80) : 'object');
        return;
      }
      if (v instanceof Unknown) {
        if (v instanceof MappedUnknown && key === undefined && hit.api) {
          const made = this.ev.withEnv(undefined, () => this.ev.invoke(v.mapper, [new Unknown(`${v.text}[i]`)], hit.node));
          const each = sentObject(made);
          if (each) (out.each ??= []).push(each);
        }
        if (v.reason?.kind === 'external' && EXTRACTORS.some((ex) => ex.hostedTool?.(v.text))) return;
        // One tool object from a package: `new TavilySearchResults()`, an imported `searchTool`, or
        // anything under a key. A call in a list (`mcpToTool(client)`, `await loadTools()`) may stand
        // for many tools, or none: a part the scanner cannot see.
        const single = key !== undefined || (v.at !== undefined && (ts.isNewExpression(v.at) || ts.isIdentifier(v.at) || ts.isPropertyAccessExpression(v.at)));
        // Only a call that makes a request says a package's value is a tool; a map merely named like tools does not.
        if (v.reason?.kind === 'external' && single && hit.request !== false) {
          // A tool object from a package (`new TavilySearchResults()`, an imported tool): its name is
          // the key, or the package's own; the definition cannot be read here.
          const extra = this.opaque(v, key, v.at ?? keyAt ?? hit.tools, hit);
          result.extra.push(extra);
          out.members.push({ extra, conditional, choices });
          return;
        }
        out.dynamic.push(v.text);
      }
    };
    visit(value, undefined, undefined, false, 0);
    return out;
  }

  private member(out: SinkResult, result: FlowResult, found: Candidate[], key: string | undefined, conditional: boolean, keyAt: ts.Node | undefined, choices: ReadonlyArray<readonly [number, number]>): void {
    // One member per definition node: the toolset reads every tool written at that node.
    const placed = new Set<ts.Node>();
    for (const c of found) {
      const keyNames = key !== undefined && namedByKey(c);
      // Made at a call of a wrapper and named there (by the key it is sent under): that call's tool.
      const madeAtCall = c.passThrough && !!c.site && (keyNames || c.tool.nameResolved);
      if (c.node && !madeAtCall && this.unbound.get(c.node)?.some((u) => sameTool(u.tool, c.tool))) {
        if (!keyNames && placed.has(c.node)) continue;
        placed.add(c.node);
        // The same definition under another option of a condition (`flag ? tools : tools.filter(…)`):
        // one member, present under the options both share.
        const same = !keyNames ? out.members.find((m) => m.node === c.node && m.name === undefined && otherOption(m.choices, choices)) : undefined;
        if (same) {
          same.choices = mergeChoices(same.choices, choices);
          same.conditional = (same.conditional && conditional) || same.choices.length > 0;
          continue;
        }
        out.members.push({ node: c.node, ...(keyNames ? { name: key } : {}), conditional, choices });
        if (keyNames) {
          const list = result.names.get(c.node) ?? [];
          if (!list.some((x) => x.name === key)) list.push({ name: key!, at: keyAt ?? out.hit.tools });
          result.names.set(c.node, list);
        }
        continue;
      }
      // A factory's definition (named only by its variable, or not at all) is replaced by the tools made at its calls.
      if (c.node && (this.unbound.get(c.node) ?? []).every((u) => !u.tool.nameResolved)) result.dropped.add(c.node);
      const declared = keyNames && c.tool.framework === 'mastra' && c.tool.nameResolved && c.tool.name !== key ? { declaredName: c.tool.name } : {};
      const extra = keyNames ? { ...c, tool: { ...c.tool, name: key!, nameResolved: true, reason: undefined, nameIsInternalId: undefined, ...declared } } : c;
      if (extra.tool.reason === undefined) delete extra.tool.reason;
      if (extra.tool.nameIsInternalId === undefined) delete extra.tool.nameIsInternalId;
      result.extra.push(extra);
      out.members.push({ extra, conditional, choices });
    }
  }

  /**
   * `{ ...ALL_TOOLS[ALL_TOOLS.length - 1], cache_control: { type: 'ephemeral' } }`: a definition sent
   * with request options added (a cache breakpoint, `strict`, `defer_loading`), written nowhere else.
   * The definition is the spread value; the object sent is the copy. Not when the copy writes a
   * field of the definition itself (`{ ...base, name: 'search_v2' }` is a tool of its own).
   */
  private spreadCopy(obj: ts.ObjectLiteralExpression, env: Env | undefined): Value | undefined {
    const [first, ...rest] = obj.properties;
    if (!first || !ts.isSpreadAssignment(first) || !rest.length || rest.some((p) => ts.isSpreadAssignment(p) || !p.name || !REQUEST_OPTIONS.has(propertyNameText(p.name) ?? ''))) return undefined;
    const v = this.ev.withEnv(env, () => this.ev.evaluate(first.expression));
    const written = isPlainObject(v) ? originOf(v)?.node : undefined;
    return written && written !== obj && this.candidatesAt(written)?.length ? v : v instanceof ToolRef ? v : undefined;
  }

  /** A plain object in a sink: first the object extractors (as if written anywhere), then the sink's dialect. */
  private plainObject(obj: ts.ObjectLiteralExpression, env: Env | undefined, hit: SinkHit, site: ts.Node | undefined): Candidate[] {
    const ctx = this.ctx(obj);
    const found = this.ev.withEnv(env, () =>
      this.ev.scoped(() => {
        const known = matchNode(obj, ctx);
        if (known?.length) return known.map((c) => ({ ...c, node: c.node ?? obj }));
        for (const ex of EXTRACTORS) {
          const plain = ex.plainTool?.(obj, hit, ctx);
          if (plain?.length) return plain.map((c) => ({ ...c, node: obj }));
        }
        return [];
      }),
    );
    // A bare `{ name, description, parameters }` written apart from any `functionDeclarations` key reads
    // as OpenAI's; sent to Gemini, it is a Gemini function declaration (its name and types are Gemini's).
    if (hit.dialect === 'gemini' && !obj.properties.some((p) => p.name && ['type', 'function'].includes(propertyNameText(p.name) ?? ''))) {
      for (const c of [...found, ...(this.candidatesAt(obj) ?? [])]) if (c.tool.framework === 'openai') c.tool.framework = 'gemini';
    }
    if (!env?.size) return found;
    // `names.map((n) => ({ name: n, ...DEFS[n] }))`: each tool is the record's entry its name picks,
    // where its description and schema are written, as a loop over rows known only at run time reports it.
    const entries = found.map((c) => this.keyedEntry(obj, c));
    if (entries.some((e) => e)) return found.map((c, i) => (entries[i] ? this.atSite(c, entries[i]!, obj) : c));
    if (!site) return found;
    // Made by a callback of `Object.keys(REGISTRY).map((name) => ({ … }))` written around it: that
    // object is where each element's tool is written, as the loop over the same list reports it.
    if (ts.isCallExpression(site) && ts.isPropertyAccessExpression(site.expression) && ARRAY_CALLBACKS.has(site.expression.name.text) && obj.getSourceFile() === site.getSourceFile() && obj.pos >= site.pos && obj.end <= site.end) return found;
    // Built by a helper from its arguments (`fn('get_order', …)`): the tool is where the helper is called;
    // listed from an instance of a class that names it (`{ name: h.getName() }`), it is that class.
    const base = this.candidatesAt(obj) ?? [];
    return found.map((c, i) => (base[i] && sameTool(base[i]!.tool, c.tool) ? base[i]! : this.atSite(c, this.namingClass(c, env) ?? site, obj)));
  }

  /** An entry whose definition lives in a package: only its name (if a key gives one) is known. */
  private opaque(v: Unknown, key: string | undefined, at: ts.Node, hit: SinkHit): Candidate {
    const file = this.ev.fileOf(at);
    const range = rangeOf(at, file);
    const tool: ToolDefinition = {
      name: key ?? shortText(v.text),
      nameResolved: key !== undefined,
      reason: reasonText(v.reason ?? { kind: 'runtime' }),
      opaque: true,
      framework: hit.dialect,
      range,
      description: { kind: 'none' },
      inputSchema: { source: 'unknown', partial: true, expression: v.text },
      hasHandler: true,
      pointers: {},
    };
    return { tool };
  }

  /** The tools a reference stands for, with its bindings: a factory called with a literal name gives that name, at the call. */
  materialize(ref: ToolRef): Candidate[] {
    const base = this.candidatesAt(ref.node) ?? [];
    if (!ref.env || !ref.env.size) return base;
    const ctx = this.ctx(ref.node);
    const bound = this.ev.withEnv(ref.env, () => this.ev.scoped(() => matchNode(ref.node, ctx))) ?? [];
    return bound.map((b, i) => {
      const u = base[i];
      // A wrapper whose every field is its argument's (`createTool(def) { return tool({ description:
      // def.description, … }) }`) defines the tool at each call, even where the argument's fields are unknown.
      if (u && sameTool(u.tool, b.tool) && !(u.passThrough && ref.site)) return u;
      // At the call only when the call names it (`buildTools('live')` → live_stop): a tool whose name is
      // written in the factory and whose text the call's arguments fill stays where it is written.
      const namedByCall = !u || !u.tool.nameResolved || u.tool.name !== b.tool.name;
      const made = this.atSite(b, this.namingClass(b, ref.env!) ?? (namedByCall ? ref.site : undefined) ?? ref.node, ref.node);
      return u?.passThrough ? { ...made, passThrough: true } : made;
    });
  }

  /**
   * A base class's builder (`getToolDefinition() { return tool({ name: this.name, … }) }`) read for an
   * instance of a subclass that writes the name (`class LegendTool extends StatsTool { name = 'legend' }`):
   * the tool is that subclass, where its name and text are written, not the line that lists the instances.
   */
  private namingClass(c: Candidate, env: Env): ts.Node | undefined {
    const nameNode = NAME_NODES.get(c.tool);
    let n = nameNode && ts.isExpression(nameNode) ? skipOuter(nameNode) : undefined;
    // `h.getName()`: the method's owner names the tool as surely as a field does.
    if (n && ts.isCallExpression(n) && n.arguments.length === 0) n = skipOuter(n.expression);
    if (!n || !ts.isPropertyAccessExpression(n)) return undefined;
    const key = n.name.text;
    let v: unknown;
    let builder: ts.ClassLikeDeclaration | undefined;
    if (n.expression.kind === ts.SyntaxKind.ThisKeyword) {
      builder = ts.findAncestor(n, ts.isClassLike);
      const bound = builder ? env.get(builder) : undefined;
      v = bound && 'value' in bound ? bound.value : undefined;
    } else if (ts.isIdentifier(n.expression)) {
      // `handlers.map((h) => ({ name: h.getName(), … }))` over `[new WeatherHandler(), …]`.
      const receiver = n.expression;
      v = this.ev.withEnv(env, () => this.ev.evaluate(receiver));
    }
    if (!(v instanceof ConstructedValue) || v.cls === builder) return undefined;
    return namesItself(v.cls, key) || (key !== 'name' && namesItself(v.cls, 'name')) ? v.cls : undefined;
  }

  private atSite(c: Candidate, site: ts.Node, node: ts.Node): Candidate {
    const file = this.ev.fileOf(site);
    const range = rangeOf(site, file);
    const pointers = { ...c.tool.pointers };
    // Fields written inside the factory stay where they are written; the name comes from the call.
    if (c.tool.pointers['/name'] && c.tool.pointers['/name']!.file !== range.file) pointers['/name'] = range;
    const { bindingKey: _drop, ...rest } = c;
    return { ...rest, node, site, tool: { ...c.tool, range, pointers } };
  }

  // ——— factories ———

  /**
   * Definitions whose name reads a parameter of the function they are written in: the tools are the
   * calls of that function (to a fixpoint: a wrapper of a wrapper passes its own parameter on). A
   * factory nobody calls is reported once, unresolved, with the reason; a converter (every field
   * from a parameter, no call with literal values) is not a tool.
   */
  private factories(candidates: readonly Candidate[], result: FlowResult): void {
    this.factoryCalls(candidates, result);
    // A definition object that factories turn into tools (`toVercelAITool(def)`, `registerMcpTool(server,
    // def)`) is reported as those tools, once per channel, not a third time on its own; unless a
    // request sends the object itself.
    const sent = new Set<ts.Node>();
    for (const s of result.sinks) for (const m of s.members) if (m.node) sent.add(m.node);
    for (const c of candidates) if (c.node && this.fed.has(c.node) && !sent.has(c.node)) result.dropped.add(c.node);
  }

  private factoryCalls(candidates: readonly Candidate[], result: FlowResult): void {
    for (const c of candidates) {
      if (!c.node) continue;
      if (c.tool.nameResolved) {
        if (c.passThrough) result.dropped.add(c.node);
        continue;
      }
      const looped = this.unrollLoop(c);
      if (looped?.length) {
        result.dropped.add(c.node);
        result.extra.push(...looped);
        continue;
      }
      // A tool copied field by field from a value known only at run time (`remoteTools.map((t) =>
      // ({ name: t.name, description: t.description, … }))`, `for (const r of registrations)
      // server.registerTool(r.name, r.config, …)`) converts tools made elsewhere: not a definition.
      const passThrough = c.passThrough || this.copiesFields(c);
      if (this.readsRuntimeIteration(c)) {
        result.dropped.add(c.node);
        continue;
      }
      const fn = this.parameterFunction(c, undefined);
      if (!fn) {
        if (c.passThrough) result.dropped.add(c.node);
        continue;
      }
      const found: Candidate[] = [];
      const sites = this.resolveCalls(c, fn, [], found, 0);
      this.perCallbackElement(c, fn, found);
      // Called only with run-time values: an object built from them converts tools made elsewhere.
      // A factory call (`tool({ name })`) nobody calls with literals stays, unresolved, with its reason.
      // `entries.map(buildTool)`: handed to a call as a callback, over values known only at run time.
      const converter = (sites > 0 || this.callbackUses.has(fn)) && passThrough;
      if (found.length || c.passThrough || converter) result.dropped.add(c.node);
      const seen = new Set<string>();
      for (const f of found) {
        const k = `${f.tool.range.file}:${f.tool.range.line}:${f.tool.range.column}:${f.tool.name}`;
        if (seen.has(k)) continue;
        seen.add(k);
        result.extra.push(f);
      }
    }
  }

  /**
   * `TOOLS.forEach(register)` with `function register(tool) { server.registerTool(tool.name, …) }`:
   * the registration read once per element of the list, its first parameter bound to the element,
   * as `for (const t of TOOLS) register(t)` is read.
   */
  private perCallbackElement(c: Candidate, fn: ts.SignatureDeclaration, out: Candidate[]): void {
    const param = fn.parameters[0];
    if (!param) return;
    for (const call of this.callbackLoops.get(fn) ?? []) {
      const receiver = (call.expression as ts.PropertyAccessExpression).expression;
      const items = this.ev.withEnv(undefined, () => this.ev.evaluate(receiver));
      if (!Array.isArray(items) || !items.length || items.length > 500) continue;
      const made: Candidate[] = [];
      this.perElement(c, param, items, (env) => env, undefined, made);
      const guarded = isConditional(call);
      for (const m of made) out.push(guarded && !m.tool.conditional ? { ...m, tool: { ...m.tool, conditional: true } } : m);
    }
  }

  /** Whether the description or schema is read from a parameter too (not only the name): a converter's shape. */
  private copiesFields(c: Candidate): boolean {
    const nameNode = NAME_NODES.get(c.tool);
    const fields = FIELD_NODES.get(c.tool);
    if (!nameNode) return false;
    if (!fields) return true;
    return isPassThrough(nameNode, this.ctx(c.node!), fields.description, fields.schema);
  }

  /**
   * Whether the unresolved name reads a `for…of` variable or the parameter of a function passed as
   * an argument, and the description or schema reads it too (also inside a `description()` method):
   * a tool copied from a value that exists only at run time.
   */
  private readsRuntimeIteration(c: Candidate): boolean {
    const nameNode = NAME_NODES.get(c.tool);
    if (!nameNode) return false;
    const inName = this.iterationVariables(nameNode);
    if (!inName.size) return false;
    const fields = FIELD_NODES.get(c.tool);
    if (!fields) return true;
    // Copied, not written: `t.description`, `t.description ?? ''`, `truncate(t.description)`, or a
    // method returning that. Text written around it (`Query the ${source.label} database`) is a definition.
    return [fields.description, fields.schema].some((f) => !!f && this.copies(f, inName));
  }

  private copies(node: ts.Node, vars: Set<ts.Node>, depth = 0): boolean {
    let e: ts.Node = ts.isShorthandPropertyAssignment(node) ? node.name : node;
    if (ts.isMethodDeclaration(e) || ts.isArrowFunction(e) || ts.isFunctionExpression(e) || ts.isGetAccessorDeclaration(e)) {
      const body = e.body;
      if (!body) return false;
      if (!ts.isBlock(body)) return this.copies(body, vars, depth);
      return body.statements.some((st) => ts.isReturnStatement(st) && !!st.expression && this.copies(st.expression, vars, depth));
    }
    for (;;) {
      if (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isNonNullExpression(e) || ts.isAwaitExpression(e) || ts.isSatisfiesExpression(e)) e = e.expression;
      else if (ts.isBinaryExpression(e) && (e.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || e.operatorToken.kind === ts.SyntaxKind.BarBarToken)) e = e.left;
      else if (ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e)) e = e.expression;
      else if (ts.isCallExpression(e) && e.arguments.length >= 1) e = e.arguments[0]!;
      // `await description()`: a description that may be a function of the tool, called.
      else if (ts.isCallExpression(e) && e.arguments.length === 0) e = e.expression;
      // `typeof description === 'function' ? await description() : description`: copied either way.
      else if (ts.isConditionalExpression(e)) return this.copies(e.whenTrue, vars, depth) && this.copies(e.whenFalse, vars, depth);
      else break;
    }
    if (!ts.isIdentifier(e)) return false;
    const b = this.ev.scope.resolveIdentifier(e, this.ev.fileOf(e));
    // `const inputSchema = z.toJSONSchema(parameters)` in the callback: converted from the same value;
    // `const tool = create(cwd)` with `create` the loop's: a tool made from the element.
    if (b?.kind === 'value' && depth < 3 && [...vars].some((v) => isWithinNode(b.decl, v.parent))) {
      const init = skipOuter(b.init);
      if (ts.isCallExpression(init) && ts.isIdentifier(init.expression) && this.copies(init.expression, vars, depth + 1)) return true;
      return this.copies(b.init, vars, depth + 1);
    }
    return b?.kind === 'parameter' && vars.has(b.node);
  }

  private iterationVariables(root: ts.Node, depth = 0): Set<ts.Node> {
    const out = new Set<ts.Node>();
    const visit = (n: ts.Node): void => {
      if (ts.isIdentifier(n) && !(n.parent && ts.isPropertyAccessExpression(n.parent) && n.parent.name === n)) {
        const b = this.ev.scope.resolveIdentifier(n, this.ev.fileOf(n));
        if (b?.kind === 'parameter' && isIterationVariable(b.node)) out.add(b.node);
        // `const tool = create(cwd)` inside the loop: made from what the loop variable holds.
        else if (b?.kind === 'value' && depth < 2 && enclosingLoopVariable(b.decl)) for (const v of this.iterationVariables(b.init, depth + 1)) out.add(v);
        // `const { name, handler, ...config } = tool` inside the loop: a field of the element.
        else if (b?.kind === 'destructured' && depth < 2 && enclosingLoopVariable(b.init)) for (const v of this.iterationVariables(b.init, depth + 1)) out.add(v);
        return;
      }
      ts.forEachChild(n, visit);
    };
    visit(ts.isShorthandPropertyAssignment(root) ? root.name : root);
    return out;
  }

  /**
   * `for (const { name, config, handler } of TOOLS) server.registerTool(name, config, handler)` and
   * `SPECS.forEach((s) => server.tool(s.name, …))` over a list the scanner can read: one tool per
   * element, located where the element is written.
   */
  private unrollLoop(c: Candidate): Candidate[] | undefined {
    const nameNode = NAME_NODES.get(c.tool);
    if (!nameNode) return undefined;
    const v = this.ev.withEnv(undefined, () => this.ev.evaluate(nameNode));
    const decl = v instanceof Unknown ? v.reason?.kind === 'parameter' ? v.reason.decl : v.reason?.kind === 'runtime' ? loopDeclOf(nameNode, this.ev) ?? this.soleIterationVariable(nameNode) : undefined : undefined;
    if (!decl) return undefined;
    const loop = loopOf(decl);
    if (!loop) return undefined;
    let groups = this.loopItems(loop, undefined, 0);
    // `function registerToolConfigs(server, toolConfigs) { for (const config of toolConfigs) server.tool(…) }`:
    // the list is a parameter, its elements what each caller passes (`registerToolConfigs(server, getAll(tools))`).
    if (!groups.length) groups = this.callersItems(loop);
    if (!groups.length) return this.recordKeyed(c, nameNode, loop.decl);
    const out: Candidate[] = [];
    for (const g of groups) this.perElement(c, loop.decl, g.items, (env) => (g.env ? new Map([...g.env, ...env]) : env), undefined, out);
    return out;
  }

  /**
   * `rows.map((r) => ({ name: r.toolName, ...TOOL_DEFS[r.toolName] }))` over rows known only at run
   * time: the name is a key of a constant record the definition is looked up in, so the tools are
   * that record's entries, each where it is written, each maybe sent (the rows choose).
   */
  private recordKeyed(c: Candidate, nameNode: ts.Node, decl: ts.Node): Candidate[] | undefined {
    if (!c.node || !ts.isExpression(nameNode)) return undefined;
    const record = this.keyedRecord(c.node, nameNode);
    if (!record) return undefined;
    const entries: Array<{ key: string; at: ts.Node }> = [];
    for (const p of record.properties) {
      if (!ts.isPropertyAssignment(p) || ts.isComputedPropertyName(p.name)) return undefined;
      const k = propertyNameText(p.name);
      if (k === undefined || !ts.isObjectLiteralExpression(skipOuter(p.initializer))) return undefined;
      entries.push({ key: k, at: p });
    }
    if (entries.length < 2) return undefined;
    // What the loop variable must hold for the name to read that key: the key itself, or an object with it at the name's path.
    const path: string[] = [];
    let n = skipOuter(nameNode);
    while (ts.isPropertyAccessExpression(n)) {
      path.unshift(n.name.text);
      n = skipOuter(n.expression);
    }
    const bound = ts.isIdentifier(n) ? this.ev.scope.resolveIdentifier(n, this.ev.fileOf(n)) : undefined;
    if (bound?.kind !== 'parameter' || bound.node !== decl) return undefined;
    const out: Candidate[] = [];
    for (const e of entries) {
      const item = path.reduceRight<Value>((inner, k) => ({ [k]: inner }), e.key);
      const made: Candidate[] = [];
      this.perElement(c, decl, [item], (env) => env, e.at, made);
      for (const m of made) if (m.tool.nameResolved && m.tool.name === e.key) out.push({ ...m, tool: { ...m.tool, conditional: true } });
    }
    return out.length ? out : undefined;
  }

  /**
   * The constant record a definition is looked up in by its own name (`{ name: n, ...DEFS[n] }`,
   * `description: TOOL_DEFS[r.toolName].description`): an `X[name]` read in the function around it.
   */
  private keyedRecord(node: ts.Node, nameNode: ts.Node): ts.ObjectLiteralExpression | undefined {
    if (!ts.isExpression(nameNode)) return undefined;
    const text = (e: ts.Node) => e.getText().replace(/\s+/g, '');
    const key = text(skipOuter(nameNode));
    let scope: ts.Node = node;
    while (scope.parent && !isFunctionLike(scope) && !ts.isSourceFile(scope.parent)) scope = scope.parent;
    let record: ts.ObjectLiteralExpression | undefined;
    const visit = (n: ts.Node): void => {
      if (record) return;
      if (ts.isElementAccessExpression(n) && text(skipOuter(n.argumentExpression)) === key) record = this.ev.withEnv(undefined, () => literalBehind(n.expression, this.ctx(n)));
      else ts.forEachChild(n, visit);
    };
    visit(scope);
    return record;
  }

  /** The entry of that record the tool's name picks (`read_file: { description, input_schema }`), where its text is written. */
  private keyedEntry(obj: ts.Node, c: Candidate): ts.Node | undefined {
    const nameNode = NAME_NODES.get(c.tool);
    const record = nameNode && c.tool.nameResolved ? this.keyedRecord(obj, nameNode) : undefined;
    return record?.properties.find((p) => ts.isPropertyAssignment(p) && !ts.isComputedPropertyName(p.name) && propertyNameText(p.name) === c.tool.name && ts.isObjectLiteralExpression(skipOuter(p.initializer)));
  }

  /** The elements a loop over its function's parameter runs over, per call of that function the project makes. */
  private callersItems(loop: { decl: ts.Node; iterable: ts.Expression }): Array<{ items: Value[]; env: Env | undefined }> {
    const root = skipOuter(loop.iterable);
    if (!ts.isIdentifier(root)) return [];
    const b = this.ev.scope.resolveIdentifier(root, this.ev.fileOf(root));
    if (b?.kind !== 'parameter' || !ts.isParameter(b.node) || !isFunctionLike(b.node.parent)) return [];
    const out: Array<{ items: Value[]; env: Env | undefined }> = [];
    for (const site of this.callSites(b.node.parent).slice(0, 20)) {
      for (const g of this.loopItems(loop, this.envFor([site]), 1)) {
        // Only elements written with their own name (`{ name: 'jira_get_issue', … }`): an element a
        // helper builds from its argument (`defineTool(config)` returning `{ name: config.name, … }`)
        // is a tool where that helper is called, and a loop over such is a converter. (The same list
        // passed by two callers gives the same tools twice, at the same place: the scan keeps one.)
        const items = g.items.filter((v) => namedInPlace(v, this.ev));
        if (items.length) out.push({ items, env: g.env });
      }
    }
    return out;
  }

  /**
   * The elements a loop runs over, with the bindings they need: a constant list, or a list read
   * from an outer loop's element (`collections.forEach((col) => Object.values(col).forEach((t) =>
   * server.registerTool(t.title, …)))`), once per element of the outer loop.
   */
  private loopItems(loop: { decl: ts.Node; iterable: ts.Expression }, env: Env | undefined, depth: number): Array<{ items: Value[]; env: Env | undefined }> {
    const items = this.ev.withEnv(env, () => this.ev.evaluate(loop.iterable));
    if (Array.isArray(items)) return items.length && items.length <= 500 ? [{ items, env }] : [];
    if (depth >= 2) return [];
    const outer = [...this.iterationVariables(loop.iterable)].filter((d) => d !== loop.decl);
    const outerLoop = outer.length === 1 ? loopOf(outer[0]!) : undefined;
    if (!outerLoop) return [];
    const out: Array<{ items: Value[]; env: Env | undefined }> = [];
    for (const g of this.loopItems(outerLoop, env, depth + 1)) {
      for (const o of g.items) {
        const inner = new Map<ts.Node, Thunk>([...(g.env ?? []), [outerLoop.decl, { value: o }]]);
        out.push(...this.loopItems(loop, inner, 2));
      }
    }
    return out;
  }

  /** `web_data_${ds.id}`: the one loop variable a name built around it reads. */
  private soleIterationVariable(nameNode: ts.Node): ts.Node | undefined {
    const vars = this.iterationVariables(nameNode);
    return vars.size === 1 ? [...vars][0] : undefined;
  }

  /** The function whose parameter an unresolved name reads, under `env`. */
  private parameterFunction(c: Candidate, env: Env | undefined): ts.SignatureDeclaration | undefined {
    const nameNode = NAME_NODES.get(c.tool);
    if (!nameNode) return undefined;
    const v = this.ev.withEnv(env, () => this.ev.evaluate(nameNode));
    if (!(v instanceof Unknown) || v.reason?.kind !== 'parameter' || !v.reason.decl) return undefined;
    const fn = v.reason.decl.parent;
    return fn && isFunctionLike(fn) ? fn : undefined;
  }

  /** Resolves `c` at the calls of `fn` (and of the functions that pass their own parameters on); returns how many calls `fn` has. */
  private resolveCalls(c: Candidate, fn: ts.SignatureDeclaration, chain: ReadonlyArray<ts.CallExpression | ts.NewExpression>, out: Candidate[], depth: number): number {
    if (depth >= MAX_CHAIN) return 0;
    const sites = this.callSites(fn);
    for (const site of sites) {
      const next = [site, ...chain];
      const env = this.envFor(next);
      const bound = this.ev.withEnv(env, () => this.ev.scoped(() => matchNode(c.node!, this.ctx(c.node!)))) ?? [];
      for (const b of bound) {
        if (b.tool.nameResolved) {
          out.push(this.atSite(b, site, c.node!));
          this.feedArguments(site);
          continue;
        }
        // `TOOLS.forEach((t) => register(t))`: the outer function is the loop's callback, read per element
        // below. (What a `map` callback returns flows on as a value, and is read where it is sent.)
        const callback = this.parameterFunction(b, env);
        const outer = callback && isForEachCallback(callback) ? undefined : callback;
        const written = outer ? undefined : this.namedAtSite(b, env, site);
        if (outer && outer !== fn) this.resolveCalls(c, outer, next, out, depth + 1);
        else if (written) {
          // Named at this call by a value no code here decides (`TOOL_NAMES.SEARCH_CODE` of an
          // uninstalled package's Proxy): still the tool this call makes, with its own text, shown
          // by the name as the call writes it; the options object passed in is not another tool.
          const made = this.atSite(b, site, c.node!);
          out.push({ ...made, tool: { ...made.tool, name: shortText(written.text) } });
          this.feedArguments(site);
        } else this.unrollSiteLoop(c, site, next, out);
      }
    }
    return sites.length;
  }

  /**
   * Whether `b`'s name is written in the call `site` itself as a module-level constant path the
   * scanner cannot fold (`createToolRegistration({ name: TOOL_NAMES.SEARCH_CODE, … })`, names read
   * through a Proxy over a package): the call defines the tool though its name stays unresolved.
   * A loop variable, a parameter or a run-time list's element is not such a name.
   */
  private namedAtSite(b: Candidate, env: Env, site: ts.CallExpression | ts.NewExpression): Unknown | undefined {
    const nameNode = NAME_NODES.get(b.tool);
    if (!nameNode) return undefined;
    const v = this.ev.withEnv(env, () => this.ev.evaluate(nameNode));
    const at = v instanceof Unknown ? v.at : undefined;
    if (!at || at.pos < site.pos || at.end > site.end) return undefined;
    let e: ts.Node = skipOuter(at as ts.Expression);
    while (ts.isPropertyAccessExpression(e) || (ts.isElementAccessExpression(e) && ts.isStringLiteralLike(e.argumentExpression))) e = e.expression;
    if (!ts.isIdentifier(e) || e === at) return undefined;
    const binding = this.ev.scope.resolveIdentifier(e, this.ev.fileOf(e));
    if (binding?.kind === 'external') return v as Unknown;
    if (binding?.kind !== 'value') return undefined;
    const statement = binding.decl.parent?.parent;
    return statement && ts.isVariableStatement(statement) && ts.isSourceFile(statement.parent) ? (v as Unknown) : undefined;
  }

  /** `toVercelAITool(grepDefinition, ctx)`: the objects passed in are what the factory makes a tool of, not tools besides. */
  private feedArguments(site: ts.CallExpression | ts.NewExpression): void {
    for (const a of site.arguments ?? []) {
      if (ts.isSpreadElement(a)) continue;
      const lit = literalBehind(a, this.ctx(site));
      if (lit) this.fed.add(lit);
    }
  }

  /**
   * `for (const tool of tools) addTool(server, tool)`: a factory called with a loop variable over an
   * array the scanner can read makes one tool per element, reported at the element.
   */
  private unrollSiteLoop(c: Candidate, site: ts.CallExpression | ts.NewExpression, chain: ReadonlyArray<ts.CallExpression | ts.NewExpression>, out: Candidate[]): void {
    for (const a of site.arguments ?? []) {
      if (ts.isSpreadElement(a)) continue;
      const decl = loopDeclOf(skipOuter(a), this.ev);
      const loop = decl ? loopOf(decl) : undefined;
      if (!loop) continue;
      const items = this.ev.withEnv(undefined, () => this.ev.evaluate(loop.iterable));
      if (!Array.isArray(items) || !items.length || items.length > 500) continue;
      this.perElement(c, loop.decl, items, (env) => this.envFor(chain, env), site, out);
      return;
    }
  }

  /**
   * `c` read once per element of a loop (the loop variable bound to it), each tool reported at the
   * element it came from (else at `fallback`, else where `c` is written). The element is what the
   * registration makes a tool of (`server.tool(t.method, …)` over `{ method, name: 'Create
   * Customer', … }`): not a tool of its own besides.
   */
  private perElement(c: Candidate, decl: ts.Node, items: Value[], envOf: (env: Env) => Env, fallback: ts.Node | undefined, out: Candidate[]): void {
    // `if (writesEnabled) for (const tool of writeTools) register(server, tool)`: each tool of the loop is sent only then.
    const loop = ts.isVariableDeclarationList(decl) ? decl.parent : ts.isVariableDeclaration(decl) ? decl.parent?.parent : decl.parent?.parent;
    const guarded = (!!loop && isConditional(loop)) || (!!fallback && isConditional(fallback));
    for (const written of items) {
      // `TOOLS = RAW.map(withBudget)` with `if (!costs(tool)) return tool; return { ...tool, fn }`: an
      // element the scanner cannot tell which branch makes is each of them; one tool when they agree
      // on its name and place, each present only sometimes when they do not.
      if (written instanceof Alternatives && written.options.length > 1) {
        const made: Candidate[] = [];
        this.perElement(c, decl, [...written.options], envOf, fallback, made);
        const distinct = new Map<string, Candidate>();
        for (const m of made) {
          const key = `${m.tool.range.file}:${m.tool.range.line}:${m.tool.range.column}:${m.tool.name}`;
          if (!distinct.has(key)) distinct.set(key, m);
        }
        for (const m of distinct.values()) out.push(distinct.size > 1 && !m.tool.conditional ? { ...m, tool: { ...m.tool, conditional: true } } : m);
        continue;
      }
      const element = written;
      // `defineTool({ name: 'search_logs', … })` read as a house tool, registered here field by field:
      // the registration reads the object the helper returns.
      const item = element instanceof ToolRef && ts.isCallExpression(element.node) ? (this.returnedObject(element) ?? element) : element;
      const env = envOf(new Map<ts.Node, Thunk>([[decl, { value: item }]]));
      // `{ name: t.definition.name, description: t.definition.description, … }` over a registry: the
      // listing of a definition written elsewhere (and reported there), not another tool.
      if (c.node && ts.isObjectLiteralExpression(c.node)) {
        const copied = copiedElement(c.node, env, this.ev);
        const written = copied !== undefined ? originOf(copied)?.node : undefined;
        if (written && written !== c.node && this.candidatesAt(written)) continue;
      }
      const bound = this.ev.withEnv(env, () => this.ev.scoped(() => matchNode(c.node!, this.ctx(c.node!)))) ?? [];
      // (An object only: a registration call made per element is how the element is sent.)
      if (ts.isObjectLiteralExpression(c.node!) && this.listsDefinition(item, bound, c.node!)) continue;
      const origin = writtenAt(item);
      // An element a project helper returned (`defineTool({ name: 'list_profiles', … })` returning
      // `{ ...definition, handler }`) is that tool where the helper is called: every element would
      // otherwise sit at the helper's one return.
      const site = origin && builtFromParameters(origin, this.ev) ? originOf(item)?.site : undefined;
      const at = site ?? origin ?? fallback;
      for (const b of bound) {
        if (!b.tool.nameResolved) continue;
        // An instance whose class names the tool (`new WeatherHandler()` with `getName()` in the class): at the class.
        const named = item instanceof ConstructedValue ? this.namingClass(b, env) : undefined;
        const place = named ?? at;
        const made = place ? this.atSite(b, place, c.node!) : { ...b, node: c.node! };
        // An element added to the list only sometimes (`if (secrets) tools = [...tools, ...secretTools()]`).
        const sometimes = guarded || (element instanceof ToolRef ? !!element.conditional : isPlainObject(element) && isConditionalObject(element));
        out.push(sometimes && !made.tool.conditional ? { ...made, tool: { ...made.tool, conditional: true } } : made);
        if (origin) this.fed.add(origin);
      }
    }
  }

  /** The object a project helper's call returns (`defineTool(def) { return def }`), as a value; undefined when it returns no literal. */
  private returnedObject(ref: ToolRef): Value | undefined {
    const lit = this.ev.withEnv(ref.env, () => literalBehind(ref.node as ts.Expression, this.ctx(ref.node)));
    if (!lit) return undefined;
    const v = this.ev.withEnv(ref.env, () => this.ev.evaluate(lit));
    return isPlainObject(v) && typeof v.name === 'string' ? v : undefined;
  }

  /**
   * `for (const [name, def] of Object.entries(BUILTIN_TOOLS)) rows.push({ name, description:
   * def.description, … })`: an object made per element that says what the element's own definition
   * says (its name, its description) lists that tool, reported where it is written; it is no other tool.
   */
  private listsDefinition(item: Value, bound: readonly Candidate[], node: ts.Node): boolean {
    const values = Array.isArray(item) ? item : [item];
    for (const v of values) {
      const written = isPlainObject(v) ? originOf(v)?.node : undefined;
      const defs = written && written !== node ? this.candidatesAt(written) : undefined;
      if (!defs?.length) continue;
      const same = (a: ToolDefinition, b: ToolDefinition) => a.nameResolved && a.name === b.name && JSON.stringify(a.description) === JSON.stringify(b.description);
      if (bound.length && bound.every((b) => defs.some((d) => same(b.tool, d.tool)))) return true;
    }
    return false;
  }

  /**
   * Bindings for a chain of calls, the outermost caller first (`chain[0]`): each call's arguments are
   * read with the bindings of the calls around it (`corpusSearch('papers')` binds the `corpus` that
   * `searchTool(\`search_${corpus}\`, …)` passes on; `runAgent({ tools })` the `tools` of `runLLM({ tools })`).
   */
  private envFor(chain: ReadonlyArray<ts.CallExpression | ts.NewExpression>, base?: Env): Env {
    let env: Map<ts.Node, Thunk> = new Map(base);
    for (let i = 0; i < chain.length; i++) {
      const site = chain[i]!;
      const fn = this.calleeOf(site);
      if (!fn) continue;
      const outer = new Map(env);
      const next = new Map(env);
      fn.parameters.forEach((p, j) => {
        const a = site.arguments?.[j];
        if (a && !ts.isSpreadElement(a) && !p.dotDotDotToken) next.set(p, { expr: a, env: outer });
      });
      env = next;
    }
    return env;
  }

  /** See classesOfType. */
  private readonly typeClasses = new Map<string, ts.ClassDeclaration[]>();

  private calleeOf(site: ts.CallExpression | ts.NewExpression): ts.SignatureDeclaration | undefined {
    if (ts.isNewExpression(site)) {
      const c = site.expression;
      if (!ts.isIdentifier(c)) return undefined;
      const b = this.ev.scope.resolveIdentifier(c, this.ev.fileOf(c));
      return b?.kind === 'class' ? constructorOf(b.node) : undefined;
    }
    return this.ev.functionOf(site) ?? this.typedMethod(site);
  }

  /**
   * `model.generate(messages, tools)` where `model` is a parameter typed with a class of the project
   * (`model: Model`): that class's method. The value is only known at run time, but the type says which
   * code runs; a subclass could override it, so only a class's own method is taken.
   */
  private typedMethod(site: ts.CallExpression): ts.SignatureDeclaration | undefined {
    const callee = skipOuter(site.expression);
    if (!ts.isPropertyAccessExpression(callee)) return undefined;
    const declared = this.declaredType(skipOuter(callee.expression));
    if (!declared || !ts.isTypeReferenceNode(declared) || !ts.isIdentifier(declared.typeName)) return undefined;
    const typeName = declared.typeName;
    const t = this.ev.scope.resolveIdentifier(typeName, this.ev.fileOf(typeName));
    const classes = t?.kind === 'class' ? [t.node] : this.classesOfType(typeName.text);
    const methods = classes.flatMap((c) => c.members.filter((x): x is ts.MethodDeclaration => ts.isMethodDeclaration(x) && !isStatic(x) && !!x.body && propertyNameText(x.name) === callee.name.text));
    // An interface several classes implement (`Model` of OpenAI and of Anthropic) could be either: none is taken.
    return methods.length === 1 ? methods[0] : undefined;
  }

  /**
   * The type written for a receiver whose value is only known at run time: a parameter (`model: Model`),
   * or a field of the enclosing class (`private readonly ai: AiClient`, a constructor parameter property).
   */
  private declaredType(recv: ts.Expression): ts.TypeNode | undefined {
    if (ts.isIdentifier(recv)) {
      const b = this.ev.scope.resolveIdentifier(recv, this.ev.fileOf(recv));
      return b?.kind === 'parameter' && ts.isParameter(b.node) ? b.node.type : undefined;
    }
    if (ts.isPropertyAccessExpression(recv) && recv.expression.kind === ts.SyntaxKind.ThisKeyword) {
      const cls = ts.findAncestor(recv, ts.isClassLike);
      if (!cls) return undefined;
      const name = recv.name.text;
      for (const m of cls.members) {
        if (ts.isPropertyDeclaration(m) && propertyNameText(m.name) === name) return m.type;
        if (ts.isConstructorDeclaration(m)) {
          const p = m.parameters.find((x) => ts.isIdentifier(x.name) && x.name.text === name && ts.getModifiers(x)?.length);
          if (p) return p.type;
        }
      }
    }
    return undefined;
  }

  /**
   * The classes an interface or type of the project stands for: those that say `implements Model`,
   * and a class of the same name (`interface Model` in types.ts, `class Model` in model.ts).
   */
  private classesOfType(name: string): ts.ClassDeclaration[] {
    const hit = this.typeClasses.get(name);
    if (hit) return hit;
    const out: ts.ClassDeclaration[] = [];
    const mention = new RegExp(`\\bclass\\s+${name.replace(/[$]/g, '\\$')}\\b|\\bimplements\\b[^{]*\\b${name.replace(/[$]/g, '\\$')}\\b`);
    for (const f of this.index.files()) {
      if (!mention.test(f.text)) continue;
      const visit = (n: ts.Node): void => {
        if (ts.isClassDeclaration(n) && (n.name?.text === name || n.heritageClauses?.some((h) => h.token === ts.SyntaxKind.ImplementsKeyword && h.types.some((x) => ts.isIdentifier(x.expression) && x.expression.text === name)))) out.push(n);
        ts.forEachChild(n, visit);
      };
      visit(f.sf);
    }
    this.typeClasses.set(name, out);
    return out;
  }

  private refersTo(id: ts.Identifier, fn: ts.SignatureDeclaration): boolean {
    const v = this.ev.withEnv(undefined, () => this.ev.evaluate(id));
    return v instanceof FunctionValue && v.node === fn;
  }

  /**
   * The name a function made by another one is called by: `return (def) => server.tool(def.name, …)`
   * inside `createRegisterTool(server)`, kept as `const tool = createRegisterTool(server)` and called
   * `tool(getFlag)`. The one variable (in the project's parsed files) that holds such a result.
   */
  private madeFunctionName(fn: ts.SignatureDeclaration): string | undefined {
    if (!ts.isArrowFunction(fn) && !ts.isFunctionExpression(fn)) return undefined;
    const ret = fn.parent;
    const maker = ret && ts.isReturnStatement(ret) ? ts.findAncestor(ret, isFunctionLike) : ret && ts.isArrowFunction(ret) && ret.body === fn ? ret : undefined;
    const makerName = maker ? calleeNameOf(maker as ts.SignatureDeclaration) : undefined;
    if (!makerName) return undefined;
    const held = new RegExp(`\\b(?:const|let|var)\\s+([\\w$]+)\\s*=\\s*(?:await\\s+)?${makerName.replace(/[$]/g, '\\$')}\\s*\\(`, 'g');
    const names = new Set<string>();
    for (const f of this.index.files()) for (const m of f.text.matchAll(held)) names.add(m[1]!);
    return names.size === 1 ? [...names][0] : undefined;
  }

  /** Every call of `fn` in the project (parsing the files that mention its name); also notes where it is passed as a callback. */
  callSites(fn: ts.SignatureDeclaration): Array<ts.CallExpression | ts.NewExpression> {
    const cached = this.sitesCache.get(fn);
    if (cached) return cached;
    const out: Array<ts.CallExpression | ts.NewExpression> = [];
    this.sitesCache.set(fn, out as ts.CallExpression[]);
    const name = calleeNameOf(fn) ?? this.madeFunctionName(fn);
    if (!name) return out;
    const isCtor = ts.isConstructorDeclaration(fn);
    const pattern = new RegExp(`\\b${name.replace(/[$]/g, '\\$')}\\b`);
    // A default export is called by whatever name each importer gives it: found by the module's path.
    const imported = isDefaultExport(fn) ? importPathPattern(fn.getSourceFile().fileName) : undefined;
    const mentions = (text: string): boolean => pattern.test(text) || (!!imported && imported.test(text));
    const files: ParsedFile[] = [];
    for (const f of this.index.files()) if (mentions(f.text)) files.push(f);
    for (const [abs, text] of this.otherFiles) {
      if (!mentions(text)) continue;
      const f = this.index.get(abs, text);
      if (f && !files.includes(f)) files.push(f);
    }
    for (const file of files) {
      // `import { register as registerListTabs }`, `import registerListTabs from './listTabs.js'`:
      // the local names a call may use (each call is still checked to reach `fn`).
      const called = new Set([name, ...importedAs(file.sf, name, !!imported)]);
      const stack: ts.Node[] = [file.sf];
      while (stack.length && out.length < MAX_SITES) {
        const n = stack.pop()!;
        if ((ts.isCallExpression(n) && !isCtor) || (ts.isNewExpression(n) && isCtor)) {
          const callee = skipOuter(n.expression);
          const text = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
          if (called.has(text) && this.calleeOf(n) === fn) out.push(n);
          else if (!isCtor && n.arguments?.some((a) => ts.isIdentifier(a) && a.text === name && this.refersTo(a, fn))) {
            this.callbackUses.add(fn);
            // `TOOLS.forEach(register)`: the function runs once per element of the list.
            const first = ts.isCallExpression(n) ? n.arguments[0] : undefined;
            if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && n.expression.name.text === 'forEach' && first && ts.isIdentifier(first) && first.text === name) {
              const list = this.callbackLoops.get(fn) ?? [];
              if (!list.includes(n)) list.push(n);
              this.callbackLoops.set(fn, list);
            }
          }
        }
        ts.forEachChild(n, (ch) => {
          stack.push(ch);
        });
      }
    }
    out.sort((a, b) => (a.getSourceFile().fileName < b.getSourceFile().fileName ? -1 : a.getSourceFile().fileName > b.getSourceFile().fileName ? 1 : a.pos - b.pos));
    return out;
  }
}

/** `export default function register(…)`, or a function the module exports by `export default register`. */
function isDefaultExport(fn: ts.SignatureDeclaration): boolean {
  if (ts.isFunctionDeclaration(fn)) return !!fn.modifiers?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword) || (!!fn.name && exportsAsDefault(fn.getSourceFile(), fn.name.text));
  const p = fn.parent;
  if (ts.isExportAssignment(p)) return !p.isExportEquals;
  return !!p && ts.isVariableDeclaration(p) && ts.isIdentifier(p.name) && exportsAsDefault(fn.getSourceFile(), p.name.text);
}

function exportsAsDefault(sf: ts.SourceFile, local: string): boolean {
  return sf.statements.some((st) => ts.isExportAssignment(st) && !st.isExportEquals && ts.isIdentifier(st.expression) && st.expression.text === local);
}

/** A module specifier naming `file` (`'./tools/listTabs.js'`, `'../listTabs'`, `'./listTabs/index'`, `'./listTabs'` for its index). */
function importPathPattern(file: string): RegExp {
  const base = path.basename(file).replace(/\.[cm]?[jt]sx?$/, '');
  const stem = base === 'index' ? path.basename(path.dirname(file)) : base;
  const esc = stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`[/'"]${esc}(?:/index)?(?:\\.[cm]?[jt]sx?)?['"]`);
}

/** Local names a file's imports give `name`: `{ name as alias }`, and its default import when `name` is a default export. */
function importedAs(sf: ts.SourceFile, name: string, isDefault: boolean): string[] {
  const out: string[] = [];
  for (const st of sf.statements) {
    if (!ts.isImportDeclaration(st) || !st.importClause) continue;
    const clause = st.importClause;
    if (isDefault && clause.name) out.push(clause.name.text);
    const nb = clause.namedBindings;
    if (!nb || !ts.isNamedImports(nb)) continue;
    for (const sp of nb.elements) {
      const imported = (sp.propertyName ?? sp.name).text;
      if (imported === name || (isDefault && imported === 'default')) out.push(sp.name.text);
    }
  }
  return out;
}

/** Array methods whose callback makes one value per element. */
const ARRAY_CALLBACKS = new Set(['map', 'flatMap', 'forEach', 'filter', 'reduce']);

/** The name a function is called by: its declaration's, its variable's, or its class's for a constructor. */
function calleeNameOf(fn: ts.SignatureDeclaration): string | undefined {
  if (ts.isConstructorDeclaration(fn)) return ts.isClassLike(fn.parent) ? fn.parent.name?.text : undefined;
  if (ts.isFunctionDeclaration(fn)) return fn.name?.text;
  // A class's own method, called as `this.registerSingleTool(tool)` (kept only where the call resolves to it).
  if (ts.isMethodDeclaration(fn) && (ts.isIdentifier(fn.name) || ts.isPrivateIdentifier(fn.name))) return fn.name.text;
  const p = fn.parent;
  if ((ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && p && ts.isVariableDeclaration(p) && ts.isIdentifier(p.name)) return p.name.text;
  // A class field holding an arrow function (`private registerTool = async (tool) => {…}`), called as `this.registerTool(tool)`.
  if ((ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && p && ts.isPropertyDeclaration(p) && p.initializer === fn && (ts.isIdentifier(p.name) || ts.isPrivateIdentifier(p.name))) return p.name.text;
  return undefined;
}

/** AI SDK and Mastra tools are named by the key they are sent under; so is a tool the scanner could only name by its variable. */
function namedByKey(c: Candidate): boolean {
  return c.tool.framework === 'vercel-ai' || c.tool.framework === 'mastra' || !!c.bindingKey || !c.tool.nameResolved;
}

function sameTool(a: ToolDefinition, b: ToolDefinition): boolean {
  return a.name === b.name && a.nameResolved === b.nameResolved && JSON.stringify(a.description) === JSON.stringify(b.description) && JSON.stringify(a.inputSchema) === JSON.stringify(b.inputSchema);
}

/** An object that is one tool rather than a map of tools: it has a name or a schema of its own. */
function looksLikeToolObject(v: { [k: string]: Value }): boolean {
  return ['name', 'type', 'function', 'description', 'input_schema', 'inputSchema', 'parameters', 'schema'].some((k) => k in v && (typeof v[k] === 'string' || isPlainObject(v[k]) || v[k] instanceof Unknown));
}

/** The key node of property `key` written in an object literal (`'search:web': tool(…)` → the string). */
function keyNode(lit: ts.Node, key: string): ts.Node | undefined {
  if (!ts.isObjectLiteralExpression(lit)) return undefined;
  for (const p of lit.properties) {
    if ((ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p) || ts.isMethodDeclaration(p)) && p.name && !ts.isComputedPropertyName(p.name) && propertyNameText(p.name) === key) return p.name;
  }
  return undefined;
}

/** The loop a loop variable belongs to, and what it iterates: `for (const x of list)`, `list.forEach((x) => …)`. */
function loopOf(decl: ts.Node): { decl: ts.Node; iterable: ts.Expression } | undefined {
  if (ts.isVariableDeclarationList(decl) && decl.parent && ts.isForOfStatement(decl.parent)) return { decl, iterable: decl.parent.expression };
  if (ts.isParameter(decl)) {
    const fn = decl.parent;
    const call = fn?.parent;
    if (fn && (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && fn.parameters[0] === decl && call && ts.isCallExpression(call) && ts.isPropertyAccessExpression(call.expression) && /^(forEach|map|flatMap)$/.test(call.expression.name.text)) {
      return { decl, iterable: call.expression.expression };
    }
  }
  return undefined;
}

/** `list.forEach((t) => …)`: a callback run once per element for what it does, returning nothing that is used. */
function isForEachCallback(fn: ts.SignatureDeclaration): boolean {
  const call = fn.parent;
  return (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && !!call && ts.isCallExpression(call) && call.arguments[0] === fn && ts.isPropertyAccessExpression(call.expression) && call.expression.name.text === 'forEach';
}

/** For a name read from a `for…of` variable (scope reports those as parameters of no function). */
function loopDeclOf(nameNode: ts.Node, ev: Evaluator): ts.Node | undefined {
  let id: ts.Node = nameNode;
  while (ts.isPropertyAccessExpression(id) || ts.isElementAccessExpression(id) || ts.isParenthesizedExpression(id) || ts.isNonNullExpression(id)) id = id.expression;
  if (!ts.isIdentifier(id)) return undefined;
  const b = ev.scope.resolveIdentifier(id, ev.fileOf(id));
  return b?.kind === 'parameter' ? b.node : undefined;
}


/** A `for…of` variable, or the parameter of a function passed to a call (`list.map((t) => …)`). */
function isIterationVariable(decl: ts.Node): boolean {
  if (ts.isVariableDeclarationList(decl)) return true;
  const fn = decl.parent;
  return !!fn && (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && !!fn.parent && (ts.isCallExpression(fn.parent) || ts.isNewExpression(fn.parent)) && ((fn.parent.arguments ?? []) as readonly ts.Expression[]).includes(fn);
}

/**
 * The options under which a member sent twice is present: a condition both name with the same
 * option stays; one they name with different options is decided either way (present in both),
 * as is one only one of them names.
 */
function mergeChoices(a: ReadonlyArray<readonly [number, number]>, b: ReadonlyArray<readonly [number, number]>): Array<readonly [number, number]> {
  return a.filter(([id, option]) => b.some(([j, o]) => j === id && o === option));
}

/** Whether two members come from different options of one condition (never a repetition in one request). */
function otherOption(a: ReadonlyArray<readonly [number, number]>, b: ReadonlyArray<readonly [number, number]>): boolean {
  return a.some(([id, option]) => b.some(([j, o]) => j === id && o !== option));
}

/** Whether a declaration sits inside a `for…of` body or a callback, where a loop variable may feed it. */
function enclosingLoopVariable(decl: ts.Node): boolean {
  for (let n: ts.Node | undefined = decl.parent; n && !ts.isSourceFile(n); n = n.parent) {
    if (ts.isForOfStatement(n)) return true;
    if ((ts.isArrowFunction(n) || ts.isFunctionExpression(n)) && n.parent && ts.isCallExpression(n.parent)) return true;
    if (ts.isFunctionDeclaration(n) || ts.isMethodDeclaration(n) || ts.isConstructorDeclaration(n)) return false;
  }
  return false;
}

/**
 * The value a tool-shaped literal copies its fields from: `{ description: tool.description,
 * inputSchema: tool.getInputSchema?.(ctx) ?? tool.inputSchema }` with `tool` bound to one element of
 * a loop. Both the description and the schema must read the same bound variable.
 */
/** Keys a request adds to a tool it sends without changing what the tool is. */
const REQUEST_OPTIONS = new Set(['cache_control', 'cacheControl', 'providerOptions', 'strict', 'defer_loading', 'type']);

function copiedElement(obj: ts.ObjectLiteralExpression, env: Env | undefined, ev: Evaluator): Value | undefined {
  if (!env?.size) return undefined;
  // The object a field is read from (`tool` in `tool.description`, `t.definition` in `t.definition.description`), and the loop variable it starts at.
  const source = (key: string): { decl: ts.Node; holder: ts.Expression } | undefined => {
    const p = obj.properties.find((x) => x.name && propertyNameText(x.name) === key);
    if (!p || !ts.isPropertyAssignment(p)) return undefined;
    let e: ts.Expression = p.initializer;
    for (;;) {
      if (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isNonNullExpression(e)) e = e.expression;
      else if (ts.isBinaryExpression(e) && (e.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || e.operatorToken.kind === ts.SyntaxKind.BarBarToken)) e = e.right;
      else break;
    }
    if (!ts.isPropertyAccessExpression(e)) return undefined;
    let root: ts.Expression = e.expression;
    for (let depth = 0; ts.isPropertyAccessExpression(root) && depth < 3; depth++) root = root.expression;
    if (!ts.isIdentifier(root)) return undefined;
    const id = root.text;
    for (const decl of env.keys()) if (declaresName(decl, id)) return { decl, holder: e.expression };
    return undefined;
  };
  const from = source('description');
  const schemaFrom = source('inputSchema') ?? source('input_schema') ?? source('parameters') ?? source('schema');
  if (!from || !schemaFrom || from.decl !== schemaFrom.decl || from.holder.getText() !== schemaFrom.holder.getText()) return undefined;
  if (ts.isIdentifier(from.holder)) {
    const thunk = env.get(from.decl);
    return thunk && 'value' in thunk ? thunk.value : undefined;
  }
  // `{ name: t.definition.name, description: t.definition.description, … }`: the definition the element holds.
  const held = ev.withEnv(env, () => ev.evaluate(from.holder));
  return isPlainObject(held) ? held : undefined;
}

function declaresName(decl: ts.Node, name: string): boolean {
  if (ts.isParameter(decl) || ts.isVariableDeclaration(decl)) return ts.isIdentifier(decl.name) && decl.name.text === name;
  if (ts.isVariableDeclarationList(decl)) return decl.declarations.some((d) => ts.isIdentifier(d.name) && d.name.text === name);
  return false;
}

/**
 * Whether a class writes a member's value itself: a field's initializer, a getter or method returning
 * text (or another member that does), a constructor assigning text. `this.name = name` from the
 * constructor's options is its callers' to write.
 */
function namesItself(cls: ts.ClassLikeDeclaration, key: string, depth = 0): boolean {
  for (const m of cls.members) {
    if (propertyNameText(m.name) !== key || isStatic(m)) continue;
    if (ts.isPropertyDeclaration(m) && m.initializer) return true;
    if ((ts.isGetAccessorDeclaration(m) || ts.isMethodDeclaration(m)) && m.body) {
      const ret = m.body.statements.find(ts.isReturnStatement)?.expression;
      const r = ret && skipOuter(ret);
      if (!r) return false;
      if (ts.isStringLiteralLike(r) || ts.isTemplateExpression(r)) return true;
      if (ts.isPropertyAccessExpression(r) && r.expression.kind === ts.SyntaxKind.ThisKeyword && depth < 3) return namesItself(cls, r.name.text, depth + 1);
      return false;
    }
  }
  const assigned = constructorAssignment(cls, key);
  return !!assigned && ts.isStringLiteralLike(skipOuter(assigned));
}

/** A list element written as an object literal whose `name` is written as text in it. */
function namedInPlace(v: Value, ev: Evaluator): boolean {
  const node = isPlainObject(v) ? originOf(v)?.node : undefined;
  if (!node || !ts.isObjectLiteralExpression(node)) return false;
  const p = node.properties.find((x) => x.name && propertyNameText(x.name) === 'name');
  if (!p || !ts.isPropertyAssignment(p)) return false;
  const init = skipOuter(p.initializer);
  if (ts.isStringLiteralLike(init)) return true;
  // A constant (`PgToolName.Read`, `TOOL_NAMES.search`, `SEARCH_TOOL`): as written out as a literal.
  // Not a value read from a parameter, which folds only where the helper is called.
  return (ts.isIdentifier(init) || ts.isPropertyAccessExpression(init)) && typeof ev.withEnv(undefined, () => ev.evaluate(init)) === 'string';
}
