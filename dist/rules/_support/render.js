/**
 * Groups per-cell findings so one finding is reported once with the cells it holds in, in matrix
 * order. The first cell's details (message data) stand for the group: cell order is deterministic.
 */
export function groupByCells(renders, items) {
    const rank = new Map(renders.cells.map((c, i) => [c.id, i]));
    const groups = new Map();
    for (const it of items) {
        const k = `${it.tool.range.file}:${it.tool.range.line}:${it.tool.range.column}\u0000${it.tool.name}\u0000${it.key}`;
        const r = rank.get(it.cell) ?? 0;
        const g = groups.get(k);
        if (!g)
            groups.set(k, { tool: it.tool, cells: [it.cell], data: it.data, first: r });
        else {
            g.cells.push(it.cell);
            if (r < g.first) {
                g.first = r;
                g.data = it.data;
            }
        }
    }
    return [...groups.values()].map((g) => ({ tool: g.tool, cells: g.cells.sort((a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0)), data: g.data }));
}
/**
 * Cells to list on a diagnostic: none for the single default cell (there is nothing to choose
 * between), `all N cells` when it holds everywhere (a list of every cell says less, at length).
 */
export function cellList(renders, cells) {
    if (renders.cells.length <= 1)
        return undefined;
    if (cells.length === renders.cells.length)
        return [`all ${cells.length} cells`];
    return cells;
}
