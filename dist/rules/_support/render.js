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
/**
 * Where two renders first differ: `line 1, column 81, after "…app.example.com/s/"`. The differing
 * bytes themselves are left out on purpose: they are the nondeterministic part, and a report must be
 * byte-identical on every run. `tool-lint render --tool NAME` shows the full text.
 */
export function shortDiff(a, b) {
    let p = 0;
    while (p < a.length && p < b.length && a[p] === b[p])
        p++;
    // Back to the start of the word: two random ids may share leading characters by chance.
    while (p > 0 && /\w/.test(a[p - 1]))
        p--;
    const upto = a.slice(0, p);
    const line = upto.split('\n').length;
    const lineStart = upto.lastIndexOf('\n') + 1;
    const column = p - lineStart + 1;
    const before = a.slice(Math.max(lineStart, p - 30), p);
    const where = `first difference at line ${line}, column ${column}`;
    return before ? `${where}, after ${JSON.stringify(`${p - 30 > lineStart ? '…' : ''}${before}`)}` : where;
}
