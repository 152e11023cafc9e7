import { defineRule } from '../src/engine/rule.js';
import { canCoexist } from '../src/model/toolset.js';
/**
 * Two different tools sent in one request with the same description: the model chooses a tool by
 * what its description says, and here it says the same of both, so one of them is described wrongly
 * (typically a description copied from the tool above and not rewritten). The text is compared
 * exactly, after collapsing whitespace. One definition sent under two names (an alias) is the same
 * tool, not a copy; members of different options of one condition are never sent together.
 */
const norm = (s) => s.replace(/\s+/g, ' ').trim();
function text(t) {
    // Only text the project wrote: a framework's default (LangGraph's supervisor gives every handoff
    // "Ask another agent for help.") is the same for all by design, and the names tell them apart.
    if (!t.nameResolved || t.description.kind !== 'static' || !t.pointers['/description'])
        return undefined;
    const s = norm(t.description.text);
    return s ? s : undefined;
}
export default defineRule({
    meta: {
        id: 'no-duplicate-descriptions',
        type: 'problem',
        description: 'No two tools of one request have the same description',
        recommended: 'warn',
        messages: {
            copied: 'Tool "{{name}}" has the same description as "{{other}}" ({{at}}), sent in the same request: the model cannot tell them apart by what it reads, and one of the two is described wrongly',
        },
        help: 'Rewrite the description of one tool to say what it does and when to use it rather than the other',
    },
    check(ctx) {
        const linted = new Set(ctx.tools);
        const reported = new Set();
        for (const set of ctx.toolsets ?? []) {
            const byText = new Map();
            for (const m of set.members) {
                const s = text(m.tool);
                if (s === undefined)
                    continue;
                const list = byText.get(s) ?? [];
                list.push(m);
                byText.set(s, list);
            }
            for (const list of byText.values()) {
                for (let i = 1; i < list.length; i++) {
                    const m = list[i];
                    if (reported.has(m.tool) || !linted.has(m.tool))
                        continue;
                    const first = list
                        .slice(0, i)
                        .find((o) => o.tool !== m.tool && o.tool.name !== m.tool.name && !sameDefinition(o.tool, m.tool) && canCoexist(o, m) && !(o.conditional && m.conditional));
                    if (!first)
                        continue;
                    reported.add(m.tool);
                    ctx.report({ tool: m.tool, pointer: '/description', messageId: 'copied', data: { name: m.tool.name, other: first.tool.name, at: `${first.tool.range.file}:${first.tool.range.line}` } });
                }
            }
        }
    },
});
/** One definition under two names (`{ search: searchTool, web_search: searchTool }`): the same range. */
function sameDefinition(a, b) {
    return a.range.file === b.range.file && a.range.line === b.range.line && a.range.column === b.range.column;
}
