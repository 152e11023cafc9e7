import { ts } from 'ts-morph';
import { buildTool, getOwnProp, calleeName, getProp, isPassThrough, passThroughIf, skipOuter, type Extractor, type ExtractContext, isFlag, isNotName, literalBehind } from '../context.js';
import { FunctionValue, Unknown, isPlainObject, SchemaValue, originOf } from '../values.js';
import { propertyNameText, rangeOf } from '../ranges.js';
import { takesEnvelope } from '../context-param.js';
import type { SourceRange } from '../../model/tool.js';
import { HANDLER_KEYS, matchSink, objectToolDefNode, opaqueTool, type SinkSpec } from './shared.js';

/**
 * OpenAI function tools: Chat Completions `{ type: 'function', function: { name, description, parameters } }`,
 * the flat Responses API `{ type: 'function', name, parameters }`, legacy `functions: [{ name, parameters }]`,
 * Gemini `functionDeclarations: [{ name, parameters }]`, and `zodFunction` / `zodResponsesFunction`.
 */
const SINKS: SinkSpec[] = [
  { path: /(^|\.)chat\.completions\.(create|parse|stream|runTools)$/, arg: 0, prop: 'tools', keyed: false, dialect: 'openai', model: 'model', api: 'openai-chat', instructions: 'messages' },
  { path: /(^|\.)chat\.completions\.(create|parse|stream)$/, arg: 0, prop: 'functions', keyed: false, dialect: 'openai', model: 'model' },
  { path: /(^|\.)responses\.(create|stream|parse)$/, arg: 0, prop: 'tools', keyed: false, dialect: 'openai', model: 'model', api: 'openai-responses', instructions: 'instructions' },
  // The Assistants API (beta) takes Chat Completions' function tools: on the assistant, or per run.
  { path: /(^|\.)assistants\.create$|(^|\.)threads\.createAndRun(Poll|Stream)?$/, arg: 0, prop: 'tools', keyed: false, dialect: 'openai', model: 'model' },
  { path: /(^|\.)assistants\.update$|(^|\.)threads\.runs\.(create|createAndPoll|stream)$/, arg: 1, prop: 'tools', keyed: false, dialect: 'openai', model: 'model' },
  { path: /(^|\.)models\.(generateContent|generateContentStream)$|(^|\.)chats\.create$/, arg: 0, prop: 'config.tools', keyed: false, dialect: 'gemini', model: 'model' },
  // A Gemini Live session (`ai.live.connect({ model, config: { tools }, callbacks })`): its tools are sent once, for the whole session.
  { path: /(^|\.)live\.connect$/, arg: 0, prop: 'config.tools', keyed: false, dialect: 'gemini', model: 'model' },
  { path: /(^|\.)(getGenerativeModel)$/, arg: 0, prop: 'tools', keyed: false, dialect: 'gemini' },
  // Firebase AI Logic (`firebase/ai`, formerly `firebase/vertexai`): `getGenerativeModel(ai, { model, tools })`.
  { path: /^getGenerativeModel$/, arg: 1, prop: 'tools', keyed: false, dialect: 'gemini', model: 'model', modules: /^@?firebase\/(ai|vertexai|vertexai-preview)$/ },
  // A Gemini `GenerativeModel`'s chat (`@google/generative-ai`, `firebase/ai`): `model.startChat({ tools, history })`.
  { path: /(^|\.)startChat$/, arg: 0, prop: 'tools', keyed: false, dialect: 'gemini', method: true },
];

