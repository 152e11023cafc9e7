import { defineRule } from '../src/engine/rule.js';
import { definitionSeen } from './_support/schema.js';
/** A tool without a description leaves the model to guess from the name alone. */
export default defineRule({
    meta: {
        id: 'require-description',
        type: 'problem',
        description: 'Every tool has a non-empty description',
        recommended: 'warn',
        messages: {
            missing: 'Tool "{{name}}" has no description',
            empty: 'Tool "{{name}}" has an empty description',
        },
        help: 'Say what the tool does, when to use it and when not to, in a few sentences',
    },
    check(ctx) {
        for (const tool of ctx.tools) {
            const d = tool.description;
            // `registerTool(name, config, handler)` with a config the scanner could not follow: unknown, not missing.
            if (d.kind === 'none' && definitionSeen(ctx, tool))
                ctx.report({ tool, messageId: 'missing', data: { name: tool.name } });
            else if (d.kind === 'static' && !d.text.trim())
                ctx.report({ tool, pointer: '/description', messageId: 'empty', data: { name: tool.name } });
            // Dynamic descriptions are checked once rendered; an empty render is reported then.
        }
    },
});
