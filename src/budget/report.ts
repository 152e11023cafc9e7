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
import { Ajv, type ValidateFunction } from 'ajv';
import { limitTokens, type Limit, type SkillBudget } from '../config/budgets.js';
import type { SkillDefinition, ToolDefinition } from '../model/tool.js';
import { variantsOf, type Toolset } from '../model/toolset.js';
import type { RenderResult } from '../render/render.js';
import { cellView, countPerCell } from './cells.js';
import { countKind, countToolTokens, modelInfo, systemOverheadTokens, type ModelInfo, type ToolInput, type ToolTokens } from '../tokens/index.js';
import { countableTool } from '../tokens/from-tool.js';
import { buildClaudeSkillListing, NOT_LISTED_TEXT, type NotListedReason, type SkillSource } from './claude-skill-listing.js';
import { whyTool, type WhyBreakdown } from '../tokens/why.js';

/** Bumped on any incompatible change to the JSON shape (README, "report --format json"). */
export const BUDGET_REPORT_VERSION = 1;

export interface ReportModel {
  id: string;
  provider: ModelInfo['provider'];
  contextWindow: number;
  encoding: ModelInfo['encoding'];
  /** `exact` (BPE) or `estimate` (Claude: no public tokenizer). */
  count: 'exact' | 'estimate';
  /** USD per million input tokens; null when the data file has no price. */
  pricePerMTokInput: number | null;
  pricePerMTokCacheRead: number | null;
  cacheMinTokens: number | null;
  source: string;
  asOf: string;
}

export interface ToolCell {
  model: string;
  tokens: ToolTokens;
}

export interface ReportTool {
  /** Stable identity across runs: the name, with `#2`, `#3` for later tools of the same name. */
  key: string;
  name: string;
  file: string;
  line: number;
  framework: string;
  descriptionKind: 'static' | 'dynamic' | 'none';
  /** True when the counts cover only what static analysis saw (a dynamic description, a partial schema): a lower bound. */
  partial: boolean;
  /** sha256 (16 hex) of the name, description and schema as counted: a changed tool with an unchanged count still shows as changed. */
  fingerprint: string;
  cells: ToolCell[];
}

export interface Cost {
  /** USD for the tool definitions of 1,000 requests without a cache hit (input price). */
  uncached: number | null;
  /** The same with the tool prefix read from the prompt cache (cache-read price). */
  cacheHit: number | null;
}

export interface ReportToolset {
  /** The toolset (src/model/toolset.ts): one request's tools; `id` is stable across runs. */
  id: string;
  kind: Toolset['kind'];
  label: string;
  file: string;
  line: number;
  /** Keys of the tools it holds (see ReportTool.key), in the order it sends them. */
  members: string[];
  /** Keys of the members sent only under a condition: `tokens` counts them (the largest request). */
  conditional: string[];
  /** True when a member is counted from partial text, or the collection has parts the scanner cannot see: a lower bound. */
  partial: boolean;
  /** Per cell of the context matrix (when descriptions were rendered): the request's total in that cell. `tokens` is the worst cell's. */
  cells?: Array<{ cell: string; total: number }>;
  /** The cell with the largest request. */
  worstCell?: string;
  model: string;
  tools: number;
  /** Sums over the tools; `overhead` includes `systemOverhead`. */
  tokens: ToolTokens;
  /** Added once per request that carries tools (Anthropic tool-use system prompt, OpenAI func_end). */
  systemOverhead: number;
  contextWindow: number;
  /** `tokens.total / contextWindow × 100`, two decimals. */
  percentOfContext: number;
  costPer1000Requests: Cost;
  /** False when the tool prefix alone is below the model's minimum cacheable prompt; null when unknown or no tools. */
  reachesCacheMinimum: boolean | null;
}

/** The budgets the user declared (config `budgets`); defaults the user never wrote are not enforced here. */
export interface BudgetLimits {
  /** Per tool, per model. */
  tool?: Limit;
  /** All tools sent together, per model: tokens or a share of the context window. */
  toolset?: Limit;
  /** The listing of SKILL.md files must fit its budget (level 1); set when `budgets.skills` is written. */
  skills?: boolean;
  /** Where the limits are configured, for messages (`tool-lint.config.ts`). */
  source: string;
}

