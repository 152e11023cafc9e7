import { ts } from 'ts-morph';
import { usesOf } from '../extract/references.js';
/**
 * A Mastra agent no code runs: `const plannerAgent = new Agent({ … })` that no file of the project
 * names again. Not exported, nothing can reach it; exported, it is dead only in a project that
 * registers its agents (`new Mastra({ agents: { … } })`) and never imports it, since a library's
 * agent is there for code outside. Its request is never made: its instructions and budget are not
 * judged, as for a server kept in a copy nothing runs (leftover-copies.ts).
 */
export function unusedAgent(node, ev) {
    if (!ts.isNewExpression(node))
        return false;
    let n = node;
    while (n.parent && (ts.isParenthesizedExpression(n.parent) || ts.isAsExpression(n.parent) || ts.isSatisfiesExpression(n.parent)))
        n = n.parent;
    const decl = n.parent;
    if (!decl || !ts.isVariableDeclaration(decl) || decl.initializer !== n || !ts.isIdentifier(decl.name))
        return false;
    const statement = decl.parent?.parent;
    if (!statement || !ts.isVariableStatement(statement) || !ts.isSourceFile(statement.parent))
        return false;
    const exported = !!ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    const index = ev.index;
    const registry = /\bnew\s+Mastra\s*\(/;
    if (exported && !index.files().some((f) => registry.test(f.text)) && ![...index.unparsedSources.values()].some((text) => registry.test(text)))
        return false;
    return !usesOf(decl.name.text, decl.name, index).named;
}
