/** A diagnostic about the input itself rather than a rule: reported with the `scan/` prefix. */
export function scanDiagnostic(kind, file, message, line = 1, column = 1) {
    return {
        ruleId: `scan/${kind}`,
        // A candidate file that does not parse may hide tools: that is an error, like ESLint's fatal
        // parse errors. What was skipped on purpose (binary, too large, unreadable) is a warning.
        severity: kind === 'parse-error' || kind === 'invalid-skill' ? 'error' : 'warn',
        message,
        range: { file, line, column, endLine: line, endColumn: column },
    };
}
export function compareDiagnostics(a, b) {
    const r = a.range;
    const s = b.range;
    if (r.file !== s.file)
        return r.file < s.file ? -1 : 1;
    return (r.line - s.line ||
        r.column - s.column ||
        cmp(a.ruleId, b.ruleId) ||
        cmp(a.tool ?? '', b.tool ?? '') ||
        cmp(a.pointer ?? '', b.pointer ?? '') ||
        cmp(a.message, b.message));
}
function cmp(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
