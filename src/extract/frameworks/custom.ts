import { ts } from 'ts-morph';
import { buildTool, calleeName, getOwnProp, getProp, isFunctionNode, isNotName, isPassThrough, literalBehind, passThroughIf, skipOuter, type Extractor, type ExtractContext, type PropNode } from '../context.js';
import type { ToolDefinition, ToolSchema } from '../../model/tool.js';
import { SchemaValue, isPlainObject } from '../values.js';
import { propertyNameText } from '../ranges.js';
import { classTool } from './classes.js';
import { HANDLER_KEYS, objectToolDefNode } from './shared.js';

const SCHEMA_KEYS = ['inputSchema', 'input_schema', 'parameters', 'schema', 'argsSchema', 'parameterSchema'];

/**
 * Tools whose framework is the project itself: objects with a `name` and a `prompt(ctx)` /
 * `description(ctx)` method (Claude-Code-style `buildTool({ name, async prompt() {…}, inputSchema })`),
 * `Tool.define('id', { description, parameters })`, and classes with a static `Name` or a `name`
 * field plus a schema (gemini-cli's declarative tools pass both to `super(…)`).
 */
export const custom: Extractor = {
  id: 'custom',
  match(node, ctx) {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'define') {
      return defineCall(node, ctx);
    }
    // Genkit: `ai.defineTool({ name, description, inputSchema }, async (input) => …)`, and
    // `ai.defineInterrupt({ name, description, inputSchema })`, a tool whose answer comes from the user.
    if (ts.isCallExpression(node) && ((calleeName(node) === 'defineTool' && node.arguments.length >= 2) || (calleeName(node) === 'defineInterrupt' && node.arguments.length >= 1))) {
      const spec = literalBehind(node.arguments[0]!, ctx) ?? skipOuter(node.arguments[0]!);
      if (!ts.isObjectLiteralExpression(spec)) return undefined;
      const name = getProp(spec, 'name', ctx);
      if (!name) return undefined;
      const schema = getProp(spec, 'inputSchema', ctx) ?? getProp(spec, 'inputJsonSchema', ctx);
      return [{ tool: buildTool({ framework: 'custom', defNode: node, name, description: getProp(spec, 'description', ctx), schema, hasHandler: true }, ctx) }];
    }
    if (ts.isCallExpression(node) && node.arguments.length === 1) {
      const found = identityWrapped(node, ctx) ?? nestedDefinition(node, ctx);
      if (found) return found;
    }
    if (ts.isClassDeclaration(node) || ts.isClassExpression(node)) {
      if (!looksLikeToolClass(node)) return undefined;
      const fromMcpFramework = extendsMcpFrameworkTool(node, ctx, 0);
      const found = classTool(node, ctx, fromMcpFramework || registersItselfOnMcp(node, ctx, 0) ? 'mcp' : 'custom');
      return fromMcpFramework ? found?.map((c) => ({ ...c, tool: withMcpFrameworkFields(c.tool, node, ctx) })) : found;
    }
    if (!ts.isObjectLiteralExpression(node)) return undefined;
    const name = getOwnProp(node, 'name', ctx);
    if (!name) return undefined;
    const prompt = getProp(node, 'prompt', ctx);
    const description = getProp(node, 'description', ctx);
    const dynamic = (prompt && isFunctionNode(prompt)) || (description && isFunctionNode(description));
    const schemaKey = SCHEMA_KEYS.find((k) => getProp(node, k, ctx));
    if (!dynamic && description && schemaKey === 'parameters') {
      const list = parameterList(getProp(node, 'parameters', ctx)!, ctx);
      if (list) return [{ tool: { ...buildTool({ framework: 'custom', defNode: objectToolDefNode(node), name, description, hasHandler: false }, ctx), inputSchema: list } }];
    }
    // `{ ...BaseTool, name, async description() {…} }`: the schema comes from a base object we cannot see.
    const unresolvedSpread = node.properties.some((p) => ts.isSpreadAssignment(p) && !literalBehind(p.expression, ctx));
    if (!dynamic || (!schemaKey && !unresolvedSpread)) return typedAction(node, ctx);
    const passThrough = isPassThrough(name, ctx, undefined, schemaKey ? getProp(node, schemaKey, ctx) : undefined);
    return passThroughIf([
      {
        tool: buildTool(
          {
            framework: 'custom',
            defNode: objectToolDefNode(node),
            name,
            description: prompt && isFunctionNode(prompt) ? prompt : description,
            schema: schemaKey ? getProp(node, schemaKey, ctx) : undefined,
            hasHandler: HANDLER_KEYS.some((k) => !!getProp(node, k, ctx)),
          },
          ctx,
        ),
      },
    ], passThrough);
  },
};

