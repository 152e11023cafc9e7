import { defineRule } from '../src/engine/rule.js';
import { canCoexist } from '../src/model/toolset.js';
import { evidentlySent } from './_support/schema.js';
import { analyzeDispatch } from '../src/analysis/dispatch.js';
import { growingToolLists } from './_support/growing-lists.js';
/**
 * Two definitions sent in one request under one name: the API rejects the request, or one tool
 * silently shadows the other. "One request" is a toolset of the scanner: the tools of one model
 * call as it composes them (spreads, `concat`, `Object.assign`, helpers), one MCP server, or one
 * array or map. Members held by different options of one undecidable condition (`v2 ? [searchV2] :
 * [searchV1]`) are never sent together: not duplicates.
 */
function duplicatesInToolsets(ctx) {
    const linted = new Set(ctx.tools);
    const reported = new Set();
    const repeated = new Set();
    const sent = evidentlySent(ctx);
    for (const set of ctx.toolsets ?? []) {
        // A list seen nowhere else (an exported catalogue of tool records) is one request only if what
        // it holds is evidently sent: a provider-shaped object, a factory's tool, a JSON tool list.
        const judged = (t) => set.kind !== 'list' || sent(t);
        const byName = new Map();
        for (const m of set.members) {
            if (!m.tool.nameResolved)
                continue;
            const list = byName.get(m.tool.name) ?? [];
            list.push(m);
            byName.set(m.tool.name, list);
        }
        for (const [name, list] of byName) {
            for (let i = 1; i < list.length; i++) {
                const m = list[i];
                // Both present only under conditions the scanner cannot relate (`if (a) …; if (b) …`): maybe never together.
                // Nor one that is there only under a condition the scanner could not read at all (an element a
                // loop adds `if (name !== 'list_databases' && !byName.has(name))`): the condition may be the
                // very check that keeps the name unique. A branch of a choice written out (`pro ? [a, b] : [a]`) is known.
                const earlier = list.slice(0, i).filter((o) => canCoexist(o, m) && !(o.conditional && m.conditional) && !unreadCondition(o) && !unreadCondition(m));
                const first = earlier.find((o) => o.tool !== m.tool);
                if (first) {
                    if (reported.has(m.tool) || !linted.has(m.tool) || !judged(m.tool) || !judged(first.tool))
                        continue;
                    reported.add(m.tool);
                    ctx.report({ tool: m.tool, pointer: '/name', messageId: 'duplicate', data: { name, other: `${first.tool.range.file}:${first.tool.range.line}` } });
                    continue;
                }
                // The same definition twice in one composed list (`[...BASE_TOOLS, SEARCH]`, SEARCH already in BASE_TOOLS).
                const key = `${set.id}\u0000${name}`;
                if (!earlier.length || repeated.has(key) || !linted.has(m.tool) || !judged(m.tool))
                    continue;
                repeated.add(key);
                ctx.report({ tool: m.tool, pointer: '/name', messageId: 'repeated', data: { name, toolset: set.label, site: `${set.range.file}:${set.range.line}` } });
            }
        }
    }
}
/** Sent only under a condition with no written-out alternatives: whether it is ever sent with the others is unknown. */
function unreadCondition(m) {
    return m.conditional && m.choices.length === 0;
}
export default defineRule({
    meta: {
        id: 'no-duplicate-tool-names',
        type: 'problem',
        description: 'No two tools reach the model under the same name',
        recommended: 'error',
        messages: {
            duplicate: 'Tool name "{{name}}" is also defined at {{other}}',
            repeated: 'Tool "{{name}}" is listed twice in the tools of {{toolset}} at {{site}}: the request sends it twice',
            growsEachCall: 'The tools/list handler at {{site}} adds to {{array}}, a module-level array, and answers with it: the array outlives the call, so from the second listing on the tools it adds appear twice, then three times',
        },
        help: 'Rename one of the tools, or make sure only one of them is sent in a request',
    },
    check(ctx) {
        if (ctx.toolsets) {
            duplicatesInToolsets(ctx);
            for (const g of growingToolLists(ctx, analyzeDispatch(ctx).ev)) {
                ctx.report({
                    range: g.range,
                    subject: 'tools/list',
                    messageId: 'growsEachCall',
                    data: { site: `${g.site.file}:${g.site.line}`, array: g.array },
                    help: `Answer with a copy (\`const tools = [...${g.array}]\`), or build the list once at start-up`,
                });
            }
            return;
        }
        const seen = new Map();
        for (const t of ctx.tools) {
            if (!t.nameResolved || !t.group)
                continue;
            const key = `${t.group}\u0000${t.name}`;
            const first = seen.get(key);
            if (!first) {
                seen.set(key, t);
                continue;
            }
            if (t.conditional && first.conditional)
                continue;
            ctx.report({ tool: t, pointer: '/name', messageId: 'duplicate', data: { name: t.name, other: `${first.range.file}:${first.range.line}` } });
        }
    },
});
