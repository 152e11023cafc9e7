import { defineRule } from '../src/engine/rule.js';
import { cellList, groupByCells } from './_support/render.js';
/**
 * "Content search: use grep_files (NOT grep or rg)" in a context where grep_files is not sent
 * sends the model after a tool it cannot call. Rendered text is searched for the resolved names of
 * the project's other tools (so `${GREP_TOOL_NAME}` counts) that are missing from the cell's
 * `availableTools`. Only meaningful with `matrix.availableTools` set to 'each-missing' or to lists.
 */
export default defineRule({
    meta: {
        id: 'no-unknown-tool-reference',
        type: 'problem',
        description: 'A rendered description names only tools that are available in that context',
        recommended: 'warn',
        needsRender: true,
        messages: {
            unavailable: 'The description of "{{name}}" mentions the tool "{{other}}", which is not available in this context',
        },
        help: 'Mention the other tool only when it is available (check availableTools/tools in prompt()), or keep it in every context',
        optionsSchema: {
            type: 'object',
            properties: { minNameLength: { type: 'integer', minimum: 1 } },
            additionalProperties: false,
        },
        defaultOptions: { minNameLength: 3 },
    },
    check(ctx) {
        const r = ctx.renders;
        if (!r)
            return;
        const min = ctx.options.minNameLength ?? 3;
        const names = [...new Set(ctx.tools.filter((t) => t.nameResolved && t.name.length >= min).map((t) => t.name))];
        const patterns = new Map(names.map((n) => [n, new RegExp(`(?<![\\w-])${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`)]));
        const items = [];
        for (const e of r.entries) {
            if (e.text === undefined)
                continue;
            const available = new Set(e.cell.availableTools);
            for (const other of names) {
                if (other === e.tool.name || available.has(other))
                    continue;
                if (patterns.get(other).test(e.text))
                    items.push({ tool: e.tool, key: other, cell: e.cell.id, data: other });
            }
        }
        for (const g of groupByCells(r, items)) {
            const cells = cellList(r, g.cells);
            ctx.report({ tool: g.tool, pointer: '/description', messageId: 'unavailable', data: { name: g.tool.name, other: g.data }, ...(cells ? { cells } : {}) });
        }
    },
});
