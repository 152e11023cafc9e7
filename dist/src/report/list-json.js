/**
 * The `list --format json` object, version 1 (documented in the README). Later versions may add
 * keys; they never change or remove one without bumping `version`.
 */
export const LIST_FORMAT_VERSION = 1;
export function toolJson(t) {
    const schema = t.inputSchema.schema;
    const props = schema && typeof schema === 'object' && schema.properties && typeof schema.properties === 'object' ? Object.keys(schema.properties).filter((k) => !k.startsWith('x-tool-lint-')) : [];
    return {
        name: t.name,
        resolved: t.nameResolved,
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
    };
}
export function skillJson(s) {
    return {
        name: s.name,
        file: s.range.file,
        line: s.range.line,
        description: s.description ?? null,
        frontMatter: s.frontMatter,
    };
}
export function listObject(tools, skills) {
    return { version: LIST_FORMAT_VERSION, tools: tools.map(toolJson), skills: skills.map(skillJson) };
}
