import { ts } from 'ts-morph';
import type { RuleContext } from '../../src/engine/rule.js';
import { returnedLiteral, skipOuter } from '../../src/extract/context.js';
import type { Evaluator } from '../../src/extract/evaluate.js';
import { isWithinNode, rangeOf } from '../../src/extract/ranges.js';
import type { SourceRange } from '../../src/model/tool.js';
import type { ParsedFile } from '../../src/source/source-index.js';
import { nodeAt } from './schema.js';

/**
 * A `tools/list` handler that adds to a module-level array and answers with that same array:
 *
 *   export const CORE_TOOLS = [searchTool, mapTool];
 *   export function listTools() { const tools = CORE_TOOLS; if (USE_BROWSER) tools.push(...BROWSER_TOOLS); return tools; }
 *   server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: listTools() }));
 *
 * The array outlives the call, so every listing adds the pushed tools once more: from the second
 * `tools/list` on, their names repeat. Read only where it is certain: the handler's `tools` is that
 * array (directly, through a local alias, or returned by a project function the handler calls), and
 * the push is written in the same function, not behind a guard that tests the array.
 */
export interface GrowingList {
  /** The `push`/`unshift` call. */
  range: SourceRange;
  array: string;
  site: SourceRange;
}

export function growingToolLists(ctx: RuleContext<any>, ev: Evaluator): GrowingList[] {
  const out: GrowingList[] = [];
  for (const set of ctx.toolsets ?? []) {
    if (set.kind !== 'mcp-server' || set.api !== 'mcp-tools-list') continue;
    // Servers that list the same tools are one toolset with a site each.
    for (const site of set.sites) {
    const call = nodeAt(ctx, site);
    if (!call || !ts.isCallExpression(call)) continue;
    const handler = call.arguments[1];
    if (!handler || !(ts.isArrowFunction(handler) || ts.isFunctionExpression(handler))) continue;
    const obj = returnedLiteral(handler);
    if (!obj || !ts.isObjectLiteralExpression(obj)) continue;
    const file = ev.fileOf(call);
    const toolsProp = obj.properties.find((p) => (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && p.name.getText() === 'tools');
    const expr = toolsProp && ts.isShorthandPropertyAssignment(toolsProp) ? toolsProp.name : toolsProp && ts.isPropertyAssignment(toolsProp) ? toolsProp.initializer : undefined;
    if (!expr) continue;
    const found = growingIn(strip(expr), handler, ev, file);
    if (found) out.push({ ...found, site });
    }
  }
  return out;
}

/** `skipOuter`, and through `await`. */
function strip(e: ts.Expression): ts.Expression {
  let x = skipOuter(e);
  while (ts.isAwaitExpression(x)) x = skipOuter(x.expression);
  return x;
}

/** `tools` answered by `fn`: a module-level array pushed to inside `fn`, or inside the project function it calls. */
function growingIn(expr: ts.Expression, fn: ts.FunctionLikeDeclaration, ev: Evaluator, file: ParsedFile): { range: SourceRange; array: string } | undefined {
  if (ts.isIdentifier(expr)) return pushedIn(fn, moduleArray(expr, ev, file, fn), ev, file);
  if (ts.isCallExpression(expr) && ts.isIdentifier(expr.expression)) {
    const b = ev.scope.resolveIdentifier(expr.expression, file);
    const callee = b?.kind === 'function' ? b.node : b?.kind === 'value' && (ts.isArrowFunction(b.init) || ts.isFunctionExpression(b.init)) ? b.init : undefined;
    if (!callee?.body || !ts.isBlock(callee.body)) return undefined;
    const calleeFile = ev.fileOf(callee);
    const last = callee.body.statements[callee.body.statements.length - 1];
    if (!last || !ts.isReturnStatement(last) || !last.expression || !ts.isIdentifier(strip(last.expression))) return undefined;
    return pushedIn(callee, moduleArray(strip(last.expression) as ts.Identifier, ev, calleeFile, callee), ev, calleeFile);
  }
  return undefined;
}

/** The module-level `const X = [ … ]` an identifier is (or a local `const tools = X` stands for). */
function moduleArray(id: ts.Identifier, ev: Evaluator, file: ParsedFile, fn: ts.Node): { decl: ts.VariableDeclaration; names: Set<string> } | undefined {
  const names = new Set<string>([id.text]);
  let b = ev.scope.resolveIdentifier(id, file);
  // `const tools = CORE_TOOLS;` inside the function: the same array under a local name.
  if (b?.kind === 'value' && isWithinNode(b.decl, fn) && ts.isIdentifier(strip(b.init))) {
    const inner = strip(b.init) as ts.Identifier;
    names.add(inner.text);
    b = ev.scope.resolveIdentifier(inner, ev.fileOf(inner));
  } else if (b?.kind === 'value' && isWithinNode(b.decl, fn) && ts.isPropertyAccessExpression(strip(b.init))) {
    // `const coreTools = catalog.ALL_TOOLS;` with `import * as catalog from './catalog.js'`.
    const access = strip(b.init) as ts.PropertyAccessExpression;
    const ns = ts.isIdentifier(access.expression) ? ev.scope.resolveIdentifier(access.expression, ev.fileOf(access)) : undefined;
    if (ns?.kind !== 'namespace') return undefined;
    const decl = ns.file.sf.statements
      .filter(ts.isVariableStatement)
      .flatMap((st) => [...st.declarationList.declarations])
      .find((d) => ts.isIdentifier(d.name) && d.name.text === access.name.text);
    if (!decl?.initializer || !ts.isArrayLiteralExpression(strip(decl.initializer))) return undefined;
    return { decl, names };
  }
  if (b?.kind !== 'value' || !ts.isVariableDeclaration(b.decl) || isWithinNode(b.decl, fn)) return undefined;
  const statement = b.decl.parent?.parent;
  if (!statement || !ts.isVariableStatement(statement) || !ts.isSourceFile(statement.parent)) return undefined;
  if (!ts.isArrayLiteralExpression(strip(b.init))) return undefined;
  return { decl: b.decl, names };
}

/** A `push`/`unshift` on the array written directly in `fn` (not in a nested function), not guarded by a test of the array. */
function pushedIn(fn: ts.FunctionLikeDeclaration, array: ReturnType<typeof moduleArray>, ev: Evaluator, file: ParsedFile): { range: SourceRange; array: string } | undefined {
  if (!array || !fn.body) return undefined;
  let found: ts.CallExpression | undefined;
  const visit = (n: ts.Node): void => {
    if (found || (n !== fn.body && ts.isFunctionLike(n))) return;
    if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && /^(push|unshift)$/.test(n.expression.name.text) && ts.isIdentifier(n.expression.expression) && array.names.has(n.expression.expression.text)) {
      const b = ev.scope.resolveIdentifier(n.expression.expression, file);
      const local = b?.kind === 'value' && isWithinNode(b.decl, fn) ? strip(b.init) : undefined;
      const aliasOf = local && ts.isIdentifier(local) ? local.text : local && ts.isPropertyAccessExpression(local) ? local.name.text : undefined;
      const same = b?.kind === 'value' && (b.decl === array.decl || (aliasOf !== undefined && (array.names.has(aliasOf) || aliasOf === array.decl.name.getText())));
      if (same && !guardedByArray(n, array.names)) found = n;
      return;
    }
    ts.forEachChild(n, visit);
  };
  visit(fn.body);
  return found ? { range: rangeOf(found, file), array: array.decl.name.getText() } : undefined;
}

/** `if (!tools.some(…)) tools.push(x)`, `if (tools.length === 2) …`: the code looks at what the array holds first. */
function guardedByArray(call: ts.Node, names: Set<string>): boolean {
  for (let p = call.parent; p && !ts.isFunctionLike(p); p = p.parent) {
    if (ts.isIfStatement(p) || ts.isConditionalExpression(p)) {
      const cond = ts.isIfStatement(p) ? p.expression : p.condition;
      if ([...names].some((n) => new RegExp(`\\b${n}\\b`).test(cond.getText()))) return true;
    }
  }
  return false;
}

