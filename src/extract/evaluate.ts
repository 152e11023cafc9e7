import path from 'node:path';
import { ts } from 'ts-morph';
import type { SourceRange } from '../model/tool.js';
import { readInsideProject } from '../scan/read-inside.js';
import type { ParsedFile, SourceIndex } from '../scan/source-index.js';
import { pointerEscape, propertyNameText, rangeOf } from './ranges.js';
import { ScopeResolver, bindingPath, type Binding } from './scope.js';
import { ClassValue, FunctionValue, SchemaValue, Unknown, isPlainObject, type Value } from './values.js';
import { convertZod, isJsonSchemaWrapper, shapeToSchema } from './zod.js';

/** Where evaluation records the source range of every value it folds, keyed by JSON Pointer. */
export interface PointerSink {
  ptr: string;
  out: Record<string, SourceRange>;
}

const MAX_DEPTH = 40;
const DEDENT_TAGS = new Set(['dedent', 'outdent', 'stripIndent', 'stripIndents', 'endent', 'd', 'ts', 'markdown', 'md', 'html', 'prompt']);

/**
 * Folds expressions to values without running them: literals, constants across files, `as const`
 * objects, enums, template literals, concatenation, spreads, `[...].join()`, text-file imports and
 * zod schemas. What it cannot fold becomes an `Unknown` carrying the source text.
 */
export class Evaluator {
  readonly scope: ScopeResolver;
  private depth = 0;
  private readonly active = new Set<ts.Node>();
  /**
   * Values for parameters while a function body is folded for one matrix cell (`--no-eval`):
   * `prompt({ locale })` with `locale = 'zh-TW'` folds `locale === 'zh-TW' ? … : …`.
   */
  private env: Map<ts.Node, Value> | undefined;

  /** Folds `fn` with its parameters bound to `args`: see src/render/static.ts. */
  withParameters<T>(params: readonly ts.ParameterDeclaration[], args: Value[], run: () => T): T {
    const saved = this.env;
    this.env = new Map(saved ?? []);
    params.forEach((p, i) => this.env!.set(p, args[i]));
    try {
      return run();
    } finally {
      this.env = saved;
    }
  }

  constructor(readonly index: SourceIndex) {
    this.scope = new ScopeResolver(index);
  }

  fileOf(node: ts.Node): ParsedFile {
    const f = this.index.get(node.getSourceFile().fileName);
    if (!f) throw new Error(`file not indexed: ${node.getSourceFile().fileName}`);
    return f;
  }

  evaluate(node: ts.Node, sink?: PointerSink): Value {
    if (this.depth > MAX_DEPTH || this.active.has(node)) return new Unknown(textOf(node));
    this.depth++;
    this.active.add(node);
    try {
      return this.evaluateInner(node, sink);
    } finally {
      this.active.delete(node);
      this.depth--;
    }
  }

  /** Evaluates and returns a string, or undefined with the partial text when it cannot. */
  evaluateString(node: ts.Node): { text?: string; partial?: string } {
    const v = this.evaluate(node);
    if (typeof v === 'string') return { text: v };
    if (typeof v === 'number' || typeof v === 'boolean') return { text: String(v) };
    if (v instanceof Unknown) return { partial: v.partialText };
    return {};
  }