/**
 * Parameters written as a list of `{ name, type, required, description | instruction }` (Cline's
 * tool specs, CopilotKit's actions) instead of a JSON Schema: converted to the object schema the
 * library sends the model.
 */
export function parameterList(p: PropNode, ctx: ExtractContext): ToolSchema | undefined {
  if (!ts.isExpression(p) || !ts.isArrayLiteralExpression(skipOuter(p))) return undefined;
  const v = ctx.ev.evaluate(p);
  if (!Array.isArray(v) || v.length === 0) return undefined;
  const named = v.filter(isPlainObject);
  if (!named.some((x) => typeof x.name === 'string')) return undefined;
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  let partial = named.length !== v.length;
  for (const x of named) {
    if (typeof x.name !== 'string') {
      partial = true;
      continue;
    }
    const converted = listParameter(x);
    if (converted.partial) partial = true;
    properties[x.name] = converted.schema;
    if (x.required === true) required.push(x.name);
  }
  return { source: 'json-schema', partial, schema: { type: 'object', properties, ...(required.length ? { required } : {}) } };
}

/**
 * One entry of a parameter list as the JSON Schema its library sends: `type: 'object[]'` / `'string[]'`
 * is an array of that type (CopilotKit's actions), `attributes` are an object's properties, `enum` stays.
 */
function listParameter(x: { [k: string]: unknown }, depth = 0): { schema: Record<string, unknown>; partial: boolean } {
  const desc = x.description ?? x.instruction;
  let partial = false;
  const type = typeof x.type === 'string' ? x.type : 'string';
  const base = (t: string): Record<string, unknown> => {
    const out: Record<string, unknown> = { type: t };
    if (t === 'object' && Array.isArray(x.attributes) && depth < 4) {
      const props: Record<string, unknown> = {};
      for (const a of x.attributes) {
        if (!isPlainObject(a) || typeof a.name !== 'string') {
          partial = true;
          continue;
        }
        const inner = listParameter(a, depth + 1);
        if (inner.partial) partial = true;
        props[a.name] = inner.schema;
      }
      out.properties = props;
    }
    if (Array.isArray(x.enum) && x.enum.every((e) => typeof e === 'string' || typeof e === 'number')) out.enum = x.enum;
    return out;
  };
  const schema = type.endsWith('[]') ? { type: 'array', items: base(type.slice(0, -2)) } : base(type);
  if (typeof desc === 'string') schema.description = desc;
  return { schema, partial };
}

/** `Tool.define('bash', { description, parameters, execute })` or `Tool.define('bash', async () => ({ … }))` (opencode). */
function defineCall(node: ts.CallExpression, ctx: ExtractContext) {
  const recv = node.expression as ts.PropertyAccessExpression;
  if (!/tool/i.test(recv.expression.getText())) return undefined;
  const [nameArg, specArg] = node.arguments;
  if (!nameArg || !specArg) return undefined;
  let spec: ts.Expression = skipOuter(specArg);
  // opencode: `Tool.define('task', Effect.gen(function* () { …; return { description, parameters } }))`
  if (ts.isCallExpression(spec)) {
    const fn = spec.arguments.map((a) => skipOuter(a)).find((a) => ts.isArrowFunction(a) || ts.isFunctionExpression(a));
    if (fn) spec = fn;
  }
  if (ts.isArrowFunction(spec) || ts.isFunctionExpression(spec)) {
    const returned = returnedObject(spec);
    if (!returned) return [{ tool: buildTool({ framework: 'custom', defNode: node, name: nameArg, hasHandler: true, description: spec }, ctx) }];
    spec = returned;
  }
  if (!ts.isObjectLiteralExpression(spec)) return undefined;
  const schemaKey = SCHEMA_KEYS.find((k) => getProp(spec as ts.ObjectLiteralExpression, k, ctx));
  return [
    {
      tool: buildTool(
        {
          framework: 'custom',
          defNode: node,
          name: nameArg,
          description: getProp(spec, 'description', ctx),
          schema: schemaKey ? getProp(spec, schemaKey, ctx) : undefined,
          hasHandler: HANDLER_KEYS.some((k) => !!getProp(spec as ts.ObjectLiteralExpression, k, ctx)),
        },
        ctx,
      ),
    },
  ];
}

