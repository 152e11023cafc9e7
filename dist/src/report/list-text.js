import { safeLine } from '../model/escape.js';
/**
 * `list` in the terminal: one aligned row per tool, then skills, then the coverage line
 * (`305 tools, 12 unresolved`). With `unresolved`, only the tools the scanner could not fully name
 * or read, each with the reason.
 */
export function listText(tools, skills, options = {}) {
    const shown = options.unresolved ? tools.filter((t) => !t.nameResolved || t.opaque) : tools;
    const rows = shown.map((t) => {
        const schema = t.inputSchema.schema;
        const props = schema && typeof schema === 'object' && schema.properties && typeof schema.properties === 'object' ? Object.keys(schema.properties).filter((k) => !k.startsWith('x-tool-lint-')).length : 0;
        const desc = t.description.kind === 'dynamic' ? `dynamic (${t.description.via})` : t.description.kind;
        const row = [safeLine(t.nameResolved ? t.name : `? ${t.name}`), t.framework, safeLine(`${t.range.file}:${t.range.line}`), t.opaque ? 'not readable' : desc, `${props} param${props === 1 ? '' : 's'}${t.inputSchema.partial ? ' (partial)' : ''}`];
        if (options.unresolved)
            row.push(safeLine(t.reason ?? (t.opaque ? 'definition not readable' : 'runtime value')));
        else if (t.nameIsDefault)
            row.push('(default name; callers may pass another)');
        return row;
    });
    const out = [];
    if (rows.length) {
        const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
        for (const r of rows)
            out.push(r.map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i]))).join('  ').trimEnd());
    }
    if (!options.unresolved)
        for (const s of skills)
            out.push(`skill ${safeLine(s.name)}  ${safeLine(`${s.range.file}:${s.range.line}`)}`);
    const unresolved = tools.filter((t) => !t.nameResolved || t.opaque).length;
    out.push(`${tools.length} tool${tools.length === 1 ? '' : 's'}, ${unresolved} unresolved, ${skills.length} skill${skills.length === 1 ? '' : 's'}`);
    return `${out.join('\n')}\n`;
}
