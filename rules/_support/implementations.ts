/**
 * What a tool's implementation does with its input: its own handler (AI SDK / Mastra / OpenAI Agents
 * `execute`, MCP callbacks, LangChain `func`, …) or its branch in a dispatcher, and which keys of the
 * input that code reads. Shared by consistent-param-names and no-stub-implementation.
 */
import { ts } from 'ts-morph';
import type { Evaluator } from '../../src/extract/evaluate.js';
import { nodeAtRange, propertyNameText } from '../../src/extract/ranges.js';
import { isFunctionLike } from '../../src/extract/scope.js';
import { isPlainObject } from '../../src/extract/values.js';
import type { ToolDefinition } from '../../src/model/tool.js';
import type { ParsedFile } from '../../src/source/source-index.js';
import { INPUT_KEYS, exprKey, functionOf, inputIndex, skipOuter, type Branch, type DispatchAnalysis, type Dispatcher } from '../../src/analysis/dispatch.js';
import { isPlaceholderKey } from './schema.js';
import { recordedOnly } from '../../src/analysis/recording-call.js';
import { takesEnvelope } from '../../src/extract/context-param.js';
/** Schema keywords that make the set of accepted keys more than `properties`. */
const COMPOSITION = ['anyOf', 'oneOf', 'allOf', 'not', 'if', '$ref', 'patternProperties', 'dependentSchemas', 'dependencies', 'unevaluatedProperties'];
/** Reading these on an object is not reading a parameter. */
export const OBJECT_PROTO = new Set(['hasOwnProperty', 'toString', 'valueOf', 'constructor', 'propertyIsEnumerable', 'isPrototypeOf', 'toLocaleString', 'then']);
const LOG_RECEIVERS = /^(console|logger|log|this\.logger|this\.log)$/;
const GUARD_CALLEE = /^(is|has|assert|check|ensure|validate|verify)([A-Z_]|$)/;

function calleeKey(call: ts.CallExpression): string {
  return exprKey(skipOuter(call.expression));
}

function isLogCall(call: ts.CallExpression): boolean {
  const c = skipOuter(call.expression);
  return ts.isPropertyAccessExpression(c) && LOG_RECEIVERS.test(exprKey(c.expression));
}

/** Whether an expression ends up, through templates and concatenation, as an argument of a log call. */
function inLogCall(n: ts.Node): boolean {
  let e: ts.Node = n;
  for (let i = 0; i < 8 && e.parent; i++) {
    const p: ts.Node = e.parent;
    if (ts.isTemplateSpan(p) || ts.isTemplateExpression(p) || ts.isParenthesizedExpression(p) || (ts.isBinaryExpression(p) && p.operatorToken.kind === ts.SyntaxKind.PlusToken)) e = p;
    else return ts.isCallExpression(p) && p.arguments.includes(e as ts.Expression) && isLogCall(p);
  }
  return false;
}

function calleeText(call: ts.CallExpression): string {
  const c = skipOuter(call.expression);
  return ts.isIdentifier(c) ? c.text : ts.isPropertyAccessExpression(c) ? c.name.text : '';
}

/** The call's value is only tested (`if (!isX(a))`, `assertX(a);`), never kept. */
function onlyGates(call: ts.CallExpression): boolean {
  let n: ts.Node = call;
  for (;;) {
    const p = n.parent;
    if (!p) return false;
    if (ts.isParenthesizedExpression(p) || (ts.isPrefixUnaryExpression(p) && p.operator === ts.SyntaxKind.ExclamationToken) || ts.isAwaitExpression(p)) n = p;
    else if (ts.isBinaryExpression(p) && (p.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken || p.operatorToken.kind === ts.SyntaxKind.BarBarToken)) n = p;
    else return (ts.isIfStatement(p) && p.expression === n) || (ts.isConditionalExpression(p) && p.condition === n) || ts.isExpressionStatement(p);
  }
}

export interface SchemaFacts {
  declared: Set<string>;
  required: string[];
  /** Parameters with one possible value (`const`, a one-value `enum`): nothing to read. */
  fixed: Set<string>;
  /** Each parameter's own `description`, when it has one. */
  descriptions: Map<string, string>;
  /** `additionalProperties` allows other keys: undeclared reads are not wrong. */
  open: boolean;
}

export function schemaFacts(tool: ToolDefinition): SchemaFacts | undefined {
  const s = tool.inputSchema;
  if ((s.source !== 'json-schema' && s.source !== 'zod') || s.partial || !isPlainObject(s.schema)) return undefined;
  const schema = s.schema as Record<string, unknown>;
  if (schema.type !== undefined && schema.type !== 'object') return undefined;
  if (COMPOSITION.some((k) => k in schema)) return undefined;
  if (!isPlainObject(schema.properties)) return undefined;
  // `...baseParams` the scanner could not see: the declared names are not all known.
  if (Object.keys(schema).some(isPlaceholderKey) || Object.keys(schema.properties).some(isPlaceholderKey)) return undefined;
  const declared = new Set(Object.keys(schema.properties));
  const props = schema.properties as Record<string, unknown>;
  // A required parameter with one possible value (`action: z.enum(['create'])`, `const`) carries no
  // information: an implementation of that one value has no reason to read it.
  const fixed = (k: string) => {
    const p = props[k];
    return isPlainObject(p) && ('const' in p || (Array.isArray(p.enum) && p.enum.length === 1));
  };
  const required = Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === 'string' && declared.has(r) && !fixed(r)) : [];
  const ap = schema.additionalProperties;
  const descriptions = new Map<string, string>();
  for (const k of declared) {
    const p = props[k];
    if (isPlainObject(p) && typeof p.description === 'string') descriptions.set(k, p.description);
  }
  return { declared, required, fixed: new Set([...declared].filter(fixed)), descriptions, open: ap !== undefined && ap !== false };
}

// ---------------------------------------------------------------------------------------------
// How an implementation uses its input

type Use =
  | { kind: 'read'; key: string; node: ts.Node }
  | { kind: 'alias'; key: string }
  | { kind: 'neutral' }
  | { kind: 'escape' };

interface Usage {
  /** `unused`: taken apart into a name the code never uses (`({ timeRange, limit }) => …timeRange…`). */
  reads: Array<{ key: string; node: ts.Node; unused?: true; defaulted?: true }>;
  /** The input is handed on whole, spread, indexed dynamically or reassigned: what is read is not all visible. */
  escaped: boolean;
  /** The handler names its input for not reading it (`async (_input) => …`): unread on purpose. */
  setAside?: true;
  /**
   * Mastra before 1.0 with the arguments taken from the wrong object: `execute: async ({ city })`
   * where `@mastra/core` 0.x passes `{ context, mastra, … }`. These declared names are always undefined.
   */
  lostOutsideContext?: { keys: string[]; node: ts.Node };
}

/** What counts as the input in a piece of code: aliases (variables, parameters) and source expressions (`block.input`). */
interface InputSpec {
  aliases: Set<string>;
  sources: Set<string>;
}