function returnedObject(fn: ts.ArrowFunction | ts.FunctionExpression): ts.ObjectLiteralExpression | undefined {
  if (!ts.isBlock(fn.body)) {
    const b = skipOuter(fn.body);
    return ts.isObjectLiteralExpression(b) ? b : undefined;
  }
  for (let i = fn.body.statements.length - 1; i >= 0; i--) {
    const st = fn.body.statements[i]!;
    if (ts.isReturnStatement(st) && st.expression) {
      const e = skipOuter(st.expression);
      return ts.isObjectLiteralExpression(e) ? e : undefined;
    }
  }
  return undefined;
}

/** A class that says it is a tool: its name, its base class or an interface ends in "Tool", or it has a static `Name`. */
/**
 * A tool class whose own code, or its project base class's, registers it on an MCP server
 * (`server.registerTool(this.name, config, cb)`, `server.tool(this.name, …)`): served as an MCP tool.
 */
/**
 * mcp-framework's `class SearchTool extends MCPTool { name; description; schema; execute }`, directly
 * or through a project base class: the framework discovers the class and serves it as an MCP tool.
 */
function extendsMcpFrameworkTool(node: ts.ClassLikeDeclaration, ctx: ExtractContext, depth: number): boolean {
  const base = node.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0]?.expression;
  if (!base || !ts.isIdentifier(base) || depth > 3) return false;
  const b = ctx.ev.scope.resolveIdentifier(base, ctx.ev.fileOf(base));
  if (b?.kind === 'external') return b.module === 'mcp-framework' && b.name === 'MCPTool';
  return b?.kind === 'class' && extendsMcpFrameworkTool(b.node, ctx, depth + 1);
}

/**
 * mcp-framework's own schema form, `schema = { query: { type: z.string(), description: '…' } }`: the
 * framework lists each field as `{ type, description }`, the zod type's base JSON type only, required
 * unless the type is `.optional()` (MCPTool's generateSchemaFromLegacyFormat). `schema = z.object({ … })`,
 * its newer form, is read as zod already.
 */
function withMcpFrameworkFields(tool: ToolDefinition, node: ts.ClassLikeDeclaration, ctx: ExtractContext): ToolDefinition {
  const member = node.members.find((m): m is ts.PropertyDeclaration => ts.isPropertyDeclaration(m) && propertyNameText(m.name) === 'schema' && !!m.initializer);
  if (!member?.initializer) return tool;
  const v = ctx.ev.evaluate(member.initializer);
  if (!isPlainObject(v) || !Object.keys(v).length) return tool;
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  let partial = false;
  for (const [key, field] of Object.entries(v)) {
    if (!isPlainObject(field) || !(field.type instanceof SchemaValue)) return tool;
    const description = field.description;
    // The framework writes the field's base type only (an enum is a string, an integer a number) and the description.
    const t = field.type.schema.type;
    const type = t === 'integer' ? 'number' : typeof t === 'string' && ['string', 'number', 'boolean', 'array', 'object'].includes(t) ? t : 'string';
    properties[key] = { type, ...(typeof description === 'string' ? { description } : {}) };
    if (description !== undefined && typeof description !== 'string') partial = true;
    if (field.type.partial) partial = true;
    if (!field.type.optional) required.push(key);
  }
  const schema = { type: 'object', properties, ...(required.length ? { required } : {}) };
  return { ...tool, inputSchema: { source: 'zod', schema, partial } };
}

function registersItselfOnMcp(node: ts.ClassLikeDeclaration, ctx: ExtractContext, depth: number): boolean {
  let found = false;
  const visit = (n: ts.Node): void => {
    if (found) return;
    if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && /^(registerTool|tool)$/.test(n.expression.name.text)) {
      const first = n.arguments[0] && skipOuter(n.arguments[0]);
      if (first && ts.isPropertyAccessExpression(first) && first.expression.kind === ts.SyntaxKind.ThisKeyword && first.name.text === 'name') found = true;
    }
    ts.forEachChild(n, visit);
  };
  for (const m of node.members) if (ts.isMethodDeclaration(m) && m.body) visit(m.body);
  if (found || depth > 3) return found;
  const base = node.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0]?.expression;
  if (!base || !ts.isIdentifier(base)) return false;
  const b = ctx.ev.scope.resolveIdentifier(base, ctx.ev.fileOf(base));
  return b?.kind === 'class' && registersItselfOnMcp(b.node, ctx, depth + 1);
}

