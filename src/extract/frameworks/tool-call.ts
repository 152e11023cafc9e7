import { ts } from 'ts-morph';
import { assignedKey, buildTool, calleeName, getProp, importSource, skipOuter, type Candidate, type Extractor, type ExtractContext } from '../context.js';
import { isFunctionNode } from '../context.js';

/**
 * The `tool(…)` helper, which three SDKs export under one name:
 * - Vercel AI SDK `tool({ description, inputSchema | parameters, execute })` and `dynamicTool` from 'ai':
 *   the model-facing name is the key the tool is registered under (`tools: { getWeather: tool(…) }`);
 * - OpenAI Agents JS `tool({ name, description, parameters, execute })` from '@openai/agents';
 * - LangChain.js `tool(fn, { name, description, schema })` from '@langchain/core/tools'.
 * Which one is meant comes from the import; without one, from the arguments' shape.
 */
export const toolCall: Extractor = {
  id: 'tool-call',
  match(node, ctx) {
    if (!ts.isCallExpression(node)) return undefined;
    const callee = calleeName(node);
    if (callee !== 'tool' && callee !== 'dynamicTool') return undefined;
    const source = ts.isIdentifier(node.expression) ? importSource(node.expression, ctx) : undefined;
    const [a0, a1] = node.arguments.map((a) => skipOuter(a));
    if (a0 && a1 && ts.isObjectLiteralExpression(a1) && (isFunctionNode(a0) || ts.isIdentifier(a0))) {
      const name = getProp(a1, 'name', ctx);
      if (!name) return undefined;
      return [
        {
          tool: buildTool(
            { framework: 'langchain', defNode: node, name, description: getProp(a1, 'description', ctx), schema: getProp(a1, 'schema', ctx), hasHandler: true },
            ctx,
          ),
        },
      ];
    }
    if (!a0 || !ts.isObjectLiteralExpression(a0)) return undefined;
    const description = getProp(a0, 'description', ctx);
    const schema = getProp(a0, 'inputSchema', ctx) ?? getProp(a0, 'parameters', ctx);
    const handler = !!getProp(a0, 'execute', ctx);
    const name = getProp(a0, 'name', ctx);
    const isAgents = source ? /^@openai\/agents/.test(source) : !!name && callee === 'tool';
    if (isAgents) {
      if (!name) return undefined;
      return [{ tool: buildTool({ framework: 'openai-agents', defNode: node, name, description, schema, hasHandler: handler }, ctx) }];
    }
    if (source && source !== 'ai' && !/^@ai-sdk\//.test(source) && !/^ai\//.test(source)) return undefined;
    if (!description && !schema) return undefined;
    return [vercelTool(node, ctx, description, schema, handler)];
  },
};

function vercelTool(node: ts.CallExpression, ctx: ExtractContext, description: ReturnType<typeof getProp>, schema: ReturnType<typeof getProp>, handler: boolean): Candidate {
  const key = assignedKey(node);
  if (key) {
    return { tool: buildTool({ framework: 'vercel-ai', defNode: node, fixedName: { name: key.key, node: key.node }, description, schema, hasHandler: handler }, ctx) };
  }
  const binding = bindingOf(node, ctx);
  const tool = buildTool(
    { framework: 'vercel-ai', defNode: node, ...(binding ? { fixedName: { name: binding.name, node: binding.node } } : {}), description, schema, hasHandler: handler },
    ctx,
  );
  if (!binding) return { tool };
  // Until a registration (`tools: { weather: weatherTool }`) names it, the variable's name stands in.
  return { tool, bindingKey: `${ctx.file.abs}#${binding.name}` };
}

/** The variable or function a tool expression is bound to: `const weatherTool = tool(…)`, `const make = () => tool(…)`. */
export function bindingOf(node: ts.Node, _ctx: ExtractContext): { name: string; node: ts.Node } | undefined {
  let n: ts.Node = node;
  for (let i = 0; n.parent && i < 8; i++) {
    const p: ts.Node = n.parent;
    if (ts.isVariableDeclaration(p) && p.initializer === n && ts.isIdentifier(p.name)) return { name: p.name.text, node: p.name };
    if (ts.isFunctionDeclaration(p) && p.name) return { name: p.name.text, node: p.name };
    if (ts.isPropertyAssignment(p) || ts.isClassDeclaration(p) || ts.isSourceFile(p)) return undefined;
    if (ts.isBlock(p) || ts.isReturnStatement(p) || ts.isArrowFunction(p) || ts.isFunctionExpression(p) || ts.isParenthesizedExpression(p) || ts.isAsExpression(p) || ts.isSatisfiesExpression(p) || ts.isCallExpression(p)) {
      n = p;
      continue;
    }
    return undefined;
  }
  return undefined;
}
