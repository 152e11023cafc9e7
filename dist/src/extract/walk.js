import { ts } from 'ts-morph';
import { isFunctionLike } from './scope.js';
import { agentkit } from './frameworks/agentkit.js';
import { openaiHandoffs } from './frameworks/openai-handoffs.js';
import { langgraphHandoffs } from './frameworks/langgraph-handoffs.js';
import { adkTransfers } from './frameworks/adk-transfers.js';
import { eve } from './frameworks/eve.js';
import { copilot } from './frameworks/copilot.js';
import { anthropic } from './frameworks/anthropic.js';
import { custom } from './frameworks/custom.js';
import { langchain } from './frameworks/langchain.js';
import { mastra } from './frameworks/mastra.js';
import { mcp } from './frameworks/mcp.js';
import { openai } from './frameworks/openai.js';
import { toolCall } from './frameworks/tool-call.js';
import { vscode } from './frameworks/vscode.js';
import { llamaindex } from './frameworks/llamaindex.js';
import { http } from './frameworks/http.js';
import { isNonToolConfig } from './frameworks/shared.js';
import { propertyNameText } from './ranges.js';
import { SCHEMA_PACKAGES } from './schema-libs.js';
/**
 * Extractors in the order they are asked. Calls are visited before the object literals they
 * receive, so a call extractor that claims `tool({…})` keeps the object-shape extractors from
 * reporting its argument a second time.
 */
export const EXTRACTORS = [vscode, llamaindex, copilot, mcp, langgraphHandoffs, adkTransfers, eve, toolCall, mastra, langchain, agentkit, openaiHandoffs, anthropic, openai, custom, http];
const LIST_KEYS = new Set(EXTRACTORS.flatMap((e) => e.listKeys ?? []));
/** Whether a package is one the extractors or schema converters know by its name (see Extractor.packages). */
export function isFrameworkPackage(name) {
    return SCHEMA_PACKAGES.test(name) || EXTRACTORS.some((e) => e.packages?.test(name));
}
/** `z.object({ name: z.string(), inputSchema: … })` describes tools; it defines none. */
function isZodShape(obj) {
    const p = obj.parent;
    if (!p || !ts.isCallExpression(p) || p.arguments[0] !== obj || !ts.isPropertyAccessExpression(p.expression))
        return false;
    return /^(object|strictObject|looseObject|extend|safeExtend|merge)$/.test(p.expression.name.text);
}
/**
 * An MCP resource or resource template (`{ uriTemplate, name, description, mimeType }`, `{ uri, name,
 * mimeType }`) as a `resources/templates/list` answer holds them: data the client reads, not a tool,
 * whatever else it carries (`parameters` describing the template's variables).
 */
function isMcpResource(obj) {
    const keys = new Set(obj.properties.map((p) => (p.name ? propertyNameText(p.name) : undefined)));
    return keys.has('uriTemplate') || (keys.has('uri') && keys.has('mimeType'));
}
/**
 * A tool-shaped constant that is never sent: not exported, and every use in its file reads one of
 * its fields (`memoryToolSchemaData.parametersJsonSchema` handed to a class that is the real tool).
 */
function readOnlyForFields(obj) {
    let n = obj;
    while (n.parent && (ts.isAsExpression(n.parent) || ts.isSatisfiesExpression(n.parent) || ts.isParenthesizedExpression(n.parent)))
        n = n.parent;
    const decl = n.parent;
    if (!decl || !ts.isVariableDeclaration(decl) || decl.initializer !== n || !ts.isIdentifier(decl.name))
        return false;
    const statement = decl.parent?.parent;
    if (statement && ts.isVariableStatement(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword))
        return false;
    const name = decl.name.text;
    const sf = obj.getSourceFile();
    let uses = 0;
    let fieldReads = 0;
    const visit = (x) => {
        if (ts.isIdentifier(x) && x.text === name && x !== decl.name) {
            const p = x.parent;
            // `export { name }` / `export default name` send it somewhere we cannot see: keep it.
            if (ts.isExportSpecifier(p) || ts.isExportAssignment(p))
                uses += 1000;
            else if (!(ts.isPropertyAccessExpression(p) && p.name === x) && !(ts.isPropertyAssignment(p) && p.name === x)) {
                uses++;
                if (ts.isPropertyAccessExpression(p) && p.expression === x)
                    fieldReads++;
            }
        }
        ts.forEachChild(x, visit);
    };
    visit(sf);
    return uses > 0 && uses === fieldReads;
}
/**
 * What the extractors make of one node: the first that recognises it decides. Each match runs in a
 * scope of its own, so helper calls followed while reading it (`tool(fn, fields())`) bind nothing
 * beyond it.
 */
