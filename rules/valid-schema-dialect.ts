import { ts } from 'ts-morph';
import type { Provider } from '../src/config/providers.js';
import { defineRule, type RuleContext } from '../src/engine/rule.js';
import type { ToolDefinition } from '../src/model/tool.js';
import {
  arraysWithoutItems,
  containsUnknown,
  hasPlaceholder,
  isComplete,
  isPlaceholderKey,
  isObject,
  isObjectSchema,
  isUnknown,
  listLabels,
  literalFlag,
  nodeAt,
  pointerJoin,
  providersFor,
  targetedProviders,
  requestedTools,
  evidentlySent,
  rootSchema,
  walkVia,
  type Path,
  type RootSchema,
  type SchemaObject,
} from './_support/schema.js';
import { agentsPreparesStrict, prepareLikeAgents } from './_support/sdk-schemas.js';

/**
 * Schema keywords a configured provider rejects, beyond plain JSON Schema validity (valid-input-schema).
 * Lists come from provider-facts.json; where the facts stop, the rule says nothing.
 */

/**
 * OpenAI strict mode. The docs list allOf, not, dependentRequired, dependentSchemas, if, then, else as
 * unsupported (`openai.strict_mode.supported_keywords_docs.unsupported_docs`); openai-node's
 * `toStrictJsonSchema` throws on a longer list (`openai.strict_mode.sdk_rejected_keywords`). Both.
 */
const STRICT_UNSUPPORTED = new Set([
  'allOf',
  'not',
  'dependentRequired',
  'dependentSchemas',
  'dependencies',
  'if',
  'then',
  'else',
  '$anchor',
  '$dynamicAnchor',
  '$dynamicRef',
  '$recursiveAnchor',
  '$recursiveRef',
  'contains',
  'minContains',
  'maxContains',
  'contentEncoding',
  'contentMediaType',
  'contentSchema',
  'minProperties',
  'maxProperties',
  'patternProperties',
  'propertyNames',
  'prefixItems',
  'unevaluatedItems',
  'unevaluatedProperties',
  'uniqueItems',
]);

/** Gemini `parameters`: "a select subset of an OpenAPI 3.0 schema object" (`gemini.schema.parameters_openapi_subset`). */
const GEMINI_KEYWORDS = new Set([
  'anyOf',
  'default',
  'description',
  'enum',
  'example',
  'format',
  'items',
  'maxItems',
  'maxLength',
  'maxProperties',
  'maximum',
  'minItems',
  'minLength',
  'minProperties',
  'minimum',
  'nullable',
  'pattern',
  'properties',
  'propertyOrdering',
  'required',
  'title',
  'type',
]);

const ROOT_COMBINATORS = ['oneOf', 'anyOf', 'allOf'];
/** Providers that answer "input_schema does not support oneOf, allOf, or anyOf at the top level": the Anthropic API, also behind Bedrock. */
const ROOT_COMBINATOR_PROVIDERS: readonly Provider[] = ['anthropic', 'bedrock'];

interface Options {
  openaiStrict: 'auto' | 'always' | 'never';
  geminiScope: 'declarations' | 'all';
}

type Ctx = RuleContext<Options>;

function at(p: Path): string {
  return p.length ? pointerJoin('', p) : 'the root';
}