function bindingKey(id: ts.Identifier, ev: Evaluator, file: ParsedFile): string | undefined {
  const b = ev.scope.resolveIdentifier(id, file);
  if (!b) return undefined;
  switch (b.kind) {
    case 'value':
      return `v:${b.decl.pos}`;
    case 'parameter':
      return `p:${b.node.pos}:${id.text}`;
    case 'destructured':
      return `d:${b.init.pos}:${b.path.join('.')}`;
    case 'uninitialized':
      return `u:${b.node.pos}`;
    default:
      return undefined;
  }
}

function isJsonParse(n: ts.Node): n is ts.CallExpression {
  return ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && n.expression.name.text === 'parse' && ts.isIdentifier(n.expression.expression) && n.expression.expression.text === 'JSON';
}

/** Whether `n` is the input: an alias, a source expression, or `JSON.parse(source)`. */
function isRef(n: ts.Node, spec: InputSpec, ev: Evaluator, file: ParsedFile): boolean {
  if (ts.isIdentifier(n)) {
    const p = n.parent;
    if (p && ((ts.isPropertyAccessExpression(p) && p.name === n) || (ts.isPropertyAssignment(p) && p.name === n) || (ts.isBindingElement(p) && p.propertyName === n))) return false;
    if (p && (ts.isVariableDeclaration(p) || ts.isParameter(p) || ts.isBindingElement(p)) && p.name === n) return false;
    const key = bindingKey(n, ev, file);
    return !!key && spec.aliases.has(key);
  }
  if (ts.isPropertyAccessExpression(n) || ts.isElementAccessExpression(n)) return spec.sources.size > 0 && spec.sources.has(exprKey(n));
  return false;
}

/** How one reference to the input is used. */
function classify(ref: ts.Expression, ev: Evaluator): Use {
  let e: ts.Node = ref;
  for (;;) {
    const p: ts.Node | undefined = e.parent;
    if (!p) return { kind: 'escape' };
    if (ts.isParenthesizedExpression(p) || ts.isAsExpression(p) || ts.isNonNullExpression(p) || ts.isSatisfiesExpression(p) || ts.isTypeAssertionExpression(p)) e = p;
    else if (ts.isBinaryExpression(p) && p.left === e && (p.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || p.operatorToken.kind === ts.SyntaxKind.BarBarToken)) e = p;
    else if (isJsonParse(p) && p.arguments[0] === e) e = p;
    else if (ts.isConditionalExpression(p) && (p.whenTrue === e || p.whenFalse === e)) e = p;
    else break;
  }
  const p = e.parent!;
  if (ts.isPropertyAccessExpression(p) && p.expression === e) {
    const key = p.name.text;
    if (p.parent && ts.isCallExpression(p.parent) && p.parent.expression === p) return OBJECT_PROTO.has(key) ? { kind: 'neutral' } : { kind: 'escape' };
    return { kind: 'read', key, node: p.name };
  }
  if (ts.isElementAccessExpression(p) && p.expression === e) {
    const k = ev.evaluate(p.argumentExpression);
    return typeof k === 'string' ? { kind: 'read', key: k, node: p.argumentExpression } : { kind: 'escape' };
  }
  if (ts.isVariableDeclaration(p) && p.initializer === e) {
    if (ts.isIdentifier(p.name)) return { kind: 'alias', key: `v:${p.pos}` };
    return { kind: 'escape' }; // destructuring: handled by the caller, which sees the pattern
  }
  if (ts.isPrefixUnaryExpression(p) && p.operator === ts.SyntaxKind.ExclamationToken) return { kind: 'neutral' };
  if (ts.isTypeOfExpression(p)) return { kind: 'neutral' };
  if ((ts.isIfStatement(p) || ts.isWhileStatement(p)) && p.expression === e) return { kind: 'neutral' };
  if (ts.isBinaryExpression(p) && isComparison(p.operatorToken.kind)) return { kind: 'neutral' };
  if (ts.isBinaryExpression(p) && p.operatorToken.kind === ts.SyntaxKind.InKeyword && p.right === e) return { kind: 'neutral' };
  if (ts.isCallExpression(p) && p.arguments.includes(e as ts.Expression) && isLogCall(p)) return { kind: 'neutral' };
  // `void logAIAction({ toolName, toolArgs, result })`: recorded by a project's logger whose result
  // nobody uses, not handed to code that runs the tool.
  if (recordedOnly(e)) return { kind: 'neutral' };
  // `console.log(`input: ${JSON.stringify(input)}`)`: printed, not handed on.
  if (ts.isCallExpression(p) && p.arguments[0] === e && calleeKey(p) === 'JSON.stringify' && inLogCall(p)) return { kind: 'neutral' };
  // `input && typeof input === 'object' ? … : {}`: a test.
  if (ts.isBinaryExpression(p) && p.left === e && p.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken) return { kind: 'neutral' };
  // `if (!isSearchArgs(args)) throw …`: a check whose result only gates the code that reads.
  if (ts.isCallExpression(p) && p.arguments.includes(e as ts.Expression) && GUARD_CALLEE.test(calleeText(p)) && onlyGates(p)) return { kind: 'neutral' };
  return { kind: 'escape' };
}

function isComparison(k: ts.SyntaxKind): boolean {
  return k === ts.SyntaxKind.EqualsEqualsEqualsToken || k === ts.SyntaxKind.ExclamationEqualsEqualsToken || k === ts.SyntaxKind.EqualsEqualsToken || k === ts.SyntaxKind.ExclamationEqualsToken;
}

/** Reads from a destructuring pattern; a rest element or a computed key hides what is read. */
function patternReads(pattern: ts.ObjectBindingPattern, out: Usage): void {
  for (const el of pattern.elements) {
    if (el.dotDotDotToken) {
      out.escaped = true;
      continue;
    }
    const keyNode = el.propertyName ?? el.name;
    const key = propertyNameText(keyNode as ts.PropertyName);
    if (key === undefined) {
      out.escaped = true;
      continue;
    }
    // `{ count = 10 }`: a default the code falls back on when the key is absent.
    out.reads.push({ key, node: keyNode, ...(unusedBinding(el) ? { unused: true as const } : {}), ...(el.initializer ? { defaulted: true as const } : {}) });
  }
}

/** A name bound by destructuring that nothing in its function refers to. */
function unusedBinding(el: ts.BindingElement): boolean {
  if (!ts.isIdentifier(el.name)) return false;
  const name = el.name.text;
  const fn = ts.findAncestor(el.parent, ts.isFunctionLike) as ts.FunctionLikeDeclaration | undefined;
  const scope: ts.Node | undefined = fn?.body ?? el.getSourceFile();
  if (!scope) return false;
  let used = false;
  const visit = (n: ts.Node): void => {
    if (used) return;
    if (ts.isIdentifier(n) && n !== el.name && n.text === name && !(ts.isPropertyAccessExpression(n.parent) && n.parent.name === n) && !(ts.isPropertyAssignment(n.parent) && n.parent.name === n)) used = true;
    else ts.forEachChild(n, visit);
  };
  visit(scope);
  return !used;
}

interface Located {
  use: Use;
  ref: ts.Node;
  /** Set for `const { a, b } = input`. */
  pattern?: ts.ObjectBindingPattern;
}