export const openai: Extractor = {
  id: 'openai',
  packages: /^openai$|^@google\/genai$|^@google\/generative-ai$|^@google-cloud\/vertexai$|^@?firebase\/(ai|vertexai|vertexai-preview)$/,
  sink: (node, ctx) => matchSink(node, ctx, SINKS),
  plainTool(obj, hit, ctx) {
    if (hit.dialect !== 'openai' && hit.dialect !== 'gemini') return undefined;
    // Responses API `{ type: 'function', name, parameters? }`, legacy `functions: [{ name, description, parameters }]`,
    // Gemini `{ name, description, parameters? }`: a function without parameters takes no arguments.
    const type = getProp(obj, 'type', ctx);
    const typeValue = type ? ctx.ev.evaluate(type) : undefined;
    if (typeValue !== undefined && typeValue !== 'function') return undefined;
    const name = getOwnProp(obj, 'name', ctx);
    if (!name || isNotName(name) || isFlag(getProp(obj, 'description', ctx))) return undefined;
    const schema = getProp(obj, 'parameters', ctx) ?? getProp(obj, 'parametersJsonSchema', ctx);
    return [{ tool: buildTool({ framework: hit.dialect, defNode: obj, name, description: getProp(obj, 'description', ctx), schema, hasHandler: false }, ctx) }];
  },
  match(node, ctx) {
    if (ts.isCallExpression(node) && /^zod(Responses)?Function$/.test(calleeName(node))) {
      // Written inline, or a definition handed over (`defs.map((d) => zodFunction(d))`, bound per element).
      const given = node.arguments[0];
      const arg = given && (ts.isObjectLiteralExpression(skipOuter(given)) ? skipOuter(given) : literalBehind(given, ctx));
      // A definition known only where this runs (`defs.map((d) => zodFunction(d))`): a tool all the
      // same, unresolved here, read per element where the flow binds it.
      if (given && !arg && (ts.isIdentifier(skipOuter(given)) || ts.isPropertyAccessExpression(skipOuter(given)))) return [opaqueTool(node, 'openai', given, ctx)];
      if (!arg || !ts.isObjectLiteralExpression(arg)) return undefined;
      const name = getProp(arg, 'name', ctx);
      if (!name) return undefined;
      return [
        {
          tool: buildTool(
            { framework: 'openai', defNode: node, name, description: getProp(arg, 'description', ctx), schema: getProp(arg, 'parameters', ctx), hasHandler: false },
            ctx,
          ),
        },
      ];
    }
    if (!ts.isObjectLiteralExpression(node)) return undefined;
    const fn = getProp(node, 'function', ctx);
    // Every schema node (`{ type: 'string' }`) has a `type`: evaluate it only for an object that
    // could be a tool, a `function` or a name with parameters (most of the scan's evaluations otherwise).
    const hasParams = !!(getProp(node, 'parameters', ctx) ?? getProp(node, 'parametersJsonSchema', ctx));
    // `{ type: 'function', name, description }` in a list: the Responses / Realtime shape of a function
    // that takes no arguments (`parameters` is optional there).
    const bare = !fn && !hasParams && ts.isArrayLiteralExpression(node.parent) && !!getOwnProp(node, 'name', ctx) && !!getProp(node, 'description', ctx) && !!getProp(node, 'type', ctx);
    if (!fn && !(getOwnProp(node, 'name', ctx) && hasParams) && !bare) return undefined;
    const type = getProp(node, 'type', ctx);
    const typeValue = type ? ctx.ev.evaluate(type) : undefined;
    if (bare) {
      const name = getOwnProp(node, 'name', ctx)!;
      if (typeValue !== 'function' || isNotName(name) || isFlag(getProp(node, 'description', ctx))) return undefined;
      return [{ tool: buildTool({ framework: 'openai', defNode: node, name, description: getProp(node, 'description', ctx), hasHandler: false }, ctx) }];
    }
    if (typeValue === 'function' && fn && ts.isExpression(fn)) {
      // `{ type: 'function', function: def }` wraps a definition written elsewhere (a constant, an
      // entry of a JSON config mapped into the wire shape): the tool is where `def` is written.
      const written = skipOuter(fn);
      const inner = ts.isObjectLiteralExpression(written) ? written : literalBehind(fn, ctx);
      if (!inner) return undefined;
      // Made by a call (`createClock()` returning `new Tool(schema, 'clock', …).tool`): the tool is at that call.
      const madeAt = inner === written ? node : (originOf(ctx.ev.evaluate(fn))?.site ?? inner);
      const name = getProp(inner, 'name', ctx);
      // `tool_choice: { type: 'function', function: { name } }` and recorded `tool_calls` name a tool; they do not define one.
      if (!name || getProp(inner, 'arguments', ctx)) return undefined;
      // A function without parameters or description is still a tool, except where it only names one (`tool_choice`).
      if (!getProp(inner, 'parameters', ctx) && !getProp(inner, 'description', ctx) && (underKey(node, 'tool_choice') || underKey(node, 'toolChoice') || !ts.isArrayLiteralExpression(node.parent))) return undefined;
      const passThrough = isPassThrough(name, ctx, getProp(inner, 'description', ctx), getProp(inner, 'parameters', ctx));
      const beside = madeAt === node ? handlerBeside(node, ctx) : undefined;
      const tool = buildTool(
        // (The project still routes calls to the entry, by a key tool-lint checks: no handler the SDK calls.)
        { framework: 'openai', defNode: madeAt, name, description: getProp(inner, 'description', ctx), schema: getProp(inner, 'parameters', ctx), hasHandler: false },
        ctx,
      );
      if (beside) tool.handlerRange = beside;
      return passThroughIf([{ tool }], passThrough);
    }
    // `@Tool({ name, description, parameters })` of an MCP package: the MCP extractor's.
    if (ts.isCallExpression(node.parent) && node.parent.parent && ts.isDecorator(node.parent.parent)) return undefined;
    const name = getOwnProp(node, 'name', ctx);
    // Gemini's newer SDK takes `parametersJsonSchema`.
    const params = getProp(node, 'parameters', ctx) ?? getProp(node, 'parametersJsonSchema', ctx);
    // `properties: { name: { type: 'string' }, description: …, parameters: … }` in a schema describing tools is no tool.
    if (!name || isNotName(name) || !params || !ts.isExpression(params)) return undefined;
    if (typeof typeValue === 'string' && typeValue !== 'function') return undefined;
    // `{ name, type: 'function', parameters: params.map(…) }`: a record about a function (a docs
    // scanner's, a parser's), whose parameters are a list: no schema, so no tool.
    if (isClearlyNotSchema(params, ctx)) return undefined;
    const passThrough = isPassThrough(name, ctx, getProp(node, 'description', ctx), params);
    // Without `type: 'function'` the shape `{ name, parameters }` is common in unrelated code
    // (AST structures, CLI specs): demand a description and a schema-looking value.
    if (typeValue !== 'function' && (!getProp(node, 'description', ctx) || !looksLikeSchema(params, ctx, true))) return undefined;
    // An action a platform calls over HTTP (an Omi chat-tools manifest served from `/.well-known/…`:
    // `{ name, description, endpoint, method, parameters }`) is that platform's format, not a function
    // tool this code sends: its rules are not a provider's.
    if (typeValue === undefined && (getProp(node, 'endpoint', ctx) || (getProp(node, 'url', ctx) && getProp(node, 'method', ctx)))) return undefined;
    const handler = HANDLER_KEYS.some((k) => !!getProp(node, k, ctx));
    const isGemini = underKey(node, 'functionDeclarations') || declaredAs(node, /FunctionDeclaration\b/) || (!getProp(node, 'parameters', ctx) && !!getProp(node, 'parametersJsonSchema', ctx));
    const framework = typeValue === 'function' ? 'openai' : isGemini ? 'gemini' : handler ? 'custom' : 'openai';
    const prompt = getProp(node, 'prompt', ctx);
    return passThroughIf([
      {
        tool: buildTool(
          {
            framework: prompt ? 'custom' : framework,
            defNode: objectToolDefNode(node),
            name,
            description: prompt ?? getProp(node, 'description', ctx),
            schema: params,
            hasHandler: handler,
          },
          ctx,
        ),
      },
    ], passThrough);
  },
};

