import { defineRule } from '../src/engine/rule.js';
import { clip, describeChars, reorderingChars, shapeRange, taggedText } from './_support/description-fields.js';
import { checkDescriptionTexts } from './_support/rendered-text.js';
/**
 * Text in a description that the model reads and a reviewer cannot: ASCII spelled in Unicode tag
 * characters ("ASCII smuggling"), and bidirectional overrides that show people the text in another
 * order than the model reads it ("Trojan Source"). Nothing written by accident looks like this, so
 * it is an error; invisible spaces and phrases that read like instructions are heuristics and are
 * `no-hidden-instructions`, a warning.
 */
export default defineRule({
    meta: {
        id: 'no-smuggled-text',
        type: 'problem',
        description: 'Descriptions hide no text in Unicode tag characters and reorder nothing with bidirectional overrides',
        recommended: 'error',
        // Text built by code is where hiding is easiest (`String.fromCodePoint(0xe0000 + c)`): checked as rendered.
        needsRender: true,
        messages: {
            tagCharacters: '{{field}} hides text in Unicode tag characters: "{{hidden}}"',
            bidiControl: '{{field}} contains bidirectional control {{what}}: people see the text in another order than the model reads it',
        },
        help: 'Remove the hidden characters: a description says what the tool does, nothing the reviewer cannot see',
    },
    check(ctx) {
        checkDescriptionTexts(ctx, { unrendered: 'partial', schemaFields: true }, (tool, f) => {
            const out = [];
            const hidden = taggedText(f.text);
            if (hidden) {
                out.push({
                    ...shapeRange(tool, f.pointer),
                    messageId: 'tagCharacters',
                    data: { field: f.label, hidden: clip(hidden) },
                    help: 'Remove the tag characters: they carry text that the model reads and no one else sees',
                });
            }
            const reordering = reorderingChars(f.text);
            if (reordering.size) {
                out.push({
                    ...shapeRange(tool, f.pointer),
                    messageId: 'bidiControl',
                    data: { field: f.label, what: describeChars(reordering) },
                    help: 'Remove the bidirectional control characters: they make the text people review differ from the text the model reads',
                });
            }
            return out;
        });
    },
});
