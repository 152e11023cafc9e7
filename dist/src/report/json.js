import { listObject } from './list-json.js';
export function diagnosticJson(d) {
    return {
        ruleId: d.ruleId,
        ...(d.messageId ? { messageId: d.messageId } : {}),
        severity: d.severity,
        message: d.message,
        ...(d.help ? { help: d.help } : {}),
        file: d.range.file,
        line: d.range.line,
        column: d.range.column,
        endLine: d.range.endLine,
        endColumn: d.range.endColumn,
        tool: d.tool ?? null,
        pointer: d.pointer ?? null,
        ...(d.cells ? { cells: d.cells } : {}),
        suppressed: d.suppressed ? { kind: d.suppressed.kind, justification: d.suppressed.justification ?? null } : null,
    };
}
/** `--format json`: the `list` object plus diagnostics and a summary; same version number. */
export const jsonReporter = (input) => {
    const active = input.diagnostics.filter((d) => !d.suppressed);
    const out = {
        ...listObject(input.tools, input.skills, input.toolsets),
        diagnostics: input.diagnostics.map(diagnosticJson),
        summary: {
            errors: active.filter((d) => d.severity === 'error').length,
            warnings: active.filter((d) => d.severity === 'warn').length,
            suppressed: input.diagnostics.length - active.length,
            tools: input.tools.length,
            skills: input.skills.length,
        },
    };
    return `${JSON.stringify(out, null, 2)}\n`;
};