export default defineRule<Options>({
  meta: {
    id: 'valid-schema-dialect',
    type: 'problem',
    description: 'The input schema uses only keywords the configured providers accept',
    recommended: 'error',
    messages: {
      rootCombinator:
        'Input schema of "{{name}}" has {{list}} at the root, which fails every request to {{providers}} ("input_schema does not support oneOf, allOf, or anyOf at the top level")',
      strictRootAnyOf: 'Input schema of "{{name}}" has "anyOf" at the root, which OpenAI strict mode rejects',
      strictAdditionalProperties: 'OpenAI strict mode requires additionalProperties: false on every object, but in "{{name}}" {{list}}',
      strictOptional: 'Propert{{ies}} {{list}} of "{{name}}" {{are}} not in required; OpenAI strict mode requires every property to be required',
      strictKeyword: 'OpenAI strict mode does not support {{list}} in "{{name}}"',
      strictExternalRef: 'OpenAI strict mode resolves only references inside the schema; in "{{name}}", {{list}} {{are}} external',
      geminiKeyword: 'Gemini function parameters take a subset of OpenAPI; {{list}} in "{{name}}" {{are}} not part of it',
      geminiTypeList: 'Gemini function parameters take a single type, but in "{{name}}" {{list}}',
      arrayItems: 'An array schema needs "items" for {{providers}}, which reject{{s}} the request otherwise ("array schema missing items"); in "{{name}}" it is missing at {{list}}',
    },
    help: "Use only the schema keywords the provider supports, or move the constraint into the tool's handler",
    optionsSchema: {
      type: 'object',
      properties: {
        openaiStrict: { enum: ['auto', 'always', 'never'] },
        geminiScope: { enum: ['declarations', 'all'] },
      },
      additionalProperties: false,
    },
    defaultOptions: { openaiStrict: 'auto', geminiScope: 'declarations' },
  },
  check(ctx) {
    const options: Options = { openaiStrict: ctx.options.openaiStrict ?? 'auto', geminiScope: ctx.options.geminiScope ?? 'declarations' };
    const requested = requestedTools(ctx);
    const sent = evidentlySent(ctx);
    const targeted = targetedProviders(ctx);
    for (const tool of ctx.tools) {
      if (!sent(tool)) continue;
      const root = rootSchema(tool);
      if (!root || !isObject(root.schema) || isUnknown(root.schema)) continue;
      const providers = providersFor(tool, ctx.providers, targeted(tool));
      const combinatorProviders = providers.filter((p) => ROOT_COMBINATOR_PROVIDERS.includes(p));
      // One finding per tool and kind of problem, at its first place, listing the others.
      const found = new Findings(ctx, tool);
      // A partial schema (one the code rewrites after converting, or could not be read whole) may not keep its root as seen.
      if (combinatorProviders.length && !tool.inputSchema.partial) checkRootCombinators(found, tool, root, combinatorProviders);
      const strictEvidence = options.openaiStrict === 'always' || tool.framework === 'openai-agents' || requested(tool);
      if (providers.includes('openai') && root.source === 'json-schema' && strictEvidence && isStrict(ctx, tool, root, options.openaiStrict)) {
        // The Agents SDK (0.9.0 and later) makes every property required and objects closed itself: judge what it sends.
        const sent = agentsPreparesStrict(ctx, tool) ? { ...root, schema: prepareLikeAgents(root.schema) } : root;
        checkStrict(ctx, found, tool, sent);
      }
      if (providers.includes('gemini') && geminiApplies(ctx, tool, options.geminiScope)) checkGemini(found, tool, root);
      // Like strict mode: only a definition seen reaching a provider call as written is certain to be sent so.
      if (requested(tool)) checkArrayItems(found, tool, root, providers);
      found.flush();
    }
  },
});

/** Findings of one tool, grouped by message: reported once each, at the first item, with every item listed. */
class Findings {
  private readonly groups = new Map<string, { pointer: string; help: string; items: string[]; data: Record<string, string> }>();
  constructor(
    private readonly ctx: Ctx,
    private readonly tool: ToolDefinition,
  ) {}

  add(messageId: string, pointer: string, item: string, help: string, data: Record<string, string> = {}): void {
    const g = this.groups.get(messageId);
    if (g) g.items.push(item);
    else this.groups.set(messageId, { pointer, help, items: [item], data });
  }

  flush(): void {
    for (const [messageId, g] of this.groups) {
      const many = g.items.length > 1;
      const shown = g.items.length > 6 ? [...g.items.slice(0, 6), `${g.items.length - 6} more`] : g.items;
      const list = shown.length > 1 ? `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}` : shown[0]!;
      this.ctx.report({
        tool: this.tool,
        pointer: g.pointer,
        messageId,
        data: { name: this.tool.name, list, are: many ? 'are' : 'is', ies: many ? 'ies' : 'y', ...g.data },
        help: g.help,
      });
    }
  }
}

