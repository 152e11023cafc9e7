import { ts } from 'ts-morph';
import { buildTool, calleeName, getProp, skipOuter, type Extractor } from '../context.js';

/**
 * Mastra `createTool({ id, description, inputSchema, execute })` from '@mastra/core/tools'. The tool's
 * name is its `id`. `createStep` / `createWorkflow` share the shape but are workflow steps, not tools.
 * Other libraries' `createTool({ name, … })` (Inngest AgentKit, …) are reported as custom tools.
 */
export const mastra: Extractor = {
  id: 'mastra',
  match(node, ctx) {
    if (!ts.isCallExpression(node) || calleeName(node) !== 'createTool') return undefined;
    const arg = node.arguments[0] && skipOuter(node.arguments[0]);
    if (!arg || !ts.isObjectLiteralExpression(arg)) return undefined;
    const id = getProp(arg, 'id', ctx);
    const name = id ?? getProp(arg, 'name', ctx);
    if (!name) return undefined;
    return [
      {
        tool: buildTool(
          {
            framework: id ? 'mastra' : 'custom',
            defNode: node,
            name,
            description: getProp(arg, 'description', ctx),
            schema: getProp(arg, 'inputSchema', ctx) ?? getProp(arg, 'parameters', ctx),
            hasHandler: !!(getProp(arg, 'execute', ctx) ?? getProp(arg, 'handler', ctx)),
          },
          ctx,
        ),
      },
    ];
  },
};
