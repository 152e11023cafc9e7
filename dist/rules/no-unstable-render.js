import { defineRule } from '../src/engine/rule.js';
import { canCoexist } from '../src/model/toolset.js';
import { countableTool } from '../src/tokens/from-tool.js';
import { countKind, countToolTokens } from '../src/tokens/index.js';
import { modelInfo } from '../src/tokens/models.js';
import { cellList, groupByCells } from './_support/render.js';
import { modelsForSet } from './_support/toolsets.js';
import { firstDifference, modelPointer, wireFormatOf } from './_support/wire.js';
/**
 * Providers cache the prompt prefix, and tool definitions come first in it: one changed byte
 * re-bills everything after it on every request. Each cell is rendered twice, in two fresh
 * processes, so a value that changes per call (a timestamp, a random example) shows up even when a
 * module-level cache freezes it for the life of one process.
 *
 * The bytes compared are the request's: each toolset is serialised, per cell and per render, in
 * the wire format of each provider it is counted for (_support/wire.ts), and the first differing
 * byte is reported at the tool and field that produce it, with what it costs: the tokens of the
 * tools from that one on (a lower bound: the changing text itself, the system prompt and the
 * messages after the tools are re-billed too). Each unstable tool is reported once: where it breaks
 * a toolset's prefix, or else on its own. No finding quotes the varying text: it would make the
 * report itself differ from run to run (`tool-lint render --tool NAME`, twice, shows it).
 */
