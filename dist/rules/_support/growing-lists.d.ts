import type { RuleContext } from '../../src/engine/rule.js';
import type { Evaluator } from '../../src/extract/evaluate.js';
import type { SourceRange } from '../../src/model/tool.js';
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
export declare function growingToolLists(ctx: RuleContext<any>, ev: Evaluator): GrowingList[];