  private evaluateInner(node: ts.Node, sink?: PointerSink): Value {
    const file = this.fileOf(node);
    if (
      ts.isParenthesizedExpression(node) ||
      ts.isAsExpression(node) ||
      ts.isSatisfiesExpression(node) ||
      ts.isTypeAssertionExpression(node) ||
      ts.isNonNullExpression(node)
    ) {
      return this.evaluate(node.expression, sink);
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isNumericLiteral(node)) return Number(node.text);
    if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
    if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
    if (node.kind === ts.SyntaxKind.NullKeyword) return null;
    if (ts.isPrefixUnaryExpression(node)) {
      const v = this.evaluate(node.operand);
      if (typeof v === 'number' && node.operator === ts.SyntaxKind.MinusToken) return -v;
      if (typeof v === 'number' && node.operator === ts.SyntaxKind.PlusToken) return v;
      if (node.operator === ts.SyntaxKind.ExclamationToken && !(v instanceof Unknown) && isFoldable(v)) return !v;
      return new Unknown(textOf(node));
    }
    if (ts.isTemplateExpression(node)) return this.template(node, false);
    if (ts.isTaggedTemplateExpression(node)) return this.taggedTemplate(node);
    if (ts.isBinaryExpression(node)) return this.binary(node);
    if (ts.isConditionalExpression(node)) {
      const c = this.evaluate(node.condition);
      if (!(c instanceof Unknown) && isFoldable(c)) return this.evaluate(c ? node.whenTrue : node.whenFalse, sink);
      return new Unknown(textOf(node));
    }
    if (ts.isIdentifier(node)) return this.identifier(node, file, sink);
    if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) return this.member(node, sink);
    if (ts.isObjectLiteralExpression(node)) return this.object(node, file, sink);
    if (ts.isArrayLiteralExpression(node)) return this.array(node, file, sink);
    if (ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isMethodDeclaration(node) || ts.isFunctionDeclaration(node)) {
      return new FunctionValue(node, file);
    }
    if (ts.isClassExpression(node) || ts.isClassDeclaration(node)) return new ClassValue(node, file);
    if (ts.isCallExpression(node)) return this.call(node, file, sink);
    if (ts.isAwaitExpression(node)) return new Unknown(textOf(node));
    return new Unknown(textOf(node));
  }

  private template(node: ts.TemplateExpression, raw: boolean): Value {
    let text = raw ? rawText(node.head) : node.head.text;
    let partial = text;
    let complete = true;
    for (const span of node.templateSpans) {
      const v = this.evaluate(span.expression);
      const lit = raw ? rawText(span.literal) : span.literal.text;
      if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') {
        text += String(v) + lit;
        partial += String(v) + lit;
      } else {
        complete = false;
        partial += `\${${textOf(span.expression)}}` + lit;
      }
    }
    return complete ? text : new Unknown(textOf(node), partial);
  }

  private taggedTemplate(node: ts.TaggedTemplateExpression): Value {
    const tag = node.tag;
    const tagName = ts.isIdentifier(tag) ? tag.text : ts.isPropertyAccessExpression(tag) ? tag.name.text : '';
    const isRaw = ts.isPropertyAccessExpression(tag) && ts.isIdentifier(tag.expression) && tag.expression.text === 'String' && tagName === 'raw';
    if (!isRaw && !DEDENT_TAGS.has(tagName)) return new Unknown(textOf(node));
    const tpl = node.template;
    const v = ts.isNoSubstitutionTemplateLiteral(tpl) ? (isRaw ? rawText(tpl) : tpl.text) : this.template(tpl, isRaw);
    if (isRaw) return v;
    if (typeof v === 'string') return dedent(v);
    if (v instanceof Unknown) return new Unknown(v.text, v.partialText !== undefined ? dedent(v.partialText) : undefined);
    return v;
  }

  private binary(node: ts.BinaryExpression): Value {
    const op = node.operatorToken.kind;
    if (op === ts.SyntaxKind.PlusToken) {
      const l = this.evaluate(node.left);
      const r = this.evaluate(node.right);
      if (typeof l === 'number' && typeof r === 'number') return l + r;
      if ((typeof l === 'string' || typeof l === 'number') && (typeof r === 'string' || typeof r === 'number')) return String(l) + String(r);
      const lp = typeof l === 'string' ? l : l instanceof Unknown ? (l.partialText ?? `\${${l.text}}`) : undefined;
      const rp = typeof r === 'string' ? r : r instanceof Unknown ? (r.partialText ?? `\${${r.text}}`) : undefined;
      return new Unknown(textOf(node), lp !== undefined && rp !== undefined ? lp + rp : undefined);
    }
    if (op === ts.SyntaxKind.QuestionQuestionToken || op === ts.SyntaxKind.BarBarToken) {
      const l = this.evaluate(node.left);
      if (l instanceof Unknown) return new Unknown(textOf(node));
      const useLeft = op === ts.SyntaxKind.QuestionQuestionToken ? l !== null && l !== undefined : Boolean(l);
      return useLeft ? l : this.evaluate(node.right);
    }
    if (op === ts.SyntaxKind.EqualsEqualsEqualsToken || op === ts.SyntaxKind.ExclamationEqualsEqualsToken) {
      const l = this.evaluate(node.left);
      const r = this.evaluate(node.right);
      if (isPrimitive(l) && isPrimitive(r)) return op === ts.SyntaxKind.EqualsEqualsEqualsToken ? l === r : l !== r;
    }
    return new Unknown(textOf(node));
  }

  private identifier(node: ts.Identifier, file: ParsedFile, sink?: PointerSink): Value {
    if (node.text === 'undefined') return undefined;
    const binding = this.scope.resolveIdentifier(node, file);
    if (!binding) return new Unknown(node.text);
    if (binding.kind === 'parameter' && this.env && ts.isParameter(binding.node) && this.env.has(binding.node)) {
      let v = this.env.get(binding.node);
      for (const key of bindingPath(binding.node.name, node.text) ?? []) v = getProperty(v, key, node.text);
      return v;
    }
    return this.fromBinding(binding, node, sink);
  }

  /** The value a binding stands for. */
  fromBinding(binding: Binding, at: ts.Node, sink?: PointerSink): Value {
    switch (binding.kind) {
      case 'value':
        return this.evaluate(binding.init, sink);
      case 'destructured': {
        let v = this.evaluate(binding.init);
        for (const key of binding.path) v = getProperty(v, key, textOf(at));
        return v;
      }
      case 'function':
        return new FunctionValue(binding.node, binding.file);
      case 'class':
        return new ClassValue(binding.node, binding.file);
      case 'enum':
        return this.enumObject(binding.node);
      case 'text-file':
        return readInsideProject(this.index.cwd, binding.abs, at.getSourceFile().fileName) ?? new Unknown(textOf(at));
      case 'namespace': {
        const out: { [k: string]: Value } = {};
        return new NamespaceValue(binding.file, out) as unknown as Value;
      }
      case 'uninitialized':
        return this.compiledEnum(binding.node) ?? new Unknown(textOf(at));
      default:
        return new Unknown(textOf(at));
    }
  }

  /**
   * An enum as TypeScript emits it in published JavaScript:
   * `var ToolName; (function (ToolName) { ToolName["ECHO"] = "echo"; })(ToolName || (ToolName = {}));`
   * Official MCP servers ship this way, and their tool names are enum members.
   */
  private compiledEnum(decl: ts.Node): Value | undefined {
    if (!ts.isVariableDeclaration(decl) || !ts.isIdentifier(decl.name)) return undefined;
    const name = decl.name.text;
    const statement = decl.parent?.parent;
    const block = statement?.parent;
    if (!block || !('statements' in block)) return undefined;
    const statements = (block as ts.Block).statements;
    const at = statements.indexOf(statement as ts.Statement);
    const next = statements[at + 1];
    if (!next || !ts.isExpressionStatement(next)) return undefined;
    let call = next.expression;
    while (ts.isParenthesizedExpression(call)) call = call.expression;
    if (!ts.isCallExpression(call)) return undefined;
    let fn: ts.Expression = call.expression;
    while (ts.isParenthesizedExpression(fn)) fn = fn.expression;
    if (!ts.isFunctionExpression(fn) || !fn.body || fn.parameters.length !== 1) return undefined;
    const param = fn.parameters[0]!.name;
    if (!ts.isIdentifier(param) || !call.arguments[0]?.getText().startsWith(name)) return undefined;
    const out: { [k: string]: Value } = {};
    for (const st of fn.body.statements) {
      if (!ts.isExpressionStatement(st) || !ts.isBinaryExpression(st.expression)) continue;
      let assign: ts.Expression = st.expression;
      // `E[E["A"] = 0] = "A"` (numeric members): the inner assignment holds the member.
      if (ts.isElementAccessExpression(st.expression.left) && ts.isBinaryExpression(st.expression.left.argumentExpression)) assign = st.expression.left.argumentExpression;
      if (!ts.isBinaryExpression(assign) || assign.operatorToken.kind !== ts.SyntaxKind.EqualsToken) continue;
      const left = assign.left;
      if (!ts.isElementAccessExpression(left) || !ts.isIdentifier(left.expression) || left.expression.text !== param.text) continue;
      const key = this.evaluate(left.argumentExpression);
      if (typeof key === 'string') out[key] = this.evaluate(assign.right);
    }
    return Object.keys(out).length ? out : undefined;
  }

  private enumObject(node: ts.EnumDeclaration): Value {
    const out: { [k: string]: Value } = {};
    let next = 0;
    for (const m of node.members) {
      const key = propertyNameText(m.name as ts.PropertyName);
      if (key === undefined) continue;
      if (m.initializer) {
        const v = this.evaluate(m.initializer);
        out[key] = v;
        if (typeof v === 'number') next = v + 1;
      } else {
        out[key] = next++;
      }
    }
    return out;
  }

  private member(node: ts.PropertyAccessExpression | ts.ElementAccessExpression, sink?: PointerSink): Value {
    let key: string | undefined;
    if (ts.isPropertyAccessExpression(node)) key = node.name.text;
    else {
      const k = this.evaluate(node.argumentExpression);
      if (typeof k === 'string' || typeof k === 'number') key = String(k);
    }
    if (key === undefined) return new Unknown(textOf(node));
    const obj = this.evaluate(node.expression);
    if (obj instanceof NamespaceValue) {
      const b = this.scope.resolveExport(obj.file, key);
      return b ? this.fromBinding(b, node, sink) : new Unknown(textOf(node));
    }
    if (obj instanceof ClassValue) return this.staticMember(obj, key, node);
    if (obj instanceof SchemaValue) {
      // `Schema.shape.field` and similar reach into zod objects.
      if (key === 'shape') {
        // `Schema.shape` is the object of zod schemas behind `Schema`: rebuild one SchemaValue per key.
        const props = obj.schema.properties;
        if (!props || typeof props !== 'object') return new Unknown(textOf(node));
        const required = new Set((obj.schema.required as string[] | undefined) ?? []);
        const out: { [k: string]: Value } = {};
        for (const [k, v] of Object.entries(props as Record<string, Record<string, unknown>>)) {
          out[k] = new SchemaValue(v, obj.partial, obj.source, !required.has(k));
        }
        return out;
      }
      return new Unknown(textOf(node));
    }
    return getProperty(obj, key, textOf(node));
  }

  private staticMember(cls: ClassValue, key: string, at: ts.Node): Value {
    for (const m of cls.node.members) {
      if (!ts.isPropertyDeclaration(m) || propertyNameText(m.name) !== key) continue;
      const isStatic = ts.getModifiers(m)?.some((mod) => mod.kind === ts.SyntaxKind.StaticKeyword);
      if (isStatic && m.initializer) return this.evaluate(m.initializer);
    }
    return new Unknown(textOf(at));
  }

  private object(node: ts.ObjectLiteralExpression, file: ParsedFile, sink?: PointerSink): Value {
    const out: { [k: string]: Value } = {};
    for (const prop of node.properties) {
      if (ts.isSpreadAssignment(prop)) {
        const v = this.evaluate(prop.expression, sink);
        if (isPlainObject(v)) Object.assign(out, v);
        // A spread we cannot read may add keys: say so, or rules would judge an incomplete object.
        else if (v !== undefined && v !== null) out[`x-tool-lint-unknown-spread:${textOf(prop.expression)}`] = new Unknown(textOf(prop.expression));
        continue;
      }
      let key: string | undefined;
      if (prop.name && ts.isComputedPropertyName(prop.name)) {
        const k = this.evaluate(prop.name.expression);
        if (typeof k === 'string' || typeof k === 'number') key = String(k);
      } else {
        key = propertyNameText(prop.name);
      }
      if (key === undefined) continue;
      const child = sink ? { ptr: `${sink.ptr}/${pointerEscape(key)}`, out: sink.out } : undefined;
      if (ts.isPropertyAssignment(prop)) {
        if (child) child.out[child.ptr] = rangeOf(prop.initializer, file);
        out[key] = this.evaluate(prop.initializer, child);
      } else if (ts.isShorthandPropertyAssignment(prop)) {
        if (child) child.out[child.ptr] = rangeOf(prop, file);
        out[key] = this.evaluate(prop.name, child);
      } else if (ts.isMethodDeclaration(prop) || ts.isGetAccessorDeclaration(prop)) {
        if (child) child.out[child.ptr] = rangeOf(prop, file);
        out[key] = new FunctionValue(prop, file);
      }
    }
    return out;
  }

  private array(node: ts.ArrayLiteralExpression, file: ParsedFile, sink?: PointerSink): Value {
    const out: Value[] = [];
    for (const el of node.elements) {
      if (ts.isSpreadElement(el)) {
        const v = this.evaluate(el.expression);
        if (Array.isArray(v)) out.push(...v);
        else out.push(new Unknown(textOf(el)));
        continue;
      }
      if (ts.isOmittedExpression(el)) {
        out.push(undefined);
        continue;
      }
      const child = sink ? { ptr: `${sink.ptr}/${out.length}`, out: sink.out } : undefined;
      if (child) child.out[child.ptr] = rangeOf(el, file);
      out.push(this.evaluate(el, child));
    }
    return out;
  }

  private call(node: ts.CallExpression, file: ParsedFile, sink?: PointerSink): Value {
    const zod = convertZod(node, this, sink);
    if (zod) return zod;
    const callee = node.expression;
    const calleeName = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
    const arg0 = node.arguments[0];
    if (isJsonSchemaWrapper(calleeName) && arg0) {
      const inner = this.evaluate(arg0, sink);
      if (inner instanceof SchemaValue) return inner;
      if (isPlainObject(inner)) return inner;
      return new Unknown(textOf(node));
    }
    if (ts.isPropertyAccessExpression(callee)) {
      const method = callee.name.text;
      if (ts.isIdentifier(callee.expression) && callee.expression.text === 'Object' && (method === 'freeze' || method === 'seal') && arg0) {
        return this.evaluate(arg0, sink);
      }
      if (ts.isIdentifier(callee.expression) && callee.expression.text === 'Object' && method === 'fromEntries' && arg0) {
        const entries = this.evaluate(arg0);
        if (Array.isArray(entries) && entries.every((e) => Array.isArray(e) && typeof e[0] === 'string')) {
          return Object.fromEntries(entries.map((e) => [String((e as Value[])[0]), (e as Value[])[1]]));
        }
        return new Unknown(textOf(node));
      }
      const target = this.evaluate(callee.expression);
      const args = node.arguments.map((a) => this.evaluate(a));
      const folded = stringOrArrayMethod(target, method, args);
      if (folded !== NOT_FOLDED) return folded;
    }
    if (isReadFileCall(node)) {
      const p = this.staticPath(node.arguments[0]!, file);
      // Only inside the project: static evaluation is not sandboxed (src/scan/read-inside.ts).
      const text = p ? readInsideProject(this.index.cwd, p, file.abs) : undefined;
      if (text !== undefined) return text;
    }
    return new Unknown(textOf(node));
  }

  /** Folds `path.join(__dirname, 'x.md')`, `new URL('./x.md', import.meta.url)` and relative literals to a path. */
  private staticPath(node: ts.Expression, file: ParsedFile): string | undefined {
    const dir = path.dirname(file.abs);
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'URL' && node.arguments?.length === 2) {
      const rel = this.evaluate(node.arguments[0]!);
      return typeof rel === 'string' ? path.resolve(dir, rel) : undefined;
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ['join', 'resolve'].includes(node.expression.name.text)) {
      const parts: string[] = [];
      for (const a of node.arguments) {
        if (ts.isIdentifier(a) && (a.text === '__dirname' || a.text === 'dirname')) parts.push(dir);
        else if (ts.isPropertyAccessExpression(a) && a.getText(file.sf) === 'import.meta.dirname') parts.push(dir);
        else {
          const v = this.evaluate(a);
          if (typeof v !== 'string') return undefined;
          parts.push(v);
        }
      }
      return path.resolve(dir, ...parts);
    }
    return undefined;
  }
}

