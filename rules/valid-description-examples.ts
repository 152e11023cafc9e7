import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { defineRule } from '../src/engine/rule.js';
import { pointerEscape } from '../src/extract/ranges.js';
import { checkDescriptionTexts, type TextFinding } from './_support/rendered-text.js';

/**
 * Few-shot examples in a description are copied by the model more faithfully than anything else
 * in it. An example that uses a renamed parameter, a value outside an enum or a number where the
 * schema wants a string teaches the model to make exactly that call. This rule finds the JSON
 * objects in a description that are tool inputs and validates them against the schema: static
 * text as written, and text built by code (`prompt(ctx)`) as each cell of the matrix renders it.
 */
export default defineRule({
  meta: {
    id: 'valid-description-examples',
    type: 'problem',
    description: 'Example inputs written in a tool description match the tool input schema',
    recommended: 'warn',
    needsRender: true,
    messages: {
      unknownParameter: 'Example {{example}} in the description of "{{name}}" does not match the input schema: {{error}}',
      missingParameter: 'Example {{example}} in the description of "{{name}}" does not match the input schema: {{error}}',
      invalidValue: 'Example {{example}} in the description of "{{name}}" does not match the input schema: {{error}}',
      enumValue: 'The description of parameter "{{param}}" of {{tools}} offers {{values}}, which its enum does not allow (it allows {{allowed}})',
      defaultValue: 'The description of parameter "{{param}}" of {{tools}} says its default is {{stated}}, but its schema\'s default is {{actual}}',
    },
    help: 'Fix the example so that it is a valid call, or update the schema if the example is right',
  },
  check(ctx) {
    const mentionsOther = otherToolMention(ctx.tools.filter((t) => t.nameResolved).map((t) => t.name));
    // Static text as written; a description built by code as each cell renders it (few-shot
    // examples added for small models are checked in the cells that get them).
    checkDescriptionTexts(ctx, { unrendered: 'skip' }, (tool, f) => {
      const root = tool.inputSchema.schema;
      if (tool.inputSchema.partial || !isObject(root)) return [];
      if (tool.inputSchema.source === 'none' || tool.inputSchema.source === 'unknown') return [];
      const props = isObject(root.properties) ? Object.keys(root.properties) : [];
      if (props.length === 0) return [];
      const out: TextFinding[] = [];
      const seen = new Set<string>();
      for (const found of findObjects(f.text)) {
        const call = unwrapCall(found.value, tool.name);
        if (call === null) continue; // a call of another tool
        const ex = call ? { ...found, value: call } : found;
        const tier = call ? 'explicit' : classify(f.text, ex, tool.name, props, mentionsOther);
        if (!tier) continue;
        const shown = JSON.stringify(ex.value);
        if (seen.has(shown)) continue;
        seen.add(shown);
        const validate = validator(root, tier);
        if (!validate) continue;
        if (validate(ex.value)) continue;
        const errors = relevant(validate.errors ?? [], ex.value);
        if (errors.length === 0) continue;
        out.push({ messageId: messageIdOf(errors[0]!), data: { example: clip(shown), name: tool.name, error: errors.slice(0, 3).map(explain).join('; ') } });
      }
      return out;
    });
    // A parameter's own description that lists quoted values beside its enum: "Output format:
    // 'simple' or 'json'" over `enum: ['markdown', 'json']` offers the model a value it rejects.
    // One finding per description as written: a parameter object shared by many tools (`contextParameter`)
    // is one fact, reported once, naming how many tools send it.
    const found = new Map<string, { tool: (typeof ctx.tools)[number]; pointer: string; messageId: string; data: Record<string, string>; tools: string[] }>();
    const add = (tool: (typeof ctx.tools)[number], pointer: string, messageId: string, data: Record<string, string>) => {
      const at = tool.pointers[pointer];
      const key = at ? `${messageId}\u0000${at.file}:${at.line}:${at.column}\u0000${JSON.stringify(data)}` : `${messageId}\u0000${tool.range.file}:${tool.range.line}:${tool.name}\u0000${pointer}`;
      const hit = found.get(key);
      if (hit) hit.tools.push(tool.name);
      else found.set(key, { tool, pointer, messageId, data, tools: [tool.name] });
    };
    for (const tool of ctx.tools) {
      const root = tool.inputSchema.schema;
      if (tool.inputSchema.partial || !isObject(root) || !isObject(root.properties)) continue;
      for (const [param, sub] of Object.entries(root.properties).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        const prop = isObject(sub) && isObject(sub.items) && !Array.isArray(sub.enum) ? sub.items : sub;
        if (!isObject(prop) || !isObject(sub) || typeof sub.description !== 'string') continue;
        const pointer = `/inputSchema/properties/${pointerEscape(param)}/description`;
        const stated = statedDefault(sub.description);
        if (stated !== undefined && isPrimitive(sub.default) && !sameValue(stated, sub.default)) {
          add(tool, pointer, 'defaultValue', { param, stated: JSON.stringify(stated), actual: JSON.stringify(sub.default) });
        }
        const outside = valuesOutsideEnum(sub.description, prop.enum);
        if (outside) add(tool, pointer, 'enumValue', { param, values: outside.map((v) => `"${v}"`).join(', '), allowed: (prop.enum as string[]).map((v) => `"${v}"`).join(', ') });
      }
    }
    for (const f of found.values()) {
      const others = f.tools.length - 1;
      const tools = others ? `"${f.tool.name}" (and ${others} other tool${others > 1 ? 's' : ''} that share it)` : `"${f.tool.name}"`;
      ctx.report({ tool: f.tool, pointer: f.pointer, messageId: f.messageId, data: { ...f.data, tools } });
    }
  },
});

