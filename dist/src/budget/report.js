/**
 * The budget report (`tool-lint report`): scan result + token counts → one versioned, plain-data
 * object. Pure: no I/O, no clock, no environment; the same tools and models give the same object,
 * and the reporters in src/report/budget-*.ts only format it.
 *
 * Every figure can be re-derived by hand from the JSON: a cell's `tokens.total` is
 * `description + parameters + overhead`; a toolset's total is the sum of its tools' totals plus
 * the once-per-request `systemOverhead`; cost per 1,000 requests is `total × price per MTok / 1000`.
 */
import { createHash } from 'node:crypto';
import { Ajv } from 'ajv';
import { limitTokens } from '../config/budgets.js';
import { variantsOf } from '../model/toolset.js';
import { cellView, countPerCell } from './cells.js';
import { countKind, countToolTokens, modelInfo, systemOverheadTokens } from '../tokens/index.js';
import { countableTool } from '../tokens/from-tool.js';
import { buildClaudeSkillListing, NOT_LISTED_TEXT } from './claude-skill-listing.js';
import { whyTool } from '../tokens/why.js';
/** Bumped on any incompatible change to the JSON shape (README, "report --format json"). */
export const BUDGET_REPORT_VERSION = 1;
const round = (n, digits) => {
    const f = 10 ** digits;
    return Math.round(n * f) / f;
};
/**
 * What the provider would receive for a definition, as far as static analysis knows it: the same
 * input the budget rules count (src/tokens/from-tool.ts), so report and rule figures agree.
 */
