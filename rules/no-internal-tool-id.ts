import { defineRule } from '../src/engine/rule.js';
import { Evaluator } from '../src/extract/evaluate.js';
import { canCoexist } from '../src/model/toolset.js';
import { internalIds } from './_support/internal-ids.js';
import { descriptionTexts } from './_support/rendered-text.js';
import { NAME_LENGTH_OPTION, ToolMentions } from './_support/tool-references.js';

/**
 * Mastra sends an agent's tools under the keys of its `tools` record, not under the `id` written in
 * `createTool({ id })`. A description that tells the model to "call stop_schedule" where the same
 * request sends that tool as `stopSchedule` names a tool the model is never given, while the tool
 * meant is right there: the model is told something definitely wrong (an error). Only requests the
 * scanner sees whole are judged, with the strong evidence of _support/tool-references.ts.
 */
export default defineRule({
  meta: {
    id: 'no-internal-tool-id',
    type: 'problem',
    description: 'A description names the tools sent with it by the names the model receives, not by ids the framework keeps to itself',
    recommended: 'error',
    needsRender: true,
    messages: {
      internalId: 'The description of "{{name}}" tells the model to use "{{other}}", but {{toolset}} sends that tool as "{{sent}}": the model is given no tool "{{other}}"',
      internalIdInInstructions: 'The instructions sent with {{toolset}} tell the model to use "{{other}}", but it sends that tool as "{{sent}}": the model is given no tool "{{other}}"',
    },
    help: 'Name the tool as the model is sent it, or register it under the key it is named by',
    ...NAME_LENGTH_OPTION,
  },
  check(ctx) {
    const min = (ctx.options as { minNameLength?: number }).minNameLength ?? 3;
    const linted = new Set(ctx.tools);
    const reported = new Set<string>();
    for (const s of ctx.toolsets ?? []) {
      const ids = internalIds(s, min);
      if (!ids.size) continue;
      const names = new Set([...s.members.filter((m) => m.tool.nameResolved).map((m) => m.tool.name), ...ids.keys()].filter((n) => n.length >= min));
      const mentions = new ToolMentions(names, ctx.index, () => new Evaluator(ctx.index));
      // The agent's own instructions (`instructions`, `system`) name its tools the same way: each site's text.
      if (s.members.some((m) => linted.has(m.tool))) {
        for (const ins of s.instructions ?? []) {
          for (const id of [...mentions.inText(ins.text)].sort()) {
            const holder = ids.get(id);
            const key = `${ins.range.file}:${ins.range.line}\u0000${id}`;
            if (!holder || reported.has(key)) continue;
            reported.add(key);
            ctx.report({ range: ins.range, subject: s.label, messageId: 'internalIdInInstructions', data: { other: id, sent: holder.tool.name, toolset: s.id } });
          }
        }
      }
      for (const m of s.members) {
        const tool = m.tool;
        if (!linted.has(tool)) continue;
        // Every text the model may read (each rendered cell, or the static text) must name the id.
        const texts = descriptionTexts(tool, ctx.renders, 'skip');
        if (!texts.length) continue;
        const named = texts.map((t) => mentions.in(tool, t.text));
        for (const [id, holder] of ids) {
          if (holder.tool === tool || !canCoexist(m, holder) || !named.every((n) => n.has(id))) continue;
          const key = `${tool.range.file}:${tool.range.line}:${tool.name}\u0000${id}`;
          if (reported.has(key)) continue;
          reported.add(key);
          ctx.report({ tool, pointer: '/description', messageId: 'internalId', data: { name: tool.name, other: id, sent: holder.tool.name, toolset: s.id } });
        }
      }
    }
  },
});
