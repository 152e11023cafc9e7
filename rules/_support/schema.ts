/**
 * Helpers shared by the schema and name rules (valid-input-schema, valid-schema-dialect,
 * valid-tool-name): walking a JSON Schema by its keywords, recognizing what the scanner could not
 * fold, telling which providers a tool can reach, and reading the source of a definition where the
 * model does not carry what a rule needs.
 */
import { nodeAtRange } from '../../src/extract/ranges.js';
import path from 'node:path';
import { ts } from 'ts-morph';
import type { Provider } from '../../src/config/providers.js';
import { modelInfo } from '../../src/tokens/models.js';
import type { RuleContext } from '../../src/engine/rule.js';
import type { Framework, SourceRange, ToolDefinition } from '../../src/model/tool.js';
import { isLogicalLocation } from '../../src/model/server.js';

export type SchemaObject = Record<string, unknown>;

export const UNKNOWN_KEY = 'x-tool-lint-unknown';

export function isObject(v: unknown): v is SchemaObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** `{ "x-tool-lint-unknown": … }`: a value the scanner could not fold. Never judged. */
export function isUnknown(v: unknown): boolean {
  return isObject(v) && UNKNOWN_KEY in v;
}

/**
 * A key the scanner wrote where it could not see (`x-tool-lint-unknown-spread:baseParams` for
 * `...baseParams`): not a parameter name and not a schema keyword. An object holding one may have
 * any other key too.
 */
export function isPlaceholderKey(key: string): boolean {
  return key.startsWith(UNKNOWN_KEY);
}

/** The keys of an object that were really written (placeholders left out). */
export function writtenKeys(o: SchemaObject): string[] {
  return Object.keys(o).filter((k) => !isPlaceholderKey(k));
}

/** Whether an object holds a placeholder: keys the scanner could not see may be missing from it. */
export function hasPlaceholder(o: SchemaObject): boolean {
  return Object.keys(o).some(isPlaceholderKey);
}

export function containsUnknown(v: unknown, depth = 0): boolean {
  if (depth > 64) return true;
  if (isUnknown(v)) return true;
  if (Array.isArray(v)) return v.some((x) => containsUnknown(x, depth + 1));
  if (isObject(v)) return Object.values(v).some((x) => containsUnknown(x, depth + 1));
  return false;
}

/** RFC 6901 escaping of one segment. */
export function escapeSegment(s: string | number): string {
  return String(s).replace(/~/g, '~0').replace(/\//g, '~1');
}

export function pointerJoin(base: string, segments: ReadonlyArray<string | number>): string {
  return segments.length ? `${base}/${segments.map(escapeSegment).join('/')}` : base;
}

/** The value at `segments` under `root`, or undefined. */
export function valueAt(root: unknown, segments: ReadonlyArray<string | number>): unknown {
  let cur: unknown = root;
  for (const s of segments) {
    if (Array.isArray(cur)) cur = cur[Number(s)];
    else if (isObject(cur)) cur = cur[String(s)];
    else return undefined;
  }
  return cur;
}

/** True when a marker sits on the way to `segments` (or at it). */
export function unknownOnPath(root: unknown, segments: ReadonlyArray<string | number>): boolean {
  let cur: unknown = root;
  if (isUnknown(cur)) return true;
  for (const s of segments) {
    if (Array.isArray(cur)) cur = cur[Number(s)];
    else if (isObject(cur)) cur = cur[String(s)];
    else return false;
    if (isUnknown(cur)) return true;
  }
  return false;
}

export interface RootSchema {
  schema: unknown;
  /** JSON Pointer of the schema inside the tool: `/inputSchema`, or `/inputSchema/json` for Bedrock's wrapper. */
  base: string;
  source: 'json-schema' | 'zod';
  partial: boolean;
}

/**
 * The tool's input schema when there is one to judge: written as JSON Schema or converted from zod.
 * Bedrock Converse writes `inputSchema: { json: {…} }`; the scanner reads that wrapper as the
 * schema itself, so it is unwrapped here.
 */
export function rootSchema(tool: ToolDefinition): RootSchema | undefined {
  const s = tool.inputSchema;
  if ((s.source !== 'json-schema' && s.source !== 'zod') || s.schema === undefined) return undefined;
  // A Standard Schema object (`'~standard'`) is not JSON Schema: the SDK that receives it converts it.
  if (isObject(s.schema) && '~standard' in s.schema) return undefined;
  let schema: unknown = s.schema;
  let base = '/inputSchema';
  if (isObject(schema)) {
    const keys = Object.keys(schema);
    if (keys.length === 1 && keys[0] === 'json' && isObject(schema.json) && ('type' in schema.json || 'properties' in schema.json)) {
      schema = schema.json;
      base = '/inputSchema/json';
    }
  }
  return { schema, base, source: s.source, partial: s.partial };
}

/** Keywords whose value is a map of names to subschemas. */
const MAP_KEYWORDS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];
/** Keywords whose value is one subschema. */
const ONE_KEYWORDS = [
  'additionalProperties',
  'additionalItems',
  'unevaluatedItems',
  'unevaluatedProperties',
  'contains',
  'not',
  'if',
  'then',
  'else',
  'propertyNames',
  'contentSchema',
];
/** Keywords whose value is a list of subschemas. */
const LIST_KEYWORDS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];

