import { ts } from 'ts-morph';
import { closest } from '../src/config/resolve.js';
import { defineRule } from '../src/engine/rule.js';
import { rangeOf } from '../src/extract/ranges.js';
import { SELF_RUN_FRAMEWORKS, analyzeDispatch, overlap, skipOuter, spelling } from '../src/analysis/dispatch.js';
/** `name: 'x'` or `"name": "x"` written somewhere: a tool the scanner could not read may define it. */
function writtenAsName(label, files) {
    const esc = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const re = new RegExp(`\\bname['"]?\\s*[:=]\\s*['"\`]${esc}['"\`]`);
    return files.some((f) => re.test(f.text));
}
/**
 * The name is declared as an alias the server still answers to (`{ alias: 'records_search', target:
 * TOOL_NAMES.SEARCH_RECORDS }`, `aliases: ['get-notes', …]`): a deprecated name kept on purpose.
 */
function writtenAsAlias(label, files) {
    const esc = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const single = new RegExp(`\\b(?:alias|aliasName|deprecatedName|legacyName|oldName)['"]?\\s*:\\s*['"\`]${esc}['"\`]`);
    const list = new RegExp(`\\b(?:aliases|deprecatedNames|legacyNames)['"]?\\s*:\\s*\\[[^\\]]*['"\`]${esc}['"\`]`);
    return files.some((f) => /alias|deprecated|legacy|oldName/i.test(f.text) && (single.test(f.text) || list.test(f.text)));
}
/**
 * The server calls the name itself (`this.handleTool('refresh_index', {})`, `runTool(ToolName.PING)`
 * from a scheduler): the label is handed to a call in the files around the dispatcher, so the branch
 * is not dead even though the model is never given a tool of that name.
 */
