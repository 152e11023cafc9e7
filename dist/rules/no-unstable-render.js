import { defineRule } from '../src/engine/rule.js';
import { cellList, groupByCells, shortDiff } from './_support/render.js';
/**
 * Providers cache the prompt prefix, and tool definitions come first in it: one changed byte in a
 * description re-bills the whole prefix on every request. Each cell is rendered twice, in two fresh
 * processes, so a value that changes per call (a timestamp, a random example) shows up even when a
 * module-level cache freezes it for the life of one process.
 */
export default defineRule({
    meta: {
        id: 'no-unstable-render',
        type: 'problem',
        description: 'The same context renders the same description bytes every time',
        recommended: 'warn',
        needsRender: true,
        messages: {
            differs: 'The description of "{{name}}" differs between two fresh renders of the same context ({{diff}}): every request re-bills the cached prompt prefix',
            flaky: 'The description of "{{name}}" rendered in one run and failed in another ({{error}}): the result depends on chance',
        },
        help: 'Take per-call values (time, random picks, ids) out of the description, or coarsen them on purpose (month, not millisecond) and pick examples deterministically',
    },
    check(ctx) {
        const r = ctx.renders;
        if (!r)
            return;
        const items = [];
        for (const e of r.entries) {
            if (!e.again || e.source !== 'eval')
                continue;
            if (e.text !== undefined && e.again.text !== undefined && !e.error && !e.again.error) {
                if (e.text !== e.again.text)
                    items.push({ tool: e.tool, key: 'differs', cell: e.cell.id, data: { id: 'differs', detail: shortDiff(e.text, e.again.text) } });
            }
            else if (!e.error !== !e.again.error) {
                const err = (e.error ?? e.again.error);
                items.push({ tool: e.tool, key: 'flaky', cell: e.cell.id, data: { id: 'flaky', detail: err.message } });
            }
        }
        for (const g of groupByCells(r, items)) {
            const cells = cellList(r, g.cells);
            const data = g.data.id === 'differs' ? { name: g.tool.name, diff: g.data.detail } : { name: g.tool.name, error: g.data.detail };
            ctx.report({ tool: g.tool, pointer: '/description', messageId: g.data.id, data, ...(cells ? { cells } : {}) });
        }
    },
});
