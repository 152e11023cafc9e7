import { ts } from 'ts-morph';
import { isWithinNode } from '../extract/ranges.js';
/**
 * Definitions that are the implementation behind a tool the project sends under the same name, not
 * a second tool: a class with `name`, `description` and `inputSchema` fields that no request or
 * server holds, whose instance the registered tool's handler runs:
 *
 *   export class LocalesTool { name = 'locales'; inputSchema = localesSchema; async execute(args) {…} }
 *   server.tool('locales', { action: z.enum([…]) }, async (a) => new LocalesTool().execute(…));
 *
 * The model is given the registered tool; the class's own schema is never sent, so judging it as a
 * request the provider rejects would be wrong. Only dropped when the sent tool's definition refers
 * to the class (or constant) by name.
 */
export function withoutImplementations(tools, placed, survivor) {
    const sentByName = new Map();
    for (const p of placed) {
        const t = survivor(p.tool);
        if (!t.nameResolved || !t.toolsets?.length || !p.node)
            continue;
        const list = sentByName.get(t.name) ?? [];
        list.push(p.node);
        sentByName.set(t.name, list);
    }
    if (!sentByName.size)
        return tools;
    const drop = new Set();
    for (const p of placed) {
        const t = survivor(p.tool);
        if (t.toolsets?.length || !t.nameResolved || !p.node)
            continue;
        const sent = sentByName.get(t.name);
        const binding = bindingName(p.node);
        if (!sent || !binding)
            continue;
        const node = p.node;
        if (sent.some((s) => s !== node && !isWithinNode(node, s) && !isWithinNode(s, node) && runsWithoutReading(s, binding)))
            drop.add(t);
    }
    return drop.size ? tools.filter((t) => !drop.has(t)) : tools;
}
/** The name a definition is reached by: its class's, or the constant's it initialises. */
function bindingName(node) {
    if (ts.isClassDeclaration(node) && node.name)
        return node.name.text;
    let n = node;
    while (n.parent && (ts.isParenthesizedExpression(n.parent) || ts.isAsExpression(n.parent) || ts.isSatisfiesExpression(n.parent)))
        n = n.parent;
    const p = n.parent;
    if (p && ts.isVariableDeclaration(p) && ts.isIdentifier(p.name) && p.initializer === n)
        return p.name.text;
    return undefined;
}
/** Fields a registration copies from a definition object it is built from. */
const DEFINITION_FIELDS = new Set(['name', 'description', 'inputSchema', 'input_schema', 'parameters', 'schema', 'argsSchema', 'paramsSchema', 'annotations', 'title']);
/**
 * Whether `name` is used as a value inside `node` (`new LocalesTool()`, `LOCALES_TOOL.execute(args)`)
 * and none of its definition's fields is read there: `server.tool(SPEC.name, SPEC.description,
 * SPEC.inputSchema.shape, …)` is built from SPEC, which stays the definition (and where its text is).
 */
function runsWithoutReading(node, name) {
    if (!node.getText().includes(name))
        return false;
    let used = false;
    let readsFields = false;
    const visit = (n) => {
        if (readsFields)
            return;
        if (ts.isIdentifier(n) && n.text === name) {
            const p = n.parent;
            if ((ts.isPropertyAccessExpression(p) && p.name === n) || (ts.isPropertyAssignment(p) && p.name === n))
                return;
            if (ts.isPropertyAccessExpression(p) && p.expression === n && DEFINITION_FIELDS.has(p.name.text))
                readsFields = true;
            else
                used = true;
            return;
        }
        ts.forEachChild(n, visit);
    };
    visit(node);
    return used && !readsFields;
}