function calledWith(label, files, a) {
    for (const f of files) {
        let found = false;
        const visit = (n) => {
            if (found)
                return;
            if (ts.isCallExpression(n) && !/^(console|logger|log)\b/.test(n.expression.getText(f.sf))) {
                for (const arg of n.arguments) {
                    const x = skipOuter(arg);
                    const v = ts.isStringLiteralLike(x) ? x.text : ts.isIdentifier(x) || ts.isPropertyAccessExpression(x) || ts.isElementAccessExpression(x) ? a.ev.evaluate(x) : undefined;
                    if (v === label) {
                        found = true;
                        return;
                    }
                }
            }
            ts.forEachChild(n, visit);
        };
        visit(f.sf);
        if (found)
            return true;
    }
    return false;
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
function isLiteral(e) {
    const x = skipOuter(e);
    if (ts.isStringLiteralLike(x) || ts.isNumericLiteral(x) || x.kind === ts.SyntaxKind.TrueKeyword || x.kind === ts.SyntaxKind.FalseKeyword || x.kind === ts.SyntaxKind.NullKeyword)
        return true;
    if (ts.isObjectLiteralExpression(x))
        return x.properties.every((p) => ts.isPropertyAssignment(p) && isLiteral(p.initializer));
    if (ts.isArrayLiteralExpression(x))
        return x.elements.every(isLiteral);
    return false;
}
/** The project function a branch hands its call to: `return lookup(…)`, `return await this.handleX(…)`. */
function returnedCallee(b, a) {
    let found;
    let returns = 0;
    const visit = (n) => {
        if (ts.isFunctionLike(n))
            return;
        if (ts.isReturnStatement(n) && n.expression) {
            returns++;
            let e = skipOuter(n.expression);
            if (ts.isAwaitExpression(e))
                e = skipOuter(e.expression);
            // Handed something of the call (`executions({ ...args, action: 'list' })`), not only text of its own (`text('gone')`).
            if (ts.isCallExpression(e) && e.arguments.some((x) => !isLiteral(x)))
                found = a.ev.functionOf(e);
            return;
        }
        ts.forEachChild(n, visit);
    };
    for (const x of b.body)
        visit(x);
    return returns === 1 ? found : undefined;
}
/**
 * A branch kept for an old name (`case 'search_patterns': // Legacy alias` then `return lookup('patterns',
 * args.query)` beside `case 'knowledge': return lookup(args.topic, args.query)`): it hands the call to
 * the function a defined tool's branch hands its calls to, or a comment beside it says so.
 */
function aliasBranch(b, d, a) {
    const sf = (b.file ?? d.file).sf;
    // A comment on the label's line (`case 'x': // Legacy alias`) or just above its `case`.
    const start = b.labelNode.getStart(sf);
    const lineEnd = sf.text.indexOf('\n', start);
    const onLine = sf.text.slice(start, lineEnd < 0 ? undefined : lineEnd);
    const clause = ts.isCaseClause(b.labelNode.parent) ? b.labelNode.parent : undefined;
    const above = clause ? (ts.getLeadingCommentRanges(sf.text, clause.getFullStart()) ?? []).map((c) => sf.text.slice(c.pos, c.end)) : [];
    const said = /\b(alias|aliases|legacy|deprecated|backward|backwards|compat|compatibility|old name)\b/i;
    if (above.some((c) => said.test(c)) || /\/[/*].*/.exec(onLine)?.[0].match(said))
        return true;
    const target = returnedCallee(b, a);
    if (!target)
        return false;
    // The handler of one defined tool (a unified `executions` tool the old `list_executions` maps onto),
    // not a helper every branch goes through (`return callApi(…)`), which says nothing of the name.
    const sharing = new Set(d.branches.filter((x) => x !== b && a.defined.has(x.label) && returnedCallee(x, a) === target).map((x) => x.label));
    return sharing.size === 1;
}
/** `track_order` for `trackOrder` (one `spelling`), a defined tool this dispatcher routes by its own name too. */
function otherSpellingOf(label, defined, d) {
    const mine = spelling(label);
    return [...defined].some((n) => n !== label && spelling(n) === mine && d.branches.some((b) => b.label === n));
}
/** A tool of this name is sent without a handler of its own and this dispatcher has no branch for it. */
function sentUnrouted(name, tools, d) {
    return tools.some((t) => t.name === name && t.nameResolved && !t.hasHandler && !SELF_RUN_FRAMEWORKS.has(t.framework)) && !d.branches.some((b) => b.label === name);
}
/**
 * A dispatcher branch for a name no tool has never runs: usually a handler left behind when a tool
 * was renamed or removed. It breaks nothing the model sees (a misspelled branch whose tool is sent is
 * `consistent-tool-names`, an error, and is not reported again here), so it is a warning.
 */
export default defineRule({
    meta: {
        id: 'no-unknown-tool-branch',
        type: 'suggestion',
        description: 'A dispatcher has no branch for a name that no tool is given',
        recommended: 'warn',
        messages: {
            undefinedTool: 'Dispatcher handles "{{name}}", but no tool of that name is defined{{suggestion}}',
        },
        help: 'Define the tool this branch handles, or remove the branch',
    },
    check(ctx) {
        const a = analyzeDispatch(ctx);
        if (!a.dispatchers.length)
            return;
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
                // Another spelling of a tool that has its own branch here (`track_order` beside `trackOrder`):
                // a branch for a model that writes the name the way its other tools are written.
                if (otherSpellingOf(b.label, a.defined, d))
                    continue;
                if (aliasBranch(b, d, a))
                    continue;
                if (writtenAsName(b.label, candidates) || calledWith(b.label, candidates, a) || writtenAsAlias(b.label, ctx.index.files()))
                    continue;
                // Never a name this dispatcher already routes: renaming the branch to it would leave the tool the branch was for unrouted.
                const near = closest(b.label, [...a.defined].filter((n) => !d.branches.some((x) => x !== b && (x.label === n || x.group.includes(n)))));
                // The other half of a typo whose tool is sent: consistent-tool-names reports it at the tool.
                if (near && sentUnrouted(near, ctx.tools, d))
                    continue;
                // A name that is no near miss of a tool needs a dispatcher that is clearly about these tools.
                const o = overlap(d, a.dispatchable, a.defined);
                if (!near && (o.exact < 2 || o.exact * 2 < o.total))
                    continue;
                reported.add(b.labelNode);
                ctx.report({
                    range: rangeOf(b.labelNode, b.file ?? d.file),
                    subject: b.label,
                    messageId: 'undefinedTool',
                    data: { name: b.label, suggestion: near ? `; did you mean "${near}"?` : '' },
                    help: near ? `Rename the branch to "${near}", the name the model is given` : 'Define the tool this branch handles, or remove the branch',
                });
            }
        }
    },
});
