import { ts } from 'ts-morph';
import type { ToolDefinition } from '../model/tool.js';
import type { SourceIndex } from '../source/source-index.js';

/**
 * Files whose every tool is registered by a function the project never calls, while it does call
 * its other registering functions with the server it makes (src/scan/toolsets.ts `UnwiredOut`):
 *
 *   // index.ts
 *   const server = new McpServer({ name: 'cms', version: '1.0.0' });
 *   registerRecordsRouter(server);
 *   // ui/menu-router.ts: exported "for backward compatibility", called nowhere
 *   export const registerMenuRouter = (server: McpServer) => { server.tool('cms_menu', …) };
 *
 * No model is given those tools, so like test code they are scanned but not linted. A function that
 * is used in any way besides being imported and re-exported (called, passed on, put in a list)
 * counts as wired in, and so does one without a name to look for.
 */
export function unwiredFiles(
  tools: readonly ToolDefinition[],
  unwired: ReadonlyMap<ToolDefinition, ts.SignatureDeclaration>,
  sources: ReadonlyArray<{ abs: string; text: string }>,
  index: SourceIndex,
): string[] {
  if (!unwired.size) return [];
  const usedCache = new Map<ts.SignatureDeclaration, boolean>();
  const isUnused = (fn: ts.SignatureDeclaration): boolean => {
    let used = usedCache.get(fn);
    if (used === undefined) {
      const name = nameOf(fn);
      // A default export is imported under whatever name the importer picks: not looked for by its own.
      used = !name || isDefaultExport(fn, name) || usedAnywhere(name, fn, sources, index);
      usedCache.set(fn, used);
    }
    return !used;
  };
  const byFile = new Map<string, ToolDefinition[]>();
  for (const t of tools) {
    const list = byFile.get(t.range.file) ?? [];
    list.push(t);
    byFile.set(t.range.file, list);
  }
  const out: string[] = [];
  for (const [file, list] of byFile) {
    if (list.every((t) => unwired.has(t) && isUnused(unwired.get(t)!))) out.push(file);
  }
  return out.sort();
}

/** `export default function register(server)`, or `const register = …; export default register`. */
function isDefaultExport(fn: ts.SignatureDeclaration, name: string): boolean {
  if (ts.isFunctionDeclaration(fn) && fn.modifiers?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)) return true;
  return fn.getSourceFile().statements.some((st) => ts.isExportAssignment(st) && !st.isExportEquals && ts.isIdentifier(st.expression) && st.expression.text === name);
}

function nameOf(fn: ts.SignatureDeclaration): string | undefined {
  if (ts.isFunctionDeclaration(fn) && fn.name) return fn.name.text;
  const p = fn.parent;
  if ((ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && p && ts.isVariableDeclaration(p) && ts.isIdentifier(p.name) && p.initializer === fn) return p.name.text;
  return undefined;
}

function usedAnywhere(name: string, fn: ts.SignatureDeclaration, sources: ReadonlyArray<{ abs: string; text: string }>, index: SourceIndex): boolean {
  const word = new RegExp(`\\b${name.replace(/[$]/g, '\\$')}\\b`);
  for (const { abs, text } of sources) {
    if (!word.test(text)) continue;
    const file = index.get(abs, text);
    // A file that cannot be read as code may call it: wired in, as far as we can tell.
    if (!file || file.parseErrors.length) return true;
    let used = false;
    const visit = (n: ts.Node): void => {
      if (used) return;
      if (ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) return;
      if (ts.isIdentifier(n) && n.text === name) {
        const p = n.parent;
        const declares = (ts.isVariableDeclaration(p) || ts.isFunctionDeclaration(p)) && p.name === n && (p === fn || (ts.isVariableDeclaration(p) && p.initializer === fn));
        const key = (ts.isPropertyAccessExpression(p) && p.name === n) || (ts.isPropertyAssignment(p) && p.name === n);
        if (!declares && !key) used = true;
        return;
      }
      ts.forEachChild(n, visit);
    };
    visit(file.sf);
    if (used) return true;
  }
  return false;
}
