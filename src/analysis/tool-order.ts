import { ts } from 'ts-morph';
import { isWithinNode } from '../extract/ranges.js';
import { projectImports } from './imports.js';
import type { ParsedFile, SourceIndex } from '../source/source-index.js';

/**
 * Static half of `no-unstable-tool-order`: a tool list whose order comes from a source that is not
 * fixed, with no sort on the way.
 *
 * - `listing`: a directory listing in walk order (`opendir`, `glob`/`globSync`, `fg`/`fastGlob`,
 *   `globby`, `fg.sync`, or a function of the same file that returns one; not `readdir`/`readdirSync`,
 *   whose names Node returns sorted) whose entries
 *   reach a tool collection by a data path the code shows: the listing (or a variable, loop variable
 *   or callback parameter holding its entries, or a module loaded from one) is pushed or set into a
 *   collection named for tools, registered (`server.tool(…)`, `registerTool`, `addTool`), returned
 *   from a function named for tools, or given as `tools:`. A sort (`.sort(`, `.toSorted(`, `sortBy`,
 *   `orderBy`) of any value on that path, anywhere in the file, counts as ordering it.
 * - `async`: a collection named for tools (or filled with built tools) is filled inside an async
 *   callback after an `await` (`Promise.all(xs.map(async …))`, `.forEach(async …)`, `.then(…)`), and
 *   no sort is applied to it or to a read of it anywhere in the file. Writes before the first `await`
 *   run in call order; `Promise.all` results are in input order: neither is reported.
 */
export interface UnorderedSource {
  file: ParsedFile;
  node: ts.Node;
  kind: 'listing' | 'async';
  /** Source text of the listing call or the collection. */
  what: string;
}

// Not `readdir`/`readdirSync`: Node returns their names sorted (libuv sorts what scandir gives), the
// same order on every run. `opendir` iterates the directory's own order, and glob libraries return
// matches in walk order ("results are not sorted").
const LISTING = new Set(['opendir', 'opendirSync', 'glob', 'globSync', 'fg', 'fastGlob', 'globby', 'globbySync']);
/** `fg.sync(…)`, `glob.sync(…)`: a glob library's synchronous call under its default import's name. */
const GLOB_MODULES = new Set(['fg', 'fastGlob', 'glob', 'globby']);

function isListing(n: ts.CallExpression): boolean {
  const name = calleeName(n) ?? '';
  if (LISTING.has(name)) return true;
  return name === 'sync' && ts.isPropertyAccessExpression(n.expression) && ts.isIdentifier(n.expression.expression) && GLOB_MODULES.has(n.expression.expression.text);
}
const SORTS = new Set(['sort', 'toSorted', 'sortBy', 'orderBy', 'localeCompare']);
const MUTATORS = new Set(['set', 'add', 'push', 'unshift']);
const ARRAY_CALLBACKS = new Set(['map', 'flatMap', 'forEach', 'filter', 'reduce']);
/** Calls that register a tool: the registration order is the order the server lists them. */
const REGISTRATION = /^(registerTool|registerTools|addTool|addTools|tool|defineTool|createTool)$/;
/**
 * Names of tool collections (`tools`, `allTools`, `toolList`, `toolset`, `getTools`, `TOOL_DEFINITIONS`),
 * not of one tool's parts (`globToolExecute`, `toolResult`, `runTool`): what a tool's own code lists
 * goes back to the model as its result, not into the tool list.
 */
const TOOLISH = /tools|tool_?(list|set|map|registry|defs|definitions|specs|schemas|array|catalog)/i;

/**
 * Whether a name is one of a tool collection, read word by word: `allTools`, `TOOL_LIST`,
 * `toolRegistry`, not `toolServerStatuses` (whose "toolS" is two words).
 */
function isToolish(name: string): boolean {
  return TOOLISH.test(name.replace(/([a-z0-9])([A-Z])/g, '$1_$2'));
}

/** The project's parsed source files (no JSON, nothing from node_modules); nothing new is parsed. */
export function parsedFiles(index: SourceIndex): ParsedFile[] {
  return index.files().filter((f) => /\.[cm]?[jt]sx?$/.test(f.abs) && !f.abs.includes('/node_modules/'));
}

const IMPORT_HOPS = 3;

/**
 * The files on a tool path: those that define tools or send a toolset, the files they import (to
 * three hops: a server, its tools index, the loader behind it), and files that import one of them.
 * A directory listing in any other file (a debug script that prints tool names, a build step) fills
 * a collection nothing sends.
 */
