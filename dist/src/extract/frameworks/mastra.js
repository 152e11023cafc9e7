import { ts } from 'ts-morph';
import { assignedKey, buildTool, calleeName, getProp, skipOuter } from '../context.js';
import { bindingOf } from './tool-call.js';
import { isToolMap } from '../registrations.js';
/**
 * Mastra `createTool({ id, description, inputSchema, execute })` from '@mastra/core/tools'. The model
 * sees the key the tool is registered under in an agent's `tools` (`tools: { weatherTool }` →
 * "weatherTool"; mastra-ai/mastra#12202); a tool no agent registers keeps its `id`.
 * `createStep` / `createWorkflow` share the shape but are workflow steps, not tools.
 * Other libraries' `createTool({ name, … })` (Inngest AgentKit, …) are reported as custom tools.
 */
export const mastra = {
    id: 'mastra',
    match(node, ctx) {
        if (!ts.isCallExpression(node) || calleeName(node) !== 'createTool')
            return undefined;
        const arg = node.arguments[0] && skipOuter(node.arguments[0]);
        if (!arg || !ts.isObjectLiteralExpression(arg))
            return undefined;
        const id = getProp(arg, 'id', ctx);
        const name = id ?? getProp(arg, 'name', ctx);
        if (!name)
            return undefined;
        // Inline in a tool map (`tools: { lookup: createTool(…) }`, `const githubTools = { … }`): the key.
        const assigned = id ? assignedKey(node, ctx) : undefined;
        const key = assigned && ts.isPropertyAssignment(assigned.node.parent) && ts.isObjectLiteralExpression(assigned.node.parent.parent) && isToolMap(assigned.node.parent.parent) ? assigned : undefined;
        const binding = id && !key ? bindingOf(node, ctx) : undefined;
        return [
            {
                ...(binding ? { bindingKey: `${ctx.file.abs}#${binding.name}` } : {}),
                tool: buildTool({
                    framework: id ? 'mastra' : 'custom',
                    defNode: node,
                    ...(key ? { fixedName: { name: key.key, node: key.node } } : { name }),
                    description: getProp(arg, 'description', ctx),
                    schema: getProp(arg, 'inputSchema', ctx) ?? getProp(arg, 'parameters', ctx),
                    hasHandler: !!(getProp(arg, 'execute', ctx) ?? getProp(arg, 'handler', ctx)),
                }, ctx),
            },
        ];
    },
};
