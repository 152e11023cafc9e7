import { countableTool } from '../tokens/from-tool.js';
export function cellView(renders) {
    if (!renders || !renders.eval || !renders.cells.length)
        return undefined;
    const texts = new Map();
    for (const e of renders.entries)
        if (e.source === 'eval' && typeof e.text === 'string' && !e.error)
            texts.set(key(e.tool, e.cell), e.text);
    const builds = new Map(renders.builds.map((b) => [`${b.toolset}\u0000${b.cell.id}`, b]));
    const textOf = (tool, cell) => texts.get(key(tool, cell));
    return {
        cells: renders.cells,
        textOf,
        inputsOf(set, cell) {
            const build = set.kind === 'declared' ? builds.get(`${set.id}\u0000${cell.id}`) : undefined;
            if (build && !build.error && build.tools) {
                return {
                    inputs: build.tools.map((b) => {
                        const fallback = b.tool ? countableTool(b.tool).input : undefined;
                        return { name: b.name ?? b.key ?? fallback?.name ?? '', description: b.description ?? fallback?.description ?? '', inputSchema: b.schema ?? fallback?.inputSchema ?? { type: 'object', properties: {} } };
                    }),
                    lowerBound: build.tools.some((b) => b.error !== undefined),
                };
            }
            let lowerBound = !renders.eval || set.dynamic.length > 0;
            const seen = new Set();
            const inputs = [];
            for (const m of set.members) {
                if (seen.has(m.tool))
                    continue;
                seen.add(m.tool);
                const { input, staticEstimate } = countableTool(m.tool);
                const rendered = m.tool.description.kind === 'dynamic' ? textOf(m.tool, cell) : undefined;
                if (staticEstimate && rendered === undefined)
                    lowerBound = true;
                inputs.push(rendered !== undefined ? { ...input, description: rendered } : input);
            }
            return { inputs, lowerBound };
        },
    };
}
function key(tool, cell) {
    return `${tool.range.file}:${tool.range.line}:${tool.range.column}:${tool.name}\u0000${cell.id}`;
}