export function toolPathFiles(index: SourceIndex, roots: ReadonlySet<string>): (file: ParsedFile) => boolean {
  const importsOf = (abs: string): string[] => projectImports(index, abs);
  const reached = new Set(roots);
  let frontier = [...roots];
  for (let hop = 0; hop < IMPORT_HOPS && frontier.length; hop++) {
    const next: string[] = [];
    for (const f of frontier) for (const t of importsOf(f)) if (!reached.has(t)) (reached.add(t), next.push(t));
    frontier = next;
  }
  return (file) => reached.has(file.abs) || importsOf(file.abs).some((t) => roots.has(t));
}

export function findUnorderedToolLists(files: readonly ParsedFile[]): UnorderedSource[] {
  const out: UnorderedSource[] = [];
  for (const file of files) {
    if (/opendir|glob|fg[.(]|fastGlob/.test(file.text)) out.push(...listings(file));
    if (/await|\.then\(/.test(file.text)) out.push(...asyncFills(file));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Directory listings

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

function functionName(fn: ts.Node): string {
  if ((ts.isFunctionDeclaration(fn) || ts.isMethodDeclaration(fn) || ts.isFunctionExpression(fn)) && fn.name && ts.isIdentifier(fn.name)) return fn.name.text;
  const p = fn.parent;
  if (p && ts.isVariableDeclaration(p) && ts.isIdentifier(p.name)) return p.name.text;
  if (p && ts.isPropertyAssignment(p) && ts.isIdentifier(p.name)) return p.name.text;
  return '';
}

/** The outermost expression a source flows into unchanged by order: `readdirSync(d).filter(…).map(…)`, `await …`. */
function chainTop(n: ts.Expression): ts.Expression {
  let e: ts.Expression = n;
  for (;;) {
    const p = e.parent;
    if (!p) return e;
    if (ts.isAwaitExpression(p) || ts.isParenthesizedExpression(p) || ts.isAsExpression(p) || ts.isNonNullExpression(p)) e = p;
    else if (ts.isPropertyAccessExpression(p) && p.expression === e && p.parent && ts.isCallExpression(p.parent) && p.parent.expression === p) e = p.parent;
    else return e;
  }
}

/**
 * A variable: its declaring identifier when the file declares it, else its name (an import, a global,
 * `this.x`'s property name). Variables are told apart by declaration, not by name: a `toolName` local
 * to one callback is not the `toolName` of a loop elsewhere in the file.
 */
type Key = ts.Node | string;

/** The identifier that declares `id`'s variable in this file: the nearest enclosing scope that binds its name. */
function declOf(id: ts.Identifier): ts.Node | undefined {
  const name = id.text;
  const inBinding = (b: ts.BindingName): ts.Identifier | undefined => {
    if (ts.isIdentifier(b)) return b.text === name ? b : undefined;
    for (const el of b.elements) {
      if (ts.isOmittedExpression(el)) continue;
      const hit = inBinding(el.name);
      if (hit) return hit;
    }
    return undefined;
  };
  const inStatements = (list: readonly ts.Statement[]): ts.Node | undefined => {
    for (const st of list) {
      if (ts.isVariableStatement(st)) for (const d of st.declarationList.declarations) {
        const hit = inBinding(d.name);
        if (hit) return hit;
      }
      if ((ts.isFunctionDeclaration(st) || ts.isClassDeclaration(st)) && st.name?.text === name) return st.name;
    }
    return undefined;
  };
  for (let n: ts.Node | undefined = id.parent; n; n = n.parent) {
    if (ts.isFunctionLike(n)) {
      for (const p of n.parameters) {
        const hit = inBinding(p.name);
        if (hit) return hit;
      }
    }
    if ((ts.isForOfStatement(n) || ts.isForInStatement(n) || ts.isForStatement(n)) && n.initializer && ts.isVariableDeclarationList(n.initializer)) {
      for (const d of n.initializer.declarations) {
        const hit = inBinding(d.name);
        if (hit) return hit;
      }
    }
    if (ts.isCatchClause(n) && n.variableDeclaration) {
      const hit = inBinding(n.variableDeclaration.name);
      if (hit) return hit;
    }
    if (ts.isBlock(n) || ts.isSourceFile(n) || ts.isModuleBlock(n)) {
      const hit = inStatements(n.statements);
      if (hit) return hit;
    }
    if (ts.isCaseBlock(n)) for (const c of n.clauses) {
      const hit = inStatements(c.statements);
      if (hit) return hit;
    }
  }
  return undefined;
}

function keyOf(id: ts.Identifier): Key {
  return declOf(id) ?? id.text;
}

/** Whether `node` reads one of the variables in `keys`. */
function mentions(node: ts.Node, keys: ReadonlySet<Key>): boolean {
  if (!keys.size) return false;
  let hit = false;
  const visit = (n: ts.Node) => {
    if (hit) return;
    if (ts.isIdentifier(n)) {
      const p = n.parent;
      const isName = p && ((ts.isPropertyAccessExpression(p) && p.name === n) || (ts.isPropertyAssignment(p) && p.name === n) || (ts.isBindingElement(p) && p.propertyName === n));
      if (!isName && (keys.has(keyOf(n)) || keys.has(n.text))) hit = true;
      return;
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return hit;
}

/** A chain that contains a sort: `readdirSync(d).sort()`, `[...files].toSorted()`. */
function chainSorts(e: ts.Node): boolean {
  let hit = false;
  const visit = (n: ts.Node) => {
    if (hit) return;
    if (ts.isCallExpression(n) && SORTS.has(calleeName(n) ?? '')) hit = true;
    else if (!ts.isFunctionLike(n)) ts.forEachChild(n, visit);
  };
  visit(e);
  return hit;
}

function bindNames(name: ts.BindingName, into: Set<Key>): void {
  if (ts.isIdentifier(name)) into.add(name);
  else for (const el of name.elements) if (!ts.isOmittedExpression(el)) bindNames(el.name, into);
}

/** Identifiers that hold the listing's entries (or what is derived from them), within `scope`. */
function taint(scope: ts.Node, seed: ts.Expression): Set<Key> {
  const names = new Set<Key>();
  const holds = (e: ts.Node) => e === seed || isWithinNode(seed, e) || mentions(e, names);
  // Fixpoint: each pass may taint names that later passes use.
  for (let pass = 0; pass < 6; pass++) {
    const before = names.size;
    const visit = (n: ts.Node): void => {
      if (ts.isVariableDeclaration(n) && n.initializer && holds(n.initializer)) bindNames(n.name, names);
      else if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isIdentifier(n.left) && holds(n.right)) names.add(keyOf(n.left));
      else if ((ts.isForOfStatement(n) || ts.isForInStatement(n)) && holds(n.expression) && ts.isVariableDeclarationList(n.initializer)) {
        for (const d of n.initializer.declarations) bindNames(d.name, names);
      } else if (ts.isCallExpression(n) && ARRAY_CALLBACKS.has(calleeName(n) ?? '') && ts.isPropertyAccessExpression(n.expression) && holds(n.expression.expression)) {
        const cb = n.arguments[0];
        const param = cb && (ts.isArrowFunction(cb) || ts.isFunctionExpression(cb)) ? cb.parameters[calleeName(n) === 'reduce' ? 1 : 0] : undefined;
        if (param) bindNames(param.name, names);
      }
      ts.forEachChild(n, visit);
    };
    visit(scope);
    if (names.size === before) break;
  }
  return names;
}


/** Whether entries held in `names` reach a tool collection in `scope`; returns the collection names they reach. */
function sinks(scope: ts.Node, seed: ts.Expression, names: Set<Key>): { reached: boolean; collections: Set<Key> } {
  const holds = (e: ts.Node) => isWithinNode(seed, e) || mentions(e, names);
  const collections = new Set<Key>();
  const returnsTools = isToolish(functionName(scope));
  let reached = false;
  // The collection's name (is it named for tools?) and the variable it is (is it sorted somewhere?).
  const collection = (target: ts.Expression): { name: string; key: Key } | undefined => {
    const t = target;
    if (ts.isIdentifier(t)) return { name: t.text, key: keyOf(t) };
    if (ts.isPropertyAccessExpression(t) && t.expression.kind === ts.SyntaxKind.ThisKeyword) return { name: `this.${t.name.text}`, key: `this.${t.name.text}` };
    return undefined;
  };
  const returned = new Set<Key>();
  const visitReturns = (n: ts.Node): void => {
    if (ts.isReturnStatement(n) && n.expression && enclosingFunction(n) === scope) {
      const e = n.expression;
      if (ts.isIdentifier(e)) returned.add(keyOf(e));
      if (returnsTools && holds(e)) reached = true;
    }
    ts.forEachChild(n, visitReturns);
  };
  visitReturns(scope);
  const isToolCollection = (c: { name: string; key: Key }) => isToolish(c.name) || (returnsTools && returned.has(c.key));
  const visit = (n: ts.Node): void => {
    if (ts.isCallExpression(n)) {
      const name = calleeName(n) ?? '';
      const args = n.arguments.some((a) => holds(a));
      if (args && MUTATORS.has(name) && ts.isPropertyAccessExpression(n.expression)) {
        const c = collection(n.expression.expression);
        if (c && isToolCollection(c)) {
          collections.add(c.key);
          reached = true;
        }
      } else if (args && REGISTRATION.test(name)) reached = true;
    } else if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isElementAccessExpression(n.left) && holds(n.right)) {
      const c = collection(n.left.expression);
      if (c && isToolCollection(c)) {
        collections.add(c.key);
        reached = true;
      }
    } else if (ts.isPropertyAssignment(n) && ts.isIdentifier(n.name) && n.name.text === 'tools' && holds(n.initializer)) reached = true;
    ts.forEachChild(n, visit);
  };
  visit(scope);
  return { reached, collections };
}

/** Sorts of any of `names` (or of the collections) anywhere in the file. */
function sortedSomewhere(file: ParsedFile, names: ReadonlySet<Key>): boolean {
  let hit = false;
  const visit = (n: ts.Node) => {
    if (hit) return;
    if (ts.isCallExpression(n) && SORTS.has(calleeName(n) ?? '') && (mentions(n.expression, names) || n.arguments.some((a) => mentions(a, names)))) hit = true;
    else ts.forEachChild(n, visit);
  };
  visit(file.sf);
  return hit;
}

/**
 * A listing of the user's own folder (`readdirSync(join(homedir(), '.assistant', 'tools'))`): plugins
 * one person installed on one machine, in that machine's stable order. No prefix shared between
 * machines depends on it, so it costs no cache hit.
 */
function inUserFolder(call: ts.CallExpression): boolean {
  const arg = call.arguments[0];
  if (!arg) return false;
  const USER = /\bhomedir\s*\(|process\.env\.(HOME|USERPROFILE|APPDATA)\b|\bgetPath\s*\(\s*['"](home|userData|appData)['"]/;
  if (USER.test(arg.getText())) return true;
  // `readdirSync(TOOLS_DIR)` with `const TOOLS_DIR = join(homedir(), '.claude', 'tools')` in the file.
  if (!ts.isIdentifier(arg)) return false;
  let found = false;
  const visit = (n: ts.Node): void => {
    if (found) return;
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.name.text === arg.text && n.initializer && USER.test(n.initializer.getText())) found = true;
    else ts.forEachChild(n, visit);
  };
  visit(call.getSourceFile());
  return found;
}

function listings(file: ParsedFile): UnorderedSource[] {
  const out: UnorderedSource[] = [];
  const sources: ts.CallExpression[] = [];
  const helpers = new Set<string>();
  const collect = (n: ts.Node): void => {
    if (ts.isCallExpression(n) && isListing(n) && !inUserFolder(n)) sources.push(n);
    ts.forEachChild(n, collect);
  };
  collect(file.sf);
  // A function of this file that returns an unsorted listing is a listing where it is called.
  for (const s of sources) {
    const fn = enclosingFunction(s);
    if (ts.isSourceFile(fn)) continue;
    const top = chainTop(s);
    if (chainSorts(top)) continue;
    const names = taint(fn, top);
    let returns = false;
    const visit = (n: ts.Node): void => {
      if (ts.isReturnStatement(n) && n.expression && enclosingFunction(n) === fn && (isWithinNode(top, n.expression) || mentions(n.expression, names))) returns = true;
      ts.forEachChild(n, visit);
    };
    visit(fn);
    const name = functionName(fn);
    if (returns && name && !isToolish(name) && !sortedSomewhere(file, names)) helpers.add(name);
  }
  if (helpers.size) {
    const more = (n: ts.Node): void => {
      if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && helpers.has(n.expression.text)) sources.push(n);
      ts.forEachChild(n, more);
    };
    more(file.sf);
  }
  for (const s of sources) {
    const top = chainTop(s);
    if (chainSorts(top)) continue;
    const fn = enclosingFunction(s);
    const names = taint(fn, top);
    const { reached, collections } = sinks(fn, top, names);
    if (!reached) continue;
    if (sortedSomewhere(file, new Set([...names, ...collections]))) continue;
    out.push({ file, node: s, kind: 'listing', what: s.expression.getText(file.sf) });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Async completion order

function asyncFills(file: ParsedFile): UnorderedSource[] {
  const out: UnorderedSource[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      if (name && MUTATORS.has(name) && ts.isPropertyAccessExpression(node.expression)) checkAsyncFill(file, node, node.expression.expression, out);
    }
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isElementAccessExpression(node.left)) {
      checkAsyncFill(file, node, node.left.expression, out);
    }
    ts.forEachChild(node, visit);
  };
  visit(file.sf);
  return out;
}

function checkAsyncFill(file: ParsedFile, mutation: ts.Node, target: ts.Expression, out: UnorderedSource[]): void {
  if (!ts.isIdentifier(target) && !(ts.isPropertyAccessExpression(target) && target.expression.kind === ts.SyntaxKind.ThisKeyword)) return;
  const collection = target.getText(file.sf);
  const cb = asyncCallback(mutation);
  if (!cb) return;
  // Declared inside the callback: a local, not the shared list.
  const name = ts.isIdentifier(target) ? target.text : undefined;
  if (name && declaresLocally(cb, name)) return;
  if (!awaitBefore(cb, mutation.getStart(file.sf))) return;
  const toolish = isToolish(collection) || /\b(buildTool|createTool|defineTool|tool)\s*\(|\bTool\b/.test(mutation.getText(file.sf));
  if (!toolish) return;
  // One finding per collection (at its first such write): a try and its catch both writing the
  // entry of a server are one fact, not two.
  if (out.some((o) => o.kind === 'async' && o.what === collection)) return;
  const key: Key = ts.isIdentifier(target) ? keyOf(target) : collection.slice('this.'.length);
  if (sortedSomewhere(file, new Set([key])) || sortsText(file, collection)) return;
  out.push({ file, node: mutation, kind: 'async', what: collection });
}

/** `this.tools` sorted: a sort call whose text mentions the collection. */
function sortsText(file: ParsedFile, collection: string): boolean {
  let hit = false;
  const visit = (n: ts.Node) => {
    if (hit) return;
    if (ts.isCallExpression(n) && SORTS.has(calleeName(n) ?? '') && n.getText(file.sf).includes(collection)) hit = true;
    else ts.forEachChild(n, visit);
  };
  visit(file.sf);
  return hit;
}

/** The async callback (or `.then` callback) the node runs in, if its completion order is not fixed. */
function asyncCallback(node: ts.Node): ts.FunctionLikeDeclaration | undefined {
  let n: ts.Node | undefined = node.parent;
  while (n && !ts.isSourceFile(n)) {
    if ((ts.isArrowFunction(n) || ts.isFunctionExpression(n)) && ts.isCallExpression(n.parent)) {
      const name = calleeName(n.parent);
      const isAsync = n.modifiers?.some((m) => m.kind === ts.SyntaxKind.AsyncKeyword);
      // One promise's callback runs once, its loop in a fixed order; only callbacks of several
      // promises started together (in a loop, per item of a list) complete in a varying order.
      if (name === 'then' || name === 'catch' || name === 'finally') return startedPerItem(n.parent) ? n : undefined;
      if (isAsync && (name === 'map' || name === 'forEach' || name === 'flatMap')) return n;
    }
    if (ts.isFunctionLike(n) && !(ts.isArrowFunction(n) || ts.isFunctionExpression(n))) return undefined;
    n = n.parent;
  }
  return undefined;
}

/** Whether a `.then(…)` call is made once per item: inside a loop, or inside a callback of `map`/`forEach`. */
function startedPerItem(call: ts.CallExpression): boolean {
  let n: ts.Node | undefined = call.parent;
  while (n && !ts.isSourceFile(n)) {
    if (ts.isForStatement(n) || ts.isForOfStatement(n) || ts.isForInStatement(n) || ts.isWhileStatement(n) || ts.isDoStatement(n)) return true;
    if ((ts.isArrowFunction(n) || ts.isFunctionExpression(n)) && ts.isCallExpression(n.parent) && ['map', 'forEach', 'flatMap'].includes(calleeName(n.parent) ?? '')) return true;
    if (ts.isFunctionLike(n)) return false;
    n = n.parent;
  }
  return false;
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
    if (ts.isAwaitExpression(n) || (ts.isForOfStatement(n) && n.awaitModifier)) found = true;
    else ts.forEachChild(n, visit);
  };
  if (fn.body) visit(fn.body);
  return found;
}
