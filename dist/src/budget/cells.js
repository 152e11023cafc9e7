import { variantsOf } from '../model/toolset.js';
import { countToolsetTokens } from '../tokens/index.js';
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
/**
 * `set` counted cell by cell for `model` (report and the budget rules share this, so they agree on
 * the verdict). `keep` narrows the members (the rules leave test code out). Undefined without cells.
 */
export function countPerCell(set, model, view, keep) {
    let best;
    const cells = [];
    let lowerBound = set.dynamic.length > 0;
    const members = keep ? set.members.filter((m) => keep(m.tool)) : set.members;
    // Each request the toolset can send (one per option of its undecidable conditions); the largest counts.
    const variants = set.kind === 'declared' ? [members] : variantsOf(members);
    for (const cell of view.cells) {
        let counted;
        let size = 0;
        for (const variant of variants) {
            const { inputs, lowerBound: lb } = view.inputsOf({ ...set, members: variant }, cell);
            if (lb)
                lowerBound = true;
            const c = countToolsetTokens(inputs, model);
            if (!counted || c.total > counted.total)
                (counted = c), (size = inputs.length);
        }
        if (!counted)
            continue;
        const tokens = { description: 0, parameters: 0, overhead: counted.systemOverhead, total: counted.total };
        for (const t of counted.tools) {
            tokens.description += t.description;
            tokens.parameters += t.parameters;
            tokens.overhead += t.overhead;
        }
        cells.push({ cell: cell.id, total: counted.total });
        if (!best || counted.total > best.tokens.total)
            best = { tokens, systemOverhead: counted.systemOverhead, cells, worstCell: cell.id, lowerBound, tools: size };
    }
    return best && { ...best, cells, lowerBound };
}
