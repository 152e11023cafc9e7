/**
 * Simulates the skill listing Claude Code puts into the Skill tool's prompt
 * (SkillTool/prompt.ts, formatCommandsWithinBudget, as seed 001 describes it):
 *
 *   budget     = context window (tokens) × CHARS_PER_TOKEN (4) × fraction (SKILL_BUDGET_CONTEXT_PERCENT, 0.01)
 *   entry      = `- ${name}: ${description}`, description first cut to MAX_LISTING_DESC_CHARS (entryChars)
 *   level 1    all entries fit (joined by newlines) → everything shown
 *   level 2    over budget → built-in skills keep their whole entry; the other descriptions share
 *              what is left equally: maxDescLen = floor((budget − built-ins − name overhead) / count)
 *   level 3    maxDescLen < MIN_DESC_LENGTH (minDescChars) → the other skills are listed by name only
 */
export interface ListedSkill {
    name: string;
    description: string;
    /** Bundled with the client: never trimmed at level 2. */
    builtin?: boolean;
}
export interface SkillListingOptions {
    contextWindow: number;
    fraction: number;
    entryChars: number;
    minDescChars: number;
    charsPerToken?: number;
}
export interface SkillOutcome {
    name: string;
    builtin: boolean;
    /** Characters of the description as written. */
    originalChars: number;
    /** Characters after the per-entry cap. */
    cappedChars: number;
    /** Characters shown in the listing. */
    shownChars: number;
    /** What happened to it. */
    fate: 'whole' | 'entry-capped' | 'trimmed' | 'name-only';
    /** The line as listed. */
    line: string;
}
export interface SkillListing {
    level: 1 | 2 | 3;
    budgetChars: number;
    /** Characters of the listing with every entry at its per-entry cap (what level 1 needs). */
    fullChars: number;
    /** fullChars − budgetChars when over (0 at level 1). */
    overBy: number;
    /** Characters each non-built-in description got at level 2 (undefined at level 1). */
    maxDescChars?: number;
    /** Characters of the listing actually shown. */
    shownChars: number;
    skills: SkillOutcome[];
    text: string;
}
/** Cuts to `max` characters, the last one an ellipsis, as Claude Code's truncate() does. */
export declare function capText(text: string, max: number): string;
export declare function simulateSkillListing(skills: ListedSkill[], o: SkillListingOptions): SkillListing;
