import { ts } from 'ts-morph';
import { buildTool, getOwnProp, getProp, skipOuter, type Extractor } from '../context.js';

/**
 * Coinbase AgentKit actions: `@CreateAction({ name, description, schema })` on a method of an
 * `ActionProvider` subclass. AgentKit's decorator registers the action as `${ClassName}_${name}`,
 * and that is the name its adapters (`getVercelAITools`, `getLangChainTools`, or a project's own
 * conversion of `agentKit.getActions()`) send to the model. Identified by the import, not the name.
 */
export const agentkit: Extractor = {
  id: 'agentkit',
  packages: /^@inngest\/agent-kit$/,
  match(node, ctx) {
    if (!ts.isCallExpression(node) || !ts.isDecorator(node.parent) || !ts.isIdentifier(node.expression) || node.expression.text !== 'CreateAction') return undefined;
    const b = ctx.ev.scope.resolveIdentifier(node.expression, ctx.file);
    if (b?.kind !== 'external' || !/agentkit/i.test(b.module)) return undefined;
    const method = node.parent.parent;
    const cls = method?.parent;
    if (!method || !ts.isMethodDeclaration(method) || !cls || !(ts.isClassDeclaration(cls) || ts.isClassExpression(cls)) || !cls.name) return undefined;
    const arg = node.arguments[0] && skipOuter(node.arguments[0]);
    if (!arg || !ts.isObjectLiteralExpression(arg)) return undefined;
    const name = getOwnProp(arg, 'name', ctx);
    if (!name || !ts.isExpression(name)) return undefined;
    const value = ctx.ev.evaluate(name);
    const fields = { framework: 'custom' as const, defNode: node.parent, description: getProp(arg, 'description', ctx), schema: getProp(arg, 'schema', ctx), hasHandler: true };
    // Not foldable (`name: config.actionName`): reported unresolved, with the expression.
    return [{ tool: buildTool(typeof value === 'string' ? { ...fields, fixedName: { name: `${cls.name.text}_${value}`, node: name } } : { ...fields, name }, ctx) }];
  },
};
