import { ts } from 'ts-morph';
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
    const name = decl.name.text;
    const exported = !!ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    // Every source of the project: the files parsed so far and those the scan only read.
    const parsed = ev.index.files();
    const others = [...(ev.unparsedSources ?? new Map())];
    if (exported && !parsed.some((f) => /\bnew\s+Mastra\s*\(/.test(f.text)) && !others.some(([, text]) => /\bnew\s+Mastra\s*\(/.test(text)))
        return false;
    const files = [...parsed.filter((f) => f.text.includes(name)), ...others.filter(([, text]) => text.includes(name)).map(([abs, text]) => ev.index.get(abs, text))];
    for (const file of files) {
        if (!file)
            continue;
        let used = false;
        const visit = (x) => {
            if (used)
                return;
            if (ts.isIdentifier(x) && x.text === name && x !== decl.name) {
                const p = x.parent;
                const declaration = (ts.isImportSpecifier(p) || ts.isImportClause(p) || ts.isExportSpecifier(p)) || (ts.isPropertyAccessExpression(p) && p.name === x) || (ts.isPropertyAssignment(p) && p.name === x);
                if (!declaration)
                    used = true;
                // `export { plannerAgent }` hands it to code outside the file: a use.
                if (ts.isExportSpecifier(p) && !p.parent.parent.moduleSpecifier)
                    used = true;
                return;
            }
            ts.forEachChild(x, visit);
        };
        visit(file.sf);
        if (used)
            return false;
    }
    return true;
}