export type Path = ReadonlyArray<string | number>;

/**
 * Visits every subschema that is an object, by keyword (never into `properties` names, `enum`,
 * `const`, `default` or `examples`), depth first, root first. Markers and booleans are not visited.
 */
export function walkSchema(root: unknown, visit: (node: SchemaObject, path: Path) => void): void {
  const go = (node: unknown, p: Array<string | number>, depth: number) => {
    if (!isObject(node) || isUnknown(node) || depth > 64) return;
    visit(node, p);
    for (const k of MAP_KEYWORDS) {
      const m = node[k];
      if (!isObject(m) || isUnknown(m)) continue;
      for (const name of writtenKeys(m)) go(m[name], [...p, k, name], depth + 1);
    }
    for (const k of ONE_KEYWORDS) go(node[k], [...p, k], depth + 1);
    for (const k of LIST_KEYWORDS) {
      const l = node[k];
      if (Array.isArray(l)) l.forEach((sub, i) => go(sub, [...p, k, i], depth + 1));
    }
    const items = node.items;
    if (Array.isArray(items)) items.forEach((sub, i) => go(sub, [...p, 'items', i], depth + 1));
    else go(items, [...p, 'items'], depth + 1);
    const deps = node.dependencies;
    if (isObject(deps) && !isUnknown(deps)) for (const name of writtenKeys(deps)) go(deps[name], [...p, 'dependencies', name], depth + 1);
  };
  go(root, [], 0);
}

/**
 * Like walkSchema, but descends only through the keywords given: what hangs under any other keyword
 * is not visited (a dialect that rejects `if` has nothing to say about the schema inside it).
 */
export function walkVia(
  root: unknown,
  via: { map?: readonly string[]; one?: readonly string[]; list?: readonly string[] },
  visit: (node: SchemaObject, path: Path) => void,
): void {
  const go = (node: unknown, p: Array<string | number>, depth: number) => {
    if (!isObject(node) || isUnknown(node) || depth > 64) return;
    visit(node, p);
    for (const k of via.map ?? []) {
      const m = node[k];
      if (!isObject(m) || isUnknown(m)) continue;
      for (const name of writtenKeys(m)) go(m[name], [...p, k, name], depth + 1);
    }
    for (const k of via.one ?? []) go(node[k], [...p, k], depth + 1);
    for (const k of via.list ?? []) {
      const l = node[k];
      if (Array.isArray(l)) l.forEach((sub, i) => go(sub, [...p, k, i], depth + 1));
    }
  };
  go(root, [], 0);
}

/**
 * Where a schema declares an array with nothing about its elements (`{ type: 'array' }`, no `items`
 * or `prefixItems`), through properties, definitions, items and combinators. Subschemas the scanner
 * could not read whole (a spread, a runtime value) are left out.
 */
export function arraysWithoutItems(schema: unknown): Path[] {
  const out: Path[] = [];
  walkVia(schema, { map: ['properties', '$defs', 'definitions'], one: ['items', 'additionalProperties'], list: ['anyOf', 'oneOf', 'allOf', 'prefixItems'] }, (node, p) => {
    const t = node.type;
    const isArray = t === 'array' || t === 'ARRAY' || (Array.isArray(t) && t.includes('array'));
    if (!isArray || 'items' in node || 'prefixItems' in node || hasPlaceholder(node) || isUnknown(node)) return;
    out.push(p);
  });
  return out;
}

/** Whether a subschema describes objects: `type: 'object'` (or a type list with it), or properties without a type. */
export function isObjectSchema(node: SchemaObject): boolean {
  const t = node.type;
  if (typeof t === 'string') return t.toLowerCase() === 'object';
  if (Array.isArray(t)) return t.some((x) => typeof x === 'string' && x.toLowerCase() === 'object');
  return t === undefined && isObject(node.properties) && !isUnknown(node.properties);
}

