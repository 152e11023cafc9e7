import { ts } from 'ts-morph';
import { defineRule } from '../src/engine/rule.js';
import { rangeOf } from '../src/extract/ranges.js';
import { analyzeDispatch, skipOuter } from '../src/analysis/dispatch.js';
import { implementationsOf, mastraMajorOf, performsWork, schemaFacts } from './_support/implementations.js';
/** What a placeholder says about itself. */
const STUB_TEXT = /\b(not (yet )?implemented|unimplemented|implementation (is )?(pending|coming|missing)|(is )?coming soon|todo:? implement|stub(bed)? (implementation|response|result|tool))\b/i;
/**
 * A tool the model is given whose implementation does nothing but answer that it does not exist yet
 * (`return { note: 'Weather integration is not implemented in this backend.' }`, `throw new
 * Error('Not implemented')`): the description promises a capability no call can use, every request
 * carries it, and every call is wasted. A warning: the answer admits it, so the model is not handed
 * invented data. Only the implementation's last word counts (early returns are guards), only when it
 * does no work (no `await`, no call whose result it returns), and only for tools a request or server sends.
 */
export default defineRule({
    meta: {
        id: 'no-stub-implementation',
        type: 'problem',
        description: 'A tool sent to the model has an implementation, not a placeholder that answers "not implemented"',
        recommended: 'warn',
        messages: {
            stub: 'Tool "{{name}}" is sent to the model, but its implementation only answers "{{said}}": every call of it is wasted',
        },
        help: 'Implement the tool, or stop sending it until it is implemented',
    },
    check(ctx) {
        if (!ctx.toolsets)
            return;
        const sent = new Set();
        for (const set of ctx.toolsets)
            if (set.kind !== 'list' && set.toolCalling !== false)
                for (const m of set.members)
                    sent.add(m.tool);
        const a = analyzeDispatch(ctx);
        for (const tool of ctx.tools) {
            if (!tool.nameResolved || !sent.has(tool))
                continue;
            const impls = implementationsOf(tool, a, schemaFacts(tool)?.declared ?? new Set(), mastraMajorOf(tool, ctx.packageVersion));
            // Several implementations (a name handled in two places): one of them may be the real one.
            if (impls.length !== 1)
                continue;
            const impl = impls[0];
            if (!impl.code.length || performsWork(impl.code))
                continue;
            const last = lastWord(impl.code);
            const said = last && stubText(last);
            if (!said)
                continue;
            // Reported where the placeholder answers: that is the line to change (or to suppress, with a reason).
            ctx.report({ tool, range: rangeOf(last, impl.file), messageId: 'stub', data: { name: tool.name, said } });
        }
    },
});
/** The statement or expression the code ends with: an arrow's expression body, or the last statement of a block. */
function lastWord(code) {
    let n = code[code.length - 1];
    while (n && ts.isBlock(n))
        n = n.statements[n.statements.length - 1];
    if (!n)
        return undefined;
    if (ts.isReturnStatement(n) || ts.isThrowStatement(n))
        return n.expression;
    if (ts.isExpressionStatement(n))
        return undefined;
    return ts.isExpression(n) ? skipOuter(n) : undefined;
}
/** The first string in `node` that says it is a placeholder, trimmed for the message. */
function stubText(node) {
    let found;
    const visit = (n) => {
        if (found || ts.isFunctionLike(n))
            return;
        if (ts.isStringLiteralLike(n)) {
            if (STUB_TEXT.test(n.text))
                found = n.text.trim();
            return;
        }
        // `Research query '${query}' processed. Implementation pending.`: quoted whole, `…` for what varies.
        if (ts.isTemplateExpression(n)) {
            const text = n.head.text + n.templateSpans.map((s) => `…${s.literal.text}`).join('');
            if (STUB_TEXT.test(text))
                found = text.trim();
            if (found)
                return;
        }
        ts.forEachChild(n, visit);
    };
    visit(node);
    return found && found.length > 80 ? `${found.slice(0, 77)}…` : found;
}
