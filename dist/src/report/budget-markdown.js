import { formatWhy } from '../tokens/why.js';
import { cellSpread, delta, int, percent, plural, skillLine, usd, windowSize } from './budget-format.js';
import { cellCode, cellText, MARKDOWN_VISIBLE_ROWS } from './markdown.js';
/**
 * Hidden marker of the budget comment: scripts/action/comment.mjs finds and updates the one PR
 * comment that starts with it. Distinct from the lint report's marker, so both can be posted.
 */
export const BUDGET_MARKER = '<!-- tool-lint-budget-report -->';
const modelLabel = (r, id) => `${cellCode(id)}${r.models.find((m) => m.id === id)?.count === 'estimate' ? ' ≈' : ''}`;
function changeRows(r, label, list) {
    return list.map((c) => {
        const cells = c.cells.map((d) => delta(d.delta));
        return `| ${label} | ${cellCode(c.name)} | ${cellCode(`${c.file}:${c.line}`)} | ${cells.join(' | ')} |`;
    });
}
function folded(lines, header, summary) {
    const out = [...header, ...lines.slice(0, MARKDOWN_VISIBLE_ROWS)];
    const rest = lines.slice(MARKDOWN_VISIBLE_ROWS);
    if (rest.length)
        out.push('', '<details>', `<summary>${summary.replace('{n}', String(rest.length))}</summary>`, '', ...header, ...rest, '', '</details>');
    return out;
}
/** `report --format markdown`: the PR comment / job summary. Formats the report object only. */
export function budgetMarkdown(r) {
    const lines = [BUDGET_MARKER, '## tool-lint budget', ''];
    const ex = r.budgets.exceeded;
    const sets = new Set(r.toolsets.map((t) => t.id)).size;
    const scope = `${plural(r.tools.length, 'tool')} in ${plural(sets, 'toolset')} · ${plural(r.models.length, 'model')}${r.skillCount ? ` · ${plural(r.skillCount, 'skill')}` : ''}`;
    if (ex.length)
        lines.push(`❌ **${plural(ex.length, 'budget')} exceeded** · ${scope}`);
    else if (r.budgets.tool !== null || r.budgets.toolset !== null)
        lines.push(`✅ Within budget${budgetText(r)} · ${scope}`);
    else
        lines.push(`${scope} · no budgets configured`);
    const b = r.baseline;
    if (b) {
        const counts = [`${b.added.length} added`, `${b.removed.length} removed`, `${b.changed.length} changed`].join(', ');
        lines.push('', `Compared with ${cellCode(b.source)}: ${counts}`);
    }
    const key = (toolset, model) => `${toolset ?? ''}\u0000${model}`;
    const deltas = new Map((b?.toolsets ?? []).map((d) => [key(d.toolset, d.model), d]));
    if (r.toolsets.length) {
        lines.push('', `| Toolset | Tools | Model | Tokens | Share of context | Cost / 1k requests | with cache hit |${b ? ' Δ vs base |' : ''}`);
        lines.push(`| --- | ---: | --- | ---: | ---: | ---: | ---: |${b ? ' --- |' : ''}`);
    }
    else
        lines.push('', 'No toolsets: no request, MCP server or tool list was found that sends these tools together to a model tool-lint counts.');
    r.toolsets.forEach((s, i) => {
        const first = i === 0 || r.toolsets[i - 1].id !== s.id;
        const d = deltas.get(key(s.id, s.model));
        const cache = s.reachesCacheMinimum === false ? `${usd(s.costPer1000Requests.cacheHit)} ⚠️` : usd(s.costPer1000Requests.cacheHit);
        const tail = b ? ` ${d ? delta(d.delta) : 'not in base'} |` : '';
        const name = first ? `${cellCode(s.id)}${s.partial ? ' ⁺' : ''}` : '';
        const count = first ? `${s.tools}${s.conditional.length ? ` (${s.conditional.length} conditional)` : ''}` : '';
        lines.push(`| ${name} | ${count} | ${modelLabel(r, s.model)} | ${int(s.tokens.total)} | ${percent(s.percentOfContext)} of ${windowSize(s.contextWindow)} | ${usd(s.costPer1000Requests.uncached)} | ${cache} |${tail}`);
    });
    const spread = cellSpread(r);
    if (spread.length)
        lines.push('', '<sub>Rendered per context; tokens are the largest cell:</sub>', '', ...spread.map((l) => `- ${cellText(l)}`));
    if (b && b.added.length + b.removed.length + b.changed.length) {
        const models = r.models.map((m) => m.id).filter((id) => !b.modelsNotInBaseline.includes(id));
        const header = [`| Change | Tool | Location | ${models.map((m) => modelLabel(r, m)).join(' | ')} |`, `| --- | --- | --- |${models.map(() => ' ---: |').join('')}`];
        const rows = [...changeRows(r, '➕ added', b.added), ...changeRows(r, '➖ removed', b.removed), ...changeRows(r, '✏️ changed', b.changed)];
        lines.push('', '### Changes', '', ...folded(rows, header, '{n} more changes'));
    }
    if (ex.length) {
        const rows = ex.map((e) => {
            const what = e.kind === 'tool' ? `${cellCode(e.tool)} ${cellCode(`${e.file}:${e.line}`)}` : e.kind === 'toolset' ? cellCode(e.toolset ?? 'toolset') : 'skill listing';
            const limit = `${int(e.limit)} ${e.unit}${e.limitText.endsWith('%') ? ` (${e.limitText})` : e.kind === 'skill-listing' ? ` (${cellText(e.limitText)})` : ''}`;
            return `| ${e.kind === 'tool' ? 'per tool' : e.kind === 'toolset' ? 'toolset' : 'skills'} | ${e.model ? cellCode(e.model) : ''} | ${what} | ${int(e.value)} ${e.unit} | ${limit} |`;
        });
        lines.push('', '### Budgets exceeded', '', ...folded(rows, ['| Budget | Model | What | Measured | Limit |', '| --- | --- | --- | ---: | ---: |'], '{n} more'));
        if (r.budgets.source)
            lines.push('', `Limits from ${cellText(r.budgets.source)}.`);
    }
    if (r.skills)
        lines.push('', `**Skill listing** ${skillLine(r.skills)}`);
    if (r.tools.length) {
        const header = [`| Tool | Location | ${r.models.map((m) => modelLabel(r, m.id)).join(' | ')} |`, `| --- | --- |${r.models.map(() => ' ---: |').join('')}`];
        const rows = r.tools.map((t) => `| ${cellCode(t.name)}${t.partial ? ' ⁺' : ''} | ${cellCode(`${t.file}:${t.line}`)} | ${t.cells.map((c) => int(c.tokens.total)).join(' | ')} |`);
        lines.push('', '<details>', `<summary>Tokens per tool (${plural(r.tools.length, 'tool')})</summary>`, '', ...header, ...rows, '', '</details>');
    }
    if (r.why?.length)
        lines.push('', `### Why ${cellCode(r.why[0].tool)} costs what it does`, '', '```text', r.why.map(formatWhy).join('\n\n'), '```');
    const notes = [...r.notes];
    if (r.toolsets.some((s) => s.reachesCacheMinimum === false))
        notes.push('⚠️ the tool definitions alone are below the model’s minimum cacheable prompt: a cache hit needs a longer cached prefix.');
    if (r.tools.some((t) => t.partial) || r.toolsets.some((t) => t.partial))
        notes.push('⁺ counts cover only what static analysis could see (a lower bound).');
    if (r.models.some((m) => m.count === 'estimate'))
        notes.push('≈ estimated count.');
    if (notes.length)
        lines.push('', ...notes.map((n) => `<sub>${cellText(n)}</sub><br>`));
    return `${lines.join('\n')}\n`;
}
function budgetText(r) {
    const parts = [];
    if (r.budgets.tool !== null)
        parts.push(`${r.budgets.tool} per tool`);
    if (r.budgets.toolset !== null)
        parts.push(`${r.budgets.toolset} per toolset`);
    return parts.length ? ` (${parts.join(', ')})` : '';
}