export function toolInputOf(tool) {
    const { input, staticEstimate } = countableTool(tool);
    const partial = staticEstimate || tool.inputSchema.partial || tool.inputSchema.source === 'unknown' || !tool.nameResolved;
    return { input, partial };
}
/** `--why TOOL`: the field-by-field breakdown for each model of the report. */
export function whyFor(tool, models) {
    const { input } = countableTool(tool);
    return models.map((m) => whyTool(input, modelInfo(m).id));
}
function fingerprint(input) {
    return createHash('sha256').update(JSON.stringify([input.name, input.description, input.inputSchema])).digest('hex').slice(0, 16);
}
function reportModel(id) {
    const m = modelInfo(id);
    return {
        id: m.id,
        provider: m.provider,
        contextWindow: m.contextWindow,
        encoding: m.encoding,
        count: countKind(m.id),
        pricePerMTokInput: m.pricePerMTokInput ?? null,
        pricePerMTokCacheRead: m.pricePerMTokCacheRead ?? null,
        cacheMinTokens: m.cacheMinTokens ?? null,
        source: m.source,
        asOf: m.asOf,
    };
}
/** USD per 1,000 requests for `tokens` input tokens at `perMTok` USD per million: tokens × perMTok / 1000. */
export function costPer1000(tokens, perMTok) {
    return perMTok === null ? null : round((tokens * perMTok) / 1000, 6);
}
export function buildBudgetReport(input) {
    const models = [...new Set(input.models.map((m) => modelInfo(m).id))].map(reportModel);
    const seen = new Map();
    const view = cellView(input.renders);
    const tools = input.tools.map((def) => {
        const { input: base, partial: staticPartial } = toolInputOf(def);
        // A dynamic description counts as rendered, in the cell where it is longest (never 0 tokens when rendered).
        const rendered = view && def.description.kind === 'dynamic' ? view.cells.map((c) => view.textOf(def, c)).filter((t) => t !== undefined) : [];
        const longest = rendered.reduce((a, b) => (a === undefined || b.length > a.length ? b : a), undefined);
        const ti = longest !== undefined ? { ...base, description: longest } : base;
        const partial = longest !== undefined ? rendered.length < view.cells.length || def.inputSchema.partial || !def.nameResolved : staticPartial;
        const n = (seen.get(def.name) ?? 0) + 1;
        seen.set(def.name, n);
        return {
            key: n === 1 ? def.name : `${def.name}#${n}`,
            name: def.name,
            file: def.range.file,
            line: def.range.line,
            framework: def.framework,
            descriptionKind: def.description.kind,
            partial,
            fingerprint: fingerprint(ti),
            cells: models.map((m) => ({ model: m.id, tokens: countToolTokens(ti, m.id) })),
        };
    });
    const byDef = new Map(input.tools.map((def, i) => [def, tools[i]]));
    const toolsets = [];
    for (const set of [...input.toolsets].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
        const members = set.members.map((m) => ({ tool: byDef.get(m.tool), conditional: m.conditional })).filter((m) => !!m.tool);
        const unique = [...new Set(members.map((m) => m.tool))];
        const mine = new Set(input.modelsFor ? input.modelsFor(set) : models.map((m) => m.id));
        models.forEach((m, i) => {
            if (!mine.has(m.id))
                return;
            // Each request the toolset can send (one per option of its undecidable conditions): the largest counts.
            const systemOverhead = unique.length ? systemOverheadTokens(m.id) : 0;
            let sum = { description: 0, parameters: 0, overhead: systemOverhead, total: systemOverhead };
            for (const variant of variantsOf(set.members)) {
                const v = { description: 0, parameters: 0, overhead: systemOverhead, total: 0 };
                for (const t of new Set(variant.map((x) => byDef.get(x.tool)).filter((x) => !!x))) {
                    const c = t.cells[i].tokens;
                    v.description += c.description;
                    v.parameters += c.parameters;
                    v.overhead += c.overhead;
                }
                v.total = v.description + v.parameters + v.overhead;
                if (v.total > sum.total)
                    sum = v;
            }
            // Rendered: the request of every cell counted as sent; the largest is the toolset's figure.
            const perCell = view ? countPerCell(set, m.id, view) : undefined;
            const tokens = perCell?.tokens ?? sum;
            const lowerBound = perCell ? perCell.lowerBound : set.dynamic.length > 0 || unique.some((t) => t.partial);
            toolsets.push({
                id: set.id,
                kind: set.kind,
                label: set.label,
                file: set.range.file,
                line: set.range.line,
                members: unique.map((t) => t.key),
                conditional: [...new Set(members.filter((x) => x.conditional).map((x) => x.tool.key))],
                partial: lowerBound,
                ...(perCell && perCell.cells.length > 1 ? { cells: perCell.cells, worstCell: perCell.worstCell } : {}),
                model: m.id,
                tools: unique.length,
                tokens,
                systemOverhead,
                contextWindow: m.contextWindow,
                percentOfContext: round((tokens.total / m.contextWindow) * 100, 2),
                costPer1000Requests: { uncached: costPer1000(tokens.total, m.pricePerMTokInput), cacheHit: costPer1000(tokens.total, m.pricePerMTokCacheRead) },
                reachesCacheMinimum: m.cacheMinTokens === null || unique.length === 0 ? null : tokens.total >= m.cacheMinTokens,
            });
        });
    }
    const exceeded = [];
    const b = input.budgets;
    if (b?.tool) {
        for (const t of tools)
            t.cells.forEach((c, i) => {
                const limit = limitTokens(b.tool, models[i].contextWindow);
                if (c.tokens.total > limit)
                    exceeded.push({ kind: 'tool', model: c.model, tool: t.name, file: t.file, line: t.line, value: c.tokens.total, limit, unit: 'tokens', limitText: b.tool.text });
            });
    }
    if (b?.toolset) {
        for (const s of toolsets) {
            const limit = limitTokens(b.toolset, s.contextWindow);
            if (s.tokens.total > limit)
                exceeded.push({ kind: 'toolset', model: s.model, toolset: s.id, file: s.file, line: s.line, value: s.tokens.total, limit, unit: 'tokens', limitText: b.toolset.text });
        }
    }
    const skills = input.skillBudget && input.skills.length ? skillSection(input.skills, input.skillBudget) : undefined;
    if (b?.skills && skills && skills.level > 1) {
        exceeded.push({ kind: 'skill-listing', value: skills.fullChars, limit: skills.budgetChars, unit: 'chars', limitText: skills.budgetSource === 'context window' ? `${skills.profile}, ${skills.fraction * 100}% of ${skills.contextWindow} tokens` : `${skills.profile}, ${skills.budgetSource}` });
    }
    const notes = [...(input.notes ?? []), ...skillNotes(skills, input.skills.length, !!b?.skills, input.skillBudget)];
    const estimated = models.filter((m) => m.count === 'estimate').map((m) => m.id);
    if (estimated.length) {
        notes.push(`Counts for ${estimated.join(', ')} are estimates: Anthropic publishes no tokenizer (measured error in docs/tokens.md; exact counts need the count_tokens API).`);
    }
    const grouped = new Set(input.toolsets.flatMap((t) => t.members.map((m) => m.tool)));
    const alone = input.tools.filter((t) => !grouped.has(t)).length;
    if (alone)
        notes.push(`${alone} tool${alone === 1 ? ' is' : 's are'} sent in no request the scanner could see: counted per tool, in no toolset (declare one in the config's toolsets to budget them together).`);
    const partial = tools.filter((t) => t.partial).length;
    if (partial)
        notes.push(`${partial} tool${partial === 1 ? ' has' : 's have'} a dynamic description, a partial schema or an unresolved name: their counts cover what static analysis could see (a lower bound).`);
    return {
        version: BUDGET_REPORT_VERSION,
        generator: { name: 'tool-lint', version: input.toolVersion },
        models,
        tools,
        toolsets,
        budgets: { tool: b?.tool?.text ?? null, toolset: b?.toolset?.text ?? null, source: b?.source ?? null, exceeded },
        ...(skills ? { skills } : {}),
        skillCount: input.skills.length,
        notes,
    };
}
function skillSection(skills, b) {
    const { listing, skills: views } = buildClaudeSkillListing(skills, b);
    return {
        profile: b.profile,
        profileSource: b.profileSource,
        contextWindow: b.contextWindow,
        fraction: b.fraction,
        entryChars: b.entryChars,
        minDescChars: b.minDescChars,
        overflow: listing.overflow,
        level: listing.level,
        budgetChars: listing.budgetChars,
        budgetSource: b.budgetSource,
        fullChars: listing.fullChars,
        overBy: listing.overBy,
        shownChars: listing.shownChars,
        maxDescChars: listing.maxDescChars ?? null,
        skills: views.map((v) => ({
            name: v.name,
            folder: v.folder,
            source: v.source,
            fate: v.fate,
            ...(v.reason ? { reason: v.reason } : {}),
            originalChars: v.outcome?.originalChars ?? 0,
            cappedChars: v.outcome?.cappedChars ?? 0,
            shownChars: v.outcome?.shownChars ?? 0,
            width: v.outcome?.width ?? 0,
        })),
        text: listing.text,
    };
}
/** Notes on what the simulation saw: skills in places Claude Code does not read, a declared budget with nothing to measure. */
function skillNotes(section, skillCount, declared, b) {
    const notes = [];
    if (declared && skillCount === 0) {
        notes.push(`budgets.skills is set but no SKILL.md was found: tool-lint looks in .claude/skills/<name>/SKILL.md${b?.dirs.length ? ` and ${b.dirs.map((d) => d.path).join(', ')}` : ''} (add more folders with budgets.skills.dirs).`);
    }
    if (!section)
        return notes;
    const byReason = new Map();
    for (const s of section.skills)
        if (s.reason)
            byReason.set(s.reason, (byReason.get(s.reason) ?? 0) + 1);
    for (const [reason, n] of [...byReason].sort((x, y) => (x[0] < y[0] ? -1 : 1))) {
        notes.push(`${n} SKILL.md ${n === 1 ? 'file is' : 'files are'} not in the Claude Code listing: ${NOT_LISTED_TEXT[reason]}.`);
    }
    if (section.budgetSource !== 'context window')
        notes.push(`The skill listing budget (${section.budgetChars} characters) comes from ${section.budgetSource}.`);
    return notes;
}
export class BaselineError extends Error {
}
/**
 * What the comparison reads from a baseline, as a JSON Schema: a file that passes it cannot crash
 * compareWithBaseline (a `null` entry, a toolset without `tokens`), and the first key that fails is
 * named in the message. Everything else in the report is ignored.
 */
