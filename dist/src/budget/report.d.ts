import { type Limit, type SkillBudget } from '../config/budgets.js';
import type { SkillDefinition, ToolDefinition } from '../model/tool.js';
import { type Toolset } from '../model/toolset.js';
import type { RenderResult } from '../render/render.js';
import { type ModelInfo, type ToolInput, type ToolTokens } from '../tokens/index.js';
import { type NotListedReason, type SkillSource } from './claude-skill-listing.js';
import { type WhyBreakdown } from '../tokens/why.js';
/** Bumped on any incompatible change to the JSON shape (README, "report --format json"). */
export declare const BUDGET_REPORT_VERSION = 1;
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
    cells?: Array<{
        cell: string;
        total: number;
    }>;
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
    generator: {
        name: 'tool-lint';
        version: string;
    };
    models: ReportModel[];
    tools: ReportTool[];
    toolsets: ReportToolset[];
    /** Declared limits as written (`600 tokens`, `5%`), null when not set. */
    budgets: {
        tool: string | null;
        toolset: string | null;
        source: string | null;
        exceeded: Exceeded[];
    };
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
/**
 * What the provider would receive for a definition, as far as static analysis knows it: the same
 * input the budget rules count (src/tokens/from-tool.ts), so report and rule figures agree.
 */
export declare function toolInputOf(tool: ToolDefinition): {
    input: ToolInput;
    partial: boolean;
};
/** `--why TOOL`: the field-by-field breakdown for each model of the report. */
export declare function whyFor(tool: ToolDefinition, models: readonly string[]): WhyBreakdown[];
/** USD per 1,000 requests for `tokens` input tokens at `perMTok` USD per million: tokens × perMTok / 1000. */
export declare function costPer1000(tokens: number, perMTok: number | null): number | null;
export declare function buildBudgetReport(input: BuildInput): BudgetReport;
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
export declare class BaselineError extends Error {
}
/** Reads a previous `report --format json`; a wrong version or shape is a usage error (exit 2), never a crash. */
export declare function parseBaseline(text: string, where: string): BudgetReport;
/** Adds what changed against `base`: tools added, removed and changed (matched by key), and toolset deltas. */
export declare function compareWithBaseline(head: BudgetReport, base: BudgetReport, source: string): BudgetReport;