function looksLikeToolClass(node: ts.ClassLikeDeclaration): boolean {
  const names = [node.name?.text ?? ''];
  for (const h of node.heritageClauses ?? []) for (const t of h.types) names.push(t.expression.getText());
  if (names.some((n) => /Tool(<.*)?$/.test(n) || /Tool\b/.test(n))) return true;
  return node.members.some((m) => ts.isPropertyDeclaration(m) && propertyNameText(m.name) === 'Name' && ts.getModifiers(m)?.some((x) => x.kind === ts.SyntaxKind.StaticKeyword));
}

/**
 * `export const installExtension = defineTool({ name, description, schema, handler })`: a project
 * helper that returns the definition it is given (as is, or spread into a new object) only types
 * it; the object is the tool. Needs the whole tool shape: a name and a description written as
 * text, a schema and a handler, so a helper's options object is never taken for one.
 */
function identityWrapped(node: ts.CallExpression, ctx: ExtractContext): ReturnType<Extractor['match']> {
  const given = skipOuter(node.arguments[0]!);
  // The factory form, `defineTool((flags) => ({ name, … }))`: the helper is handed a function of
  // the server's options that returns the definition; what it returns is the tool.
  const arg = ts.isArrowFunction(given) || ts.isFunctionExpression(given) ? returnedObject(given) : given;
  if (!arg || !ts.isObjectLiteralExpression(arg)) return undefined;
  const name = getOwnProp(arg, 'name', ctx);
  const description = getProp(arg, 'description', ctx);
  // `input: z.object({…})` beside the name and handler is the schema too, when it is one.
  const schemaKey = SCHEMA_KEYS.find((k) => getProp(arg, k, ctx)) ?? (isSchema(getProp(arg, 'input', ctx), ctx) ? 'input' : undefined);
  const handler = HANDLER_KEYS.map((k) => getProp(arg, k, ctx)).find((h) => !!h && (isFunctionNode(h) || ts.isIdentifier(h) || ts.isMethodDeclaration(h)));
  if (!name || !description || !schemaKey || !handler) return undefined;
  // A `prompt(ctx)` / `description(ctx)` method: the object rule below reads those.
  if (isFunctionNode(description) || getProp(arg, 'prompt', ctx)) return undefined;
  if (typeof ctx.ev.evaluate(name) !== 'string') return undefined;
  const fn = implementationOf(ctx.ev.functionOf(node));
  if (!fn || !returnsParameter(fn)) return undefined;
  return [{ tool: buildTool({ framework: 'custom', defNode: node, name, description, schema: getProp(arg, schemaKey, ctx), hasHandler: true }, ctx) }];
}

/** An overloaded function's declaration with a body. */
function implementationOf(fn: ts.FunctionLikeDeclaration | undefined): ts.FunctionLikeDeclaration | undefined {
  if (!fn || fn.body) return fn;
  if (ts.isFunctionDeclaration(fn) && fn.name && (ts.isSourceFile(fn.parent) || ts.isModuleBlock(fn.parent))) {
    const name = fn.name.text;
    return fn.parent.statements.find((s): s is ts.FunctionDeclaration => ts.isFunctionDeclaration(s) && s.name?.text === name && !!s.body);
  }
  return undefined;
}

/** Whether some `return` gives back the first parameter, or an object spreading it. */
function returnsParameter(fn: ts.FunctionLikeDeclaration): boolean {
  const p = fn.parameters[0];
  if (!p || !ts.isIdentifier(p.name) || !fn.body) return false;
  const param = p.name.text;
  const isParam = (e: ts.Expression): boolean => {
    const x = skipOuter(e);
    if (ts.isIdentifier(x)) return x.text === param;
    // `return Object.freeze(spec)`: the same object, made read-only.
    if (ts.isCallExpression(x) && x.arguments.length === 1 && /^Object\.freeze$/.test(x.expression.getText())) return isParam(x.arguments[0]!);
    return ts.isObjectLiteralExpression(x) && x.properties.some((q) => ts.isSpreadAssignment(q) && ts.isIdentifier(skipOuter(q.expression)) && (skipOuter(q.expression) as ts.Identifier).text === param);
  };
  if (!ts.isBlock(fn.body)) return isParam(fn.body);
  let found = false;
  const visit = (n: ts.Node): void => {
    if (found || (n !== fn.body && isFunctionNode(n))) return;
    if (ts.isReturnStatement(n) && n.expression && isParam(n.expression)) found = true;
    else ts.forEachChild(n, visit);
  };
  visit(fn.body);
  return found;
}

/** A schema the scanner can read: a zod schema, or a JSON Schema object. */
function isSchema(p: PropNode | undefined, ctx: ExtractContext): boolean {
  const e = p && ts.isShorthandPropertyAssignment(p) ? p.name : p;
  if (!e || !ts.isExpression(e)) return false;
  const v = ctx.ev.evaluate(e);
  return v instanceof SchemaValue || (isPlainObject(v) && (v.type === 'object' || isPlainObject(v.properties)));
}