const TOKENS = { type: 'object', required: ['total'], properties: { total: { type: 'number' } } };
const BASELINE_SCHEMA = {
    type: 'object',
    required: ['version', 'models', 'tools', 'toolsets'],
    properties: {
        version: { type: 'number' },
        models: { type: 'array', items: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } },
        tools: {
            type: 'array',
            items: {
                type: 'object',
                required: ['key', 'name', 'file', 'line', 'cells'],
                properties: {
                    key: { type: 'string' },
                    name: { type: 'string' },
                    file: { type: 'string' },
                    line: { type: 'number' },
                    fingerprint: { type: 'string' },
                    cells: { type: 'array', items: { type: 'object', required: ['model', 'tokens'], properties: { model: { type: 'string' }, tokens: TOKENS } } },
                },
            },
        },
        toolsets: { type: 'array', items: { type: 'object', required: ['model', 'tokens'], properties: { model: { type: 'string' }, tokens: TOKENS } } },
    },
};
let checkBaseline;
/** `/tools/3/cells/0` → `tools[3].cells[0]`. */
function keyPath(pointer, extra) {
    const parts = pointer.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    if (extra)
        parts.push(extra);
    let out = '';
    for (const p of parts)
        out += /^\d+$/.test(p) ? `[${p}]` : out ? `.${p}` : p;
    return out || '(the top level)';
}
/** Reads a previous `report --format json`; a wrong version or shape is a usage error (exit 2), never a crash. */
export function parseBaseline(text, where) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        throw new BaselineError(`${where} is not JSON (${error instanceof Error ? error.message : String(error)}); write it with tool-lint report --format json`);
    }
    const r = data;
    if (typeof r !== 'object' || r === null || Array.isArray(r) || typeof r.version !== 'number')
        throw new BaselineError(`${where} is not a tool-lint report (no "version"); write it with tool-lint report --format json`);
    if (r.version !== BUDGET_REPORT_VERSION)
        throw new BaselineError(`${where} is a version ${r.version} report; this tool-lint reads version ${BUDGET_REPORT_VERSION}. Regenerate it with this version`);
    checkBaseline ??= new Ajv({ allErrors: false, strict: false }).compile(BASELINE_SCHEMA);
    if (!checkBaseline(r)) {
        const e = checkBaseline.errors[0];
        const missing = e.keyword === 'required' ? String(e.params.missingProperty) : undefined;
        const problem = missing ? 'is missing' : e.keyword === 'type' ? `must be ${String(e.params.type)}, not ${typeName(valueAt(r, e.instancePath))}` : e.message ?? 'is invalid';
        throw new BaselineError(`${where}: ${keyPath(e.instancePath, missing)} ${problem}; regenerate it with tool-lint report --format json`);
    }
    return r;
}
function valueAt(root, pointer) {
    let v = root;
    for (const p of pointer.split('/').slice(1))
        v = v !== null && typeof v === 'object' ? v[p.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    return v;
}
function typeName(v) {
    return v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v === 'object' ? 'an object' : typeof v;
}
function change(t, cells) {
    return { key: t.key, name: t.name, file: t.file, line: t.line, cells };
}
/** Adds what changed against `base`: tools added, removed and changed (matched by key), and toolset deltas. */
export function compareWithBaseline(head, base, source) {
    const baseModels = new Set(base.models.map((m) => m.id));
    const shared = head.models.map((m) => m.id).filter((id) => baseModels.has(id));
    const totals = (t) => new Map(t.cells.map((c) => [c.model, c.tokens.total]));
    const before = new Map(base.tools.map((t) => [t.key, t]));
    const after = new Map(head.tools.map((t) => [t.key, t]));
    const added = [];
    const changed = [];
    for (const t of head.tools) {
        const old = before.get(t.key);
        const now = totals(t);
        if (!old) {
            added.push(change(t, shared.map((m) => ({ model: m, before: 0, after: now.get(m), delta: now.get(m) }))));
            continue;
        }
        const was = totals(old);
        const cells = shared.map((m) => ({ model: m, before: was.get(m) ?? 0, after: now.get(m), delta: now.get(m) - (was.get(m) ?? 0) }));
        if (old.fingerprint !== t.fingerprint || cells.some((c) => c.delta !== 0))
            changed.push(change(t, cells));
    }
    const removed = base.tools
        .filter((t) => !after.has(t.key))
        .map((t) => {
        const was = totals(t);
        return change(t, shared.map((m) => ({ model: m, before: was.get(m) ?? 0, after: 0, delta: -(was.get(m) ?? 0) })));
    });
    // Toolsets are matched by id and model (a baseline written before toolsets had ids matches by model alone).
    const setKey = (s) => `${s.id ?? ''}\u0000${s.model}`;
    const baseSets = new Map(base.toolsets.map((s) => [setKey(s), s.tokens.total]));
    const toolsets = head.toolsets
        .filter((s) => baseSets.has(setKey(s)))
        .map((s) => ({ toolset: s.id, model: s.model, before: baseSets.get(setKey(s)), after: s.tokens.total, delta: s.tokens.total - baseSets.get(setKey(s)) }));
    return {
        ...head,
        baseline: { source, added, removed, changed, toolsets, modelsNotInBaseline: head.models.map((m) => m.id).filter((id) => !baseModels.has(id)) },
    };
}
