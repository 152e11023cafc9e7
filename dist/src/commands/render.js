import { RULE_MAP } from '../../rules/index.js';
import { parseCellFilter } from '../config/matrix.js';
import { scanOptionsFor } from '../config/resolve.js';
import { DEFAULT_TIMEOUT_MS, renderTools } from '../render/render.js';
import { noteLines } from '../render/notes.js';
import { buildersFor } from '../render/builders.js';
import { scan } from '../scan/scan.js';
import { resolvedConfig } from './load-config.js';
import { progress, requireExistingPaths, shown } from './shared.js';
import { EXIT } from './types.js';
export async function runRender(args, io) {
    const paths = args.paths ?? [];
    requireExistingPaths(paths, io.cwd);
    const { loaded, config } = await resolvedConfig(io, args, RULE_MAP);
    if (!args.eval && loaded.executed && loaded.file) {
        io.stderr(`tool-lint: --no-eval: the config ${shown(io, loaded.file)} is JavaScript/TypeScript and was still executed (read-only, in a separate process); use a tool-lint.config.json to run no code at all\n`);
    }
    const cellFilter = args.cell ? parseCellFilter(args.cell) : undefined;
    const status = progress(io, 'scanning');
    let scanned;
    try {
        scanned = await scan(paths, scanOptionsFor(config, io.cwd));
    }
    finally {
        status.done();
    }
    const wanted = args.tool?.length ? new Set(args.tool) : undefined;
    const select = (t) => !wanted || wanted.has(t.name);
    const tools = scanned.tools.filter(select);
    if (wanted) {
        const missing = [...wanted].filter((n) => !tools.some((t) => t.name === n));
        if (missing.length) {
            io.stderr(`tool-lint: no tool named ${missing.map((n) => `"${n}"`).join(', ')}. Tools: ${[...new Set(scanned.tools.map((t) => t.name))].sort().join(', ')}\n`);
            return EXIT.usage;
        }
    }
    const result = await renderTools(scanned.tools, scanned.index, {
        cwd: io.cwd,
        matrix: config.matrix,
        eval: args.eval,
        ...(loaded.file ? { configFile: loaded.file } : {}),
        select,
        cellFilter,
        schemas: args.format === 'json',
        timeoutMs: args.timeout ?? DEFAULT_TIMEOUT_MS,
        toolsets: buildersFor(config.toolsets, scanned.toolsets),
    });
    if (result.cells.length === 0) {
        io.stderr(`tool-lint: no cell matches --cell ${args.cell}\n`);
        return EXIT.usage;
    }
    const rows = rowsOf(tools, result);
    if (args.format === 'json')
        io.stdout(`${JSON.stringify({ ...jsonOf(tools, result, rows), toolsets: result.builds.map(buildJson) }, null, 2)}\n`);
    else
        io.stdout(textOf(rows));
    io.stderr(noteLines(result.notes));
    for (const s of result.skipped)
        io.stderr(`not executed: ${s.tool.name} (${s.tool.range.file}:${s.tool.range.line}): ${s.reason}\n`);
    return rows.some((r) => r.error) ? EXIT.findings : EXIT.ok;
}
/** Every selected tool × cell, tools in source order, cells in matrix order. */
function rowsOf(tools, result) {
    const byKey = new Map();
    for (const e of result.entries)
        byKey.set(`${key(e.tool)}|${e.cell.id}`, e);
    const rows = [];
    for (const tool of tools) {
        for (const cell of result.cells) {
            const d = tool.description;
            if (d.kind !== 'dynamic') {
                rows.push({ tool, cell: cell.id, source: 'literal', text: d.kind === 'static' ? d.text : '' });
                continue;
            }
            const e = byKey.get(`${key(tool)}|${cell.id}`);
            if (!e)
                continue; // skipped after timing out in an earlier cell
            rows.push({ tool, cell: cell.id, source: e.source, ...(e.text !== undefined ? { text: e.text } : {}), ...(e.error ? { error: `${e.error.kind}: ${e.error.message}` } : {}) });
        }
    }
    return rows;
}
function key(t) {
    return `${t.range.file}:${t.range.line}:${t.range.column}:${t.name}`;
}
/**
 * One tool in one cell: the description alone, byte for byte, so it can be piped or diffed.
 * Several: each under a `==> name [cell] file:line <==` header.
 */
function textOf(rows) {
    if (rows.length === 1 && !rows[0].error)
        return rows[0].text ?? '';
    const out = [];
    for (const r of rows) {
        const note = r.source === 'static' ? ' (not executed: static text, … where evaluation stopped)' : '';
        out.push(`==> ${r.tool.name} [${r.cell}] ${r.tool.range.file}:${r.tool.range.line}${note} <==`);
        out.push(r.error ? `error: ${r.error}` : (r.text ?? ''));
        out.push('');
    }
    return `${out.join('\n')}`;
}
function jsonOf(tools, result, rows) {
    const schemaOf = new Map(result.schemas.map((s) => [s.tool, s]));
    return {
        version: 1,
        eval: result.eval,
        cells: result.cells,
        tools: tools.map((tool) => {
            const s = schemaOf.get(tool);
            return {
                name: tool.name,
                file: tool.range.file,
                line: tool.range.line,
                column: tool.range.column,
                description: tool.description.kind,
                renders: rows.filter((r) => r.tool === tool).map((r) => ({ cell: r.cell, source: r.source, ...(r.text !== undefined ? { text: r.text } : {}), ...(r.error ? { error: r.error } : {}) })),
                ...(s ? { inputSchema: { real: s.real, matchesStatic: s.matches, ...(s.difference ? { firstDifference: s.difference } : {}), ...(s.skipped ? { skipped: s.skipped } : {}) } } : {}),
            };
        }),
        skipped: result.skipped.map((s) => ({ name: s.tool.name, file: s.tool.range.file, line: s.tool.range.line, reason: s.reason })),
    };
}
/** What a declared toolset's builder returned in one cell: each tool's name, description and schema as built. */
function buildJson(b) {
    return {
        toolset: b.toolset,
        cell: b.cell.id,
        ...(b.error ? { error: b.error } : {}),
        tools: (b.tools ?? []).map((t) => ({
            name: t.name ?? t.key ?? null,
            ...(t.tool ? { file: t.tool.range.file, line: t.tool.range.line } : {}),
            description: t.description ?? null,
            ...(t.schema !== undefined ? { inputSchema: t.schema } : {}),
            ...(t.error ? { error: t.error } : {}),
        })),
    };
}
