import type { Cell } from '../config/matrix.js';
import type { ToolDefinition } from '../model/tool.js';
import type { Toolset } from '../model/toolset.js';
import type { RenderResult } from '../render/render.js';
import type { ToolInput } from '../tokens/index.js';
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