export interface Exceeded {
  kind: 'tool' | 'toolset' | 'skill-listing';
  /** Absent for the skill listing (sized by a client profile, not a model). */
  model?: string;
  tool?: string;
  /** The toolset id, for a toolset budget. */
  toolset?: string;
  file?: string;
  line?: number;
  /** Measured: tokens, or characters for the skill listing. */
  value: number;
  /** The limit in the same unit (a percentage is converted with the model's context window). */
  limit: number;
  unit: 'tokens' | 'chars';
  /** As written in the config: `600 tokens`, `5%`; the profile for the skill listing. */
  limitText: string;
}

/** The Claude Code skill listing simulated for the project's SKILL.md files (src/budget/claude-skill-listing.ts). */
export interface SkillListingSection {
  /** Client profile the limits come from (`claude-code-2.1.330`). */
  profile: string;
  /** Where the profile's behaviour was read. */
  profileSource: string;
  contextWindow: number;
  fraction: number;
  /** Per-entry cap, UTF-16 code units. */
  entryChars: number;
  minDescChars: number;
  /** How the client shortens a listing over budget: `levels` (trim, then names only) or `priority` (whole or name only). */
  overflow: 'levels' | 'priority';
  /** 1 everything fits, 2 descriptions cut or dropped, 3 names only. */
  level: 1 | 2 | 3;
  /** The budget in characters (display width): contextWindow × 4 × fraction unless set. */
  budgetChars: number;
  budgetSource: string;
  /** Width of the listing with every entry at its per-entry cap. */
  fullChars: number;
  overBy: number;
  /** Width of the listing as shown. */
  shownChars: number;
  maxDescChars: number | null;
  /** Listed skills in listing order (bundled ones first), then skills Claude Code does not list. */
  skills: SkillListingEntry[];
  /** The listing exactly as the client sends it, to diff against a real client. */
  text: string;
}

export interface SkillListingEntry {
  /** The name the model sees: the folder's name (`plugin:folder` for plugin skills). */
  name: string;
  /** Folder of the SKILL.md; null for skills bundled with the client. */
  folder: string | null;
  source: SkillSource;
  fate: 'whole' | 'entry-capped' | 'trimmed' | 'name-only' | 'not-listed';
  /** Why a skill is not listed. */
  reason?: NotListedReason;
  /** UTF-16 code units of `description - when_to_use` as written, and after the per-entry cap (0 when not listed). */
  originalChars: number;
  cappedChars: number;
  /** Display width of the description shown, and of the whole line (0 when not listed). */
  shownChars: number;
  width: number;
}

export interface BudgetReport {
  version: number;
  generator: { name: 'tool-lint'; version: string };
  models: ReportModel[];
  tools: ReportTool[];
  toolsets: ReportToolset[];
  /** Declared limits as written (`600 tokens`, `5%`), null when not set. */
  budgets: { tool: string | null; toolset: string | null; source: string | null; exceeded: Exceeded[] };
  /** Skill-listing simulation; absent when the build has none (see `notes`). */
  skills?: SkillListingSection;
  skillCount: number;
  notes: string[];
  baseline?: BaselineDiff;
  /** `--why TOOL`: one breakdown per model (rows sum to the cell's total). */
  why?: WhyBreakdown[];
}

export interface BuildInput {
  tools: readonly ToolDefinition[];
  /** The requests the tools are sent in (scan result); each is budgeted on its own. */
  toolsets: readonly Toolset[];
  /** The models each toolset is counted for (src/budget/toolset-models.ts); default: all of `models`. */
  modelsFor?: (set: Toolset) => readonly string[];
  /** Descriptions rendered per matrix cell (and declared toolsets' builds): counted per cell, the worst cell budgeted. */
  renders?: RenderResult;
  skills: readonly SkillDefinition[];
  /** Model ids, already validated with `modelInfo`. */
  models: readonly string[];
  budgets?: BudgetLimits;
  toolVersion: string;
  /** Skill-listing limits (config `budgets.skills`); without them no listing is simulated. */
  skillBudget?: SkillBudget;
  notes?: readonly string[];
}

