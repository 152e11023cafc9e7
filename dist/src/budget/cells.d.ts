import type { Cell } from '../config/matrix.js';
import type { ToolDefinition } from '../model/tool.js';
import { type Toolset } from '../model/toolset.js';
import type { RenderResult } from '../render/render.js';
import { type ToolInput, type ToolTokens } from '../tokens/index.js';
/**
 * What a request holds in each cell of the context matrix, for counting: a declared toolset's build
 * in that cell (exactly what its builder returned), else the toolset's members with every dynamic
 * description as rendered in that cell. `lowerBound` when something could only be read statically
 * (`--no-eval`, a render that failed, a description folded only in part).
 */
export interface CellView {
    cells: Cell[];
    /** The tools one request of `set` sends in `cell`, as counted. */
    inputsOf(set: Toolset, cell: Cell): {
        inputs: ToolInput[];
        lowerBound: boolean;
    };
    /** One tool's description in `cell` (undefined when it is not rendered there). */
    textOf(tool: ToolDefinition, cell: Cell): string | undefined;
}
export declare function cellView(renders: RenderResult | undefined): CellView | undefined;
/** One toolset's request counted in every cell for one model: the largest is the toolset's figure. */
export interface CellCount {
    /** Sums over the request's tools in the worst cell; `overhead` includes the once-per-request system overhead. */
    tokens: ToolTokens;
    systemOverhead: number;
    cells: Array<{
        cell: string;
        total: number;
    }>;
    worstCell: string;
    /** Something in some cell could only be counted from static text. */
    lowerBound: boolean;
    /** The tools of the largest request (in the worst cell): fewer than the toolset's members when conditions pick between lists. */
    tools: number;
}
/**
 * `set` counted cell by cell for `model` (report and the budget rules share this, so they agree on
 * the verdict). `keep` narrows the members (the rules leave test code out). Undefined without cells.
 */
export declare function countPerCell(set: Toolset, model: string, view: CellView, keep?: (tool: ToolDefinition) => boolean): CellCount | undefined;
