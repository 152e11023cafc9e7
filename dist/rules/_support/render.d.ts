import type { ToolDefinition } from '../../src/model/tool.js';
import type { RenderResult } from '../../src/render/render.js';
/**
 * Groups per-cell findings so one finding is reported once with the cells it holds in, in matrix
 * order. The first cell's details (message data) stand for the group: cell order is deterministic.
 */
export declare function groupByCells<T>(renders: RenderResult, items: Array<{
    tool: ToolDefinition;
    key: string;
    cell: string;
    data: T;
}>): Array<{
    tool: ToolDefinition;
    cells: string[];
    data: T;
}>;
/**
 * Cells to list on a diagnostic: none for the single default cell (there is nothing to choose
 * between), `all N cells` when it holds everywhere (a list of every cell says less, at length).
 */
export declare function cellList(renders: RenderResult, cells: string[]): string[] | undefined;
