import { ts } from 'ts-morph';
import { buildTool, getProp, importSource, literalBehind, skipOuter } from '../context.js';
import { matchSink } from './shared.js';
/**
 * GitHub Copilot SDK: `defineTool('read_note', { description, parameters, handler })` (the name is the
 * first argument; `parameters` is JSON Schema or a zod schema), handed to the Copilot CLI through
 * `client.createSession({ model, tools })` or `client.resumeSession(id, { tools })`. Recognised by
 * the import from `@github/copilot-sdk`, never by the name alone (`defineTool` is common).
 */
const COPILOT_SDK = /^@github\/copilot-sdk(\/|$)/;
const IMPORTS_SDK = /['"]@github\/copilot-sdk(?:\/[\w-]+)?['"]/;
export const copilot = {
    id: 'copilot',
    packages: /^@github\/copilot-sdk$/,
    sink(node, ctx) {
        if (!IMPORTS_SDK.test(ctx.file.text))
            return undefined;
        return matchSink(node, ctx, [
            { path: /(^|\.)createSession$/, arg: 0, prop: 'tools', keyed: false, dialect: 'custom', method: true, model: 'model' },
            { path: /(^|\.)resumeSession$/, arg: 1, prop: 'tools', keyed: false, dialect: 'custom', method: true },
        ]);
    },
    match(node, ctx) {
        if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression) || node.expression.text !== 'defineTool' || node.arguments.length < 2)
            return undefined;
        if (!COPILOT_SDK.test(importSource(node.expression, ctx) ?? ''))
            return undefined;
        const given = node.arguments[1];
        const config = literalBehind(given, ctx) ?? (ts.isObjectLiteralExpression(skipOuter(given)) ? skipOuter(given) : undefined);
        if (!config)
            return undefined;
        return [
            {
                tool: buildTool({
                    framework: 'custom',
                    defNode: node,
                    name: node.arguments[0],
                    description: getProp(config, 'description', ctx),
                    schema: getProp(config, 'parameters', ctx),
                    hasHandler: !!getProp(config, 'handler', ctx),
                }, ctx),
            },
        ];
    },
};
