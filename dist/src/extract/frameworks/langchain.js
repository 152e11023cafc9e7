import { ts } from 'ts-morph';
import { buildTool, getProp, isFactoryParameter, skipOuter } from '../context.js';
import { classTool } from './classes.js';
const CONSTRUCTORS = new Set(['DynamicStructuredTool', 'DynamicTool', 'StructuredTool']);
const BASE_CLASSES = /^(StructuredTool|Tool|DynamicStructuredTool|DynamicTool|BaseTool|StructuredToolInterface)$/;
/** Extends StructuredTool/Tool directly or through the project's own base classes (`GmailBaseTool`). */
function extendsLangChainTool(node, ctx, depth) {
    const base = node.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0]?.expression;
    if (!base)
        return false;
    const baseName = ts.isIdentifier(base) ? base.text : ts.isPropertyAccessExpression(base) ? base.name.text : '';
    if (BASE_CLASSES.test(baseName))
        return true;
    if (depth > 3 || !ts.isIdentifier(base))
        return false;
    const b = ctx.ev.scope.resolveIdentifier(base, ctx.ev.fileOf(base));
    return b?.kind === 'class' && extendsLangChainTool(b.node, ctx, depth + 1);
}
/**
 * LangChain.js: `new DynamicStructuredTool({ name, description, schema, func })`, `new DynamicTool({ … })`
 * and classes extending `StructuredTool` / `Tool` with `name = '…'` fields. The `tool(fn, {…})` helper
 * is handled with the other `tool()` helpers.
 */
export const langchain = {
    id: 'langchain',
    match(node, ctx) {
        if (ts.isNewExpression(node)) {
            const c = node.expression;
            const ctor = ts.isIdentifier(c) ? c.text : ts.isPropertyAccessExpression(c) ? c.name.text : '';
            if (!CONSTRUCTORS.has(ctor))
                return undefined;
            const arg = node.arguments?.[0] && skipOuter(node.arguments[0]);
            if (!arg || !ts.isObjectLiteralExpression(arg))
                return undefined;
            const name = getProp(arg, 'name', ctx);
            if (!name)
                return undefined;
            // Inside a factory (`createAction(config)` building `new DynamicStructuredTool({ name, description, … })`
            // from its parameter): the tools are the factory's call sites, not this object.
            if (isFactoryParameter(name, ctx))
                return [];
            return [
                {
                    tool: buildTool({
                        framework: 'langchain',
                        defNode: node,
                        name,
                        description: getProp(arg, 'description', ctx),
                        schema: getProp(arg, 'schema', ctx),
                        hasHandler: !!getProp(arg, 'func', ctx),
                    }, ctx),
                },
            ];
        }
        if (ts.isClassDeclaration(node) || ts.isClassExpression(node)) {
            if (!extendsLangChainTool(node, ctx, 0))
                return undefined;
            return classTool(node, ctx, 'langchain');
        }
        return undefined;
    },
};
