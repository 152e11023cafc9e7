import { ts } from 'ts-morph';
import type { SourceRange } from '../model/tool.js';
import type { ParsedFile } from '../source/source-index.js';
import type { Evaluator } from './evaluate.js';
import { propertyNameText, rangeOf } from './ranges.js';

/** A tool registered under a key: `tools: { weather: weatherTool }` names `weatherTool` "weather". */
export interface Registration {
  /** `abs#name` of the variable or function the value refers to. */
  bindingKey: string;
  name: string;
  range: SourceRange;
  /**
   * Set for a map that says nothing about tools by its name (`const registry = { academic_search:
   * academicSearchTool }`): it counts only when every value is a tool the scanner found (the group
   * id ties its entries together).
   */
  weakGroup?: string;
}

/** Object literals that map model-facing names to tools: a `tools:` property, or a variable named like one. */
export function isToolMap(obj: ts.ObjectLiteralExpression): boolean {
  let n: ts.Node = obj;
  while (n.parent && (ts.isAsExpression(n.parent) || ts.isSatisfiesExpression(n.parent) || ts.isParenthesizedExpression(n.parent) || ts.isConditionalExpression(n.parent) || ts.isSpreadAssignment(n.parent))) {
    n = n.parent;
    if (ts.isSpreadAssignment(n)) n = n.parent; // `{ ...(pro ? { search } : {}) }` inside a tools map
  }
  const p = n.parent;
  if (!p) return false;
  // `new Server(info, { capabilities: { tools: { … } } })`: an MCP server announcing that it has tools (a
  // copy of their list, at most); the tools are what its tools/list handler returns.
  if (ts.isPropertyAssignment(p) && isUnderKey(p.parent, 'capabilities')) return false;
  // A name, not a URL path (`'/api/tools': { get: { summary, … } }` in an OpenAPI document).
  if (ts.isPropertyAssignment(p)) return /^[\w$-]*tools$/i.test(propertyNameText(p.name) ?? '');
  if (ts.isVariableDeclaration(p) && ts.isIdentifier(p.name)) return /tools$/i.test(p.name.text);
  if (ts.isObjectLiteralExpression(p)) return isToolMap(p);
  if (ts.isReturnStatement(p) || ts.isArrowFunction(p)) {
    // `function getTools() { return { … } }`
    // `function getTools() { return { … } }`, `getTaxonomyTools: (options) => ({ … })`: the object is
    // what the function named like a tool map returns itself (not what a callback inside it returns).
    let f: ts.Node | undefined = p;
    while (f && !ts.isFunctionDeclaration(f) && !ts.isMethodDeclaration(f) && !ts.isArrowFunction(f) && !ts.isFunctionExpression(f)) f = f.parent;
    const holder = f && (ts.isArrowFunction(f) || ts.isFunctionExpression(f)) ? f.parent : f;
    const name = holder && (ts.isFunctionDeclaration(holder) || ts.isVariableDeclaration(holder) || ts.isMethodDeclaration(holder) || ts.isPropertyAssignment(holder)) && holder.name ? (propertyNameText(holder.name) ?? '') : '';
    return /tools$|toolset$/i.test(name);
  }
  return false;
}

/** Whether an object literal is the value of a property named `key`. */
function isUnderKey(obj: ts.Node, key: string): boolean {
  let n = obj;
  while (n.parent && (ts.isAsExpression(n.parent) || ts.isSatisfiesExpression(n.parent) || ts.isParenthesizedExpression(n.parent))) n = n.parent;
  return !!n.parent && ts.isPropertyAssignment(n.parent) && propertyNameText(n.parent.name) === key;
}

/** Whether an expression names a tool collection (`tools`, `this.tools`, `agentTools`, `toolRegistry`). */
function isToolContainer(e: ts.Expression): boolean {
  const x = ts.isPropertyAccessExpression(e) ? e.name : e;
  return ts.isIdentifier(x) && /tools$|^tool(Set|Map|Registry)$|^registry$/i.test(x.text);
}

export function collectRegistrations(file: ParsedFile, ev: Evaluator, onCall?: (node: ts.CallExpression | ts.NewExpression) => void, onToolMap?: (node: ts.ObjectLiteralExpression) => void): Registration[] {
  const { visit, registrations } = registrationVisitor(file, ev, onCall, onToolMap);
  const walk = (node: ts.Node) => {
    visit(node);
    ts.forEachChild(node, walk);
  };
  walk(file.sf);
  return registrations;
}

/**
 * The registrations one node makes, for a walk that visits every node of `file` (the extraction
 * walk takes it along, so a file that both defines and registers tools is walked once).
 */
