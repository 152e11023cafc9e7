import type { SkillDefinition, ToolDefinition } from '../model/tool.js';
import type { Toolset } from '../model/toolset.js';

/**
 * The `list --format json` object, version 1 (documented in the README). Later versions may add
 * keys; they never change or remove one without bumping `version`.
 */
export const LIST_FORMAT_VERSION = 1;

export function toolJson(t: ToolDefinition) {
  const schema = t.inputSchema.schema;
  const props = schema && typeof schema === 'object' && schema.properties && typeof schema.properties === 'object' ? Object.keys(schema.properties).filter((k) => !k.startsWith('x-tool-lint-')) : [];
  return {
    name: t.name,
    resolved: t.nameResolved,
    ...(t.reason ? { reason: t.reason } : {}),
    ...(t.nameIsDefault ? { nameIsDefault: true } : {}),
    ...(t.declaredName !== undefined ? { declaredName: t.declaredName } : {}),
    ...(t.nameIsInternalId ? { nameIsInternalId: true } : {}),
    ...(t.opaque ? { opaque: true } : {}),
    framework: t.framework,
    file: t.range.file,
    line: t.range.line,
    column: t.range.column,
    endLine: t.range.endLine,
    endColumn: t.range.endColumn,
    description: t.description,
    inputSchema: schema ?? null,
    schemaSource: t.inputSchema.source,
    schemaPartial: t.inputSchema.partial,
    ...(t.inputSchema.expression ? { schemaExpression: t.inputSchema.expression } : {}),
    parameters: props.length,
    hasHandler: t.hasHandler,
    conditional: t.conditional ?? false,
    toolsets: t.toolsets ?? [],
  };
}

/** A toolset as `list` and `lint --format json` show it: which tools one request holds. */
export function toolsetJson(t: Toolset) {
  return {
    id: t.id,
    kind: t.kind,
    label: t.label,
    file: t.range.file,
    line: t.range.line,
    ...(t.sites.length > 1 ? { sites: t.sites.map((s) => `${s.file}:${s.line}`) } : {}),
    ...(t.dialect ? { dialect: t.dialect } : {}),
    ...(t.models?.length ? { models: t.models } : {}),
    tools: t.members.map((m) => ({ name: m.tool.name, file: m.tool.range.file, line: m.tool.range.line, ...(m.conditional ? { conditional: true } : {}) })),
    ...(t.dynamic.length ? { dynamic: t.dynamic } : {}),
  };
}

export function skillJson(s: SkillDefinition) {
  return {
    name: s.name,
    file: s.range.file,
    line: s.range.line,
    description: s.description ?? null,
    frontMatter: s.frontMatter,
  };
}

/** How many tools were found and how many of those the scanner could not fully name or read. */
export function coverage(tools: readonly ToolDefinition[]) {
  return { tools: tools.length, unresolved: tools.filter((t) => !t.nameResolved || t.opaque).length };
}

export function listObject(tools: readonly ToolDefinition[], skills: readonly SkillDefinition[], toolsets: readonly Toolset[] = []) {
  return { version: LIST_FORMAT_VERSION, tools: tools.map(toolJson), skills: skills.map(skillJson), coverage: coverage(tools), toolsets: toolsets.map(toolsetJson) };
}
