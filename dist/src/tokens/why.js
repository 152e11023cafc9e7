/**
 * `--why`: where a tool's tokens go, field by field, and what would save most.
 * Every row is a piece of what the provider receives (render.ts), so rows sum to the tool's total.
 */
import { countKind, pieceTokens, toolPieces } from './index.js';
import { byCodeUnit } from '../model/text-order.js';
export function whyTool(tool, model) {
    const merged = new Map();
    const tokens = { description: 0, parameters: 0, overhead: 0, total: 0 };
    for (const piece of toolPieces(tool, model)) {
        const n = pieceTokens(piece, model);
        tokens[piece.kind] += n;
        // Cookbook constants and the `key:type:` head of a parameter belong to that parameter's structure.
        const label = piece.label.replace(/ \((prop_key|enum_init|func_init|prop_init)\)$/, '').replace(/ (name and type|enum item|enum)$/, ' (name, type, enum)');
        const key = `${label}\u0000${piece.kind}`;
        const row = merged.get(key);
        if (row)
            row.tokens += n;
        else
            merged.set(key, { label, pointer: piece.pointer, kind: piece.kind, tokens: n, share: 0 });
    }
    tokens.total = tokens.description + tokens.parameters + tokens.overhead;
    const rows = [...merged.values()]
        .filter((r) => r.tokens !== 0)
        .map((r) => ({ ...r, share: tokens.total ? r.tokens / tokens.total : 0 }))
        .sort((a, b) => b.tokens - a.tokens || byCodeUnit(a.label, b.label));
    return { tool: tool.name, model, count: countKind(model), tokens, rows, suggestions: suggest(tool, rows) };
}
function suggest(tool, rows) {
    const out = [];
    for (const r of rows) {
        if (r.label === 'description' && r.tokens >= 40) {
            out.push({ pointer: r.pointer, saves: Math.floor(r.tokens / 2), text: `Shorten the description (${r.tokens} tokens): keep what the tool does and when to use it, move examples and long lists elsewhere` });
        }
        else if (r.label.startsWith('description of parameter') && r.tokens >= 25) {
            out.push({ pointer: r.pointer, saves: Math.floor(r.tokens / 2), text: `Shorten the ${r.label} (${r.tokens} tokens)` });
        }
        else if (r.label.startsWith('schema structure') && r.tokens >= 60) {
            const extra = schemaExtras(tool.inputSchema);
            if (extra.length)
                out.push({ pointer: r.pointer, saves: Math.floor(r.tokens / 4), text: `Trim the schema structure (${r.tokens} tokens): ${extra.join('; ')}` });
        }
        else if (/\(name, type, enum\)$/.test(r.label) && r.tokens >= 40) {
            out.push({ pointer: r.pointer, saves: Math.floor(r.tokens / 2), text: `The enum of ${r.label.replace(/ \(name, type, enum\)$/, '')} costs ${r.tokens} tokens: fewer values, or a free string with the allowed values named in the description` });
        }
    }
    return out.sort((a, b) => b.saves - a.saves || byCodeUnit(a.pointer, b.pointer));
}
/** Schema keywords that cost tokens and rarely help the model choose arguments. */
function schemaExtras(schema) {
    const found = new Map();
    const walk = (n) => {
        if (Array.isArray(n))
            return n.forEach(walk);
        if (!n || typeof n !== 'object')
            return;
        for (const [k, v] of Object.entries(n)) {
            if (['$schema', 'additionalProperties', 'title', 'examples', 'default', '$id', 'x-tool-lint-unknown'].includes(k))
                found.set(k, (found.get(k) ?? 0) + 1);
            walk(v);
        }
    };
    walk(schema);
    return [...found.entries()].sort((a, b) => b[1] - a[1] || byCodeUnit(a[0], b[0])).map(([k, n]) => `${n}× "${k}"`);
}
/** Plain-text rendering for the CLI (`--why`). */
export function formatWhy(w) {
    const lines = [`${w.tool} — ${w.tokens.total} tokens for ${w.model}${w.count === 'estimate' ? ' (estimate)' : ''}`];
    for (const r of w.rows)
        lines.push(`  ${String(r.tokens).padStart(6)}  ${(r.share * 100).toFixed(0).padStart(3)}%  ${r.label}`);
    if (w.suggestions.length) {
        lines.push('  would save most:');
        for (const s of w.suggestions.slice(0, 3))
            lines.push(`    ~${s.saves} tokens: ${s.text}`);
    }
    return lines.join('\n');
}