/** Keys a registry entry keeps its wire-format definition under, beside the code that runs it. */
const DEFINITION_KEYS = /^(definition|toolDefinition|schema|spec|declaration|tool)$/;

/**
 * `{ definition: { type: 'function', function: { name, … } }, execute: async (args) => … }`: a
 * registry entry holding the definition sent to the model and the function that runs it. That
 * function is the tool's implementation (it receives the parsed arguments); its range, when it is
 * a function written or named there.
 */
function handlerBeside(def: ts.ObjectLiteralExpression, ctx: ExtractContext): SourceRange | undefined {
  const p = def.parent;
  if (!p || !ts.isPropertyAssignment(p) || !DEFINITION_KEYS.test(propertyNameText(p.name) ?? '') || !ts.isObjectLiteralExpression(p.parent)) return undefined;
  for (const key of HANDLER_KEYS) {
    const h = getOwnProp(p.parent, key, ctx);
    if (!h) continue;
    if (ts.isMethodDeclaration(h)) return takesArguments(h) ? rangeOf(h, ctx.file) : undefined;
    const e = ts.isPropertyAssignment(h) ? h.initializer : ts.isShorthandPropertyAssignment(h) ? h.name : ts.isExpression(h) ? h : undefined;
    if (!e) continue;
    const inner = skipOuter(e);
    if (ts.isArrowFunction(inner) || ts.isFunctionExpression(inner)) return takesArguments(inner) ? rangeOf(inner, ctx.file) : undefined;
    const v = ctx.ev.evaluate(inner);
    if (v instanceof FunctionValue && v.node.body) return takesArguments(v.node) ? rangeOf(v.node, v.file) : undefined;
  }
  return undefined;
}