/** A function written here or named (`execute: runSearch`). */
function isImplementation(p: PropNode | undefined): boolean {
  return !!p && (isFunctionNode(p) || ts.isMethodDeclaration(p) || ts.isIdentifier(p) || ts.isShorthandPropertyAssignment(p));
}

const DEFINE_HELPER = /^(define|create|make|build|register)\w*Tools?$/;

/**
 * `export default defineTools({ scope, definition: { name, description, schema }, invoke })`: a
 * helper (often a package's, whose body we cannot read) given a tool's definition in one property
 * and its implementation beside it. Needs the whole shape: a literal name, a description, a schema
 * the scanner can read, and a function.
 */
function nestedDefinition(node: ts.CallExpression, ctx: ExtractContext): ReturnType<Extractor['match']> {
  if (!DEFINE_HELPER.test(calleeName(node))) return undefined;
  const arg = literalBehind(node.arguments[0]!, ctx) ?? skipOuter(node.arguments[0]!);
  if (!ts.isObjectLiteralExpression(arg) || getOwnProp(arg, 'name', ctx)) return undefined;
  if (!HANDLER_KEYS.some((k) => isImplementation(getProp(arg, k, ctx)))) return undefined;
  for (const p of arg.properties) {
    if (!ts.isPropertyAssignment(p)) continue;
    const inner = literalBehind(p.initializer, ctx) ?? skipOuter(p.initializer);
    if (!ts.isObjectLiteralExpression(inner)) continue;
    const name = getOwnProp(inner, 'name', ctx);
    const description = getProp(inner, 'description', ctx);
    const schemaKey = SCHEMA_KEYS.find((k) => getProp(inner, k, ctx));
    if (!name || !description || !schemaKey || isNotName(name) || !isSchema(getProp(inner, schemaKey, ctx), ctx)) continue;
    if (typeof ctx.ev.evaluate(name) !== 'string') continue;
    return [{ tool: buildTool({ framework: 'custom', defNode: node, name, description, schema: getProp(inner, schemaKey, ctx), hasHandler: true }, ctx) }];
  }
  return undefined;
}

/**
 * `const webSearch: ResearchAction = { name: 'web_search', schema, getToolDescription: ({ mode }) => …, execute }`:
 * a project's own tool format, typed as a tool or an action, whose model-facing text comes from a
 * method named for it. Needs a literal name, a schema the scanner can read and an implementation.
 */
function typedAction(node: ts.ObjectLiteralExpression, ctx: ExtractContext): ReturnType<Extractor['match']> {
  let n: ts.Node = node;
  while (n.parent && (ts.isAsExpression(n.parent) || ts.isSatisfiesExpression(n.parent) || ts.isParenthesizedExpression(n.parent))) n = n.parent;
  const decl = n.parent;
  const typeName = decl && ts.isVariableDeclaration(decl) && decl.type ? typeNameOf(decl.type) : n !== node && ts.isSatisfiesExpression(n) ? typeNameOf(n.type) : undefined;
  if (!typeName || !/(Tool|Action)$/.test(typeName)) return undefined;
  const name = getOwnProp(node, 'name', ctx);
  if (!name || isNotName(name) || typeof ctx.ev.evaluate(name) !== 'string') return undefined;
  const schemaKey = SCHEMA_KEYS.find((k) => getProp(node, k, ctx));
  if (!schemaKey || !isSchema(getProp(node, schemaKey, ctx), ctx)) return undefined;
  if (!HANDLER_KEYS.some((k) => isImplementation(getProp(node, k, ctx)))) return undefined;
  // The text the model reads: `getToolDescription()` over a UI's `getDescription()`, else `description`.
  const keys = node.properties.map((p) => (p.name ? propertyNameText(p.name) : undefined)).filter((k): k is string => !!k && /description$/i.test(k));
  const key = keys.find((k) => /tool/i.test(k)) ?? (keys.includes('description') ? 'description' : undefined);
  if (!key) return undefined;
  return [{ tool: buildTool({ framework: 'custom', defNode: node, name, description: getProp(node, key, ctx), schema: getProp(node, schemaKey, ctx), hasHandler: true }, ctx) }];
}

function typeNameOf(t: ts.TypeNode): string | undefined {
  if (ts.isTypeReferenceNode(t)) return ts.isIdentifier(t.typeName) ? t.typeName.text : t.typeName.right.text;
  return undefined;
}
