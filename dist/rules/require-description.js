import { defineRule } from '../src/engine/rule.js';
import { checkDescriptionTexts } from './_support/rendered-text.js';
import { definitionSeen, evidentlySent } from './_support/schema.js';
/**
 * A tool without a description leaves the model to guess from the name alone. A description built
 * by code is judged as rendered: a `prompt(ctx)` that returns an empty string in some context (a
 * locale without a translation, a branch that forgot its text) sends the tool without one there.
 */
export default defineRule({
    meta: {
        id: 'require-description',
        type: 'problem',
        description: 'Every tool has a non-empty description, in every context it is rendered for',
        recommended: 'warn',
        needsRender: true,
        messages: {
            missing: 'Tool "{{name}}" has no description',
            empty: 'Tool "{{name}}" has an empty description',
        },
        help: 'Say what the tool does, when to use it and when not to, in a few sentences',
    },
    check(ctx) {
        const evident = evidentlySent(ctx);
        for (const tool of ctx.tools) {
            // `registerTool(name, config, handler)` with a config the scanner could not follow: unknown, not missing.
            // A loose `{ name, inputSchema }` whose name is only known at run time and that nothing sends (a
            // build script's summary row) is no evidence of a tool.
            if (tool.description.kind === 'none' && definitionSeen(ctx, tool) && (tool.nameResolved || evident(tool)))
                ctx.report({ tool, messageId: 'missing', data: { name: tool.name } });
        }
        // Static text as written; dynamic text per cell as rendered (a description that is not
        // rendered is unknown, not empty).
        // `description: ''` written on a definition no request, server or declared toolset sends: a
        // placeholder (tool stubs built only to list names in a prompt), not a tool sent without text.
        const sent = new Set((ctx.toolsets ?? []).filter((s) => s.kind !== 'list').flatMap((s) => s.members.map((m) => m.tool)));
        const placeholder = (tool) => !!ctx.toolsets && !sent.has(tool) && tool.description.kind === 'static' && tool.description.text === '';
        checkDescriptionTexts(ctx, { unrendered: 'skip' }, (tool, f) => (f.text.trim() || placeholder(tool) ? [] : [{ messageId: 'empty', data: { name: tool.name } }]));
    },
});