function checkRootCombinators(found: Findings, tool: ToolDefinition, root: RootSchema, providers: Provider[]) {
  const schema = root.schema as SchemaObject;
  for (const keyword of ROOT_COMBINATORS) {
    if (!(keyword in schema)) continue;
    found.add(
      'rootCombinator',
      `${root.base}/${keyword}`,
      `"${keyword}"`,
      'Keep the root a plain object: describe the variants with optional properties (or an enum that selects one) and check the combination in the handler',
      { providers: listLabels(providers) },
    );
  }
}

/**
 * Whether OpenAI receives the tool with `strict: true`. The model does not carry the flag, so
 * `auto` reads a literal `strict: true | false` written in the definition; without one, OpenAI Agents
 * tools are strict (the SDK defaults `strict` to true) and everything else is not: many projects write
 * `additionalProperties: false` without asking for strict mode, and guessing from it gave false positives.
 */
function isStrict(ctx: Ctx, tool: ToolDefinition, root: RootSchema, mode: Options['openaiStrict']): boolean {
  if (mode === 'never') return false;
  if (mode === 'always') return true;
  const written = literalFlag(ctx, tool, 'strict');
  if (written !== undefined) return written;
  return tool.framework === 'openai-agents';
}

/**
 * Strict-mode requirements (`openai.strict_mode.requirements`): root not anyOf, additionalProperties:
 * false on every object, every property required, no external $ref, no unsupported keyword. Only for
 * schemas written as JSON Schema: the OpenAI SDK helpers rewrite zod schemas for strict mode themselves.
 */
function checkStrict(ctx: Ctx, found: Findings, tool: ToolDefinition, root: RootSchema) {
  const { base } = root;
  const schema = root.schema as SchemaObject;
  if ('anyOf' in schema) found.add('strictRootAnyOf', `${base}/anyOf`, '"anyOf"', 'Make the root one object whose properties cover every variant');
  // Descend only through what strict mode supports: the inside of an unsupported `if` or `not` is not judged again.
  walkVia(schema, { map: ['properties', '$defs', 'definitions'], one: ['items', 'additionalProperties'], list: ['anyOf'] }, (node, p) => {
    for (const keyword of Object.keys(node)) {
      if (!STRICT_UNSUPPORTED.has(keyword)) continue;
      found.add('strictKeyword', pointerJoin(base, [...p, keyword]), `"${keyword}" at ${at(p)}`, 'Remove the keywords and check the constraints in the handler, or set strict: false on this tool');
    }
    if (typeof node.$ref === 'string' && !node.$ref.startsWith('#')) {
      found.add('strictExternalRef', pointerJoin(base, [...p, '$ref']), `$ref "${node.$ref}" at ${at(p)}`, 'Copy the referenced schema under $defs and point $ref at it');
    }
    if (!isObjectSchema(node)) return;
    checkStrictObject(ctx, found, tool, root, node, p);
  });
}

function checkStrictObject(ctx: Ctx, found: Findings, tool: ToolDefinition, root: RootSchema, node: SchemaObject, p: Path) {
  const { base } = root;
  const ap = node.additionalProperties;
  let complete: boolean | undefined;
  // `{ type: 'object', ...common }`: what the spread brings is not known.
  const nodeComplete = () => (complete ??= !hasPlaceholder(node) && isComplete(ctx, tool, pointerJoin(base, p), root.source));
  if (ap !== false && !isUnknown(ap)) {
    const problem = ap === undefined ? 'does not set it' : ap === true ? 'sets it to true' : 'sets it to a schema';
    if (ap !== undefined || nodeComplete()) {
      found.add(
        'strictAdditionalProperties',
        pointerJoin(base, ap === undefined ? p : [...p, 'additionalProperties']),
        `${p.length ? `the object at ${at(p)}` : 'the root'} ${problem}`,
        ap === undefined || ap === true ? 'Add additionalProperties: false to every object' : 'Replace the map by an array of { key, value } objects; strict mode allows no free-form keys',
      );
    }
  }
  const props = node.properties;
  if (!isObject(props) || isUnknown(props)) return;
  const req = node.required;
  if (req !== undefined && (!Array.isArray(req) || containsUnknown(req))) return;
  if (req === undefined && !nodeComplete()) return;
  const required = new Set((req ?? []).filter((x): x is string => typeof x === 'string'));
  for (const key of Object.keys(props)) {
    if (required.has(key) || isPlaceholderKey(key)) continue;
    found.add(
      'strictOptional',
      pointerJoin(base, [...p, 'properties', key]),
      p.length ? `"${key}" at ${at(p)}` : `"${key}"`,
      'List every property in required and let it be null when it has no value (type: ["string", "null"])',
    );
  }
}

