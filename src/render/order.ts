import { ts } from 'ts-morph';
import type { ParsedFile, SourceIndex } from '../scan/source-index.js';

/**
 * Static half of `no-unstable-tool-order`: a tool list built from a source whose order is not
 * fixed, with no sort on the way. What is proven, and what is not (documented in the rule page):
 *
 * - `listing`: a directory listing (`readdir`, `readdirSync`, `opendir`, `glob`/`globSync`,
 *   `fg`/`fastGlob`, `globby`) in a function that loads or collects tools (it calls `import()` /
 *   `require()`, `registerTool`/`addTool`, or pushes into a `tools` collection) and contains no
 *   `.sort(`/`.toSorted(` after the listing. Directory
 *   order is file-system order: stable on one machine, different on the next.
 * - `async`: a collection (Map, Set, array, object) filled inside an async callback *after an
 *   `await`* (`Promise.all(xs.map(async …))`, `.forEach(async …)`, `.then(…)`), that is a tool list
 *   (its name mentions "tool", or the callback builds a tool), and no sort is applied to it or to
 *   any `Object.keys/values/entries`, spread or `Array.from` read of it in the file. Mutations before
 *   the first `await` run in call order and are not reported.
 *
 * A sort anywhere later in the same function counts as sorting (we do not prove which list it
 * sorts); lists ordered by a comparator that is itself random are caught by the two-isolate check.
 */
export interface UnorderedSource {
  file: ParsedFile;
  node: ts.Node;
  kind: 'listing' | 'async';
  /** Source text of the listing call or the collection. */
  what: string;
}

const LISTING = new Set(['readdir', 'readdirSync', 'opendir', 'opendirSync', 'glob', 'globSync', 'fg', 'fastGlob', 'globby', 'globbySync']);
const MUTATORS = new Set(['set', 'add', 'push', 'unshift']);

/** The project's parsed source files (no JSON, nothing from node_modules); nothing new is parsed. */
export function parsedFiles(index: SourceIndex): ParsedFile[] {
  return index.files().filter((f) => /\.[cm]?[jt]sx?$/.test(f.abs) && !f.abs.includes('/node_modules/'));
}

