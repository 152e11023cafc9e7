import { ts } from 'ts-morph';
import { closest } from '../src/config/resolve.js';
import { defineRule } from '../src/engine/rule.js';
import { rangeOf } from '../src/extract/ranges.js';
import { SELF_RUN_FRAMEWORKS, analyzeDispatch, isCallDiscriminant, overlap, skipOuter } from './_support/dispatch.js';
function list(names, max = 5) {
    const shown = names.slice(0, max).join(', ');
    return names.length > max ? `${shown} and ${names.length - max} more` : shown;
}
/** `name: 'x'` or `"name": "x"` written somewhere: a tool the scanner could not read may define it. */
function writtenAsName(label, files) {
    const esc = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const re = new RegExp(`\\bname['"]?\\s*[:=]\\s*['"\`]${esc}['"\`]`);
    return files.some((f) => re.test(f.text));
}
/**
 * Whether the collection a group id names (an array or a tool map) holds anything besides tools
 * the scanner read: spreads, calls, constants it could not follow.
 */
function groupIsOpen(group, a, tools) {
    const hash = group.lastIndexOf('#');
    const pos = Number(group.slice(hash + 1));
    const member = tools.find((t) => t.group === group);
    if (!Number.isInteger(pos) || !member)
        return false;
    const file = a.fileOf(member);
    if (!file)
        return false;
    let container;
    const visit = (n) => {
        if (container || n.end < pos || n.pos > pos)
            return;
        if ((ts.isArrayLiteralExpression(n) || ts.isObjectLiteralExpression(n)) && n.getStart(file.sf) === pos)
            container = n;
        else
            ts.forEachChild(n, visit);
    };
    visit(file.sf);
    if (!container)
        return false;
    const values = [];
    if (ts.isArrayLiteralExpression(container))
        values.push(...container.elements);
    else {
        for (const p of container.properties) {
            if (ts.isPropertyAssignment(p))
                values.push(p.initializer);
            else if (ts.isShorthandPropertyAssignment(p))
                values.push(p.name);
            else
                values.push(p);
        }
    }
    return values.some((v) => !a.isToolNode(ts.isExpression(v) ? skipOuter(v) : v));
}
/**
 * A tool's two faces, the definition the model reads and the dispatcher that runs it, must use the
 * same names. How dispatchers are found is in ./_support/dispatch.ts.
 */
export default defineRule({
    meta: {
        id: 'consistent-tool-names',
        type: 'problem',
        description: 'The names a dispatcher handles and the names of the tools sent to the model agree',
        recommended: 'error',
        messages: {
            unhandled: 'Tool "{{name}}" is sent to the model but no dispatcher handles it ({{where}} handles {{handled}})',
            undefinedTool: 'Dispatcher handles "{{name}}", but no tool of that name is defined{{suggestion}}',
        },
        help: 'Make the dispatcher branches and the tool names match character for character',
    },
    check(ctx) {
        const a = analyzeDispatch(ctx);
        if (!a.dispatchers.length)
            return;
        // Direction 1: a tool sent to the model that no branch handles.
        const groups = new Map();
        for (const t of ctx.tools) {
            if (!t.nameResolved)
                continue;
            const key = t.group ?? `file:${t.range.file}`;
            const g = groups.get(key) ?? [];
            g.push(t);
            groups.set(key, g);
        }
        for (const t of ctx.tools) {
            if (!t.nameResolved || t.hasHandler || SELF_RUN_FRAMEWORKS.has(t.framework))
                continue;
            const ds = a.dispatchersFor(t);
            if (!ds.length)
                continue;
            if (ds.some((d) => d.branches.some((b) => b.label === t.name)))
                continue;
            const mates = (groups.get(t.group ?? `file:${t.range.file}`) ?? []).filter((m) => !m.hasHandler && !SELF_RUN_FRAMEWORKS.has(m.framework));
            const mateNames = new Set(mates.map((m) => m.name));
            const serving = ds.filter((d) => d.branches.some((b) => mateNames.has(b.label)));
            if (!serving.length)
                continue;
            const handled = new Set();
            for (const d of serving)
                for (const b of d.branches)
                    if (mateNames.has(b.label))
                        handled.add(b.label);
            // One branch out of many tools may be a special case (`if (block.name === 'finish')`), not the dispatcher;
            // and one shared name is weak evidence unless what is compared is surely the name of a tool call.
            if (handled.size < 2 && (handled.size * 2 < mateNames.size || !serving.some((d) => isCallDiscriminant(d, a.ev))))
                continue;
            if (a.openFor(t))
                continue;
            const first = serving[0];
            ctx.report({
                tool: t,
                pointer: '/name',
                messageId: 'unhandled',
                data: {
                    name: t.name,
                    where: `the dispatcher at ${first.range.file}:${first.range.line}`,
                    handled: list([...new Set(first.branches.map((b) => b.label))]),
                },
                help: `Add a branch for "${t.name}" to the dispatcher, or stop sending the tool`,
            });
        }
        // Direction 2: a branch for a name no tool has.
        const reported = new Set();
        for (const d of a.dispatchers) {
            const candidates = a.candidatesOfFile(d.file.abs);
            const related = ctx.tools.filter((t) => candidates.some((c) => c.rel === t.range.file));
            if (related.some((t) => !t.nameResolved))
                continue;
            // The tools sent alongside the ones this dispatcher handles come from code the scanner could not read.
            const servedGroups = new Set(related.filter((t) => d.branches.some((b) => b.label === t.name) && t.group).map((t) => t.group));
            if ([...servedGroups].some((g) => groupIsOpen(g, a, ctx.tools)))
                continue;
            for (const b of d.branches) {
                if (a.defined.has(b.label) || reported.has(b.labelNode))
                    continue;
                // Handled together with a defined name: an alias the model may still use.
                if (b.group.some((l) => a.defined.has(l)))
                    continue;
                if (writtenAsName(b.label, candidates))
                    continue;
                const near = closest(b.label, [...a.defined]);
                // A name that is no near miss of a tool needs a dispatcher that is clearly about these tools.
                const o = overlap(d, a.dispatchable, a.defined);
                if (!near && (o.exact < 2 || o.exact * 2 < o.total))
                    continue;
                reported.add(b.labelNode);
                ctx.report({
                    range: rangeOf(b.labelNode, d.file),
                    subject: b.label,
                    messageId: 'undefinedTool',
                    data: { name: b.label, suggestion: near ? `; did you mean "${near}"?` : '' },
                    help: near ? `Rename the branch to "${near}", the name the model is given` : 'Define the tool this branch handles, or remove the branch',
                });
            }
        }
    },
});