/** A function given the parsed arguments first: it has a parameter, and that is no context or envelope (see takesEnvelope). */
function takesArguments(fn: ts.FunctionLikeDeclaration): boolean {
  return fn.parameters.length > 0 && !!fn.body && !takesEnvelope(fn);
}

/** A value no API takes as parameters: a list (written, mapped or folded), a string, a number or a boolean. */
function isClearlyNotSchema(node: ts.Expression, ctx: ExtractContext): boolean {
  const e = skipOuter(node);
  if (ts.isArrayLiteralExpression(e) || ts.isStringLiteralLike(e) || ts.isNumericLiteral(e)) return true;
  if (ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression) && /^(map|filter|flatMap|slice|concat|split)$/.test(e.expression.name.text)) return true;
  const v = ctx.ev.evaluate(node);
  return Array.isArray(v) || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
}

/** A value that is a JSON Schema object or a zod schema (not a list of CLI parameters). */
export function looksLikeSchema(node: ts.Expression, ctx: ExtractContext, strict = false): boolean {
  const v = ctx.ev.evaluate(node);
  if (v instanceof SchemaValue) return true;
  if (isPlainObject(v)) return 'properties' in v || v.type === 'object' || v.type === 'OBJECT' || (v.type instanceof Unknown && 'properties' in v);
  if (v instanceof Unknown) {
    // An unresolved identifier or call (`zodToJsonSchema(X)`, an imported schema): trust the key,
    // or, in strict mode, a name that says schema.
    const e = skipOuter(node);
    if (ts.isArrayLiteralExpression(e) || ts.isStringLiteral(e)) return false;
    if (!strict) return true;
    if (ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression) && /^(map|filter|flatMap|reduce|concat|slice)$/.test(e.expression.name.text)) return false;
    return /schema|params|parameters|zod|\bz\.|args/i.test(e.getText());
  }
  return false;
}

/** `const setLight: FunctionDeclaration = { … }`: the declared type says which API the object is for. */
function declaredAs(node: ts.Node, type: RegExp): boolean {
  let n: ts.Node = node;
  while (n.parent && (ts.isAsExpression(n.parent) || ts.isSatisfiesExpression(n.parent) || ts.isParenthesizedExpression(n.parent))) {
    if ((ts.isAsExpression(n.parent) || ts.isSatisfiesExpression(n.parent)) && type.test(n.parent.type.getText())) return true;
    n = n.parent;
  }
  const p = n.parent;
  return !!p && ts.isVariableDeclaration(p) && !!p.type && type.test(p.type.getText());
}

function underKey(node: ts.Node, key: string): boolean {
  let n: ts.Node | undefined = node.parent;
  for (let i = 0; n && i < 4; i++, n = n.parent) {
    if (ts.isPropertyAssignment(n)) return n.name.getText().replace(/['"]/g, '') === key;
  }
  return false;
}
