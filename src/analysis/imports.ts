import path from 'node:path';
import { ts } from 'ts-morph';
import type { SourceIndex } from '../source/source-index.js';

const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const DECLARATION_FILE = /\.d\.[cm]?ts$/;

/**
 * The project source files a file imports or re-exports from (static `import`/`export … from`),
 * resolved through relative paths and tsconfig aliases; packages and declaration files left out.
 */
export function projectImports(index: SourceIndex, file: string): string[] {
  if (!SOURCE_FILE.test(file)) return [];
  const parsed = index.get(file);
  if (!parsed) return [];
  const out: string[] = [];
  for (const st of parsed.sf.statements) {
    const spec = (ts.isImportDeclaration(st) || ts.isExportDeclaration(st)) && st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier) ? st.moduleSpecifier.text : undefined;
    if (!spec) continue;
    const target = index.resolve(file, spec);
    if (target && SOURCE_FILE.test(target) && !DECLARATION_FILE.test(target) && !target.includes(`${path.sep}node_modules${path.sep}`)) out.push(target);
  }
  return out;
}