export function registrationVisitor(file: ParsedFile, ev: Evaluator, onCall?: (node: ts.CallExpression | ts.NewExpression) => void, onToolMap?: (node: ts.ObjectLiteralExpression) => void): { visit: (node: ts.Node) => void; registrations: Registration[] } {
  const out: Registration[] = [];
  const register = (key: string | undefined, value: ts.Expression, at: ts.Node, weakGroup?: string) => {
    if (key === undefined) return;
    const bindingKey = bindingKeyOf(value, file, ev);
    if (bindingKey) out.push({ bindingKey, name: key, range: rangeOf(at, file), ...(weakGroup ? { weakGroup } : {}) });
  };
  const keyOf = (e: ts.Expression): string | undefined => {
    const v = ev.evaluate(e);
    return typeof v === 'string' ? v : undefined;
  };
  // `{ [ToolName.WebSearch]: webSearchTool }`: a computed key is the name it evaluates to (enum members, constants).
  const nameOf = (name: ts.PropertyName): string | undefined => propertyNameText(name) ?? (ts.isComputedPropertyName(name) ? keyOf(name.expression) : undefined);
  const visit = (node: ts.Node) => {
    if (onCall && (ts.isCallExpression(node) || ts.isNewExpression(node))) onCall(node);
    // `tools.web_search = webSearchTool(deps)`, `tools['x'] = …`
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && (ts.isPropertyAccessExpression(node.left) || ts.isElementAccessExpression(node.left)) && isToolContainer(node.left.expression)) {
      const key = ts.isPropertyAccessExpression(node.left) ? node.left.name.text : keyOf(node.left.argumentExpression);
      register(key, node.right, ts.isPropertyAccessExpression(node.left) ? node.left.name : node.left.argumentExpression);
    }
    // `registry.set('x', t)`
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'set' && isToolContainer(node.expression.expression) && node.arguments.length === 2) {
      register(keyOf(node.arguments[0]!), node.arguments[1]!, node.arguments[0]!);
    }
    const assignTarget = ts.isObjectLiteralExpression(node) && ts.isCallExpression(node.parent) && node.parent.arguments.indexOf(node) > 0 && ts.isPropertyAccessExpression(node.parent.expression) && node.parent.expression.name.text === 'assign' && isToolContainer(node.parent.arguments[0]!);
    const strong = ts.isObjectLiteralExpression(node) && (assignTarget || isToolMap(node));
    // Every entry must name a value (`{ academic_search: academicSearchTool }`): an object that also
    // holds text or calls (`{ description: '…', schema: z.object(…), handler: redeemTool }`) is a
    // record about one thing, and its one named value is not a tool called "handler".
    if (ts.isObjectLiteralExpression(node) && !strong && node.properties.length > 0 && node.properties.every((p) => ts.isSpreadAssignment(p) || ts.isShorthandPropertyAssignment(p) || (ts.isPropertyAssignment(p) && ts.isIdentifier(skipCall(p.initializer)))) && node.properties.some((p) => ts.isPropertyAssignment(p) && ts.isIdentifier(skipCall(p.initializer)) && propertyNameText(p.name) !== (skipCall(p.initializer) as ts.Identifier).text)) {
      const group = `${file.rel}#${node.pos}`;
      for (const p of node.properties) {
        if (ts.isPropertyAssignment(p)) register(nameOf(p.name), p.initializer, p.name, group);
        else if (ts.isShorthandPropertyAssignment(p)) register(p.name.text, p.name, p, group);
      }
    }
    if (ts.isObjectLiteralExpression(node) && strong) {
      onToolMap?.(node);
      for (const p of node.properties) {
        let key: string | undefined;
        let value: ts.Expression | undefined;
        if (ts.isPropertyAssignment(p)) {
          key = nameOf(p.name);
          value = p.initializer;
        } else if (ts.isShorthandPropertyAssignment(p)) {
          key = p.name.text;
          value = p.name;
        }
        if (key === undefined || !value) continue;
        const bindingKey = bindingKeyOf(value, file, ev);
        if (bindingKey) out.push({ bindingKey, name: key, range: rangeOf(ts.isPropertyAssignment(p) ? p.name : p, file) });
      }
    }
  };
  return { visit, registrations: out };
}

function skipCall(e: ts.Expression): ts.Expression {
  let x = e;
  while (ts.isAwaitExpression(x) || ts.isParenthesizedExpression(x) || ts.isAsExpression(x)) x = x.expression;
  return ts.isCallExpression(x) ? x.expression : x;
}

function bindingKeyOf(value: ts.Expression, file: ParsedFile, ev: Evaluator): string | undefined {
  let e: ts.Expression = value;
  while (ts.isAwaitExpression(e) || ts.isParenthesizedExpression(e) || ts.isAsExpression(e)) e = e.expression;
  if (ts.isCallExpression(e)) e = e.expression;
  // `getSlowQueries: this.getSlowQueries()` in a class: the method's tool (tool-call.ts keys it the same way).
  if (ts.isPropertyAccessExpression(e) && e.expression.kind === ts.SyntaxKind.ThisKeyword && ts.isIdentifier(e.name)) {
    const cls = ts.findAncestor(e, ts.isClassLike);
    return cls?.name ? `${file.abs}#${cls.name.text}.${e.name.text}` : undefined;
  }
  if (!ts.isIdentifier(e)) return undefined;
  const b = ev.scope.resolveIdentifier(e, file);
  if (!b) return undefined;
  if (b.kind === 'value' && ts.isVariableDeclaration(b.decl) && ts.isIdentifier(b.decl.name)) return `${b.file.abs}#${b.decl.name.text}`;
  if (b.kind === 'function' && b.node.name) return `${b.file.abs}#${b.node.name.text}`;
  return undefined;
}
