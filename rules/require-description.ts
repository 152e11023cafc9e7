import { defineRule } from '../src/engine/rule.js';
import { checkDescriptionTexts } from './_support/rendered-text.js';
import { definitionSeen, evidentlySent, nodeAt } from './_support/schema.js';
import { ts } from 'ts-morph';
import type { RuleContext } from '../src/engine/rule.js';
import type { ToolDefinition } from '../src/model/tool.js';

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
      inAnnotations:
        'Tool "{{name}}" has no description: the `description` written in the object after its input shape is read by the MCP SDK as part of the annotations, not as the tool\'s description',
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
      if (tool.description.kind === 'none' && definitionSeen(ctx, tool) && (tool.nameResolved || evident(tool))) {
        if (tool.framework === 'mcp' && descriptionInAnnotations(ctx, tool)) {
          ctx.report({
            tool,
            messageId: 'inAnnotations',
            data: { name: tool.name },
            help: 'Pass the text as the description argument, `server.tool(name, description, shape, annotations, handler)`, or use `server.registerTool(name, { title, description, inputSchema }, handler)`',
          });
        } else ctx.report({ tool, messageId: 'missing', data: { name: tool.name } });
      }
    }
    // Static text as written; dynamic text per cell as rendered (a description that is not
    // rendered is unknown, not empty).
    // `description: ''` written on a definition no request, server or declared toolset sends: a
    // placeholder (tool stubs built only to list names in a prompt), not a tool sent without text.
    const sent = new Set((ctx.toolsets ?? []).filter((s) => s.kind !== 'list').flatMap((s) => s.members.map((m) => m.tool)));
    const placeholder = (tool: (typeof ctx.tools)[number]) => !!ctx.toolsets && !sent.has(tool) && tool.description.kind === 'static' && tool.description.text === '';
    checkDescriptionTexts(ctx, { unrendered: 'skip' }, (tool, f) => (f.text.trim() || placeholder(tool) ? [] : [{ messageId: 'empty', data: { name: tool.name } }]));
  },
});

/**
 * `server.tool(name, shape, { title, description }, handler)`: the SDK takes an object after the shape
 * as the tool's annotations, so the text never becomes its description.
 */
function descriptionInAnnotations(ctx: RuleContext<any>, tool: ToolDefinition): boolean {
  const def = nodeAt(ctx, tool.range);
  if (!def || !ts.isCallExpression(def) || def.arguments.length < 4) return false;
  const callee = def.expression;
  if (!ts.isPropertyAccessExpression(callee) || callee.name.text !== 'tool') return false;
  const annotations = def.arguments[2]!;
  return ts.isObjectLiteralExpression(annotations) && annotations.properties.some((p) => ts.isPropertyAssignment(p) && p.name.getText() === 'description' && (ts.isStringLiteralLike(p.initializer) || ts.isTemplateExpression(p.initializer)));
}
