import { ts } from 'ts-morph';
import type { ToolDefinition } from '../model/tool.js';
import type { Cell } from '../config/matrix.js';
import { Evaluator } from '../extract/evaluate.js';
import { nodeAtRange } from '../extract/ranges.js';
import type { Value } from '../extract/values.js';
import type { SourceIndex } from '../source/source-index.js';
import path from 'node:path';

/**
 * Renders a dynamic description for one cell without running anything (`--no-eval`): the
 * `prompt(ctx)` / `description(ctx)` body is folded with its first parameter bound to the cell's
 * argument `{ model, locale, flags, availableTools }`. Returns, if/else chains and ternaries on
 * those values, template literals and `[...].join()` fold; anything else (a call into project code,
 * a loop, a variable reassigned) stops folding and the scanner's partial text is used instead.
 */
export function renderStatically(tool: ToolDefinition, cell: Cell, index: SourceIndex, ev: Evaluator): string | undefined {
  if (tool.description.kind !== 'dynamic') return undefined;
  const at = tool.pointers['/description'];
  if (!at) return undefined;
  const file = index.get(path.resolve(index.cwd, at.file));
  if (!file) return undefined;
  let fn = nodeAtRange(file, at);
  if (fn && ts.isPropertyAssignment(fn)) fn = fn.initializer;
  if (!fn || !(ts.isMethodDeclaration(fn) || ts.isArrowFunction(fn) || ts.isFunctionExpression(fn) || ts.isGetAccessorDeclaration(fn)) || !fn.body) return undefined;
  const arg: Value = { model: cell.model, locale: cell.locale, flags: { ...(cell.flags as Record<string, Value>) }, availableTools: [...cell.availableTools] };
  const body = fn.body;
  const v = ev.withParameters(fn.parameters, [arg], () => (ts.isBlock(body) ? ev.foldStatements(body.statements) : ev.evaluate(body)));
  return typeof v === 'string' ? v : undefined;
}
