import { ts } from 'ts-morph';
import { buildTool, getOwnProp, calleeName, getProp, isFlag, isNotName, isPassThrough, passThroughIf, type Extractor } from '../context.js';
import { isNotJsonSchema, matchSink, objectToolDefNode, type SinkSpec } from './shared.js';

/**
 * Anthropic Messages API tools: `{ name, description, input_schema }` wherever they are written,
 * and the SDK helpers `betaZodTool({ name, inputSchema, run })` / `betaTool({ name, input_schema, run })`.
 * Server tools (`{ type: 'web_search_20250305', name }`) are Anthropic's own and carry no schema: skipped.
 */
const SINKS: SinkSpec[] = [
  { path: /(^|\.)messages\.(create|stream|countTokens|parse)$/, arg: 0, prop: 'tools', keyed: false, dialect: 'anthropic', model: 'model', api: 'anthropic-messages', instructions: 'system' },
  { path: /(^|\.)toolRunner$/, arg: 0, prop: 'tools', keyed: false, dialect: 'anthropic' },
];

export const anthropic: Extractor = {
  id: 'anthropic',
  packages: /^@anthropic-ai\//,
  sink: (node, ctx) => matchSink(node, ctx, SINKS),
  plainTool(obj, hit, ctx) {
    // `{ name, description, input_schema }` reaches `messages.create` however it was built.
    if (hit.dialect !== 'anthropic') return undefined;
    const name = getOwnProp(obj, 'name', ctx);
    const schema = getProp(obj, 'input_schema', ctx);
    if (!name || !schema || isNotName(name) || isFlag(getProp(obj, 'description', ctx))) return undefined;
    return [{ tool: buildTool({ framework: 'anthropic', defNode: obj, name, description: getProp(obj, 'description', ctx), schema, hasHandler: false }, ctx) }];
  },
  match(node, ctx) {
    if (ts.isCallExpression(node) && /^beta(Zod)?Tool$/.test(calleeName(node))) {
      const arg = node.arguments[0];
      if (!arg || !ts.isObjectLiteralExpression(arg)) return undefined;
      const name = getProp(arg, 'name', ctx);
      if (!name) return undefined;
      return [
        {
          tool: buildTool(
            {
              framework: 'anthropic',
              defNode: node,
              name,
              description: getProp(arg, 'description', ctx),
              schema: getProp(arg, 'inputSchema', ctx) ?? getProp(arg, 'input_schema', ctx),
              hasHandler: !!getProp(arg, 'run', ctx),
            },
            ctx,
          ),
        },
      ];
    }
    if (!ts.isObjectLiteralExpression(node)) return undefined;
    const schema = getProp(node, 'input_schema', ctx);
    const name = getOwnProp(node, 'name', ctx);
    if (!schema || !name || isNotJsonSchema(schema, ctx)) return undefined;
    const type = getProp(node, 'type', ctx);
    if (type) {
      const t = ctx.ev.evaluate(type);
      if (typeof t === 'string' && t !== 'custom') return undefined;
    }
    const description = getProp(node, 'description', ctx);
    const passThrough = isPassThrough(name, ctx, description, schema);
    const isMethod = description && (ts.isMethodDeclaration(description) || ts.isArrowFunction(description) || ts.isFunctionExpression(description));
    const prompt = getProp(node, 'prompt', ctx);
    return passThroughIf([
      {
        tool: buildTool(
          {
            framework: prompt || isMethod ? 'custom' : 'anthropic',
            defNode: objectToolDefNode(node),
            name,
            description: prompt ?? description,
            schema,
            hasHandler: ['call', 'run', 'execute', 'handler'].some((k) => !!getProp(node, k, ctx)),
          },
          ctx,
        ),
      },
    ], passThrough);
  },
};
