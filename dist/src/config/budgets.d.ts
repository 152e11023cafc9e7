export type { BudgetsConfig } from './schema.js';
/**
 * Token budgets (user-facing contract):
 *
 *   budgets: {
 *     tool: '600 tokens',          // per tool, per model
 *     toolset: '5%',               // all tools sent together, as a share of the model's context window
 *     skills: { fraction: 0.01, entryChars: 250, minDescChars: 20, profile: 'claude-code-2.1.105' },
 *     models: ['gpt-4o', 'claude-sonnet-4-5'],
 *   }
 *
 * Limits are `N tokens`, `Nk tokens` or `N%` (of the model's context window). `declared` records
 * which budgets the user wrote: a written budget is a promise the team made, so the report command
 * fails on it; the rules' severity still comes from `rules` like every other rule.
 */
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
    /** Share of the context window the listing may use (Claude Code skillListingBudgetFraction). */
    fraction: number;
    /** Per-entry cap on description characters (250 in Claude Code 2.1.86–2.1.104, 1,536 from 2.1.105). */
    entryChars: number;
    /** Below this average description length the listing falls back to names only. */
    minDescChars: number;
    /** Context window the listing is sized for (tokens). */
    contextWindow: number;
    profile: string;
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
/** Claude Code versions users run, by the skill-listing defaults they shipped (provider-facts.json, claude_code.skill_listing_budget.history). */
export declare const SKILL_PROFILES: Record<string, Omit<SkillBudget, 'profile' | 'minDescChars'>>;
export declare const DEFAULT_SKILL_PROFILE = "claude-code-2.1.86";
/** MIN_DESC_LENGTH in Claude Code's formatCommandsWithinBudget (seed 001). */
export declare const DEFAULT_MIN_DESC_CHARS = 20;
export declare const DEFAULT_BUDGETS: ResolvedBudgets;
/** Parses "600 tokens", "6k tokens", "1.5k", "600", "5%". */
export declare function parseLimit(input: unknown, where: string): Limit;
/** The limit in tokens for a model with this context window. */
export declare function limitTokens(limit: Limit, contextWindow: number): number;
export declare function resolveBudgets(input: unknown): ResolvedBudgets;