const round = (n: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
};

/**
 * What the provider would receive for a definition, as far as static analysis knows it: the same
 * input the budget rules count (src/tokens/from-tool.ts), so report and rule figures agree.
 */
export function toolInputOf(tool: ToolDefinition): { input: ToolInput; partial: boolean } {
  const { input, staticEstimate } = countableTool(tool);
  const partial = staticEstimate || tool.inputSchema.partial || tool.inputSchema.source === 'unknown' || !tool.nameResolved;
  return { input, partial };
}

/** `--why TOOL`: the field-by-field breakdown for each model of the report. */
export function whyFor(tool: ToolDefinition, models: readonly string[]): WhyBreakdown[] {
  const { input } = countableTool(tool);
  return models.map((m) => whyTool(input, modelInfo(m)!.id));
}

function fingerprint(input: ToolInput): string {
  return createHash('sha256').update(JSON.stringify([input.name, input.description, input.inputSchema])).digest('hex').slice(0, 16);
}

function reportModel(id: string): ReportModel {
  const m = modelInfo(id)!;
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
export function costPer1000(tokens: number, perMTok: number | null): number | null {
  return perMTok === null ? null : round((tokens * perMTok) / 1000, 6);
}

export function buildBudgetReport(input: BuildInput): BudgetReport {
  const models = [...new Set(input.models.map((m) => modelInfo(m)!.id))].map(reportModel);
  const seen = new Map<string, number>();
  const view = cellView(input.renders);
  const tools: ReportTool[] = input.tools.map((def) => {
    const { input: base, partial: staticPartial } = toolInputOf(def);
    // A dynamic description counts as rendered, in the cell where it is longest (never 0 tokens when rendered).
    const rendered = view && def.description.kind === 'dynamic' ? view.cells.map((c) => view.textOf(def, c)).filter((t): t is string => t !== undefined) : [];
    const longest = rendered.reduce<string | undefined>((a, b) => (a === undefined || b.length > a.length ? b : a), undefined);
    const ti = longest !== undefined ? { ...base, description: longest } : base;
    const partial = longest !== undefined ? rendered.length < view!.cells.length || def.inputSchema.partial || !def.nameResolved : staticPartial;
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

  const byDef = new Map(input.tools.map((def, i) => [def, tools[i]!]));
  const toolsets: ReportToolset[] = [];
  for (const set of [...input.toolsets].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
    const members = set.members.map((m) => ({ tool: byDef.get(m.tool), conditional: m.conditional })).filter((m): m is { tool: ReportTool; conditional: boolean } => !!m.tool);
    const unique = [...new Set(members.map((m) => m.tool))];
    const mine = new Set(input.modelsFor ? input.modelsFor(set) : models.map((m) => m.id));
    models.forEach((m, i) => {
      if (!mine.has(m.id)) return;
      // Each request the toolset can send (one per option of its undecidable conditions): the largest counts.
      const systemOverhead = unique.length ? systemOverheadTokens(m.id) : 0;
      let sum: ToolTokens = { description: 0, parameters: 0, overhead: systemOverhead, total: systemOverhead };
      for (const variant of variantsOf(set.members)) {
        const v: ToolTokens = { description: 0, parameters: 0, overhead: systemOverhead, total: 0 };
        for (const t of new Set(variant.map((x) => byDef.get(x.tool)).filter((x): x is ReportTool => !!x))) {
          const c = t.cells[i]!.tokens;
          v.description += c.description;
          v.parameters += c.parameters;
          v.overhead += c.overhead;
        }
        v.total = v.description + v.parameters + v.overhead;
        if (v.total > sum.total) sum = v;
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

  const exceeded: Exceeded[] = [];
  const b = input.budgets;
  if (b?.tool) {
    for (const t of tools)
      t.cells.forEach((c, i) => {
        const limit = limitTokens(b.tool!, models[i]!.contextWindow);
        if (c.tokens.total > limit) exceeded.push({ kind: 'tool', model: c.model, tool: t.name, file: t.file, line: t.line, value: c.tokens.total, limit, unit: 'tokens', limitText: b.tool!.text });
      });
  }
  if (b?.toolset) {
    for (const s of toolsets) {
      const limit = limitTokens(b.toolset, s.contextWindow);
      if (s.tokens.total > limit) exceeded.push({ kind: 'toolset', model: s.model, toolset: s.id, file: s.file, line: s.line, value: s.tokens.total, limit, unit: 'tokens', limitText: b.toolset.text });
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
  if (alone) notes.push(`${alone} tool${alone === 1 ? ' is' : 's are'} sent in no request the scanner could see: counted per tool, in no toolset (declare one in the config's toolsets to budget them together).`);
  const partial = tools.filter((t) => t.partial).length;
  if (partial) notes.push(`${partial} tool${partial === 1 ? ' has' : 's have'} a dynamic description, a partial schema or an unresolved name: their counts cover what static analysis could see (a lower bound).`);

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

function skillSection(skills: readonly SkillDefinition[], b: SkillBudget): SkillListingSection {
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
function skillNotes(section: SkillListingSection | undefined, skillCount: number, declared: boolean, b: SkillBudget | undefined): string[] {
  const notes: string[] = [];
  if (declared && skillCount === 0) {
    notes.push(`budgets.skills is set but no SKILL.md was found: tool-lint looks in .claude/skills/<name>/SKILL.md${b?.dirs.length ? ` and ${b.dirs.map((d) => d.path).join(', ')}` : ''} (add more folders with budgets.skills.dirs).`);
  }
  if (!section) return notes;
  const byReason = new Map<NotListedReason, number>();
  for (const s of section.skills) if (s.reason) byReason.set(s.reason, (byReason.get(s.reason) ?? 0) + 1);
  for (const [reason, n] of [...byReason].sort((x, y) => (x[0] < y[0] ? -1 : 1))) {
    notes.push(`${n} SKILL.md ${n === 1 ? 'file is' : 'files are'} not in the Claude Code listing: ${NOT_LISTED_TEXT[reason]}.`);
  }
  if (section.budgetSource !== 'context window') notes.push(`The skill listing budget (${section.budgetChars} characters) comes from ${section.budgetSource}.`);
  return notes;
}

// ---------------------------------------------------------------------------------------------
// Baseline comparison

export interface CellDelta {
  /** For toolset deltas: the toolset id. */
  toolset?: string;
  model: string;
  before: number;
  after: number;
  delta: number;
}

export interface ToolChange {
  key: string;
  name: string;
  file: string;
  line: number;
  /** Per model present in both reports: total tokens before, after, and the difference. */
  cells: CellDelta[];
}

export interface BaselineDiff {
  /** The baseline's generator and where it came from (`--base main` → the commit). */
  source: string;
  added: ToolChange[];
  removed: ToolChange[];
  /** Tools whose counted text (fingerprint) or counts changed. */
  changed: ToolChange[];
  toolsets: CellDelta[];
  /** Models of this report the baseline does not have: no deltas for them. */
  modelsNotInBaseline: string[];
}

export class BaselineError extends Error {}

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
} as const;

let checkBaseline: ValidateFunction | undefined;

/** `/tools/3/cells/0` → `tools[3].cells[0]`. */
function keyPath(pointer: string, extra?: string): string {
  const parts = pointer.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (extra) parts.push(extra);
  let out = '';
  for (const p of parts) out += /^\d+$/.test(p) ? `[${p}]` : out ? `.${p}` : p;
  return out || '(the top level)';
}

/** Reads a previous `report --format json`; a wrong version or shape is a usage error (exit 2), never a crash. */
export function parseBaseline(text: string, where: string): BudgetReport {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new BaselineError(`${where} is not JSON (${error instanceof Error ? error.message : String(error)}); write it with tool-lint report --format json`);
  }
  const r = data as Partial<BudgetReport>;
  if (typeof r !== 'object' || r === null || Array.isArray(r) || typeof r.version !== 'number') throw new BaselineError(`${where} is not a tool-lint report (no "version"); write it with tool-lint report --format json`);
  if (r.version !== BUDGET_REPORT_VERSION) throw new BaselineError(`${where} is a version ${r.version} report; this tool-lint reads version ${BUDGET_REPORT_VERSION}. Regenerate it with this version`);
  checkBaseline ??= new Ajv({ allErrors: false, strict: false }).compile(BASELINE_SCHEMA);
  if (!checkBaseline(r)) {
    const e = checkBaseline.errors![0]!;
    const missing = e.keyword === 'required' ? String((e.params as { missingProperty?: string }).missingProperty) : undefined;
    const problem = missing ? 'is missing' : e.keyword === 'type' ? `must be ${String((e.params as { type?: string }).type)}, not ${typeName(valueAt(r, e.instancePath))}` : e.message ?? 'is invalid';
    throw new BaselineError(`${where}: ${keyPath(e.instancePath, missing)} ${problem}; regenerate it with tool-lint report --format json`);
  }
  return r as BudgetReport;
}

function valueAt(root: unknown, pointer: string): unknown {
  let v = root;
  for (const p of pointer.split('/').slice(1)) v = v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[p.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  return v;
}

function typeName(v: unknown): string {
  return v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v === 'object' ? 'an object' : typeof v;
}

function change(t: ReportTool, cells: CellDelta[]): ToolChange {
  return { key: t.key, name: t.name, file: t.file, line: t.line, cells };
}

/** Adds what changed against `base`: tools added, removed and changed (matched by key), and toolset deltas. */
export function compareWithBaseline(head: BudgetReport, base: BudgetReport, source: string): BudgetReport {
  const baseModels = new Set(base.models.map((m) => m.id));
  const shared = head.models.map((m) => m.id).filter((id) => baseModels.has(id));
  const totals = (t: ReportTool) => new Map(t.cells.map((c) => [c.model, c.tokens.total]));
  const before = new Map(base.tools.map((t) => [t.key, t]));
  const after = new Map(head.tools.map((t) => [t.key, t]));
  const added: ToolChange[] = [];
  const changed: ToolChange[] = [];
  for (const t of head.tools) {
    const old = before.get(t.key);
    const now = totals(t);
    if (!old) {
      added.push(change(t, shared.map((m) => ({ model: m, before: 0, after: now.get(m)!, delta: now.get(m)! }))));
      continue;
    }
    const was = totals(old);
    const cells = shared.map((m) => ({ model: m, before: was.get(m) ?? 0, after: now.get(m)!, delta: now.get(m)! - (was.get(m) ?? 0) }));
    if (old.fingerprint !== t.fingerprint || cells.some((c) => c.delta !== 0)) changed.push(change(t, cells));
  }
  const removed = base.tools
    .filter((t) => !after.has(t.key))
    .map((t) => {
      const was = totals(t);
      return change(t, shared.map((m) => ({ model: m, before: was.get(m) ?? 0, after: 0, delta: -(was.get(m) ?? 0) })));
    });
  // Toolsets are matched by id and model (a baseline written before toolsets had ids matches by model alone).
  const setKey = (s: Pick<ReportToolset, 'id' | 'model'>) => `${s.id ?? ''}\u0000${s.model}`;
  const baseSets = new Map(base.toolsets.map((s) => [setKey(s), s.tokens.total]));
  const toolsets = head.toolsets
    .filter((s) => baseSets.has(setKey(s)))
    .map((s) => ({ toolset: s.id, model: s.model, before: baseSets.get(setKey(s))!, after: s.tokens.total, delta: s.tokens.total - baseSets.get(setKey(s))! }));
  return {
    ...head,
    baseline: { source, added, removed, changed, toolsets, modelsNotInBaseline: head.models.map((m) => m.id).filter((id) => !baseModels.has(id)) },
  };
}