/**
 * Every use of the input in `scope`, following aliases (`const args = input as X`) until no new
 * one appears.
 */
function usesIn(scope: ts.Node, spec: InputSpec, ev: Evaluator, file: ParsedFile): Located[] {
  for (let round = 0; round < 4; round++) {
    const found: Located[] = [];
    let grew = false;
    const visit = (n: ts.Node): void => {
      if (isRef(n, spec, ev, file)) {
        const use = classify(n as ts.Expression, ev);
        let pattern: ts.ObjectBindingPattern | undefined;
        if (use.kind === 'escape') {
          let e: ts.Node = n;
          while (e.parent && (ts.isParenthesizedExpression(e.parent) || ts.isAsExpression(e.parent) || ts.isNonNullExpression(e.parent) || ts.isSatisfiesExpression(e.parent) || isJsonParse(e.parent) || (ts.isBinaryExpression(e.parent) && e.parent.left === e && (e.parent.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || e.parent.operatorToken.kind === ts.SyntaxKind.BarBarToken)))) e = e.parent;
          const p = e.parent;
          if (p && ts.isVariableDeclaration(p) && p.initializer === e && ts.isObjectBindingPattern(p.name)) pattern = p.name;
        }
        if (use.kind === 'alias' && !spec.aliases.has(use.key)) {
          spec.aliases.add(use.key);
          grew = true;
        }
        found.push({ use, ref: n, ...(pattern ? { pattern } : {}) });
        return;
      }
      ts.forEachChild(n, visit);
    };
    visit(scope);
    if (!grew) return found;
  }
  return [];
}

