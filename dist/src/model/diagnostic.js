/** A diagnostic about the input itself rather than a rule: reported with the `scan/` prefix. */
export function scanDiagnostic(kind, file, message, line = 1, column = 1) {
    return {
        ruleId: `scan/${kind}`,
        // A file TypeScript cannot parse whole may hide tools: said, as a warning. It is not a bug in
        // what is sent to a model (the file may be valid to the project's own compiler, or hold no
        // tool at all); an error is kept for those (issue 9's severity policy).
        severity: kind === 'invalid-skill' ? 'error' : 'warn',
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
