import type { Cell } from '../config/matrix.js';
import type { ToolDefinition } from '../model/tool.js';
import type { Toolset } from '../model/toolset.js';
import type { RenderResult } from '../render/render.js';
import type { ToolInput } from '../tokens/index.js';
import { countableTool } from '../tokens/from-tool.js';

/**
 * What a request holds in each cell of the context matrix, for counting: a declared toolset's build
 * in that cell (exactly what its builder returned), else the toolset's members with every dynamic
 * description as rendered in that cell. `lowerBound` when something could only be read statically
 * (`--no-eval`, a render that failed, a description folded only in part).
 */
export interface CellView {
  cells: Cell[];
  /** The tools one request of `set` sends in `cell`, as counted. */
  inputsOf(set: Toolset, cell: Cell): { inputs: ToolInput[]; lowerBound: boolean };
  /** One tool's description in `cell` (undefined when it is not rendered there). */
  textOf(tool: ToolDefinition, cell: Cell): string | undefined;
}

export function cellView(renders: RenderResult | undefined): CellView | undefined {
  if (!renders || !renders.eval || !renders.cells.length) return undefined;
  const texts = new Map<string, string>();
  for (const e of renders.entries) if (e.source === 'eval' && typeof e.text === 'string' && !e.error) texts.set(key(e.tool, e.cell), e.text);
  const builds = new Map(renders.builds.map((b) => [`${b.toolset}\u0000${b.cell.id}`, b]));
  const textOf = (tool: ToolDefinition, cell: Cell) => texts.get(key(tool, cell));
  return {
    cells: renders.cells,
    textOf,
    inputsOf(set, cell) {
      const build = set.kind === 'declared' ? builds.get(`${set.id}\u0000${cell.id}`) : undefined;
      if (build && !build.error && build.tools) {
        return {
          inputs: build.tools.map((b) => {
            const fallback = b.tool ? countableTool(b.tool).input : undefined;
            return { name: b.name ?? b.key ?? fallback?.name ?? '', description: b.description ?? fallback?.description ?? '', inputSchema: (b.schema as ToolInput['inputSchema']) ?? fallback?.inputSchema ?? { type: 'object', properties: {} } };
          }),
          lowerBound: build.tools.some((b) => b.error !== undefined),
        };
      }
      let lowerBound = !renders.eval || set.dynamic.length > 0;
      const seen = new Set<ToolDefinition>();
      const inputs: ToolInput[] = [];
      for (const m of set.members) {
        if (seen.has(m.tool)) continue;
        seen.add(m.tool);
        const { input, staticEstimate } = countableTool(m.tool);
        const rendered = m.tool.description.kind === 'dynamic' ? textOf(m.tool, cell) : undefined;
        if (staticEstimate && rendered === undefined) lowerBound = true;
        inputs.push(rendered !== undefined ? { ...input, description: rendered } : input);
      }
      return { inputs, lowerBound };
    },
  };
}

function key(tool: ToolDefinition, cell: Cell): string {
  return `${tool.range.file}:${tool.range.line}:${tool.range.column}:${tool.name}\u0000${cell.id}`;
}