function usageOf(located: Located[], within?: ts.Node[]): Usage {
  const out: Usage = { reads: [], escaped: false };
  for (const l of located) {
    if (within && !within.some((b) => l.ref.pos >= b.pos && l.ref.end <= b.end)) continue;
    if (l.pattern) patternReads(l.pattern, out);
    else if (l.use.kind === 'read') out.reads.push({ key: l.use.key, node: l.use.node });
    else if (l.use.kind === 'escape') out.escaped = true;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Implementations: a tool's own handler, or its branch in a dispatcher

export interface Implementation {
  file: ParsedFile;
  usage: Usage;
  /** For dispatcher branches: other tools whose declared keys also count (shared `case 'a': case 'b':`). */
  sharedWith: string[];
  /** The input is also read outside the code we attribute to the tool: "never read" cannot be claimed. */
  partialView: boolean;
  /** The code attributed to the tool: the handler's body, or the dispatcher branch. */
  code: ts.Node[];
  /**
   * A function handed the input as its parameter (an own handler, a handler map's value), rather
   * than a branch of a dispatcher, whose code may reach the input through names we do not follow
   * (`case 'x': return run(request)` with the input at `request.params.arguments`).
   */
  handler?: true;
  /** For a dispatcher branch: the function it is written in (where the input and what holds it live). */
  scope?: ts.Node;
  /**
   * Keys of the input read on the way to the dispatcher, for every tool it routes (`clients.get(args.site)`
   * in the `tools/call` handler before `routeToolCall(name, args, client)`): read for this tool too.
   */
  readOnTheWay?: string[];
  /**
   * Keys the code around the branches writes into the input before routing (`if (input.channel &&
   * !input.channelName) input.channelName = input.channel`): supplied by the code, not expected from the model.
   */
  writtenOnTheWay?: string[];
}

const HANDLER_BY_FRAMEWORK: Record<string, string[]> = {
  'vercel-ai': ['execute'],
  'openai-agents': ['execute'],
  mastra: ['execute'],
  langchain: ['func'],
  anthropic: ['run'],
  mcp: ['execute'],
  custom: ['execute'],
};

/** The handler function of a tool that carries one, where its first parameter is known to be the input. */
function ownHandler(tool: ToolDefinition, a: DispatchAnalysis): { fn: ts.FunctionLikeDeclaration; file: ParsedFile } | undefined {
  const ev = a.ev;
  if (tool.handlerRange) {
    // The registration hands the arguments whole to a function written beside the definition.
    const hf = a.fileAt(tool.handlerRange.file);
    const fn = hf && nodeAtRange(hf, tool.handlerRange);
    if (hf && fn && isFunctionLike(fn)) return { fn: fn as ts.FunctionLikeDeclaration, file: hf };
  }
  const node = a.definitionNode(tool);
  const file = a.fileOf(tool);
  if (!node || !file) return undefined;
  const fromObject = (obj: ts.Expression | undefined, keys: string[]) => {
    const o = obj && skipOuter(obj);
    if (!o || !ts.isObjectLiteralExpression(o)) return undefined;
    for (const p of o.properties) {
      if (!keys.includes(propertyNameText(p.name) ?? '')) continue;
      if (ts.isMethodDeclaration(p)) return p;
      if (ts.isPropertyAssignment(p)) return functionOf(p.initializer, file, ev);
      if (ts.isShorthandPropertyAssignment(p)) return functionOf(p.name, file, ev);
    }
    return undefined;
  };
  let fn: ts.FunctionLikeDeclaration | undefined;
  if (ts.isCallExpression(node)) {
    const callee = node.expression;
    const method = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : '';
    const args = node.arguments;
    if (tool.framework === 'mcp' && method === 'tool') fn = args.length ? functionOf(args[args.length - 1]!, file, ev) : undefined;
    else if (tool.framework === 'mcp' && method === 'registerTool') fn = args[2] ? functionOf(args[2], file, ev) : undefined;
    else if (tool.framework === 'mcp' && method === 'addTool') fn = fromObject(args[0], ['execute']);
    else if (tool.framework === 'langchain' && method === 'tool') fn = args[0] ? functionOf(args[0], file, ev) : undefined;
    else if (tool.framework === 'anthropic' && /^beta(Zod)?Tool$/.test(method)) fn = fromObject(args[0], ['run']);
    else if (tool.framework === 'custom' && method === 'define') fn = fromObject(args[1], ['execute']);
    else if (tool.framework === 'custom' && method === 'createTool') fn = undefined;
    else if (['vercel-ai', 'openai-agents', 'mastra'].includes(tool.framework)) fn = fromObject(args[0], HANDLER_BY_FRAMEWORK[tool.framework]!);
  } else if (ts.isNewExpression(node) && tool.framework === 'langchain') {
    fn = fromObject(node.arguments?.[0], ['func']);
  } else if (ts.isObjectLiteralExpression(node) && tool.framework === 'vercel-ai') {
    fn = fromObject(node, ['execute']);
  } else if (ts.isClassLike(node) && tool.framework === 'langchain') {
    fn = node.members.find((m): m is ts.MethodDeclaration => ts.isMethodDeclaration(m) && propertyNameText(m.name) === '_call');
  } else if (ts.isClassLike(node) && tool.framework === 'custom') {
    // A tool class of the project's own (`name`, `description`, `parameters` fields and `execute(args)`):
    // the method the registry runs with the parsed arguments.
    const method = CLASS_HANDLERS.map((k) => node.members.find((m): m is ts.MethodDeclaration => ts.isMethodDeclaration(m) && !!m.body && propertyNameText(m.name) === k)).find((m) => !!m);
    fn = method && !takesEnvelope(method, declaredKeys(tool)) ? method : undefined;
  }
  return fn ? { fn, file: ev.scope.fileOf(fn) ?? file } : undefined;
}

/** The top-level property names of a tool's schema. */
function declaredKeys(tool: ToolDefinition): Set<string> {
  const schema = tool.inputSchema.schema;
  const props = schema && typeof schema === 'object' ? schema.properties : undefined;
  return new Set(props && typeof props === 'object' ? Object.keys(props) : []);
}

/** Methods of a project's tool class that run it, in the order frameworks name them. */
const CLASS_HANDLERS = ['execute', 'run', 'call', 'invoke', 'handler'];


/** Parameter names that say what a tool returned. */
const RESULT_NAMES = /^(data|result|results|response|output|res|payload|value)$/i;

/** What Mastra 0.x passes `execute` beside `context` (the model's arguments), by @mastra/core's ToolExecutionContext. */
const MASTRA_EXECUTION_KEYS = new Set(['mastra', 'runtimeContext', 'requestContext', 'runId', 'threadId', 'resourceId', 'writer', 'tracingContext', 'suspend', 'resumeData', 'abortSignal', 'memory']);

/**
 * How a Mastra handler's `context` is read. Before 1.0, `execute({ context })` gets the model's
 * arguments as `context` whatever the schema calls its fields; from 1.0, `execute(input, context)`
 * gets them as the first parameter, so `{ context }` is an argument named `context`. With a schema
 * field named `context` and no version known, either reading is possible: nothing is said.
 */
function contextIsInput(mastra: boolean, declared: Set<string>, mastraMajor: number | undefined): boolean | undefined {
  if (!mastra) return false;
  if (!declared.has('context')) return true;
  return mastraMajor === undefined ? undefined : mastraMajor < 1;
}

function handlerUsage(fn: ts.FunctionLikeDeclaration, file: ParsedFile, ev: Evaluator, mastra: boolean, declared: Set<string>, mastraMajor?: number, paramIndex = 0): Usage | undefined {
  if (!fn.body) return undefined;
  const legacy = contextIsInput(mastra, declared, mastraMajor);
  if (legacy === undefined) return undefined;
  const param = fn.parameters[paramIndex];
  if (!param) {
    // `arguments` reads what we cannot see.
    let usesArguments = false;
    const visit = (n: ts.Node) => {
      if (ts.isIdentifier(n) && n.text === 'arguments') usesArguments = true;
      else if (!usesArguments) ts.forEachChild(n, visit);
    };
    visit(fn.body);
    return usesArguments ? undefined : { reads: [], escaped: false };
  }
  if (param.dotDotDotToken) return undefined;
  if (ts.isObjectBindingPattern(param.name)) {
    // Mastra before v1: `execute: async ({ context }) => context.city`.
    const ctxEl = legacy ? param.name.elements.find((el) => propertyNameText((el.propertyName ?? el.name) as ts.PropertyName) === 'context') : undefined;
    if (ctxEl) {
      if (ts.isObjectBindingPattern(ctxEl.name)) {
        const out: Usage = { reads: [], escaped: false };
        patternReads(ctxEl.name, out);
        return out;
      }
      if (!ts.isIdentifier(ctxEl.name)) return undefined;
      const spec: InputSpec = { aliases: new Set([`p:${param.pos}:${ctxEl.name.text}`]), sources: new Set() };
      return usageOf(usesIn(fn.body, spec, ev, file));
    }
    const out: Usage = { reads: [], escaped: false };
    patternReads(param.name, out);
    // Mastra before v1 hands `execute` one object of its own (`{ context, mastra, runtimeContext, … }`):
    // a handler taking only `mastra` from it reads no model argument.
    if (mastra) out.reads = out.reads.filter((r) => declared.has(r.key) || !MASTRA_EXECUTION_KEYS.has(r.key));
    // Known to be 0.x and no `context` taken: the declared names it takes are not in that object.
    if (mastra && mastraMajor !== undefined && mastraMajor < 1 && !declared.has('context')) {
      const lost = [...new Set(out.reads.map((r) => r.key).filter((k) => declared.has(k)))];
      if (lost.length) return { reads: [], escaped: false, lostOutsideContext: { keys: lost, node: param } };
    }
    return out;
  }
  if (!ts.isIdentifier(param.name)) return undefined;
  const name = param.name.text;
  if (name.startsWith('_')) {
    const usage = usageOf(usesIn(fn.body, { aliases: new Set([`p:${param.pos}:${name}`]), sources: new Set() }, ev, file));
    return usage.reads.length || usage.escaped ? usage : { ...usage, setAside: true };
  }
  let spec: InputSpec = { aliases: new Set([`p:${param.pos}:${name}`]), sources: new Set() };
  if (legacy && new RegExp(`\\b${name}\\s*\\??\\.\\s*context\\b`).test(fn.body.getText())) {
    spec = { aliases: new Set(), sources: new Set([`${name}.context`]) };
  } else if (legacy) {
    // `const { context } = executionContext;` in the body: the same object, taken apart a line later.
    const key = destructuredContext(fn.body, name, ev, file);
    if (key) spec = { aliases: new Set([key]), sources: new Set() };
  }
  const usage = usageOf(usesIn(fn.body, spec, ev, file));
  // `executionContext.runtimeContext.get('jwt')`: Mastra's own keys beside the arguments, not an argument.
  if (mastra) usage.reads = usage.reads.filter((r) => declared.has(r.key) || !MASTRA_EXECUTION_KEYS.has(r.key));
  return usage;
}

/** Whether code waits on something or hands back what a call returns (`return api.search(q)`). */
export function performsWork(code: readonly ts.Node[]): boolean {
  let works = false;
  const visit = (n: ts.Node): void => {
    if (works) return;
    if (ts.isAwaitExpression(n) || ts.isYieldExpression(n)) works = true;
    else if (ts.isReturnStatement(n) && n.expression && (ts.isCallExpression(skipOuter(n.expression)) || ts.isNewExpression(skipOuter(n.expression)))) works = true;
    else if (ts.isArrowFunction(n) && !ts.isBlock(n.body) && code.includes(n.body) && ts.isCallExpression(skipOuter(n.body))) works = true;
    else ts.forEachChild(n, visit);
  };
  for (const n of code) {
    // `async (args) => api.search(args.q)`: the body is the call.
    if (!ts.isBlock(n) && ts.isExpression(n) && (ts.isCallExpression(skipOuter(n)) || ts.isAwaitExpression(skipOuter(n)))) return true;
    visit(n);
  }
  return works;
}

/** Keys of a validation verdict: `{ valid: false, error: 'start_time is required' }`. */
const VERDICT_KEYS = /^(valid|isValid|ok|success|error|errors|errorMessage|message|reason|missing|missingFields)$/;

/**
 * Code that only checks the input: it awaits nothing, and every value it returns is a verdict
 * (`true`/`false`, `{ valid: false, error }`), at least one. A validator keyed by tool name
 * (`validateToolCall(name, input)` before the executor runs) reads the fields it checks, not the
 * fields the tool uses: it shows no parameter to be ignored.
 */
export function checksOnly(code: readonly ts.Node[]): boolean {
  let verdicts = 0;
  let other = false;
  const isVerdict = (e: ts.Expression): boolean => {
    const x = skipOuter(e);
    if (x.kind === ts.SyntaxKind.TrueKeyword || x.kind === ts.SyntaxKind.FalseKeyword) return true;
    if (!ts.isObjectLiteralExpression(x) || !x.properties.length) return false;
    // `{ valid: false, have, missing, errorMessage }`: a literal verdict flag says what the object is.
    const flag = x.properties.some(
      (p) => ts.isPropertyAssignment(p) && /^(valid|isValid|ok)$/.test(propertyNameText(p.name) ?? '') && (p.initializer.kind === ts.SyntaxKind.TrueKeyword || p.initializer.kind === ts.SyntaxKind.FalseKeyword),
    );
    return flag || x.properties.every((p) => (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && VERDICT_KEYS.test(propertyNameText(p.name) ?? ''));
  };
  const visit = (n: ts.Node): void => {
    if (other || ts.isFunctionLike(n)) return;
    if (ts.isAwaitExpression(n) || ts.isYieldExpression(n)) other = true;
    else if (ts.isReturnStatement(n)) {
      if (n.expression && isVerdict(n.expression)) verdicts++;
      else other = true;
    } else ts.forEachChild(n, visit);
  };
  for (const n of code) {
    // `(args) => args.a > 0`: an expression body is what the code returns.
    if (!ts.isBlock(n) && ts.isExpression(n)) return false;
    visit(n);
  }
  return !other && verdicts > 0;
}

/** The binding of `context` in `const { context } = <name>` written in `body`, as `bindingKey` spells it. */
function destructuredContext(body: ts.Node, name: string, ev: Evaluator, file: ParsedFile): string | undefined {
  let key: string | undefined;
  const visit = (n: ts.Node): void => {
    if (key || (n !== body && ts.isFunctionLike(n))) return;
    if (ts.isVariableDeclaration(n) && ts.isObjectBindingPattern(n.name) && n.initializer && ts.isIdentifier(skipOuter(n.initializer)) && (skipOuter(n.initializer) as ts.Identifier).text === name) {
      const el = n.name.elements.find((e) => propertyNameText((e.propertyName ?? e.name) as ts.PropertyName) === 'context');
      if (el && ts.isIdentifier(el.name)) key = bindingKey(el.name, ev, file);
      return;
    }
    ts.forEachChild(n, visit);
  };
  visit(body);
  return key;
}

/** The input of a dispatcher: the parameter next to the name, `block.input`, `request.params.arguments`, `JSON.parse(call.function.arguments)`. */
function dispatcherInput(d: Dispatcher, ev: Evaluator): InputSpec | undefined {
  const spec: InputSpec = { aliases: new Set(), sources: new Set() };
  const addSources = (r: ts.Expression) => {
    for (const k of INPUT_KEYS) spec.sources.add(`${exprKey(r)}.${k}`);
  };
  const siblings = (pattern: ts.ObjectBindingPattern, key: (prop: string, local: string) => string) => {
    for (const el of pattern.elements) {
      const prop = propertyNameText((el.propertyName ?? el.name) as ts.PropertyName);
      if (prop && INPUT_KEYS.includes(prop) && ts.isIdentifier(el.name)) spec.aliases.add(key(prop, el.name.text));
    }
  };
  const disc = skipOuter(d.discriminant);
  if (ts.isPropertyAccessExpression(disc)) addSources(disc.expression);
  else if (ts.isIdentifier(disc)) {
    const b = ev.scope.resolveIdentifier(disc, d.file);
    if (b?.kind === 'parameter') {
      const p = b.node;
      if (ts.isParameter(p)) {
        const fn = p.parent as ts.SignatureDeclaration;
        if (ts.isIdentifier(p.name)) {
          // The parameter after the name (`runTool(name, input)`); one named for a result
          // (`enhance(toolName, data, params)`) says the function decorates what a tool returned, and
          // is no implementation to read.
          const next = fn.parameters[fn.parameters.indexOf(p) + 1];
          if (next && ts.isIdentifier(next.name) && !RESULT_NAMES.test(next.name.text)) spec.aliases.add(`p:${next.pos}:${next.name.text}`);
        } else if (ts.isObjectBindingPattern(p.name)) siblings(p.name, (_, l) => `p:${p.pos}:${l}`);
      } else if (ts.isVariableDeclarationList(p)) {
        const decl = p.declarations[0];
        if (decl && ts.isObjectBindingPattern(decl.name)) siblings(decl.name, (_, l) => `p:${p.pos}:${l}`);
      }
    } else if (b?.kind === 'value') {
      const init = skipOuter(b.init);
      if (ts.isPropertyAccessExpression(init)) addSources(init.expression);
    } else if (b?.kind === 'destructured' && b.path.length === 1) {
      const decl = b.init.parent;
      if (decl && ts.isVariableDeclaration(decl) && ts.isObjectBindingPattern(decl.name)) siblings(decl.name, (prop) => `d:${b.init.pos}:${prop}`);
      addSources(b.init);
    }
  }
  return spec.aliases.size || spec.sources.size ? spec : undefined;
}

const DISPATCH_USES = new WeakMap<Dispatcher, { located: Located[]; spec: InputSpec } | null>();

function dispatcherUses(d: Dispatcher, ev: Evaluator) {
  if (DISPATCH_USES.has(d)) return DISPATCH_USES.get(d)!;
  const spec = dispatcherInput(d, ev);
  const result = spec ? { located: usesIn(d.fn, spec, ev, d.file), spec } : null;
  DISPATCH_USES.set(d, result);
  return result;
}

/**
 * A switch whose every branch only returns text made from the arguments (`case 'pauseAdSet': return
 * \`Ad set ${args.adset_id} paused\``): a table of confirmation messages written after the tool ran,
 * not its implementation. What such a branch leaves unread says nothing about the tool.
 */
function isMessageTable(d: Dispatcher): boolean {
  if (d.kind === 'map' || d.branches.length < 2) return false;
  return d.branches.every((b) => b.body.length > 0 && returnsOnlyText(b.body));
}

/**
 * Code whose every `return` gives text and that calls nothing but formatting on the way:
 * `if (Array.isArray(a.queries)) return \`Batch search: …\`; return \`Searching "${a.query}"\``, or a
 * nested `switch (a.mode) { case 'events': return \`…\` }` (a progress line per tool and mode).
 */
function returnsOnlyText(body: readonly ts.Node[]): boolean {
  let returns = 0;
  let ok = true;
  const visit = (n: ts.Node): void => {
    if (!ok) return;
    if (ts.isReturnStatement(n)) {
      returns++;
      if (!n.expression || !isText(n.expression)) ok = false;
      return;
    }
    if (ts.isThrowStatement(n) || ts.isAwaitExpression(n) || ts.isNewExpression(n) || ts.isFunctionLike(n)) {
      ok = false;
      return;
    }
    if (ts.isCallExpression(n)) {
      // Formatting (`String(x)`, `.split('/').pop()`, `.map((q) => \`"${q}"\`).join(', ')`) is read as text; anything else runs code.
      if (!formatsOnly(n)) ok = false;
      return;
    }
    if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.EqualsToken && !ts.isIdentifier(n.left)) {
      ok = false;
      return;
    }
    ts.forEachChild(n, visit);
  };
  for (const st of body) visit(st);
  return ok && returns > 0;
}

/** Text built from strings, templates, `+` and `?:`, with no call but formatting (`toFixed`, `join`, `toLocaleString`). */
function isText(e: ts.Expression): boolean {
  if (ts.isParenthesizedExpression(e)) return isText(e.expression);
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return true;
  if (ts.isConditionalExpression(e)) return isText(e.whenTrue) && isText(e.whenFalse);
  if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.PlusToken) return isText(e.left) || isText(e.right) ? formatsOnly(e) : false;
  if (ts.isTemplateExpression(e)) return e.templateSpans.every((span) => formatsOnly(span.expression));
  return false;
}

const MAPPING = new Set(['map', 'filter']);
/** Conversions and tests with no effect: what a message line may call on the arguments. */
const PURE = new Set(['String', 'Number', 'Boolean', 'JSON.stringify', 'Array.isArray', 'Object.keys', 'Object.values', 'Object.entries', 'Math.min', 'Math.max', 'Math.round']);
const FORMATTING = new Set(['toFixed', 'toString', 'toLocaleString', 'join', 'toUpperCase', 'toLowerCase', 'trim', 'trimStart', 'trimEnd', 'slice', 'substring', 'padStart', 'padEnd', 'toISOString', 'toLocaleDateString', 'replace', 'replaceAll', 'split', 'pop', 'at']);

function formatsOnly(e: ts.Node): boolean {
  let ok = true;
  const visit = (n: ts.Node): void => {
    if (!ok) return;
    // `queries.map((q) => \`"${q.query}"\`).join(', ')`: text made per item is formatting too.
    if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && MAPPING.has(n.expression.name.text) && n.arguments.length === 1 && ts.isArrowFunction(n.arguments[0]!) && !ts.isBlock(n.arguments[0]!.body) && (isText(n.arguments[0]!.body) || formatsOnly(n.arguments[0]!.body))) visit(n.expression.expression);
    else if (ts.isCallExpression(n) && !(ts.isPropertyAccessExpression(n.expression) && FORMATTING.has(n.expression.name.text)) && !PURE.has(n.expression.getText())) ok = false;
    else if (ts.isAwaitExpression(n) || ts.isNewExpression(n) || ts.isArrowFunction(n) || ts.isFunctionExpression(n)) ok = false;
    else ts.forEachChild(n, visit);
  };
  visit(e);
  return ok;
}

