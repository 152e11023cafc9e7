import { ts } from 'ts-morph';
import { buildTool, getProp, skipOuter, type Extractor } from '../context.js';
import { classTool } from './classes.js';

const CONSTRUCTORS = new Set(['DynamicStructuredTool', 'DynamicTool', 'StructuredTool']);
const BASE_CLASSES = /^(StructuredTool|Tool|DynamicStructuredTool|DynamicTool|BaseTool|StructuredToolInterface)$/;

/**
 * LangChain.js: `new DynamicStructuredTool({ name, description, schema, func })`, `new DynamicTool({ … })`
 * and classes extending `StructuredTool` / `Tool` with `name = '…'` fields. The `tool(fn, {…})` helper
 * is handled with the other `tool()` helpers.
 */
export const langchain: Extractor = {
  id: 'langchain',
  match(node, ctx) {
    if (ts.isNewExpression(node)) {
      const c = node.expression;
      const ctor = ts.isIdentifier(c) ? c.text : ts.isPropertyAccessExpression(c) ? c.name.text : '';
      if (!CONSTRUCTORS.has(ctor)) return undefined;
      const arg = node.arguments?.[0] && skipOuter(node.arguments[0]);
      if (!arg || !ts.isObjectLiteralExpression(arg)) return undefined;
      const name = getProp(arg, 'name', ctx);
      if (!name) return undefined;
      return [
        {
          tool: buildTool(
            {
              framework: 'langchain',
              defNode: node,
              name,
              description: getProp(arg, 'description', ctx),
              schema: getProp(arg, 'schema', ctx),
              hasHandler: !!getProp(arg, 'func', ctx),
            },
            ctx,
          ),
        },
      ];
    }
    if (ts.isClassDeclaration(node) || ts.isClassExpression(node)) {
      const base = node.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0]?.expression;
      const baseName = base && (ts.isIdentifier(base) ? base.text : ts.isPropertyAccessExpression(base) ? base.name.text : '');
      if (!baseName || !BASE_CLASSES.test(baseName)) return undefined;
      return classTool(node, ctx, 'langchain');
    }
    return undefined;
  },
};
