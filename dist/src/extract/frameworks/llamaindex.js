import { ts } from 'ts-morph';
import { buildTool, calleeName, getProp, importSource, literalBehind, skipOuter } from '../context.js';
/**
 * LlamaIndex.TS: `tool({ name, description, parameters, execute })` and `FunctionTool.from(fn, { name,
 * description, parameters })` send their `name`; a query engine offered as a tool
 * (`index.queryTool({ metadata: { name, description } })`, `new QueryEngineTool({ queryEngine,
 * metadata })`) is named by its `metadata`. Recognised by the import (`llamaindex`, `@llamaindex/*`),
 * never by the call's name alone.
 */
const LLAMAINDEX = /^llamaindex$|^llamaindex\/|^@llamaindex\//;
export const llamaindex = {
    id: 'llamaindex',
    packages: /^llamaindex$|^@llamaindex\//,
    match(node, ctx) {
        if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'QueryEngineTool' && fromLlamaIndex(node.expression, ctx)) {
            const cfg = configOf(node.arguments?.[0], ctx);
            return cfg ? queryTool(node, cfg, ctx) : undefined;
        }
        if (!ts.isCallExpression(node))
            return undefined;
        const callee = skipOuter(node.expression);
        // `index.queryTool({ metadata: { name, description } })` in a file that uses LlamaIndex.
        if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'queryTool' && /['"](?:llamaindex|@llamaindex\/[\w-]+)['"]/.test(ctx.file.text)) {
            const cfg = configOf(node.arguments[0], ctx);
            return cfg ? queryTool(node, cfg, ctx) : undefined;
        }
        // `FunctionTool.from(fn, { name, description, parameters })`
        if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'from' && ts.isIdentifier(callee.expression) && callee.expression.text === 'FunctionTool' && fromLlamaIndex(callee.expression, ctx)) {
            const cfg = configOf(node.arguments[1], ctx);
            return cfg ? functionTool(node, cfg, ctx) : undefined;
        }
        if (ts.isIdentifier(callee) && calleeName(node) === 'tool' && fromLlamaIndex(callee, ctx)) {
            // `tool(fn, { name, … })` or `tool({ name, …, execute })`
            const cfg = configOf(node.arguments.length > 1 ? node.arguments[1] : node.arguments[0], ctx);
            return cfg ? functionTool(node, cfg, ctx) : undefined;
        }
        return undefined;
    },
};
function fromLlamaIndex(id, ctx) {
    return LLAMAINDEX.test(importSource(id, ctx) ?? '');
}
function configOf(e, ctx) {
    if (!e)
        return undefined;
    const x = skipOuter(e);
    return ts.isObjectLiteralExpression(x) ? x : literalBehind(x, ctx);
}
function functionTool(node, cfg, ctx) {
    const name = getProp(cfg, 'name', ctx);
    if (!name)
        return undefined;
    return [{ tool: buildTool({ framework: 'custom', defNode: node, name, description: getProp(cfg, 'description', ctx), schema: getProp(cfg, 'parameters', ctx), hasHandler: true }, ctx) }];
}
/** A query engine tool: the model gives it one query string (LlamaIndex's default parameters). */
function queryTool(node, cfg, ctx) {
    const meta = getProp(cfg, 'metadata', ctx);
    const metaObj = meta && ts.isExpression(meta) ? configOf(meta, ctx) : undefined;
    const name = metaObj ? getProp(metaObj, 'name', ctx) : undefined;
    if (!metaObj || !name)
        return undefined;
    const written = getProp(metaObj, 'parameters', ctx);
    const tool = buildTool({ framework: 'custom', defNode: node, name, description: getProp(metaObj, 'description', ctx), ...(written ? { schema: written } : {}), hasHandler: true }, ctx);
    // The library's default: `{ query: string }`. Its wording may differ between versions, so the
    // schema counts for budgets but is not judged as known.
    if (!written)
        tool.inputSchema = { source: 'json-schema', partial: true, schema: { type: 'object', properties: { query: { type: 'string', description: 'The query to search for' } }, required: ['query'] } };
    return [{ tool }];
}