/**
 * Gemini's `parameters` take an OpenAPI subset; `parametersJsonSchema` takes JSON Schema and is not
 * checked. `declarations` checks only Gemini `functionDeclarations`; `all` also checks tools of
 * frameworks that may send their schema to Gemini unchanged (the Vercel AI and LangChain Google
 * adapters convert schemas themselves, hence not the default).
 */
function geminiApplies(ctx: Ctx, tool: ToolDefinition, scope: Options['geminiScope']): boolean {
  if (scope === 'declarations' && tool.framework !== 'gemini') return false;
  const where = tool.pointers['/inputSchema'];
  const node = where ? nodeAt(ctx, where) : undefined;
  const parent = node?.parent;
  if (parent && ts.isPropertyAssignment(parent)) {
    const key = ts.isIdentifier(parent.name) || ts.isStringLiteral(parent.name) ? parent.name.text : undefined;
    if (key === 'parametersJsonSchema') return false;
  }
  return true;
}

/**
 * `{ type: 'array' }` with no `items`: OpenAI answers 400 "Invalid schema for function …: array schema
 * missing items" (strict or not), and Gemini requires `items` for ARRAY. Judged where the tool is
 * written for one of them (OpenAI and Gemini function tools): an MCP server or an AI SDK tool may only
 * ever be sent to a provider that accepts it, and the OpenAI Agents SDK ships such a schema itself
 * (its sandbox `apply_patch` tool), so what its own path accepts is not certain.
 */
const ITEMS_PROVIDERS: Partial<Record<string, readonly Provider[]>> = { openai: ['openai'], gemini: ['gemini'] };

function checkArrayItems(found: Findings, tool: ToolDefinition, root: RootSchema, providers: readonly Provider[]) {
  const applies = (ITEMS_PROVIDERS[tool.framework] ?? []).filter((p) => providers.includes(p));
  if (!applies.length || root.source !== 'json-schema') return;
  for (const p of arraysWithoutItems(root.schema)) {
    found.add('arrayItems', pointerJoin(root.base, p), p.length ? at(p) : 'the root', 'Give the array its element type: items: { type: "string" } (or the object schema of one element)', {
      providers: listLabels([...applies]),
      s: applies.length > 1 ? '' : 's',
    });
  }
}

function checkGemini(found: Findings, tool: ToolDefinition, root: RootSchema) {
  // Gemini's Schema nests only through properties, items and anyOf; what hangs under another keyword is reported once, with it.
  walkVia(root.schema, { map: ['properties'], one: ['items'], list: ['anyOf'] }, (node, p) => {
    if (Array.isArray(node.type) && !containsUnknown(node.type)) {
      found.add(
        'geminiTypeList',
        pointerJoin(root.base, [...p, 'type']),
        `"type" at ${at(p)} is a list (${node.type.map((t) => JSON.stringify(t)).join(', ')})`,
        'Give one type, with nullable: true when null is allowed, or anyOf for real alternatives',
      );
    }
    for (const keyword of Object.keys(node)) {
      if (GEMINI_KEYWORDS.has(keyword) || isPlaceholderKey(keyword)) continue;
      found.add('geminiKeyword', pointerJoin(root.base, [...p, keyword]), `"${keyword}" at ${at(p)}`, 'Remove the keywords, or pass the schema as parametersJsonSchema, which takes JSON Schema');
    }
  });
}