const IMPLEMENTATIONS = new WeakMap<DispatchAnalysis, WeakMap<ToolDefinition, { declared: string; found: Implementation[] }>>();

/** The code that runs a tool, read once per analysis for the rules that ask (consistent-param-names, no-stub-implementation). */
/**
 * `mastraMajor`: the major version of `@mastra/core` the tool's package uses, when known (it decides
 * what a handler's `context` is, see contextIsInput).
 */
export function implementationsOf(tool: ToolDefinition, a: DispatchAnalysis, declared: Set<string>, mastraMajor?: number): Implementation[] {
  let byTool = IMPLEMENTATIONS.get(a);
  if (!byTool) IMPLEMENTATIONS.set(a, (byTool = new WeakMap()));
  // What the schema declares decides how a Mastra handler's `context` is read: part of the key.
  const key = [...declared].sort().join('\u0000') + `\u0000${mastraMajor ?? ''}`;
  const hit = byTool.get(tool);
  if (hit && hit.declared === key) return hit.found;
  const found = readImplementations(tool, a, declared, mastraMajor);
  byTool.set(tool, { declared: key, found });
  return found;
}

function readImplementations(tool: ToolDefinition, a: DispatchAnalysis, declared: Set<string>, mastraMajor: number | undefined): Implementation[] {
  const ev = a.ev;
  // (A handler range without an SDK handler: the function kept beside a registry entry's definition;
  // unless a branch on the tool's name answers its calls, which is then what runs.)
  // An entry's function that does no work (`execute: async (args) => ({ success: true, result:
  // JSON.stringify({ todos }) })`) echoes the call for the loop that handles it elsewhere: the
  // dispatchers found for the tool are read instead, as for a tool with no function of its own.
  const entry = !tool.hasHandler && tool.handlerRange ? ownHandler(tool, a) : undefined;
  const entryOnly = !!entry?.fn.body && performsWork([entry.fn.body]) && !a.implementationDispatchersFor(tool).some((d) => d.kind !== 'map' && d.branches.some((b) => b.label === tool.name));
  if (tool.hasHandler || entryOnly) {
    const h = entry ?? ownHandler(tool, a);
    if (!h) return [];
    const usage = handlerUsage(h.fn, h.file, ev, tool.framework === 'mastra', declared, mastraMajor);
    return usage ? [{ file: h.file, usage, sharedWith: [], partialView: false, code: h.fn.body ? [h.fn.body] : [], handler: true }] : [];
  }
  const out: Implementation[] = [];
  for (const d of a.implementationDispatchersFor(tool)) {
    if (isMessageTable(d)) continue;
    // A function nothing names (kept and imported after its cases moved elsewhere) runs no tool.
    if (a.unreferenced(d.fn)) continue;
    for (const b of d.branches) {
      if (b.label !== tool.name || !b.body.length) continue;
      if (d.kind === 'map') {
        if (!b.handler || !d.inputArg) continue;
        // An entry that holds its own definition runs that tool: another tool of the same name (sent in
        // another request, `{ schema: { name: 'complete_task', … }, run }` beside a parser's own) is not it.
        if (b.definition && !writtenAt(b.definition, tool)) continue;
        const uses = dispatcherUses(d, ev);
        if (!uses || !isRefDeep(d.inputArg, uses.spec, ev, d.file)) continue;
        const hf = ev.scope.fileOf(b.handler) ?? d.file;
        // `handler(wallet, args)`: the handler's parameter at the input's position (none there: not judged).
        const at = inputIndex(d);
        if (at >= b.handler.parameters.length && at > 0) continue;
        // `create_page: (args) => handleCreatePage(args)`: the function the entry only forwards to, when nothing else calls it.
        const forwarded = forwardingTarget(b.handler, at, a);
        const impl = forwarded?.fn ?? b.handler;
        const implFile = forwarded ? (ev.scope.fileOf(forwarded.fn) ?? hf) : hf;
        const usage = handlerUsage(impl, implFile, ev, false, declared, undefined, forwarded?.index ?? at);
        if (usage) out.push({ file: implFile, usage, sharedWith: b.group, partialView: false, code: impl.body ? [impl.body] : [], handler: true });
        continue;
      }
      const uses = dispatcherUses(d, ev);
      if (!uses) continue;
      const inBranches = d.branches.flatMap((x) => x.body);
      const within = (l: Located, nodes: ts.Node[]) => nodes.some((body) => l.ref.pos >= body.pos && l.ref.end <= body.end);
      // Uses before or around the branches concern every tool; the fallback (`default:`, last `else`) none.
      const outside = usageOf(uses.located.filter((l) => !within(l, inBranches) && !within(l, d.fallback) && l.use.kind !== 'alias'));
      // Nothing in any branch reads the input: we have probably not found it.
      const anyBranch = usageOf(uses.located, inBranches);
      let usage = usageOf(uses.located, b.body);
      let code = b.body;
      // `case 'bi_sync': return handleBiSync(args)`: the function the branch hands the input to is its implementation.
      const handed = usage.escaped || !usage.reads.length ? handedToFunction(d, b, uses, declared, a) : undefined;
      // Unless what the branch hands on is read as the input there, nothing in any branch reading it says
      // we have probably not found it.
      if (!anyBranch.reads.length && !anyBranch.escaped && !handed) continue;
      if (handed) {
        usage = { reads: [...usage.reads, ...handed.usage.reads], escaped: handed.usage.escaped };
        code = [...b.body, ...(handed.fn.body ? [handed.fn.body] : [])];
      }
      const before = readOnTheWay(d, uses.spec, a);
      // Handed on whole around the branches (`if (name.startsWith('posts_')) return handlePostTools(name, args)`):
      // what this branch reads is still read, but what it does not read may be read there.
      const written = writtenKeys(uses.located.filter((l) => !within(l, inBranches) && !within(l, d.fallback)));
      out.push({ file: d.file, usage, sharedWith: b.group, partialView: outside.reads.length > 0 || outside.escaped, code, scope: d.fn, ...(before.length ? { readOnTheWay: before } : {}), ...(written.length ? { writtenOnTheWay: written } : {}) });
    }
  }
  return out;
}

