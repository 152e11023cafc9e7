import path from 'node:path';
import { ts } from 'ts-morph';
import { buildTool, getProp, importSource, literalBehind, skipOuter } from '../context.js';
/**
 * Vercel's eve agents: a file under the agent's tools folder default-exports `defineTool({
 * description, inputSchema, execute })` from `eve/tools`, and the file's name is the tool's name
 * (`agent/tools/get_weather.ts` → `get_weather`). `disableTool()` in such a file turns a built-in
 * tool off: it defines none. Identified by the import, not the name (`defineTool` is common).
 */
const EVE = /^eve(\/|$)/;
export const eve = {
    id: 'eve',
    match(node, ctx) {
        if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression) || node.expression.text !== 'defineTool')
            return undefined;
        if (!EVE.test(importSource(node.expression, ctx) ?? ''))
            return undefined;
        const given = node.arguments[0];
        const config = given && (literalBehind(given, ctx) ?? (ts.isObjectLiteralExpression(skipOuter(given)) ? skipOuter(given) : undefined));
        if (!config)
            return undefined;
        const written = getProp(config, 'name', ctx);
        const fileName = path.basename(ctx.file.abs).replace(/\.[cm]?[jt]sx?$/, '');
        const base = {
            framework: 'custom',
            defNode: node,
            description: getProp(config, 'description', ctx),
            schema: getProp(config, 'inputSchema', ctx) ?? getProp(config, 'parameters', ctx),
            hasHandler: !!getProp(config, 'execute', ctx),
        };
        return [{ tool: buildTool(written ? { ...base, name: written } : { ...base, fixedName: { name: fileName, node } }, ctx) }];
    },
};
