import type { ToolDefinition } from '../model/tool.js';
import type { Cell } from '../config/matrix.js';
import { Evaluator } from '../extract/evaluate.js';
import type { SourceIndex } from '../source/source-index.js';
/**
 * Renders a dynamic description for one cell without running anything (`--no-eval`): the
 * `prompt(ctx)` / `description(ctx)` body is folded with its first parameter bound to the cell's
 * argument `{ model, locale, flags, availableTools }`. Returns, if/else chains and ternaries on
 * those values, template literals and `[...].join()` fold; anything else (a call into project code,
 * a loop, a variable reassigned) stops folding and the scanner's partial text is used instead.
 */
export declare function renderStatically(tool: ToolDefinition, cell: Cell, index: SourceIndex, ev: Evaluator): string | undefined;
