import type { ToolDefinition } from '../../src/model/tool.js';
import type { Toolset, ToolsetMember } from '../../src/model/toolset.js';

/**
 * The ids of a whole request's tools that the model receives under another name, and that no tool
 * of the request is sent as: id → the member that holds it.
 */
export function internalIds(s: Toolset, min: number): Map<string, ToolsetMember> {
  const out = new Map<string, ToolsetMember>();
  if (s.dynamic.length || (s.kind !== 'request' && s.kind !== 'declared')) return out;
  const sent = new Set(s.members.map((m) => m.tool.name));
  for (const m of s.members) {
    const id = declaredId(m.tool);
    if (id && id.length >= min && !sent.has(id)) out.set(id, m);
  }
  return out;
}

function declaredId(t: ToolDefinition): string | undefined {
  return t.nameResolved && t.declaredName && t.declaredName !== t.name ? t.declaredName : undefined;
}
