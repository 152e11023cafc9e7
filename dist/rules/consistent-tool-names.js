import { closest } from '../src/config/resolve.js';
import { defineRule } from '../src/engine/rule.js';
import { describeTest } from '../src/analysis/gates.js';
import { SELF_RUN_FRAMEWORKS, analyzeDispatch, listNames, rawName, spelling } from '../src/analysis/dispatch.js';
/**
 * A tool the model is given but the dispatcher that runs its sibling tools never routes: every call
 * of it falls through to "Unknown tool". Reported only on strong evidence (see src/analysis/dispatch.ts
 * for how dispatchers are found): the dispatcher handles at least two of the tools sent together with
 * this one, and at least half of them; its unknown names go to no code tool-lint cannot follow; and
 * its branches run something for the call (a branch that only logs or renders a name does not count).
 * The other direction, a branch for a name no tool has, is dead code rather than a broken tool: it is
 * `no-unknown-tool-branch`, a warning.
 */
export default defineRule({
    meta: {
        id: 'consistent-tool-names',
        type: 'problem',
        description: 'Every tool sent to the model is routed by the dispatcher that runs the tools sent with it',
        recommended: 'error',
        messages: {
            unhandled: 'Tool "{{name}}" is sent to the model but no dispatcher handles it ({{where}} handles {{handled}})',
            gated: 'Tool "{{name}}" is sent to the model and {{handler}} handles it, but the router at {{where}} hands it only {{tests}}: no condition lets this name through, so its calls end in the router\'s fallback',
            misspelled: 'Tool "{{name}}" is sent to the model, but {{where}} handles "{{branch}}" instead: its calls are never routed',
        },
        help: 'Make the dispatcher branches and the tool names match character for character',
    },
    check(ctx) {
        const a = analyzeDispatch(ctx);
        if (!a.dispatchers.length)
            return;
        // The collection a tool is written in, else the first toolset it is sent in: `[ALPHA, BETA]` of
        // tools defined as constants holds them as surely as an array of object literals does.
        const groupOf = (t) => t.group ?? (t.toolsets?.length ? `toolset:${[...t.toolsets].sort()[0]}` : undefined);
        const groups = new Map();
        for (const t of ctx.tools) {
            if (!t.nameResolved)
                continue;
            const key = groupOf(t) ?? `file:${t.range.file}`;
            const g = groups.get(key) ?? [];
            g.push(t);
            groups.set(key, g);
        }
        const linted = new Set(ctx.tools);
        const toolsetTools = new Map();
        // An MCP server's list is what its CallTool handler is asked to route, all of it (a request's tools
        // may be run by several dispatchers of an application, so only the collection counts there).
        for (const set of ctx.toolsets ?? [])
            if (set.kind === 'mcp-server' || set.api === 'mcp-tools-list')
                toolsetTools.set(set.id, set.members.map((m) => m.tool).filter((m) => linted.has(m)));
        for (const t of ctx.tools) {
            // Only a tool written in a collection (an array, a tool map, a server) is known to be sent with the others.
            const group = groupOf(t);
            if (!t.nameResolved || !group || t.hasHandler || SELF_RUN_FRAMEWORKS.has(t.framework))
                continue;
            const gated = a.gatedAway(t);
            if (gated) {
                const tests = gated.branches.flatMap((b) => b.tests.map(describeTest));
                ctx.report({
                    tool: t,
                    pointer: '/name',
                    messageId: 'gated',
                    data: { name: t.name, handler: `${gated.handler}()`, where: `${gated.gate.range.file}:${gated.gate.range.line}`, tests: listNames([...new Set(tests)], 8) },
                    help: `Let "${t.name}" through the router's condition for ${gated.handler}(), or rename the tool to a name it lets through`,
                });
                continue;
            }
            const ds = a.dispatchersFor(t);
            if (!ds.length)
                continue;
            if (ds.some((d) => d.branches.some((b) => b.label === t.name)))
                continue;
            // Sent together: the collection it is written in and the MCP servers that list it
            // (`ALL_TOOLS = [...INDICATOR_TOOLS, ...MALWARE_TOOLS]` served whole: a module's array of two is
            // not all the dispatcher is measured against).
            const sentWith = (t.toolsets ?? []).flatMap((id) => toolsetTools.get(id) ?? []);
            const mates = [...new Set([...(groups.get(group) ?? []), ...sentWith])].filter((m) => m.nameResolved && !m.hasHandler && !SELF_RUN_FRAMEWORKS.has(m.framework));
            const mateNames = new Set(mates.map((m) => m.name));
            // A branch written in another spelling of a sent tool's name (`case "calculateRefund"` for
            // calculate_refund), and no tool's name itself, is that tool's branch gone wrong: it shows the
            // dispatcher serves this list as surely as an exact one (a switch whose every case is misspelled
            // routes none of its tools).
            const bySpelling = new Map();
            for (const n of mateNames)
                bySpelling.set(spelling(n), bySpelling.has(spelling(n)) ? '' : n);
            const mateOf = (d, label) => mateNames.has(label) ? label : a.defined.has(label) || !rawName(d.discriminant) ? undefined : bySpelling.get(spelling(label)) || undefined;
            const serving = ds.filter((d) => d.branches.some((b) => b.runs && mateOf(d, b.label) !== undefined));
            if (!serving.length)
                continue;
            const handled = new Set();
            for (const d of serving)
                for (const b of d.branches)
                    if (b.runs && mateOf(d, b.label) !== undefined)
                        handled.add(mateOf(d, b.label));
            // One or two special cases among many tools (`if (block.name === 'finish') return …`) are not the
            // dispatcher, unless it is the only router there is: it turns every name it has no branch for away.
            const sole = serving.some((d) => a.rejectsUnknown(d));
            if (handled.size < 2 || (handled.size * 2 < mateNames.size && !sole))
                continue;
            // Names passed on elsewhere may be routed there, unless the handler a library calls with every
            // tool call turns away what it has no branch for.
            if (a.openFor(t) && !sole)
                continue;
            // `if (name === 'show_card') … else if (handlers[name]) …`: a comparison beside the lookup is a
            // branch of the same routing, whether or not it was read as a dispatcher of its own.
            if (serving.some((d) => a.alsoCompares(d, t.name)))
                continue;
            const typo = misspelling(t.name, serving, a.defined);
            const first = typo?.d ?? serving[0];
            const where = `the dispatcher at ${first.range.file}:${first.range.line}`;
            if (typo) {
                ctx.report({
                    tool: t,
                    pointer: '/name',
                    messageId: 'misspelled',
                    data: { name: t.name, where: `the dispatcher at ${(typo.b.file ?? typo.d.file).rel}:${lineOf(typo.d, typo.b)}`, branch: typo.b.label },
                    help: `Rename the branch "${typo.b.label}" to "${t.name}", the name the model is given`,
                });
                continue;
            }
            ctx.report({
                tool: t,
                pointer: '/name',
                messageId: 'unhandled',
                data: { name: t.name, where, handled: listNames([...new Set(first.branches.map((b) => b.label))]) },
                help: `Add a branch for "${t.name}" to the dispatcher, or stop sending the tool`,
            });
        }
    },
});
/** A branch of a serving dispatcher whose label is no tool's name and is closest to this one's: the other half of a typo. */
function misspelling(name, serving, defined) {
    // The same name in another spelling (`calendar_findSlots` for calendar_find_slots) before the nearest edit.
    const respelled = [];
    for (const d of serving) {
        for (const b of d.branches) {
            if (defined.has(b.label) || b.group.some((l) => defined.has(l)))
                continue;
            if (spelling(b.label) === spelling(name))
                respelled.push({ d, b });
        }
    }
    const nearest = closest(name, respelled.map((r) => r.b.label));
    if (respelled.length)
        return respelled.find((r) => r.b.label === nearest) ?? respelled[0];
    for (const d of serving) {
        for (const b of d.branches) {
            if (defined.has(b.label) || b.group.some((l) => defined.has(l)))
                continue;
            if (closest(b.label, [...defined]) === name)
                return { d, b };
        }
    }
    return undefined;
}
function lineOf(d, b) {
    const f = b.file ?? d.file;
    return f.sf.getLineAndCharacterOfPosition(b.labelNode.getStart(f.sf)).line + 1;
}
