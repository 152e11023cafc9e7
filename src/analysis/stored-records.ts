/**
 * Records that carry a called tool's name into storage, not into routing:
 *
 *   await pushMessage(sessionId, { role: 'tool', name: toolName, content });
 *   await appendTraceEvent({ type: 'tool_call', tool: toolName, input, at: now() });
 *
 * A dispatcher's analysis treats a name handed to code it cannot follow as possibly routed there.
 * When the receiving function is the project's own and its body never reads the record's field that
 * holds the name, and hands the record whole only to storing calls (`push`, `JSON.stringify`, a
 * logger), the name is kept, not routed. Destructuring is a read of each field it names.
 */
import { ts } from 'ts-morph';

export interface RecordReaders {
  skipOuter(e: ts.Expression): ts.Expression;
  /** A call that receives a value without running anything for it (`push`, `stringify`, `log`). */
  neutralCallee(name: string): boolean;
}

/** Whether `fn` only stores what it gets as parameter `index`, never reading its field `field`. */
export function storesRecord(fn: ts.FunctionLikeDeclaration, index: number, field: string, r: RecordReaders): boolean {
  const param = fn.parameters[index];
  if (!param || !fn.body) return false;
  // `({ tool, input }: TraceEvent)`: destructuring the field reads it.
  if (ts.isObjectBindingPattern(param.name)) return !param.name.elements.some((el) => (el.propertyName ?? el.name).getText() === field || !!el.dotDotDotToken);
  if (!ts.isIdentifier(param.name)) return false;
  const name = param.name.text;
  let stores = true;
  const visit = (n: ts.Node): void => {
    if (!stores) return;
    if (ts.isIdentifier(n) && n.text === name && n !== param.name && !isPropertyName(n)) {
      stores = storedUse(n, field, r);
      return;
    }
    ts.forEachChild(n, visit);
  };
  visit(fn.body);
  return stores;
}

function isPropertyName(n: ts.Identifier): boolean {
  const p = n.parent;
  return (ts.isPropertyAccessExpression(p) && p.name === n) || (ts.isPropertyAssignment(p) && p.name === n) || (ts.isBindingElement(p) && p.propertyName === n);
}

/**
 * One use of the record: reading another field, or handing it whole to a storing call. Anything else
 * (a spread into a request, a field of another object) may carry the name on to code that routes it.
 */
function storedUse(id: ts.Identifier, field: string, r: RecordReaders): boolean {
  let e: ts.Expression = id;
  while (e.parent && (ts.isParenthesizedExpression(e.parent) || ts.isAsExpression(e.parent) || ts.isNonNullExpression(e.parent) || ts.isSatisfiesExpression(e.parent))) e = e.parent;
  const p = e.parent;
  if (!p) return false;
  if (ts.isPropertyAccessExpression(p) && p.expression === e) return p.name.text !== field;
  if (ts.isElementAccessExpression(p) && p.expression === e) return ts.isStringLiteralLike(p.argumentExpression) && p.argumentExpression.text !== field;
  if (ts.isCallExpression(p) && p.arguments.includes(e)) {
    const callee = r.skipOuter(p.expression);
    const calleeName = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
    return r.neutralCallee(calleeName);
  }
  return false;
}