/** A namespace import (`import * as names from './names'`), resolved member by member. */
class NamespaceValue {
  constructor(
    readonly file: ParsedFile,
    readonly members: { [k: string]: Value },
  ) {}
}

const NOT_FOLDED = Symbol('not folded');

function stringOrArrayMethod(target: Value, method: string, args: Value[]): Value | typeof NOT_FOLDED {
  if (Array.isArray(target)) {
    if (method === 'join') {
      const sep = args[0] === undefined ? ',' : args[0];
      if (typeof sep !== 'string') return NOT_FOLDED;
      if (target.every((x) => typeof x === 'string' || typeof x === 'number')) return target.join(sep);
      return new Unknown(`[…].join()`, target.map((x) => (typeof x === 'string' ? x : '…')).join(sep));
    }
    if (method === 'includes' && args.length === 1 && !(args[0] instanceof Unknown) && target.every((x) => !(x instanceof Unknown))) {
      return target.includes(args[0] as Value);
    }
    if (method === 'filter' && args.length === 1 && args[0] instanceof Unknown && (args[0] as Unknown).text === 'Boolean') {
      return target.filter(Boolean);
    }
    return NOT_FOLDED;
  }
  if (typeof target === 'string') {
    switch (method) {
      case 'trim':
        return target.trim();
      case 'trimStart':
        return target.trimStart();
      case 'trimEnd':
        return target.trimEnd();
      case 'toLowerCase':
        return target.toLowerCase();
      case 'toUpperCase':
        return target.toUpperCase();
      case 'concat':
        return args.every((a) => typeof a === 'string') ? target.concat(...(args as string[])) : NOT_FOLDED;
      case 'includes':
      case 'startsWith':
      case 'endsWith':
        return typeof args[0] === 'string' ? target[method](args[0]) : NOT_FOLDED;
      default:
        return NOT_FOLDED;
    }
  }
  return NOT_FOLDED;
}

