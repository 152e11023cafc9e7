import { descriptionLabel, schemaDescriptionFields } from './description-fields.js';
import { cellList } from './render.js';
const entriesByTool = new WeakMap();
function entriesOf(renders, tool) {
    let map = entriesByTool.get(renders);
    if (!map) {
        map = new Map();
        for (const e of renders.entries) {
            const list = map.get(e.tool);
            if (list)
                list.push(e);
            else
                map.set(e.tool, [e]);
        }
        entriesByTool.set(renders, map);
    }
    return map.get(tool) ?? [];
}
/**
 * A cell whose two fresh renders differ (or fail in one of them) is left out: its text changes from
 * run to run, `no-unstable-render` reports that, and a finding quoting such text would make the
 * report itself change between runs. A render that failed is `no-render-error`'s.
 */
export function descriptionTexts(tool, renders, unrendered) {
    const d = tool.description;
    if (d.kind === 'static')
        return [{ text: d.text, source: 'static' }];
    if (d.kind !== 'dynamic')
        return [];
    const byText = new Map();
    for (const e of renders ? entriesOf(renders, tool) : []) {
        if (e.text === undefined || e.error)
            continue;
        if (e.again && (e.again.error || e.again.text !== e.text))
            continue;
        const cells = byText.get(e.text);
        if (cells)
            cells.push(e.cell);
        else
            byText.set(e.text, [e.cell]);
    }
    if (byText.size)
        return [...byText].map(([text, cells]) => ({ text, cells, source: 'rendered' }));
    return unrendered === 'partial' && d.partialText ? [{ text: d.partialText, source: 'partial' }] : [];
}
/**
 * Runs `check` over every text each tool's description can be (see `descriptionTexts`), and over
 * its schema descriptions when asked, then reports each finding once with the cells it holds in:
 * none for a static text (it holds everywhere), `all N cells`, or the list in matrix order.
 */
export function checkDescriptionTexts(ctx, options, check) {
    const renders = ctx.renders;
    const rank = new Map((renders?.cells ?? []).map((c, i) => [c.id, i]));
    for (const tool of ctx.tools) {
        const groups = new Map();
        const fields = descriptionTexts(tool, renders, options.unrendered).map((t) => ({
            pointer: '/description',
            label: descriptionLabel(tool),
            text: t.text,
            ...(t.cells ? { cells: t.cells } : {}),
        }));
        if (options.schemaFields)
            fields.push(...schemaDescriptionFields(tool));
        for (const field of fields) {
            const first = field.cells ? Math.min(...field.cells.map((c) => rank.get(c.id) ?? 0)) : -1;
            for (const finding of check(tool, field)) {
                const pointer = finding.pointer ?? field.pointer;
                const k = `${pointer}\u0000${finding.messageId}\u0000${finding.key ?? JSON.stringify(finding.data)}`;
                const g = groups.get(k);
                if (!g) {
                    groups.set(k, { finding, pointer, cells: field.cells ? new Set(field.cells.map((c) => c.id)) : undefined, first });
                    continue;
                }
                // A text that holds everywhere (static, partial) makes the finding hold everywhere.
                if (!field.cells)
                    g.cells = undefined;
                else if (g.cells)
                    for (const c of field.cells)
                        g.cells.add(c.id);
                const better = finding.rank !== undefined && g.finding.rank !== undefined ? finding.rank > g.finding.rank : first < g.first;
                if (better) {
                    g.finding = finding;
                    g.first = first;
                }
            }
        }
        for (const g of groups.values()) {
            const ids = g.cells && renders ? [...g.cells].sort((a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0)) : undefined;
            const cells = ids && renders ? cellList(renders, ids) : undefined;
            const f = g.finding;
            ctx.report({
                tool,
                pointer: g.pointer,
                ...(f.range ? { range: f.range } : {}),
                messageId: f.messageId,
                data: f.data,
                ...(f.help ? { help: f.help } : {}),
                ...(cells ? { cells } : {}),
            });
        }
    }
}
