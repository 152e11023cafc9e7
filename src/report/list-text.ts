import type { SkillDefinition, ToolDefinition } from '../model/tool.js';
import { safeLine } from './escape.js';

/** `list` in the terminal: one aligned row per tool, then skills. */
export function listText(tools: readonly ToolDefinition[], skills: readonly SkillDefinition[]): string {
  const rows = tools.map((t) => {
    const schema = t.inputSchema.schema;
    const props = schema && typeof schema === 'object' && schema.properties && typeof schema.properties === 'object' ? Object.keys(schema.properties).filter((k) => !k.startsWith('x-tool-lint-')).length : 0;
    const desc = t.description.kind === 'dynamic' ? `dynamic (${t.description.via})` : t.description.kind;
    return [safeLine(t.nameResolved ? t.name : `? ${t.name}`), t.framework, safeLine(`${t.range.file}:${t.range.line}`), desc, `${props} param${props === 1 ? '' : 's'}${t.inputSchema.partial ? ' (partial)' : ''}`];
  });
  const out: string[] = [];
  if (rows.length) {
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
    for (const r of rows) out.push(r.map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  '));
  }
  for (const s of skills) out.push(`skill ${safeLine(s.name)}  ${safeLine(`${s.range.file}:${s.range.line}`)}`);
  out.push(`${tools.length} tool${tools.length === 1 ? '' : 's'}, ${skills.length} skill${skills.length === 1 ? '' : 's'}`);
  return `${out.join('\n')}\n`;
}