/** Keys assigned into the input (`input.channelName = input.channel`) among these uses. */
function writtenKeys(located: Located[]): string[] {
  const out = new Set<string>();
  for (const l of located) {
    if (l.use.kind !== 'read') continue;
    const access = l.use.node.parent;
    const assign = access?.parent;
    if (access && assign && ts.isBinaryExpression(assign) && assign.left === access && assign.operatorToken.kind === ts.SyntaxKind.EqualsToken) out.add(l.use.key);
  }
  return [...out].sort();
}

/**
 * A branch that hands the input, whole, to one project function (`case 'bi_sync': return
 * handleBiSync(args)`, `this.handleInit(args)`, `handleCreate(store, args)`): that function's
 * parameter is the tool's input. Only a function called from nowhere else, and not handed the name
 * (a module's own router is a dispatcher of its own), so that what it reads is this tool's.
 */
function handedToFunction(d: Dispatcher, b: Branch, uses: { located: Located[]; spec: InputSpec }, declared: Set<string>, a: DispatchAnalysis): { fn: ts.FunctionLikeDeclaration; usage: Usage } | undefined {
  const ev = a.ev;
  const inBranch = uses.located.filter((l) => b.body.some((x) => l.ref.pos >= x.pos && l.ref.end <= x.end));
  const escapes = inBranch.filter((l) => l.use.kind === 'escape' && !l.pattern);
  let arg: ts.Node | undefined;
  // `handleInvoice(request)` with the input at `request.params.arguments`: what holds it, handed on.
  let holder: { root: string; paths: string[] } | undefined;
  if (escapes.length === 1) {
    arg = escapes[0]!.ref;
    while (arg.parent && (ts.isParenthesizedExpression(arg.parent) || ts.isAsExpression(arg.parent) || ts.isNonNullExpression(arg.parent) || ts.isSatisfiesExpression(arg.parent))) arg = arg.parent;
  } else if (!escapes.length && !inBranch.length) {
    const roots = [...uses.spec.sources].map((src) => ({ root: src.slice(0, src.indexOf('.')), path: src.slice(src.indexOf('.')) })).filter((r) => r.root);
    const calls: ts.CallExpression[] = [];
    const visit = (n: ts.Node): void => {
      if (ts.isCallExpression(n)) calls.push(n);
      ts.forEachChild(n, visit);
    };
    for (const x of b.body) visit(x);
    const held = calls.flatMap((c) => c.arguments.filter((x) => roots.some((r) => exprKey(x) === r.root)));
    if (held.length !== 1) return undefined;
    arg = held[0]!;
    const root = exprKey(arg);
    holder = { root, paths: roots.filter((r) => r.root === root).map((r) => r.path) };
  }
  const call = arg?.parent;
  if (!arg || !call || !ts.isCallExpression(call)) return undefined;
  const index = call.arguments.indexOf(arg as ts.Expression);
  if (index < 0 || call.arguments.some((x) => exprKey(x) === exprKey(d.discriminant))) return undefined;
  const fn = ev.functionOf(call);
  if (!fn?.body || fn === d.fn) return undefined;
  if (a.callsOf(fn).length !== 1) return undefined;
  const file = ev.scope.fileOf(fn);
  if (!file) return undefined;
  if (!holder) {
    const usage = handlerUsage(fn, file, ev, false, declared, undefined, index);
    return usage ? { fn, usage } : undefined;
  }
  const param = fn.parameters[index];
  if (!param || !ts.isIdentifier(param.name)) return undefined;
  const spec: InputSpec = { aliases: new Set(), sources: new Set(holder.paths.map((p) => `${(param.name as ts.Identifier).text}${p}`)) };
  const usage = usageOf(usesIn(fn.body, spec, ev, file));
  // What holds the input handed on again (`return codeGenTool(request)`): read where we do not look.
  const holderName = (param.name as ts.Identifier).text;
  let handedOn = false;
  const visit = (n: ts.Node): void => {
    if (handedOn) return;
    if (ts.isIdentifier(n) && n.text === holderName && n !== param.name) {
      const p = n.parent;
      if (!(ts.isPropertyAccessExpression(p) && p.expression === n) && !(ts.isElementAccessExpression(p) && p.expression === n)) handedOn = true;
      return;
    }
    ts.forEachChild(n, visit);
  };
  visit(fn.body);
  if (handedOn) usage.escaped = true;
  // Nothing read where the input should be: we have probably not found it.
  return usage.reads.length || usage.escaped ? { fn, usage } : undefined;
}

