import path from 'node:path';
import { ts } from 'ts-morph';
import { assignedKey, buildTool, getProp, literalBehind, skipOuter } from '../context.js';
import { bindingOf } from './tool-call.js';
const DEFAULT_SCHEMA_KEYS = ['inputSchema', 'input_schema', 'parameters', 'schema', 'input', 'args'];
export function houseExtractor(specs) {
    if (!specs.length)
        return undefined;
    return {
        id: 'house',
        match(node, ctx) {
            if (!ts.isCallExpression(node) && !ts.isNewExpression(node))
                return undefined;
            const text = calleeText(node.expression);
            if (!text)
                return undefined;
            for (const spec of specs) {
                if (text !== spec.call && !text.endsWith(`.${spec.call}`))
                    continue;
                if (spec.from && !importedFrom(node.expression, spec.from, ctx))
                    continue;
                return fromSpec(node, spec, ctx);
            }
            return undefined;
        },
    };
}
/** The callee names a prefilter looks for: `make` for `Tool.make`. */
export function houseCallNames(specs) {
    return specs.map((s) => s.call.split('.').at(-1)).filter(Boolean);
}
function fromSpec(node, spec, ctx) {
    const framework = spec.framework ?? 'custom';
    const nameSpec = spec.name ?? 'name';
    const description = field(node, spec.description ?? 'description', ctx);
    const schema = spec.schema ? field(node, spec.schema, ctx) : DEFAULT_SCHEMA_KEYS.map((k) => field(node, k, ctx)).find(Boolean);
    if (nameSpec === 'key') {
        const key = assignedKey(node, ctx);
        if (key)
            return [{ tool: buildTool({ framework, defNode: node, fixedName: { name: key.key, node: key.node, isDefault: key.isDefault }, description, schema, hasHandler: true }, ctx) }];
        const binding = bindingOf(node, ctx);
        const tool = buildTool({ framework, defNode: node, ...(binding ? { fixedName: { name: binding.name, node: binding.node } } : {}), description, schema, hasHandler: true }, ctx);
        if (!binding)
            return [{ tool }];
        if (binding.factory)
            tool.nameResolved = false;
        return [{ tool, bindingKey: `${ctx.file.abs}#${binding.name}` }];
    }
    const name = field(node, nameSpec, ctx);
    return [{ tool: buildTool({ framework, defNode: node, name: name ?? node.expression, description, schema, hasHandler: true }, ctx) }];
}
/** `arg0`, `arg1.description`, or `description` (a property of the first object argument). */
function field(node, spec, ctx) {
    const parts = spec.split('.');
    const args = node.arguments ?? [];
    let start;
    const m = /^arg(\d+)$/.exec(parts[0]);
    if (m) {
        start = args[Number(m[1])];
        parts.shift();
        if (!parts.length)
            return start;
    }
    else {
        start = args.find((a) => !!(ts.isObjectLiteralExpression(skipOuter(a)) || literalBehind(a, ctx)));
    }
    let cur = start;
    for (const key of parts) {
        if (!cur || !ts.isExpression(cur))
            return undefined;
        const obj = ts.isObjectLiteralExpression(skipOuter(cur)) ? skipOuter(cur) : literalBehind(cur, ctx);
        if (!obj)
            return undefined;
        cur = getProp(obj, key, ctx);
    }
    return cur;
}
function calleeText(e) {
    const names = [];
    let x = e;
    while (ts.isPropertyAccessExpression(x)) {
        names.unshift(x.name.text);
        x = x.expression;
    }
    if (!ts.isIdentifier(x))
        return undefined;
    names.unshift(x.text);
    return names.join('.');
}
/** Whether the callee's root name is imported from `from` (a package, or an absolute path the config resolved). */
function importedFrom(callee, from, ctx) {
    let root = callee;
    while (ts.isPropertyAccessExpression(root))
        root = root.expression;
    if (!ts.isIdentifier(root))
        return false;
    const b = ctx.ev.scope.resolveIdentifier(root, ctx.file);
    if (!b)
        return false;
    if (b.kind === 'external')
        return b.module === from || b.module.startsWith(`${from}/`);
    if (!from.startsWith('.'))
        return false;
    const file = 'file' in b ? b.file.abs : undefined;
    if (!file)
        return false;
    const noExt = (p) => p.replace(/\.[cm]?[jt]sx?$/, '').replace(/[/\\]index$/, '');
    return noExt(file) === noExt(path.resolve(ctx.ev.index.cwd, from));
}