/**
 * The quoted values a description offers that a closed string enum leaves out, when the quotes are
 * evidently a list of the parameter's values: quoted words written one after another ("'simple' or
 * 'json'", `"a", "b" | "c"`), at least one of them allowed, the others shaped like the allowed ones.
 * A quoted word elsewhere in the text (`destination="last"`, another parameter's value) is prose.
 */
function valuesOutsideEnum(description: string, enumValues: unknown): string[] | undefined {
  if (!Array.isArray(enumValues) || enumValues.length < 2 || !enumValues.every((v) => typeof v === 'string')) return undefined;
  const allowed = new Set(enumValues as string[]);
  const quotes = [...description.matchAll(/(['"`])([\w.:/-]{1,40})\1/g)];
  const lowerLike = (w: string) => /^[a-z0-9_.:/-]+$/.test(w);
  const outside = new Set<string>();
  // Runs of quoted words separated only by commas, "or", "and", "|" or "/".
  let run: string[] = [];
  const flush = () => {
    if (run.length >= 2 && run.some((w) => allowed.has(w))) {
      for (const w of run) if (!allowed.has(w) && !allowed.has(w.toLowerCase()) && [...allowed].some((a) => lowerLike(a) === lowerLike(w))) outside.add(w);
    }
    run = [];
  };
  quotes.forEach((m, k) => {
    const prev = quotes[k - 1];
    const between = prev ? description.slice(prev.index! + prev[0].length, m.index!) : '';
    if (prev && !/^\s*(?:,|\||\/)?\s*(?:(?:or|and)\s+)?$/i.test(between)) flush();
    run.push(m[2]!);
  });
  flush();
  return outside.size ? [...outside].sort() : undefined;
}

/** A quoted string, a number, or true/false/null: the value a default phrase states. */
const STATED = '(?:([\'"\u0060])([^\'"\u0060\\n]{1,60})\\1|(-?\\d+(?:\\.\\d+)?)|(true|false|null))';
/** "default: 10", "defaults to 'json'", "default is false", "default value = 5", "(default 20)". */
const DEFAULT_PHRASES = [
  new RegExp('\\b(?:defaults?\\s+to|default\\s+(?:value\\s+)?(?:is|of)|default(?:\\s+value)?\\s*[:=])\\s*' + STATED, 'gi'),
  new RegExp('\\(\\s*default\\s+' + STATED + '(?=\\s*\\))', 'gi'),
];

/**
 * The default a parameter's description states, when it states one literal value: "(default: 1)",
 * "Defaults to 'markdown'". A number must end the phrase ("default: 30 seconds" may be in other
 * units than the schema's 30000); two phrases that disagree say nothing certain.
 */
function statedDefault(description: string): string | number | boolean | null | undefined {
  const values = new Set<string>();
  for (const re of DEFAULT_PHRASES) {
    for (const m of description.matchAll(re)) {
      const after = description.slice(m.index! + m[0].length);
      if (m[2] !== undefined) values.add(JSON.stringify(m[2]));
      else if (m[3] !== undefined) {
        // "default: 1,000" is a thousand, not 1: a separator followed by digits goes on.
        if (!/^\s*(?:[).,;\]]|\(|$)/.test(after) || /^[,.]\d/.test(after)) continue;
        values.add(JSON.stringify(Number(m[3])));
      } else if (m[4] !== undefined) {
        if (/^\w/.test(after)) continue;
        values.add(m[4].toLowerCase());
      }
    }
  }
  if (values.size !== 1) return undefined;
  return JSON.parse([...values][0]!) as string | number | boolean | null;
}

function isPrimitive(v: unknown): v is string | number | boolean | null {
  return v === null || ['string', 'number', 'boolean'].includes(typeof v);
}

/** `"10"` stated for a default of 10 is the same value written as text; "defaults to null" for `""` is no value either way. */
function sameValue(stated: string | number | boolean | null, actual: string | number | boolean | null): boolean {
  if (stated === actual) return true;
  if (stated === null || actual === null) return stated === '' || actual === '';
  if (typeof stated === 'string' || typeof actual === 'string') return String(stated).toLowerCase() === String(actual).toLowerCase();
  return false;
}

// --- finding objects ----------------------------------------------------------------------------

interface Found {
  start: number;
  end: number;
  value: Record<string, unknown>;
}

/**
 * Top-level `{…}` in the text that parse as JSON, or as the JavaScript object-literal shorthand
 * people write in prose (single-quoted strings, unquoted keys, trailing commas). Values must be
 * literals: `{ city: string }` (a type) and `{ "limit": <n> }` (a template) are not examples.
 */
function findObjects(text: string): Found[] {
  const out: Found[] = [];
  let i = text.indexOf('{');
  while (i !== -1 && i < text.length) {
    const p = new Parser(text, i);
    const v = p.value();
    if (v !== FAIL && isObject(v)) {
      out.push({ start: i, end: p.pos, value: v });
      i = text.indexOf('{', p.pos);
      continue;
    }
    // Not an example: skip its whole extent so that objects nested in it are not taken for inputs.
    const close = matchingBrace(text, i);
    i = text.indexOf('{', close === -1 ? i + 1 : close + 1);
  }
  return out;
}

const FAIL = Symbol('fail');
type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

class Parser {
  depth = 0;
  constructor(
    readonly s: string,
    public pos: number,
  ) {}

  value(): Json | typeof FAIL {
    this.ws();
    const c = this.s[this.pos];
    if (this.depth > 64) return FAIL;
    if (c === '{') return this.object();
    if (c === '[') return this.array();
    if (c === '"' || c === "'") return this.string();
    const lit = /^(?:true|false|null)\b/.exec(this.s.slice(this.pos, this.pos + 6));
    if (lit) {
      this.pos += lit[0].length;
      return lit[0] === 'true' ? true : lit[0] === 'false' ? false : null;
    }
    const num = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?(?![\w.])/.exec(this.s.slice(this.pos, this.pos + 40));
    if (num) {
      this.pos += num[0].length;
      return Number(num[0]);
    }
    return FAIL;
  }

  private object(): Json | typeof FAIL {
    this.pos++;
    this.depth++;
    const out: { [k: string]: Json } = {};
    for (;;) {
      this.ws();
      if (this.s[this.pos] === '}') break;
      let key: string;
      const c = this.s[this.pos];
      if (c === '"' || c === "'") {
        const k = this.string();
        if (k === FAIL) return FAIL;
        key = k as string;
      } else {
        const id = /^[A-Za-z_$][\w$]*/.exec(this.s.slice(this.pos, this.pos + 200));
        if (!id) return FAIL;
        key = id[0];
        this.pos += key.length;
      }
      this.ws();
      if (this.s[this.pos] !== ':') return FAIL;
      this.pos++;
      const v = this.value();
      if (v === FAIL) return FAIL;
      out[key] = v;
      this.ws();
      if (this.s[this.pos] === ',') {
        this.pos++;
        continue;
      }
      if (this.s[this.pos] === '}') break;
      return FAIL;
    }
    this.pos++;
    this.depth--;
    return out;
  }

  private array(): Json | typeof FAIL {
    this.pos++;
    this.depth++;
    const out: Json[] = [];
    for (;;) {
      this.ws();
      if (this.s[this.pos] === ']') break;
      const v = this.value();
      if (v === FAIL) return FAIL;
      out.push(v);
      this.ws();
      if (this.s[this.pos] === ',') {
        this.pos++;
        continue;
      }
      if (this.s[this.pos] === ']') break;
      return FAIL;
    }
    this.pos++;
    this.depth--;
    return out;
  }

  private string(): Json | typeof FAIL {
    const q = this.s[this.pos]!;
    let out = '';
    for (let i = this.pos + 1; i < this.s.length; i++) {
      const c = this.s[i]!;
      if (c === q) {
        this.pos = i + 1;
        return out;
      }
      if (c === '\n') return FAIL;
      if (c !== '\\') {
        out += c;
        continue;
      }
      const e = this.s[++i];
      if (e === undefined) return FAIL;
      if (e === 'u') {
        const hex = this.s.slice(i + 1, i + 5);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) return FAIL;
        out += String.fromCharCode(parseInt(hex, 16));
        i += 4;
      } else out += ({ n: '\n', t: '\t', r: '\r', b: '\b', f: '\f' } as Record<string, string>)[e] ?? e;
    }
    return FAIL;
  }

  private ws(): void {
    while (this.pos < this.s.length && /\s/.test(this.s[this.pos]!)) this.pos++;
  }
}

function matchingBrace(s: string, open: number): number {
  let depth = 0;
  let str: string | undefined;
  for (let i = open; i < s.length && i < open + 20_000; i++) {
    const c = s[i]!;
    if (str) {
      if (c === '\\') i++;
      else if (c === str || c === '\n') str = undefined;
      continue;
    }
    if (c === '"') str = c;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return -1;
}

// --- deciding what is an input ------------------------------------------------------------------

type Tier = 'explicit' | 'implicit';

/** Words after which an object is what the tool returns, not what it takes. */
const OUTPUT_CUE = /\b(?:returns?|returned|returning|response|responses|responds|outputs?|results?|yields?|produces|emits|prints)\b/gi;
/** Words and arrows after which an object is a call: "Input:", "arguments", "→ {…}", "call with {…}". */
const INPUT_CUE = /\b(?:inputs?|arguments?|args|params|parameters|calls?|calling|invoke|invoking|invocation)\b|→|->|=>|⇒/gi;

/**
 * - After an output cue ("Returns", "Response:", "Output") → not checked.
 * - After an input cue ("Input:", "Arguments:", "call it with", "→", `tool_name:`) and sharing a
 *   key with the schema → checked as a whole call (required parameters, unknown keys).
 * - Written as a call of the tool itself (`tool_name({…})`) → a whole call, whatever its keys.
 * - Otherwise, when every key is a parameter of the tool → checked value by value (a partial
 *   example such as `{"unit": "celsius"}` is fine; a wrong value is not).
 * An object introduced with the name of another tool ("then call get_details with {…}") is that
 * tool's input and is skipped.
 */
function classify(text: string, ex: Found, name: string, props: string[], mentionsOther: (near: string, self: string) => boolean): Tier | undefined {
  const keys = Object.keys(ex.value);
  if (keys.length === 0) return undefined;
  const lead = leadOf(text, ex.start);
  const near = lead.slice(-100);
  if (mentionsOther(near, name)) return undefined;
  const own = new RegExp(`(^|[^\\w-])${escapeRe(name)}\\s*[(:]?\\s*$`).test(lead);
  const out = lastMatch(OUTPUT_CUE, lead);
  const cue = lastMatch(INPUT_CUE, lead);
  // "Output → {…}": an arrow right after an output word still introduces an output.
  const arrowAfterOutput = cue && out && /^[→⇒=-]/.test(cue.text) && /^[\s:]*$/.test(lead.slice(out.end, cue.start));
  const inp = own ? lead.length : cue && !arrowAfterOutput ? cue.end : -1;
  if (out && out.end > inp) return undefined;
  const known = keys.filter((k) => props.includes(k));
  // `get_products({category: "cardio"})`: written as a call of this very tool, it is one whatever its keys.
  // (Right after the parenthesis: `tool_name([{…}])` passes a list, and the object is one of its items.)
  if (own && new RegExp(`(^|[^\\w-])${escapeRe(name)}\\s*\\(\\s*$`).test(text.slice(Math.max(0, ex.start - 200), ex.start))) return 'explicit';
  if (inp >= 0 && known.length > 0) return 'explicit';
  if (known.length === keys.length) return 'implicit';
  return undefined;
}

/**
 * Whether a text names a tool other than `self` (names of three characters or more, as whole
 * words). Built once per run: word names are looked up by token in a set, so the cost per example
 * does not grow with the number of tools; the rare name with other characters is matched as before.
 */
function otherToolMention(names: readonly string[]): (near: string, self: string) => boolean {
  const words = new Set<string>();
  const others: Array<{ name: string; re: RegExp }> = [];
  for (const n of new Set(names)) {
    if (n.length < 3) continue;
    if (/^[\w-]+$/.test(n)) words.add(n);
    else others.push({ name: n, re: new RegExp(`(^|[^\\w-])${escapeRe(n)}([^\\w-]|$)`) });
  }
  return (near, self) => {
    for (const token of near.split(/[^\w-]+/)) if (token !== self && words.has(token)) return true;
    return others.some((o) => o.name !== self && o.re.test(near));
  };
}

const ARG_KEYS = ['arguments', 'args', 'input', 'parameters', 'params'];

/**
 * `{"name": "firecrawl_scrape", "arguments": {…}}`, the shape of a tool call in MCP and in many
 * READMEs: the arguments of this tool (returned), of another tool (null), or not a call (undefined).
 */
function unwrapCall(v: Record<string, unknown>, name: string): Record<string, unknown> | null | undefined {
  const keys = Object.keys(v);
  const argKey = keys.find((k) => ARG_KEYS.includes(k));
  if (!argKey || typeof v.name !== 'string' || keys.length !== 2 || !keys.includes('name')) return undefined;
  const args = v[argKey];
  if (!isObject(args)) return undefined;
  return v.name === name ? args : null;
}

/** The text that introduces an object: its paragraph up to it, without fences and opening tags. */
function leadOf(text: string, start: number): string {
  let lead = text.slice(Math.max(0, start - 300), start);
  for (;;) {
    const next = lead.replace(/(?:\s+|```[\w-]*|~~~[\w-]*|<[A-Za-z][\w-]*>|\[)$/u, '');
    if (next === lead) break;
    lead = next;
  }
  const para = lead.split(/\n\s*\n/);
  return para[para.length - 1]!.slice(-200);
}

function lastMatch(re: RegExp, s: string): { start: number; end: number; text: string } | undefined {
  let last: { start: number; end: number; text: string } | undefined;
  for (const m of s.matchAll(re)) last = { start: m.index!, end: m.index! + m[0].length, text: m[0] };
  return last;
}

// --- validating ---------------------------------------------------------------------------------

type FormatsPlugin = typeof addFormatsModule.default;
// ajv-formats is CommonJS: under NodeNext the default import is the module object.
const addFormats: FormatsPlugin =
  (addFormatsModule as unknown as { default?: FormatsPlugin }).default ?? (addFormatsModule as unknown as FormatsPlugin);
let ajv2020: Ajv2020 | undefined;
let ajv07: Ajv | undefined;
const cache = new WeakMap<object, Partial<Record<Tier, ValidateFunction | null>>>();

function validator(root: Record<string, unknown>, tier: Tier): ValidateFunction | undefined {
  let entry = cache.get(root);
  if (!entry) cache.set(root, (entry = {}));
  if (entry[tier] !== undefined) return entry[tier] ?? undefined;
  const schema = normalize(structuredClone(root)) as Record<string, unknown>;
  const dialect = typeof schema.$schema === 'string' ? schema.$schema : '';
  delete schema.$schema;
  delete schema.$id;
  if (tier === 'implicit') delete schema.required;
  else if (isObject(schema.properties) && !['additionalProperties', 'unevaluatedProperties', 'patternProperties', 'allOf', 'anyOf', 'oneOf', '$ref', 'if', 'dependentSchemas'].some((k) => k in schema)) {
    // A key the schema does not declare is dropped or rejected by every SDK: treat it as an error.
    schema.additionalProperties = false;
  }
  // Tools generated from one template share their schema text: one compiled validator for all.
  const key = `${dialect}\u0000${JSON.stringify(schema)}`;
  let fn = compiled.get(key);
  if (fn === undefined) {
    try {
      fn = /draft-0[4-7]/.test(dialect) ? draft07().compile(schema) : draft2020().compile(schema);
    } catch {
      fn = null; // an invalid schema is another rule's finding
    }
    compiled.set(key, fn);
  }
  entry[tier] = fn;
  return fn ?? undefined;
}

const compiled = new Map<string, ValidateFunction | null>();

const OPTIONS = { strict: false, allErrors: true, validateSchema: false, logger: false, addUsedSchema: false } as const;

function draft2020(): Ajv2020 {
  if (!ajv2020) {
    ajv2020 = new Ajv2020(OPTIONS);
    addFormats(ajv2020 as unknown as Ajv);
  }
  return ajv2020;
}

function draft07(): Ajv {
  if (!ajv07) {
    ajv07 = new Ajv(OPTIONS);
    addFormats(ajv07);
  }
  return ajv07;
}

const TYPES = new Set(['STRING', 'NUMBER', 'INTEGER', 'BOOLEAN', 'ARRAY', 'OBJECT', 'NULL']);

/** Gemini's OpenAPI subset writes types in capitals (`"type": "OBJECT"`). */
function normalize(s: unknown): unknown {
  if (Array.isArray(s)) return s.map(normalize);
  if (!isObject(s)) return s;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(s)) {
    if (k === 'type' && typeof v === 'string' && TYPES.has(v)) out[k] = v.toLowerCase();
    else if (k === 'nullable' && v === true) out[k] = v;
    else out[k] = k === 'enum' || k === 'const' || k === 'default' || k === 'examples' ? v : normalize(v);
  }
  return out;
}

/** Template values ("<city>", "{{id}}", "...") are placeholders, not wrong values. */
const PLACEHOLDER = /^\s*(?:<[^<>]+>|\{\{?[^{}]+\}?\}|\$\{[^}]+\}|\[[^\]]+\]|\.{2,}|…+|x{3,}|todo|tbd|string|number|integer|boolean|your[ _-][\w -]+)\s*$/i;

function relevant(errors: ErrorObject[], value: unknown): ErrorObject[] {
  const combinators = new Set(errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf').map((e) => e.instancePath));
  return errors.filter((e) => {
    if (e.keyword === 'if') return false;
    // Inside anyOf/oneOf every failed branch reports; keep the one summary error.
    if (e.keyword !== 'anyOf' && e.keyword !== 'oneOf' && /\/(anyOf|oneOf)\//.test(e.schemaPath) && [...combinators].some((p) => e.instancePath.startsWith(p))) return false;
    const v = at(value, e.instancePath);
    if (typeof v !== 'string') return true;
    return !(PLACEHOLDER.test(v) || (e.keyword === 'format' && namesFormat(v, String((e.params as { format?: unknown }).format))));
  });
}

/** Words a placeholder uses for a format: "block-uuid", "uuid1", "user-email", "profile-url", "iso-date". */
const FORMAT_WORDS: Record<string, string[]> = {
  uuid: ['uuid', 'guid', 'id'],
  email: ['email', 'mail'],
  'idn-email': ['email', 'mail'],
  uri: ['uri', 'url', 'link'],
  url: ['uri', 'url', 'link'],
  'uri-reference': ['uri', 'url', 'link', 'path'],
  iri: ['iri', 'uri', 'url', 'link'],
  'date-time': ['date', 'datetime', 'time', 'timestamp', 'iso', 'yyyy'],
  date: ['date', 'iso', 'yyyy'],
  time: ['time', 'hh'],
  ipv4: ['ip', 'ipv4', 'address'],
  ipv6: ['ip', 'ipv6', 'address'],
  hostname: ['host', 'hostname', 'domain'],
};

function namesFormat(value: string, format: string): boolean {
  const words = FORMAT_WORDS[format];
  // Letters only, so "uuid1" and "block_uuid" give "uuid".
  return !!words && (value.toLowerCase().match(/[a-z]+/g) ?? []).some((w) => words.includes(w));
}

function at(value: unknown, pointer: string): unknown {
  let cur = value;
  for (const raw of pointer.split('/').slice(1)) {
    const k = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(cur)) cur = cur[Number(k)];
    else if (isObject(cur)) cur = cur[k];
    else return undefined;
  }
  return cur;
}

function messageIdOf(e: ErrorObject): string {
  if (e.instancePath === '' && e.keyword === 'additionalProperties') return 'unknownParameter';
  if (e.instancePath === '' && e.keyword === 'required') return 'missingParameter';
  return 'invalidValue';
}

function explain(e: ErrorObject): string {
  const path = e.instancePath.split('/').slice(1).map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~')).join('.');
  const p = e.params as Record<string, unknown>;
  if (e.keyword === 'additionalProperties') return path ? `"${path}" has unknown property "${String(p.additionalProperty)}"` : `unknown parameter "${String(p.additionalProperty)}"`;
  if (e.keyword === 'required') return path ? `"${path}" misses required property "${String(p.missingProperty)}"` : `missing required parameter "${String(p.missingProperty)}"`;
  if (e.keyword === 'enum') return `"${path}" must be one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
  if (e.keyword === 'anyOf' || e.keyword === 'oneOf') return `"${path}" matches none of the allowed schemas`;
  return `"${path}" ${e.message ?? 'is invalid'}`;
}

function clip(s: string): string {
  return s.length > 60 ? `${s.slice(0, 59)}…` : s;
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