/**
 * The project function a handler only forwards its input to (`(args) => handleCreatePage(args)`,
 * `async (input) => { return createPage(input); }`), with the position it takes the input at; when
 * that call is the function's only one: a function several entries share reads for all of them.
 */
function forwardingTarget(handler: ts.FunctionLikeDeclaration, at: number, a: DispatchAnalysis): { fn: ts.FunctionLikeDeclaration; index: number } | undefined {
  const param = handler.parameters[at];
  const body = handler.body;
  if (!param || !ts.isIdentifier(param.name) || !body) return undefined;
  let expr: ts.Expression | undefined;
  if (!ts.isBlock(body)) expr = body;
  else if (body.statements.length === 1) {
    const st = body.statements[0]!;
    expr = ts.isReturnStatement(st) ? st.expression : ts.isExpressionStatement(st) ? st.expression : undefined;
  }
  let call = expr && skipOuter(expr);
  if (call && ts.isAwaitExpression(call)) call = skipOuter(call.expression);
  if (!call || !ts.isCallExpression(call)) return undefined;
  const name = param.name.text;
  const index = call.arguments.findIndex((x) => ts.isIdentifier(skipOuter(x)) && (skipOuter(x) as ts.Identifier).text === name);
  if (index < 0) return undefined;
  // The input used once, as that argument: nothing else of the wrapper reads it.
  let uses = 0;
  const visit = (n: ts.Node): void => {
    if (ts.isIdentifier(n) && n.text === name && n !== param.name) uses++;
    ts.forEachChild(n, visit);
  };
  visit(body);
  if (uses !== 1) return undefined;
  const fn = a.ev.functionOf(call);
  if (!fn?.body || fn === handler || a.callsOf(fn).length !== 1) return undefined;
  return { fn, index };
}