export default defineRule({
    meta: {
        id: 'no-unstable-render',
        type: 'problem',
        description: 'The same context renders the same tool bytes every time, so the cached prompt prefix holds',
        recommended: 'warn',
        needsRender: true,
        messages: {
            prefix: 'The tools of {{toolset}} differ between two fresh renders of the same context, first in the {{field}} of "{{name}}": every request re-bills the cached prompt prefix from there on, at least {{cost}}',
            differs: 'The description of "{{name}}" differs between two fresh renders of the same context: every request re-bills the cached prompt prefix from this tool on',
            flaky: 'The description of "{{name}}" rendered in one of two fresh renders of the same context and {{error}} in the other: the result depends on chance',
        },
        help: 'Take per-call values (time, random picks, ids) out of the description, or coarsen them on purpose (month, not millisecond) and pick examples deterministically; `tool-lint render --tool NAME` twice shows the text',
    },
    check(ctx) {
        const r = ctx.renders;
        if (!r)
            return;
        const entryOf = new Map();
        for (const e of r.entries) {
            const m = entryOf.get(e.tool) ?? new Map();
            m.set(e.cell.id, e);
            entryOf.set(e.tool, m);
        }
        const reported = new Set();
        const lintedTools = new Set(ctx.tools);
        const prefixes = [];
        for (const set of ctx.toolsets ?? []) {
            const linted = [...new Set(set.members.map((m) => m.tool))].filter((t) => lintedTools.has(t));
            if (!linted.some((t) => entryOf.has(t)))
                continue;
            const models = modelsForSet(ctx, { id: set.id, tools: linted, variants: [linted], set }).filter((m) => modelInfo(m));
            if (!models.length)
                continue;
            const formats = new Map();
            for (const m of models)
                formats.set(wireFormatOf(m), [...(formats.get(wireFormatOf(m)) ?? []), m]);
            for (const cell of r.cells) {
                const tools = sentTogether(set, cell);
                const renders = tools.map((t) => entryOf.get(t)?.get(cell.id));
                if (!renders.some((e) => e && unstable(e)))
                    continue;
                const first = tools.map((t, i) => inputOf(t, renders[i]?.text));
                const second = tools.map((t, i) => inputOf(t, renders[i] && unstable(renders[i]) ? renders[i].again.text : renders[i]?.text));
                // Formats that place the first difference in the same field of the same tool are one finding.
                const byPlace = new Map();
                for (const [format, ms] of formats) {
                    const d = firstDifference(format, first, second);
                    if (!d)
                        continue;
                    const pointer = modelPointer(format, d.pointer);
                    const k = `${d.index}\u0000${pointer}`;
                    const place = byPlace.get(k) ?? { index: d.index, pointer, models: [] };
                    place.models.push(...ms);
                    byPlace.set(k, place);
                }
                for (const place of byPlace.values()) {
                    const tool = tools[place.index];
                    // What is re-billed that does not change between runs: the tools from here on, without the text that changes.
                    const rest = tools.slice(place.index).map((t, i) => (renders[place.index + i] && unstable(renders[place.index + i]) ? { ...inputOf(t, undefined), description: '' } : first[place.index + i]));
                    const counts = place.models.map((m) => ({ model: m, tokens: rest.reduce((s, t) => s + countToolTokens(t, m).total, 0) }));
                    reported.add(tool);
                    prefixes.push({
                        tool,
                        key: `${set.id}\u0000${place.pointer}`,
                        cell: cell.id,
                        data: {
                            rank: counts.reduce((s, c) => s + c.tokens, 0),
                            pointer: place.pointer,
                            values: { toolset: set.id, name: tool.name, field: fieldName(place.pointer), cost: costText(counts) },
                        },
                    });
                }
            }
        }
        // Per finding, the cell that costs most speaks for the others.
        for (const g of groupByRank(r.cells, prefixes)) {
            const cells = cellList(r, g.cells);
            ctx.report({ tool: g.tool, ...(g.data.pointer ? { pointer: g.data.pointer } : {}), messageId: 'prefix', data: g.data.values, ...(cells ? { cells } : {}) });
        }
        const items = [];
        for (const e of r.entries) {
            if (!e.again || e.source !== 'eval')
                continue;
            if (unstable(e)) {
                if (!reported.has(e.tool))
                    items.push({ tool: e.tool, key: 'differs', cell: e.cell.id, data: { id: 'differs' } });
            }
            else if (!e.error !== !e.again.error) {
                items.push({ tool: e.tool, key: 'flaky', cell: e.cell.id, data: { id: 'flaky', error: (e.error ?? e.again.error) } });
            }
        }
        for (const g of groupByCells(r, items)) {
            const cells = cellList(r, g.cells);
            const data = g.data.id === 'differs' ? { name: g.tool.name } : { name: g.tool.name, error: FAILED[g.data.error.kind] };
            ctx.report({ tool: g.tool, pointer: '/description', messageId: g.data.id, data, ...(cells ? { cells } : {}) });
        }
    },
});
/** How the other render failed, in words: its message may hold the very bytes that vary. */
const FAILED = {
    throw: 'threw',
    timeout: 'timed out',
    write: 'tried to write a file',
    spawn: 'tried to start a process',
    process: 'tried to control a process',
    crash: 'crashed',
    size: 'returned a text over the size cap',
};
function unstable(e) {
    return e.source === 'eval' && !!e.again && e.text !== undefined && e.again.text !== undefined && !e.error && !e.again.error && e.text !== e.again.text;
}
/** The members one request of this toolset sends in a cell, in order, each once: those the cell makes available that can be sent together. */
function sentTogether(set, cell) {
    const picked = new Set();
    const available = new Set(cell.availableTools);
    // Only members under a condition can exclude each other.
    const conditional = [];
    for (const m of set.members) {
        if (picked.has(m.tool) || (m.tool.nameResolved && !available.has(m.tool.name)))
            continue;
        if (m.choices.length && !conditional.every((p) => canCoexist(p, m)))
            continue;
        picked.add(m.tool);
        if (m.choices.length)
            conditional.push(m);
    }
    return [...picked];
}
function inputOf(tool, rendered) {
    const input = countableTool(tool).input;
    return rendered === undefined ? input : { ...input, description: rendered };
}
function fieldName(pointer) {
    if (pointer === '/description')
        return 'description';
    if (pointer === '/name')
        return 'name';
    if (pointer.startsWith('/inputSchema'))
        return `input schema (${pointer.slice('/inputSchema'.length) || '/'})`;
    return 'definition';
}
/** `412 tokens on gpt-4o, ≈430 on claude-sonnet-4-5`: Claude counts are estimates. */
function costText(counts) {
    return counts
        .map((c, i) => `${countKind(c.model) === 'estimate' ? '≈' : ''}${c.tokens.toLocaleString('en-US')}${i === 0 ? ' tokens' : ''} on ${c.model}`)
        .join(', ');
}
/** groupByCells, keeping the data of the cell with the highest rank (ties: the first in matrix order). */
function groupByRank(cells, items) {
    const order = new Map(cells.map((c, i) => [c.id, i]));
    const groups = new Map();
    for (const it of items) {
        const k = `${it.tool.range.file}:${it.tool.range.line}:${it.tool.range.column}\u0000${it.tool.name}\u0000${it.key}`;
        const g = groups.get(k);
        if (!g)
            groups.set(k, { tool: it.tool, cells: [it.cell], data: it.data });
        else {
            g.cells.push(it.cell);
            if (it.data.rank > g.data.rank)
                g.data = it.data;
        }
    }
    return [...groups.values()].map((g) => ({ ...g, cells: [...new Set(g.cells)].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0)) }));
}