export function matchNode(node, ctx) {
    if (ts.isObjectLiteralExpression(node) && (isZodShape(node) || isNonToolConfig(node) || isMcpResource(node)))
        return undefined;
    for (const ex of ctx.house ? [ctx.house, ...EXTRACTORS] : EXTRACTORS) {
        const found = ctx.ev.scoped(() => ex.match(node, ctx));
        if (found) {
            for (const c of found)
                c.node ??= node;
            return found;
        }
    }
    return undefined;
}
/**
 * Values that are compared or shown, never sent: `expect(x).toEqual({ name, inputSchema })`,
 * `assert.deepEqual(…)`, JSX props (`<ToolCard tool={{ name, description }} />`).
 */
const ASSERTIONS = /^(expect|assert|deepEqual|deepStrictEqual|strictEqual|equal|notEqual|toEqual|toStrictEqual|toMatchObject|toMatchInlineSnapshot|toHaveBeenCalledWith|toHaveBeenLastCalledWith|toHaveBeenNthCalledWith|toContainEqual|toHaveProperty|calledWith|calledWithMatch)$/;
function isNotSent(node) {
    if (ts.isJsxAttribute(node) || ts.isJsxExpression(node) || ts.isJsxSpreadAttribute(node))
        return true;
    if (ts.isCallExpression(node)) {
        const c = node.expression;
        const name = ts.isIdentifier(c) ? c.text : ts.isPropertyAccessExpression(c) ? c.name.text : '';
        return ASSERTIONS.test(name);
    }
    return false;
}
/**
 * Walks raw compiler nodes (4× cheaper than ts-morph wrappers) and returns every tool found.
 * `every`, when given, is called on every node of the file, also inside definitions and assertions
 * the extraction does not descend into (the registrations walk rides along: one walk per file).
 */
export function extractFromFile(ctx, every) {
    const out = [];
    const rest = (node) => {
        every(node);
        ts.forEachChild(node, rest);
    };
    // A definition's own fields are read by its extractor; the code its functions run is code like any
    // other: a tool's `execute` that runs an agent loop of its own (`generateText({ tools: { answer:
    // tool({…}) } })`) sends those tools too.
    const intoBodies = (node) => {
        every?.(node);
        if (ts.isClassLike(node) || ts.isGetAccessor(node) || ts.isSetAccessor(node)) {
            if (every)
                ts.forEachChild(node, rest);
            return;
        }
        if (isFunctionLike(node) && node.body) {
            const body = node.body;
            ts.forEachChild(node, (child) => (child === body ? visit(child) : every ? rest(child) : undefined));
            return;
        }
        ts.forEachChild(node, intoBodies);
    };
    const visit = (node) => {
        every?.(node);
        if (isNotSent(node)) {
            // The callee chain may still hold definitions (`expect(tool.execute(…))` holds none; `describe` is not an assertion).
            if (ts.isCallExpression(node)) {
                if (every)
                    ts.forEachChild(node, (child) => (child === node.expression ? visit(child) : rest(child)));
                else
                    visit(node.expression);
            }
            else if (every)
                ts.forEachChild(node, rest);
            return;
        }
        // A list can define tools through what it lists (an agent's `handoffs`); what is written inside it is read too.
        if (node.kind === ts.SyntaxKind.ArrayLiteralExpression || (LIST_KEYS.size && (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) && ts.isIdentifier(node.name) && LIST_KEYS.has(node.name.text))) {
            const found = matchNode(node, ctx);
            if (found)
                out.push(...found);
        }
        else if (node.kind === ts.SyntaxKind.CallExpression || node.kind === ts.SyntaxKind.NewExpression || node.kind === ts.SyntaxKind.ObjectLiteralExpression || node.kind === ts.SyntaxKind.ClassDeclaration || node.kind === ts.SyntaxKind.ClassExpression) {
            const found = matchNode(node, ctx);
            if (found) {
                if (!(ts.isObjectLiteralExpression(node) && readOnlyForFields(node)))
                    out.push(...found);
                // A class tool's methods build its own declaration (`getSchema() { return { name: this.name, … } }`).
                if (ts.isClassLike(node)) {
                    if (every)
                        ts.forEachChild(node, rest);
                }
                else
                    ts.forEachChild(node, intoBodies);
                return;
            }
        }
        ts.forEachChild(node, visit);
    };
    visit(ctx.file.sf);
    return out;
}