function isReadFileCall(node: ts.CallExpression): boolean {
  const c = node.expression;
  const name = ts.isIdentifier(c) ? c.text : ts.isPropertyAccessExpression(c) ? c.name.text : '';
  return (name === 'readFileSync' || name === 'readFile') && node.arguments.length >= 1;
}

export function getProperty(obj: Value, key: string, text: string): Value {
  if (isPlainObject(obj)) return Object.prototype.hasOwnProperty.call(obj, key) ? obj[key] : new Unknown(text);
  if (Array.isArray(obj)) {
    if (key === 'length') return obj.length;
    const i = Number(key);
    return Number.isInteger(i) && i >= 0 && i < obj.length ? obj[i] : new Unknown(text);
  }
  if (typeof obj === 'string' && key === 'length') return obj.length;
  return new Unknown(text);
}

function isPrimitive(v: Value): v is string | number | boolean | null | undefined {
  return v === null || v === undefined || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
}

function isFoldable(v: Value): boolean {
  return isPrimitive(v);
}

export function textOf(node: ts.Node): string {
  const text = node.getText(node.getSourceFile());
  return text.length > 200 ? `${text.slice(0, 197)}...` : text;
}

function rawText(node: ts.TemplateLiteralLikeNode): string {
  return node.rawText ?? node.text;
}

/** What `dedent`-style tags do: drop the first and last blank line and the common indentation. */
export function dedent(text: string): string {
  const lines = text.replace(/^[ \t]*\r?\n/, '').replace(/\r?\n[ \t]*$/, '').split(/\r?\n/);
  let min = Infinity;
  for (const line of lines) {
    if (!line.trim()) continue;
    const indent = line.match(/^[ \t]*/)![0].length;
    if (indent < min) min = indent;
  }
  if (!Number.isFinite(min)) min = 0;
  return lines.map((l) => l.slice(Math.min(min, l.match(/^[ \t]*/)![0].length))).join('\n');
}

export { shapeToSchema };
