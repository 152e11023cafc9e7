import { defineRule } from '../src/engine/rule.js';
import { cellList, groupByCells } from './_support/render.js';
/**
 * A description that cannot be rendered in some context is a tool the model never gets (or an agent
 * that crashes while building its request). Rendering runs sandboxed: a render whose own code throws,
 * hangs, writes files, starts or ends processes, or returns a text beyond any context window is
 * reported here, naming the tool and the cells, and the rest of the run goes on. Renders that cannot
 * happen for reasons outside the description code (a dependency not installed, a module that cannot
 * load in the sandbox, a context the matrix does not provide) are not findings: the run prints one
 * note per cause and checks those tools' static text.
 */
export default defineRule({
    meta: {
        id: 'no-render-error',
        type: 'problem',
        description: 'Dynamic descriptions render without throwing, hanging, writing files or starting processes',
        recommended: 'warn',
        needsRender: true,
        messages: {
            throw: 'Rendering the description of "{{name}}" failed: {{error}}',
            timeout: 'Rendering the description of "{{name}}" {{error}}',
            write: 'Rendering the description of "{{name}}" {{error}}: a description must not have side effects',
            spawn: 'Rendering the description of "{{name}}" {{error}}: a description must not have side effects',
            process: 'Rendering the description of "{{name}}" {{error}}: a description must not control processes',
            crash: 'Rendering the description of "{{name}}" crashed: {{error}}',
            size: 'The rendered description of "{{name}}" has {{error}}: no model takes a description that long',
        },
        help: 'Make prompt()/description() a pure function of its argument; if it needs more than { model, locale, flags, availableTools, tools }, build that in the config with context(cell)',
    },
    check(ctx) {
        const r = ctx.renders;
        if (!r)
            return;
        const items = [];
        for (const e of r.entries) {
            // The second isolate's failure counts too: a render that fails only sometimes still fails.
            const err = e.error ?? e.again?.error;
            if (err)
                items.push({ tool: e.tool, key: `${err.kind}\u0000${err.message}`, cell: e.cell.id, data: err });
        }
        // One finding per root cause: tools that fail with the same error (a shared helper that throws)
        // are reported once, at the first of them, naming the others.
        const byCause = new Map();
        for (const g of groupByCells(r, items)) {
            const k = `${g.data.kind}\u0000${g.data.message}`;
            const list = byCause.get(k) ?? [];
            list.push(g);
            byCause.set(k, list);
        }
        for (const list of byCause.values()) {
            const [g, ...others] = list;
            const names = others.map((o) => `"${o.tool.name}"`);
            const also = names.length ? ` (the same failure for ${names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ')})` : '';
            const cells = cellList(r, [...new Set(list.flatMap((x) => x.cells))].sort((a, b) => r.cells.findIndex((c) => c.id === a) - r.cells.findIndex((c) => c.id === b)));
            ctx.report({ tool: g.tool, pointer: '/description', messageId: g.data.kind, data: { name: g.tool.name, error: `${g.data.message}${also}` }, ...(cells ? { cells } : {}) });
        }
    },
});
