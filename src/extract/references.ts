import { ts } from 'ts-morph';
import type { SourceIndex } from '../source/source-index.js';

/**
 * How a project names a top-level binding outside its own declaration: `named` when any file uses
 * the name as a value (a call, a callback, `agents: { planner }`, `ns.planner` of a namespace import,
 * `export { planner }` handing it on), `imported` when a file imports it by that name. Read over every
 * source of the project, parsed or only read (SourceIndex.filesContaining); a file that does not
 * parse may use it. Property keys (`{ planner: x }`, `obj.planner` is counted, being a namespace's
 * member as often as another object's) and the declaration itself are no use.
 */
export function usesOf(name: string, own: ts.Identifier, index: SourceIndex): { named: boolean; imported: boolean } {
  let named = false;
  let imported = false;
  for (const file of index.filesContaining(name)) {
    if (file.parseErrors.length) return { named: true, imported };
    const visit = (n: ts.Node): void => {
      if (named) return;
      if (ts.isIdentifier(n) && n.text === name && n !== own) {
        const p = n.parent;
        if (ts.isImportSpecifier(p) || ts.isImportClause(p)) imported ||= ts.isImportSpecifier(p) && (p.propertyName ?? p.name).text === name;
        else if (ts.isExportSpecifier(p)) named ||= !p.parent.parent.moduleSpecifier;
        else if (!((ts.isPropertyAssignment(p) || ts.isBindingElement(p)) && (p.name === n || (ts.isBindingElement(p) && p.propertyName === n)))) named = true;
        return;
      }
      ts.forEachChild(n, visit);
    };
    visit(file.sf);
    if (named) break;
  }
  return { named, imported };
}