const ON_THE_WAY = new WeakMap<Dispatcher, string[]>();

/**
 * Keys of the input read by the code that hands it to a dispatcher's function, up to three calls
 * back: `const client = clients.get(args.site)` in the `tools/call` handler, then
 * `routeToolCall(name, args, client)`, then `handlePostTools(name, args, client)` switching on the name.
 * Every tool the dispatcher routes has those keys read, though its own branch never mentions them.
 */
function readOnTheWay(d: Dispatcher, spec: InputSpec, a: DispatchAnalysis): string[] {
  const hit = ON_THE_WAY.get(d);
  if (hit) return hit;
  const ev = a.ev;
  const keys = new Set<string>();
  const seen = new Set<ts.Node>();
  const walk = (fn: ts.Node, index: number, depth: number): void => {
    if (depth > 3 || seen.has(fn) || index < 0) return;
    seen.add(fn);
    for (const call of a.callsOf(fn)) {
      const arg = call.arguments[index];
      const file = ev.scope.fileOf(call);
      if (!arg || !file) continue;
      const caller = ts.findAncestor(call.parent, isFunctionLike) as ts.FunctionLikeDeclaration | undefined;
      const x = skipOuter(arg);
      const held: InputSpec = { aliases: new Set(), sources: new Set() };
      if (ts.isIdentifier(x)) {
        const k = bindingKey(x, ev, file);
        if (k) held.aliases.add(k);
      } else if (ts.isPropertyAccessExpression(x) || ts.isElementAccessExpression(x)) held.sources.add(exprKey(x));
      if (!held.aliases.size && !held.sources.size) continue;
      const scope = caller?.body ?? file.sf;
      const inCall = (l: Located) => l.ref.pos >= call.pos && l.ref.end <= call.end;
      for (const r of usageOf(usesIn(scope, held, ev, file).filter((l) => !inCall(l))).reads) if (!r.unused) keys.add(r.key);
      // Handed on from the caller's own parameter: its callers may read it first.
      const b = ts.isIdentifier(x) ? ev.scope.resolveIdentifier(x, file) : undefined;
      if (caller && b?.kind === 'parameter' && ts.isParameter(b.node) && b.node.parent === caller) walk(caller, caller.parameters.indexOf(b.node), depth + 1);
    }
  };
  const fn = d.fn;
  if (isFunctionLike(fn)) {
    const params = (fn as ts.FunctionLikeDeclaration).parameters;
    walk(fn, params.findIndex((p) => ts.isIdentifier(p.name) && spec.aliases.has(`p:${p.pos}:${p.name.text}`)), 1);
  }
  const out = [...keys].sort();
  ON_THE_WAY.set(d, out);
  return out;
}

/** Whether a definition node is where the scanner read the tool (its range starts there). */
function writtenAt(node: ts.Node, tool: ToolDefinition): boolean {
  const sf = node.getSourceFile();
  const at = sf.getLineAndCharacterOfPosition(node.getStart(sf));
  return sf.fileName.endsWith(`/${tool.range.file}`) || sf.fileName === tool.range.file ? at.line + 1 === tool.range.line && at.character + 1 === tool.range.column : false;
}

/** `JSON.parse(call.function.arguments)` or `args ?? {}` handed to a map's handler. */
function isRefDeep(e: ts.Expression, spec: InputSpec, ev: Evaluator, file: ParsedFile): boolean {
  let x = skipOuter(e);
  for (let i = 0; i < 4; i++) {
    if (isRef(x, spec, ev, file)) return true;
    if (isJsonParse(x) && x.arguments[0]) x = skipOuter(x.arguments[0]);
    else if (ts.isBinaryExpression(x) && (x.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || x.operatorToken.kind === ts.SyntaxKind.BarBarToken)) x = skipOuter(x.left);
    else return false;
  }
  return false;
}

/**
 * Whether a dispatcher branch refers to nothing declared in its dispatcher's function outside it
 * (`case 'get_top_stories': return await get_top_stories();`): such code cannot reach the input,
 * which lives there (`args`, `request`), by any name.
 */
/** The major version of `@mastra/core` a Mastra tool's package uses, when installed or declared. */
export function mastraMajorOf(tool: ToolDefinition, packageVersion: ((file: string, pkg: string) => string | undefined) | undefined): number | undefined {
  if (tool.framework !== 'mastra') return undefined;
  const v = packageVersion?.(tool.range.file, '@mastra/core');
  const major = v ? Number(/^(\d+)\./.exec(v)?.[1]) : NaN;
  return Number.isFinite(major) ? major : undefined;
}

export function touchesNothingLocal(impl: Implementation): boolean {
  if (!impl.scope) return false;
  const locals = localNames(impl.scope);
  let touches = false;
  const visit = (n: ts.Node): void => {
    if (touches) return;
    // `this` and `arguments` reach what the dispatcher's function holds too.
    if (n.kind === ts.SyntaxKind.ThisKeyword || (ts.isIdentifier(n) && n.text === 'arguments')) touches = true;
    else if (ts.isIdentifier(n) && locals.has(n.text) && !(ts.isPropertyAccessExpression(n.parent) && n.parent.name === n) && !(ts.isPropertyAssignment(n.parent) && n.parent.name === n)) touches = true;
    else ts.forEachChild(n, visit);
  };
  for (const c of impl.code) visit(c);
  return !touches;
}

const LOCALS = new WeakMap<ts.Node, Set<string>>();

/**
 * Every name declared in the outermost function around a dispatcher (an inner `(async () => { switch
 * … })()` sees its outer function's `request` too), read once per dispatcher for all its branches.
 * A branch's own declarations are among them: a branch that uses them touches only itself, but
 * counting them errs on the side of silence.
 */
function localNames(dispatcher: ts.Node): Set<string> {
  let scope: ts.Node = dispatcher;
  for (let p = scope.parent; p; p = p.parent) if (ts.isFunctionLike(p)) scope = p;
  let names = LOCALS.get(scope);
  if (names) return names;
  names = new Set<string>();
  const collect = (n: ts.Node): void => {
    if ((ts.isParameter(n) || ts.isVariableDeclaration(n) || ts.isBindingElement(n) || ts.isFunctionDeclaration(n) || ts.isClassDeclaration(n)) && n.name && ts.isIdentifier(n.name)) names!.add(n.name.text);
    ts.forEachChild(n, collect);
  };
  collect(scope);
  LOCALS.set(scope, names);
  return names;
}