// ---------------------------------------------------------------------------------------------
// Providers

export const PROVIDER_LABELS: Record<Provider, string> = {
  anthropic: 'Anthropic',
  openai: 'OpenAI',
  gemini: 'Gemini',
  mcp: 'MCP',
  bedrock: 'Bedrock',
};

/**
 * Frameworks whose definitions are written in one provider's wire format reach only that provider
 * (an Anthropic `input_schema` tool never goes to Gemini). Frameworks that adapt to any model (MCP,
 * Vercel AI, LangChain, Mastra, the project's own) may reach every configured provider.
 */
const NATIVE: Partial<Record<Framework, readonly Provider[]>> = {
  anthropic: ['anthropic', 'bedrock'],
  openai: ['openai'],
  'openai-agents': ['openai'],
  gemini: ['gemini'],
};

export function providersFor(tool: ToolDefinition, configured: readonly Provider[], targeted?: readonly Provider[]): Provider[] {
  const native = NATIVE[tool.framework];
  return configured.filter((p) => (!native || native.includes(p)) && (!targeted || targeted.includes(p)));
}

/** The providers whose APIs a model id is served by (Claude also through Bedrock). */
const MODEL_PROVIDERS: Record<string, readonly Provider[]> = { anthropic: ['anthropic', 'bedrock'], openai: ['openai'], gemini: ['gemini'] };

const targetedCache = new WeakMap<object, (tool: ToolDefinition) => Provider[] | undefined>();

/**
 * The providers a tool is sent to, when every request it is seen in names its model
 * (`new ChatOpenAI({ model: 'gpt-4.1' })`, `model: anthropic('claude-sonnet-4-5')`): a tool only
 * ever sent to gpt-4.1 is not judged by Anthropic's rules. Undefined (judge for every configured
 * provider) when some request's model is not written, not known, or the tool reaches a client that
 * picks the model itself (an MCP server, a list nothing is seen sending).
 */
export function targetedProviders(ctx: RuleContext<any>): (tool: ToolDefinition) => Provider[] | undefined {
  const key = ctx.toolsets ?? ctx;
  const cached = targetedCache.get(key);
  if (cached) return cached;
  const providers = new Map<ToolDefinition, Set<Provider>>();
  const open = new Set<ToolDefinition>();
  for (const set of ctx.toolsets ?? []) {
    const targets = set.kind === 'request' && set.models?.length ? set.models.map((m) => MODEL_PROVIDERS[modelInfo(m)?.provider ?? '']) : [undefined];
    for (const m of set.members) {
      if (targets.some((t) => !t)) {
        open.add(m.tool);
        continue;
      }
      const into = providers.get(m.tool) ?? new Set<Provider>();
      for (const t of targets) for (const p of t!) into.add(p);
      providers.set(m.tool, into);
    }
  }
  const fn = (tool: ToolDefinition) => (open.has(tool) || !providers.has(tool) ? undefined : [...providers.get(tool)!]);
  targetedCache.set(key, fn);
  return fn;
}

