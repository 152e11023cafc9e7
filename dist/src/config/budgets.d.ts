export type { BudgetsConfig } from './schema.js';
/**
 * Token budgets (user-facing contract):
 *
 *   budgets: {
 *     tool: '600 tokens',          // per tool, per model
 *     toolset: '5%',               // all tools sent together, as a share of the model's context window
 *     skills: { profile: 'claude-code-2.1.330', model: 'claude-opus-4-6[1m]', dirs: [{ path: 'plugins/ops/skills', source: 'plugin', plugin: 'ops' }] },
 *     models: ['gpt-4o', 'claude-sonnet-4-5'],
 *   }
 *
 * Limits are `N tokens`, `Nk tokens` or `N%` (of the model's context window). `declared` records
 * which budgets the user wrote: a written budget is a promise the team made, so the report command
 * fails on it; the rules' severity still comes from `rules` like every other rule.
 */
/** `budgets.skills`: the Claude Code skill listing (src/tokens/skill-listing.ts, docs in rules/max-skill-listing.md). */
export interface SkillsConfig {
    profile?: string;
    fraction?: number;
    entryChars?: number;
    minDescChars?: number;
    contextWindow?: number;
    /** The main model Claude Code runs with; a `[1m]` suffix means a 1,000,000-token window. */
    model?: string;
    /** A fixed budget in characters, as `SLASH_COMMAND_TOOL_CHAR_BUDGET` sets it. */
    charBudget?: number;
    /** Skills the client ships (replaces the profile's list). */
    bundled?: BundledSkill[];
    /** More skill folders Claude Code reads (each holds `<name>/SKILL.md`), relative to the project root. */
    dirs?: Array<string | SkillDirConfig>;
}
export interface BundledSkill {
    name: string;
    description: string;
    whenToUse?: string;
}
export interface SkillDirConfig {
    path: string;
    /** Where Claude Code takes it from, which sets its place in the listing: managed, user, project (`--add-dir`), plugin. */
    source?: SkillDirSource;
    /** For `source: 'plugin'`: the plugin name; its skills are listed as `plugin:skill`. */
    plugin?: string;
}
export type SkillDirSource = 'managed' | 'user' | 'project' | 'plugin';
export type Limit = {
    kind: 'tokens';
    value: number;
    text: string;
} | {
    kind: 'percent';
    value: number;
    text: string;
};
export interface SkillBudget {
    /** Client profile the defaults come from (`claude-code-2.1.330`). */
    profile: string;
    /** Where the profile's behaviour was read (shown in docs and the JSON report). */
    profileSource: string;
    /** Share of the context window the listing may use (SKILL_BUDGET_CONTEXT_PERCENT / skillListingBudgetFraction). */
    fraction: number;
    /** Per-entry cap on `description - when_to_use`, UTF-16 code units (250 in 2.1.86–2.1.104, 1,536 from 2.1.105). */
    entryChars: number;
    /** `levels` overflow: below this share per description, names only (MIN_DESC_LENGTH). */
    minDescChars: number;
    /** Context window the listing is sized for (tokens). */
    contextWindow: number;
    /** The listing budget in characters (display width). */
    budgetChars: number;
    /** Where `budgetChars` comes from. */
    budgetSource: 'context window' | 'budgets.skills.charBudget' | 'SLASH_COMMAND_TOOL_CHAR_BUDGET';
    overflow: 'levels' | 'priority';
    /** The client strips a byte-order mark before looking for front matter. */
    stripBom: boolean;
    bundled: BundledSkill[];
    dirs: Array<Required<Pick<SkillDirConfig, 'path' | 'source'>> & {
        plugin?: string;
    }>;
}
export interface ResolvedBudgets {
    tool: Limit;
    toolset: Limit;
    skills: SkillBudget;
    models: string[];
    declared: {
        tool: boolean;
        toolset: boolean;
        skills: boolean;
        models: boolean;
    };
}
interface SkillProfile {
    source: string;
    fraction: number;
    entryChars: number;
    overflow: SkillBudget['overflow'];
    stripBom: boolean;
    bundled: BundledSkill[];
}
/**
 * Claude Code versions, by how they build the skill listing. Versions whose source nobody here
 * read keep the algorithm of the nearest version read and say so; their bundled skills are unknown
 * (`budgets.skills.bundled` sets them).
 */
export declare const SKILL_PROFILES: Record<string, SkillProfile>;
export declare const DEFAULT_SKILL_PROFILE = "claude-code-2.1.330";
/** MIN_DESC_LENGTH in formatCommandsWithinBudget (tools/SkillTool/prompt.ts:68). */
export declare const DEFAULT_MIN_DESC_CHARS = 20;
/** MODEL_CONTEXT_WINDOW_DEFAULT (utils/context.ts:9); `[1m]` models get 1,000,000 (utils/context.ts:51-98). */
export declare const DEFAULT_SKILL_CONTEXT_WINDOW = 200000;
/** getContextWindowForModel for a user outside Anthropic: 1M for a `[1m]` model id, else 200K (model capabilities are fetched only for Anthropic staff). */
export declare function claudeCodeContextWindow(model: string | undefined): number;
/**
 * getCharBudget (tools/SkillTool/prompt.ts:31-41): `Number(SLASH_COMMAND_TOOL_CHAR_BUDGET)` when it
 * is a non-zero number, else floor(window × 4 × fraction).
 */
export declare function skillCharBudget(contextWindow: number, fraction: number, charBudget: number | undefined, env: Record<string, string | undefined>): Pick<SkillBudget, 'budgetChars' | 'budgetSource'>;
export declare const DEFAULT_BUDGETS: ResolvedBudgets;
/** Parses "600 tokens", "6k tokens", "1.5k", "600", "5%". */
export declare function parseLimit(input: unknown, where: string): Limit;
/** The limit in tokens for a model with this context window. */
export declare function limitTokens(limit: Limit, contextWindow: number): number;
export declare function resolveBudgets(input: unknown, env?: Record<string, string | undefined>): ResolvedBudgets;
