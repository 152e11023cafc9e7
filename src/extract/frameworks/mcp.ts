import { ts } from 'ts-morph';
import { buildTool, getProp, isFunctionNode, isPassThrough, skipOuter, type Extractor, type ExtractContext } from '../context.js';
import { SchemaValue, isPlainObject } from '../values.js';
import { objectToolDefNode } from './shared.js';

/** Keys of MCP tool annotations: an object made only of these is not an input shape. */
const ANNOTATION_KEYS = new Set(['title', 'readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint']);

/**
 * MCP TypeScript SDK: `server.tool(name, description?, shape?, annotations?, handler)`,
 * `server.registerTool(name, { title, description, inputSchema }, handler)`, FastMCP's
 * `server.addTool({ name, description, parameters, execute })`, and tool objects
 * `{ name, description, inputSchema }` as returned from a `ListToolsRequestSchema` handler.
 * `server.prompt()` / `resource()` register prompts and resources, not tools.
 */
export const mcp: Extractor = {
  id: 'mcp',
  match(node, ctx) {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      if (method === 'tool') return serverTool(node, ctx);
      if (method === 'registerTool') return registerTool(node, ctx);
      if (method === 'addTool') return addTool(node, ctx);
      return undefined;
    }
    if (!ts.isObjectLiteralExpression(node)) return undefined;
    const schema = getProp(node, 'inputSchema', ctx);
    const name = getProp(node, 'name', ctx);
    if (!schema || !name) return undefined;
    if (isPassThrough(name, ctx)) return undefined;
    const prompt = getProp(node, 'prompt', ctx);
    const description = getProp(node, 'description', ctx);
    const dynamic = prompt || (description && isFunctionNode(description));
    return [
      {
        tool: buildTool(
          {
            framework: dynamic ? 'custom' : 'mcp',
            defNode: objectToolDefNode(node),
            name,
            description: prompt ?? description,
            schema,
            hasHandler: ['call', 'execute', 'handler', 'run'].some((k) => !!getProp(node, k, ctx)),
          },
          ctx,
        ),
      },
    ];
  },
};

function isStringish(n: ts.Expression, ctx: ExtractContext): boolean {
  const e = skipOuter(n);
  if (ts.isStringLiteralLike(e) || ts.isTemplateExpression(e) || ts.isBinaryExpression(e)) return true;
  if (ts.isObjectLiteralExpression(e) || ts.isArrayLiteralExpression(e) || isFunctionNode(e)) return false;
  const v = ctx.ev.evaluate(e);
  return typeof v === 'string';
}

function serverTool(node: ts.CallExpression, ctx: ExtractContext) {
  const args = node.arguments;
  if (args.length < 2) return undefined;
  const last = args[args.length - 1]!;
  if (!isFunctionNode(skipOuter(last)) && !ts.isIdentifier(skipOuter(last)) && !ts.isPropertyAccessExpression(skipOuter(last)) && !ts.isCallExpression(skipOuter(last))) {
    return undefined;
  }
  const [nameArg, ...rest] = args;
  if (!nameArg || ts.isObjectLiteralExpression(skipOuter(nameArg)) || isFunctionNode(skipOuter(nameArg))) return undefined;
  const middle = rest.slice(0, -1);
  let description: ts.Expression | undefined;
  let shape: ts.Expression | undefined;
  for (const a of middle) {
    if (!description && !shape && isStringish(a, ctx)) {
      description = a;
      continue;
    }
    if (!shape && !isAnnotations(a, ctx)) shape = a;
  }
  return [{ tool: buildTool({ framework: 'mcp', defNode: node, name: nameArg, description, shape, hasHandler: true }, ctx) }];
}

function isAnnotations(a: ts.Expression, ctx: ExtractContext): boolean {
  const v = ctx.ev.evaluate(a);
  if (!isPlainObject(v)) return false;
  const keys = Object.keys(v);
  return keys.length > 0 && keys.every((k) => ANNOTATION_KEYS.has(k));
}

function registerTool(node: ts.CallExpression, ctx: ExtractContext) {
  const [nameArg, configArg] = node.arguments;
  if (!nameArg || !configArg) return undefined;
  const config = skipOuter(configArg);
  if (!ts.isObjectLiteralExpression(config)) {
    return [{ tool: buildTool({ framework: 'mcp', defNode: node, name: nameArg, hasHandler: node.arguments.length > 2 }, ctx) }];
  }
  const schema = getProp(config, 'inputSchema', ctx);
  const isShape = schema && ts.isExpression(schema) && !(ctx.ev.evaluate(schema) instanceof SchemaValue);
  return [
    {
      tool: buildTool(
        {
          framework: 'mcp',
          defNode: node,
          name: nameArg,
          description: getProp(config, 'description', ctx),
          ...(isShape ? { shape: schema } : { schema }),
          hasHandler: node.arguments.length > 2,
        },
        ctx,
      ),
    },
  ];
}

function addTool(node: ts.CallExpression, ctx: ExtractContext) {
  const arg = node.arguments[0] && skipOuter(node.arguments[0]);
  if (!arg || !ts.isObjectLiteralExpression(arg)) return undefined;
  const name = getProp(arg, 'name', ctx);
  if (!name || isPassThrough(name, ctx)) return undefined;
  return [
    {
      tool: buildTool(
        {
          framework: 'mcp',
          defNode: node,
          name,
          description: getProp(arg, 'description', ctx),
          schema: getProp(arg, 'parameters', ctx) ?? getProp(arg, 'inputSchema', ctx),
          hasHandler: !!getProp(arg, 'execute', ctx),
        },
        ctx,
      ),
    },
  ];
}