export function listLabels(providers: readonly Provider[]): string {
  const names = providers.map((p) => PROVIDER_LABELS[p]);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

// ---------------------------------------------------------------------------------------------
// Source

export function parsedFileOf(ctx: RuleContext<any>, file: string) {
  return ctx.index.get(path.join(ctx.index.cwd, file));
}

/**
 * Tools seen reaching a provider call as they are written (members of a `request` toolset). A list
 * the project sends some other way may be rewritten first (Roo Code makes every property required
 * before each request): provider-shape errors need this evidence. Without toolsets (a tool list
 * linted on its own), every tool counts.
 */
export function requestedTools(ctx: RuleContext<any>): (tool: ToolDefinition) => boolean {
  if (!ctx.toolsets) return () => true;
  const requested = new Set<ToolDefinition>();
  for (const set of ctx.toolsets) if (set.kind === 'request') for (const m of set.members) requested.add(m.tool);
  return (tool) => requested.has(tool);
}

/**
 * Whether a definition is evidently sent to a model, so that a mistake in it is certain to matter:
 * made by a tool API (a factory call, a registration, a tool class), read from a JSON tool list,
 * written in a provider's own shape (`input_schema`, `type: 'function'`), or sent by a request, an
 * MCP server or a declared toolset. What is left is a plain `{ name, description, inputSchema }`
 * object, or an entry of a map of `{ description, inputSchema }` named by its key, that nothing is
 * seen sending: an exported array only a check script reads, a catalogue entry, a legacy map no
 * server imports any more. Definition errors on it are not certain, so they are not reported.
 */
/** Frameworks whose plain-object shape says nothing about a provider: `{ name, description, inputSchema }`, a map of `{ description, inputSchema }`. */
const PLAIN_SHAPE_FRAMEWORKS = new Set<Framework>(['mcp', 'custom', 'vercel-ai']);

export function evidentlySent(ctx: RuleContext<any>): (tool: ToolDefinition) => boolean {
  if (!ctx.toolsets) return () => true;
  const sent = new Set<ToolDefinition>();
  // Seen only in requests that may give the model its tools as prompt text (a LangChain AgentExecutor
  // with a ReAct agent): no provider reads the name or schema as a function tool's.
  const asText = new Set<ToolDefinition>();
  for (const set of ctx.toolsets) {
    if (set.kind === 'list') continue;
    for (const m of set.members) (set.toolCalling === false ? asText : sent).add(m.tool);
  }
  return (tool) => {
    if (asText.has(tool) && !sent.has(tool)) return false;
    if (sent.has(tool) || !PLAIN_SHAPE_FRAMEWORKS.has(tool.framework) || tool.range.file.endsWith('.json') || isLogicalLocation(tool.range.file)) return true;
    const def = nodeAt(ctx, tool.range);
    return !def || !ts.isObjectLiteralExpression(skipOuter(def));
  };
}

/** The node written exactly at `range` (the outermost one when several share it). */
export function nodeAt(ctx: RuleContext<any>, range: SourceRange): ts.Node | undefined {
  const parsed = parsedFileOf(ctx, range.file);
  return parsed ? nodeAtRange(parsed, range) : undefined;
}

function skipOuter(n: ts.Node): ts.Node {
  while (ts.isParenthesizedExpression(n) || ts.isAsExpression(n) || ts.isSatisfiesExpression(n) || ts.isTypeAssertionExpression(n) || ts.isNonNullExpression(n)) {
    n = n.expression;
  }
  return n;
}

function hasUnfoldableMember(obj: ts.ObjectLiteralExpression): boolean {
  return obj.properties.some((p) => ts.isSpreadAssignment(p) || (p.name !== undefined && ts.isComputedPropertyName(p.name)));
}

/**
 * Whether the object at `pointer` was read in full. The scanner drops `...spread` members it cannot
 * resolve and computed keys it cannot fold without marking the schema partial, so a key missing
 * from such an object may only be hidden. JSON files and zod conversions are always complete.
 */
export function isComplete(ctx: RuleContext<any>, tool: ToolDefinition, pointer: string, source: 'json-schema' | 'zod'): boolean {
  // JSON files and the tools/list of a running MCP server hold the schema itself, not code that builds it.
  if (tool.range.file.endsWith('.json') || isLogicalLocation(tool.range.file)) return true;
  if (source === 'zod') return true;
  const literals = new Set<ts.ObjectLiteralExpression>();
  const own = tool.pointers[pointer];
  if (own) {
    const n = nodeAt(ctx, own);
    const inner = n && skipOuter(n);
    if (inner && ts.isObjectLiteralExpression(inner)) literals.add(inner);
  }
  const prefix = `${pointer}/`;
  for (const [p, r] of Object.entries(tool.pointers)) {
    if (!p.startsWith(prefix) || p.slice(prefix.length).includes('/')) continue;
    const n = nodeAt(ctx, r);
    const parent = n?.parent;
    if (parent && (ts.isPropertyAssignment(parent) || ts.isShorthandPropertyAssignment(parent) || ts.isMethodDeclaration(parent)) && ts.isObjectLiteralExpression(parent.parent)) {
      literals.add(parent.parent);
    } else if (n && (ts.isShorthandPropertyAssignment(n) || ts.isMethodDeclaration(n)) && ts.isObjectLiteralExpression(n.parent)) {
      literals.add(n.parent);
    }
  }
  if (literals.size === 0) return false;
  for (const l of literals) if (hasUnfoldableMember(l)) return false;
  return true;
}

/**
 * A boolean written literally under `key` in the definition (`strict: true`), looking in the
 * definition object, the object argument of a call (`tool({…})`) and a nested `function: {…}`
 * (Chat Completions). Undefined when absent or not a literal.
 */
export function literalFlag(ctx: RuleContext<any>, tool: ToolDefinition, key: string): boolean | undefined {
  const def = nodeAt(ctx, tool.range);
  if (!def) return undefined;
  const objects: ts.ObjectLiteralExpression[] = [];
  const inner = skipOuter(def);
  if (ts.isObjectLiteralExpression(inner)) objects.push(inner);
  else if (ts.isCallExpression(inner)) {
    for (const a of inner.arguments) {
      const x = skipOuter(a);
      if (ts.isObjectLiteralExpression(x)) objects.push(x);
    }
  }
  for (const o of [...objects]) {
    for (const p of o.properties) {
      if (ts.isPropertyAssignment(p) && nameText(p.name) === 'function') {
        const f = skipOuter(p.initializer);
        if (ts.isObjectLiteralExpression(f)) objects.push(f);
      }
    }
  }
  for (const o of objects) {
    for (const p of o.properties) {
      if (!ts.isPropertyAssignment(p) || nameText(p.name) !== key) continue;
      const v = skipOuter(p.initializer);
      if (v.kind === ts.SyntaxKind.TrueKeyword) return true;
      if (v.kind === ts.SyntaxKind.FalseKeyword) return false;
      return undefined;
    }
  }
  return undefined;
}

function nameText(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteralLike(name) || ts.isNumericLiteral(name)) return name.text;
  return undefined;
}

