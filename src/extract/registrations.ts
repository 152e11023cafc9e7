import { ts } from 'ts-morph';
import type { SourceRange } from '../model/tool.js';
import type { ParsedFile } from '../scan/source-index.js';
import type { Evaluator } from './evaluate.js';
import { propertyNameText, rangeOf } from './ranges.js';

/** A tool registered under a key: `tools: { weather: weatherTool }` names `weatherTool` "weather". */
export interface Registration {
  /** `abs#name` of the variable or function the value refers to. */
  bindingKey: string;
  name: string;
  range: SourceRange;
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
  if (ts.isPropertyAssignment(p)) return /tools$/i.test(propertyNameText(p.name) ?? '');
  if (ts.isVariableDeclaration(p) && ts.isIdentifier(p.name)) return /tools$/i.test(p.name.text);
  if (ts.isObjectLiteralExpression(p)) return isToolMap(p);
  if (ts.isReturnStatement(p) || ts.isArrowFunction(p)) {
    // `function getTools() { return { … } }`
    let f: ts.Node | undefined = p;
    while (f && !ts.isFunctionDeclaration(f) && !ts.isVariableDeclaration(f) && !ts.isMethodDeclaration(f)) f = f.parent;
    const name = f && (ts.isFunctionDeclaration(f) || ts.isVariableDeclaration(f) || ts.isMethodDeclaration(f)) && f.name && ts.isIdentifier(f.name) ? f.name.text : '';
    return /tools$/i.test(name);
  }
  return false;
}

export function collectRegistrations(file: ParsedFile, ev: Evaluator): Registration[] {
  const out: Registration[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node) && isToolMap(node)) {
      for (const p of node.properties) {
        let key: string | undefined;
        let value: ts.Expression | undefined;
        if (ts.isPropertyAssignment(p)) {
          key = propertyNameText(p.name);
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
    ts.forEachChild(node, visit);
  };
  visit(file.sf);
  return out;
}

function bindingKeyOf(value: ts.Expression, file: ParsedFile, ev: Evaluator): string | undefined {
  let e: ts.Expression = value;
  while (ts.isAwaitExpression(e) || ts.isParenthesizedExpression(e) || ts.isAsExpression(e)) e = e.expression;
  if (ts.isCallExpression(e)) e = e.expression;
  if (!ts.isIdentifier(e)) return undefined;
  const b = ev.scope.resolveIdentifier(e, file);
  if (!b) return undefined;
  if (b.kind === 'value' && ts.isVariableDeclaration(b.decl) && ts.isIdentifier(b.decl.name)) return `${b.file.abs}#${b.decl.name.text}`;
  if (b.kind === 'function' && b.node.name) return `${b.file.abs}#${b.node.name.text}`;
  return undefined;
}