export function findUnorderedToolLists(files: readonly ParsedFile[]): UnorderedSource[] {
  const out: UnorderedSource[] = [];
  for (const file of files) {
    if (!/readdir|opendir|glob|fg\(|fastGlob|await|\.then\(/.test(file.text)) continue;
    const sf = file.sf;
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const name = calleeName(node);
        if (name && LISTING.has(name)) checkListing(file, node, out);
        if (name && MUTATORS.has(name) && ts.isPropertyAccessExpression(node.expression)) checkAsyncFill(file, node, node.expression.expression, out);
      }
      if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isElementAccessExpression(node.left)) {
        checkAsyncFill(file, node, node.left.expression, out);
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return out;
}

function calleeName(call: ts.CallExpression): string | undefined {
  const c = call.expression;
  if (ts.isIdentifier(c)) return c.text;
  if (ts.isPropertyAccessExpression(c)) return c.name.text;
  return undefined;
}

function enclosingFunction(node: ts.Node): ts.Node {
  let n: ts.Node | undefined = node.parent;
  while (n && !ts.isFunctionLike(n) && !ts.isSourceFile(n)) n = n.parent;
  return n ?? node.getSourceFile();
}

/** A `.sort(` / `.toSorted(` call (or lodash `sortBy`) starting after `pos` inside `scope`. */
function sortsAfter(scope: ts.Node, pos: number, about?: (call: ts.CallExpression) => boolean): boolean {
  let found = false;
  const visit = (n: ts.Node) => {
    if (found) return;
    if (ts.isCallExpression(n) && n.getStart() >= pos) {
      const name = calleeName(n);
      if ((name === 'sort' || name === 'toSorted' || name === 'sortBy') && (!about || about(n))) {
        found = true;
        return;
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(scope);
  return found;
}

function checkListing(file: ParsedFile, call: ts.CallExpression, out: UnorderedSource[]): void {
  const fn = enclosingFunction(call);
  const text = fn.getText();
  // The listing must feed a tool list: modules loaded from it, or tools registered or collected in
  // the same function. Merely mentioning "tool" is not enough: a tool's own handler that lists a
  // directory for its result (gemini-cli's ls) builds output, not the tool list.
  const loadsTools = /\bimport\s*\(|\brequire\s*\(/.test(text) || /\b(registerTool|addTool)\s*\(|\btools?\s*\.\s*(push|set|add)\s*\(|\btools?\s*\[[^\]]+\]\s*=/i.test(text);
  if (!loadsTools) return;
  // `readdirSync(dir).sort()` and anything sorted later in the function.
  if (sortsAfter(fn, call.getStart())) return;
  out.push({ file, node: call, kind: 'listing', what: call.expression.getText() });
}

function checkAsyncFill(file: ParsedFile, mutation: ts.Node, target: ts.Expression, out: UnorderedSource[]): void {
  if (!ts.isIdentifier(target) && !(ts.isPropertyAccessExpression(target) && target.expression.kind === ts.SyntaxKind.ThisKeyword)) return;
  const collection = target.getText();
  const cb = asyncCallback(mutation);
  if (!cb) return;
  // Declared inside the callback: a local, not the shared list.
  const name = ts.isIdentifier(target) ? target.text : undefined;
  if (name && declaresLocally(cb, name)) return;
  if (!awaitBefore(cb, mutation.getStart())) return;
  const toolish = /tool/i.test(collection) || /\b(buildTool|createTool|defineTool|tool)\s*\(|\bTool\b/.test(mutation.getText());
  if (!toolish) return;
  const sf = file.sf;
  const mentions = (call: ts.CallExpression) => call.getText().includes(collection);
  if (sortsAfter(sf, 0, mentions)) return;
  out.push({ file, node: mutation, kind: 'async', what: collection });
}

/** The async callback (or `.then` callback) the node runs in, if its completion order is not fixed. */
function asyncCallback(node: ts.Node): ts.FunctionLikeDeclaration | undefined {
  let n: ts.Node | undefined = node.parent;
  while (n && !ts.isSourceFile(n)) {
    if ((ts.isArrowFunction(n) || ts.isFunctionExpression(n)) && ts.isCallExpression(n.parent)) {
      const call = n.parent;
      const name = calleeName(call);
      const isAsync = n.modifiers?.some((m) => m.kind === ts.SyntaxKind.AsyncKeyword);
      if (name === 'then' || name === 'catch' || name === 'finally') return n;
      if (isAsync && (name === 'map' || name === 'forEach' || name === 'flatMap')) return n;
    }
    if (ts.isFunctionLike(n) && !(ts.isArrowFunction(n) || ts.isFunctionExpression(n))) return undefined;
    n = n.parent;
  }
  return undefined;
}

function declaresLocally(fn: ts.Node, name: string): boolean {
  let found = false;
  const visit = (n: ts.Node) => {
    if (found) return;
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.name.text === name) found = true;
    if (ts.isParameter(n) && ts.isIdentifier(n.name) && n.name.text === name) found = true;
    ts.forEachChild(n, visit);
  };
  visit(fn);
  return found;
}

/** `.then` callbacks run after the promise settles; async callbacks after their first `await`. */
function awaitBefore(fn: ts.FunctionLikeDeclaration, pos: number): boolean {
  if (ts.isCallExpression(fn.parent) && ['then', 'catch', 'finally'].includes(calleeName(fn.parent) ?? '')) return true;
  let found = false;
  const visit = (n: ts.Node) => {
    if (found || n.getStart() >= pos) return;
    if (ts.isAwaitExpression(n) || ts.isForOfStatement(n) && n.awaitModifier) found = true;
    else ts.forEachChild(n, visit);
  };
  if (fn.body) visit(fn.body);
  return found;
}