/**
 * Where a pointer is written. An MCP `server.tool(name, { city: z.string() })` shape records its
 * keys as `/inputSchema/city` rather than `/inputSchema/properties/city`; that spelling is tried
 * too, so a finding about a parameter lands on its line.
 */
export function rangeFor(tool: ToolDefinition, pointer: string): SourceRange | undefined {
  if (tool.pointers[pointer]) return tool.pointers[pointer];
  const m = /^\/inputSchema\/properties\/(.+)$/.exec(pointer);
  if (m && tool.inputSchema.source === 'zod' && !tool.pointers['/inputSchema/properties']) {
    const alt = tool.pointers[`/inputSchema/${m[1]}`];
    if (alt) return alt;
  }
  return undefined;
}

/**
 * Whether the scanner could see the whole definition: it is a literal object, a class, or a call
 * whose arguments are literals and functions (`server.registerTool('x', { … }, cb)`). A call that
 * hands over a variable it could not fold (`registerTool(name, config, handler)` in a loop over
 * registrations) or an object with spreads may hold a description or schema out of sight: what is
 * missing from the model is not known to be missing from the tool.
 */
/** `server.tool(…)` / `server.registerTool(…)`: the SDK's registration methods, whose last argument is the callback. */
function isRegistrationCall(n: ts.CallExpression): boolean {
  return ts.isPropertyAccessExpression(n.expression) && (n.expression.name.text === 'tool' || n.expression.name.text === 'registerTool');
}

export function definitionSeen(ctx: RuleContext<any>, tool: ToolDefinition): boolean {
  if (tool.range.file.endsWith('.json') || isLogicalLocation(tool.range.file)) return true;
  const def = nodeAt(ctx, tool.range);
  if (!def) return true;
  const n = skipOuter(def);
  if (ts.isObjectLiteralExpression(n)) return !hasUnfoldableMember(n);
  if (ts.isCallExpression(n) || ts.isNewExpression(n)) {
    const args = n.arguments ?? [];
    // With more than one argument the first is the name (`registerTool(name, config, cb)`): whether
    // it folds says nothing about the description.
    // The argument the scanner read as the schema, in full (`server.tool(name, Schema.shape, cb)`): seen.
    // An MCP registration's shape argument read in part (`{ operation, groupName: makeGroup(), … }`) is
    // still the shape, in the shape's place: not where a description could hide.
    const registration = tool.framework === 'mcp' && ts.isCallExpression(n) && isRegistrationCall(n);
    const schemaAt = !tool.inputSchema.partial || registration ? tool.pointers['/inputSchema'] : undefined;
    const file = parsedFileOf(ctx, tool.range.file);
    return args.every((a, i) => {
      if (i === 0 && args.length > 1) return true;
      // The MCP SDK's `server.tool(name, …, cb)` ends with the callback (`spec.handler`): not a description.
      if (i === args.length - 1 && args.length > 2 && tool.framework === 'mcp' && tool.hasHandler && ts.isCallExpression(n) && isRegistrationCall(n)) return true;
      if (schemaAt && file) {
        const start = file.sf.getLineAndCharacterOfPosition(a.getStart(file.sf));
        if (start.line + 1 === schemaAt.line && start.character + 1 === schemaAt.column) return true;
      }
      const x = skipOuter(a);
      if (ts.isObjectLiteralExpression(x)) return !hasUnfoldableMember(x);
      return ts.isStringLiteralLike(x) || ts.isTemplateExpression(x) || ts.isArrowFunction(x) || ts.isFunctionExpression(x) || ts.isArrayLiteralExpression(x);
    });
  }
  return true;
}
