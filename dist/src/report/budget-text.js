import { formatWhy } from '../tokens/why.js';
import { cellSpread, delta, int, percent, plural, skillLine, usd, windowSize } from './budget-format.js';
import { safeLine, safeText } from '../model/escape.js';
/** Left-aligns the first `leftCols` columns, right-aligns the rest (numbers). */
function table(rows, leftCols) {
    const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => [...(r[i] ?? '')].length)));
    return rows.map((r) => r
        .map((cell, i) => {
        const pad = ' '.repeat(widths[i] - [...cell].length);
        return i < leftCols ? cell + pad : pad + cell;
    })
        .join('  ')
        .trimEnd());
}
const modelName = (r, id) => `${id}${r.models.find((m) => m.id === id)?.count === 'estimate' ? ' ≈' : ''}`;
/** `report --format text`: the terminal view. Formats the report object only. */
export function budgetText(r) {
    const out = [];
    const sets = new Set(r.toolsets.map((t) => t.id)).size;
    const scope = `${plural(r.tools.length, 'tool')} in ${plural(sets, 'toolset')}, ${plural(r.models.length, 'model')}${r.skillCount ? `, ${plural(r.skillCount, 'skill')}` : ''}`;
    out.push(`tool-lint budget: ${scope}`, '');
    const b = r.baseline;
    const key = (toolset, model) => `${toolset ?? ''}\u0000${model}`;
    const deltas = new Map((b?.toolsets ?? []).map((d) => [key(d.toolset, d.model), d.delta]));
    const head = ['toolset', 'tools', 'model', 'tokens', 'context', 'cost/1k req', 'cache hit', ...(b ? ['vs base'] : [])];
    const rows = r.toolsets.map((s, i) => [
        i > 0 && r.toolsets[i - 1].id === s.id ? '' : `${s.id}${s.partial ? ' +' : ''}`,
        i > 0 && r.toolsets[i - 1].id === s.id ? '' : `${s.tools}${s.conditional.length ? ` (${s.conditional.length} conditional)` : ''}`,
        modelName(r, s.model),
        int(s.tokens.total),
        `${percent(s.percentOfContext)} of ${windowSize(s.contextWindow)}`,
        usd(s.costPer1000Requests.uncached),
        `${usd(s.costPer1000Requests.cacheHit)}${s.reachesCacheMinimum === false ? ' (below cache minimum)' : ''}`,
        ...(b ? [deltas.has(key(s.id, s.model)) ? delta(deltas.get(key(s.id, s.model))) : 'not in base'] : []),
    ]);
    if (rows.length)
        out.push(...table([head, ...rows], 3));
    else
        out.push('no toolsets: no request, MCP server or tool list was found that sends these tools together to a model tool-lint counts');
    const spread = cellSpread(r);
    if (spread.length)
        out.push('', 'rendered per context (tokens are the largest cell):', ...spread.map((l) => `  ${safeLine(l)}`));
    if (r.tools.length) {
        out.push('');
        const toolRows = r.tools.map((t) => [`${safeLine(t.name)}${t.partial ? ' +' : ''}`, safeLine(`${t.file}:${t.line}`), ...t.cells.map((c) => int(c.tokens.total))]);
        out.push(...table([['tool', 'location', ...r.models.map((m) => modelName(r, m.id))], ...toolRows], 2));
    }
    if (r.skills)
        out.push('', `skill listing ${skillLine(r.skills)}`);
    if (b) {
        out.push('', `compared with ${b.source}: ${b.added.length} added, ${b.removed.length} removed, ${b.changed.length} changed`);
        const line = (mark, c) => `  ${mark} ${safeLine(c.name)}  ${safeLine(`${c.file}:${c.line}`)}  ${c.cells.map((d) => `${d.model} ${delta(d.delta)}`).join(', ')}`;
        for (const c of b.added)
            out.push(line('+', c));
        for (const c of b.removed)
            out.push(line('-', c));
        for (const c of b.changed)
            out.push(line('~', c));
    }
    const ex = r.budgets.exceeded;
    if (ex.length) {
        out.push('', `${plural(ex.length, 'budget')} exceeded${r.budgets.source ? ` (limits from ${r.budgets.source})` : ''}:`);
        for (const e of ex) {
            if (e.kind === 'skill-listing') {
                out.push(`  skill listing: ${int(e.value)} chars > ${int(e.limit)} (${e.limitText})`);
                continue;
            }
            const what = e.kind === 'tool' ? `tool "${safeLine(e.tool ?? '')}" (${safeLine(`${e.file}:${e.line}`)})` : `toolset ${safeLine(e.toolset ?? '')}`.trimEnd();
            out.push(`  ${what} on ${e.model}: ${int(e.value)} tokens > ${int(e.limit)}${e.limitText.endsWith('%') ? ` (${e.limitText} of context)` : ''}`);
        }
    }
    else if (r.budgets.tool !== null || r.budgets.toolset !== null) {
        out.push('', 'within budget');
    }
    if (r.why?.length)
        out.push('', r.why.map(formatWhy).join('\n\n'));
    const notes = [...r.notes];
    if (r.models.some((m) => m.count === 'estimate'))
        notes.push('≈ estimated count');
    if (r.tools.some((t) => t.partial) || r.toolsets.some((t) => t.partial))
        notes.push('+ counts cover only what static analysis could see (a lower bound)');
    if (notes.length)
        out.push('', ...notes.map((n) => `note: ${n}`));
    // What is left from the project (a skill name, a --why label) loses its control characters here.
    return `${safeText(out.join('\n'))}\n`;
}
