/**
 * Formats the skill listing the way Claude Code does (shared/reference/claude-code-skill-listing.md).
 *
 * Two overflow strategies, by client profile:
 * - `levels` (2.1.88, `formatCommandsWithinBudget` in tools/SkillTool/prompt.ts:70-172):
 *     level 1  Σ width(line) + (n − 1) ≤ budget → every line whole (after the per-entry cap);
 *     level 2  bundled lines kept whole; the others share what is left evenly:
 *              maxDescLen = floor((budget − Σ(width(bundled line) + 1) − Σ(width(name) + 4) − (rest − 1)) / rest)
 *              and each description is cut to that width, grapheme-safe, with `…`;
 *     level 3  maxDescLen < MIN_DESC_LENGTH (20) → the others become `- name`.
 * - `priority` (2.1.330, read from the shipped binary: the function that builds the listing with
 *   budgetMode "priority"): bundled lines kept whole; every other skill starts as `- name`, then,
 *   in order of the user's recorded use of each skill (none is known to tool-lint: listing order),
 *   a skill gets its whole line back when the extra width still fits. Nothing is trimmed: a
 *   description is shown whole or not at all.
 *
 * Every entry is first cut to the per-entry cap in UTF-16 code units: `desc.slice(0, cap − 1) + '…'`
 * (prompt.ts:47-49), which can split a surrogate pair exactly as the client does.
 */
export interface ListingEntry {
    name: string;
    /** `description`, or `description - when_to_use`, before the per-entry cap. */
    text: string;
    /** Shipped with the client (`source: 'bundled'`): never trimmed, takes budget first. */
    bundled: boolean;
}
export interface ListingOptions {
    budgetChars: number;
    /** Per-entry cap (MAX_LISTING_DESC_CHARS / skillListingMaxDescChars), UTF-16 code units. */
    entryChars: number;
    /** MIN_DESC_LENGTH (`levels` only). */
    minDescChars: number;
    overflow: 'levels' | 'priority';
}
export type SkillFate = 'whole' | 'entry-capped' | 'trimmed' | 'name-only';
export interface SkillOutcome {
    name: string;
    bundled: boolean;
    /** UTF-16 code units of the entry text as written. */
    originalChars: number;
    /** UTF-16 code units after the per-entry cap. */
    cappedChars: number;
    /** Display width of the entry text after the per-entry cap (what the line needs). */
    cappedWidth: number;
    /** Display width of the description shown (0 for a name-only line). */
    shownChars: number;
    /** Display width of the whole line as listed. */
    width: number;
    fate: SkillFate;
    line: string;
}
export interface SkillListing {
    /** 1 everything whole; 2 some descriptions cut or dropped; 3 every non-bundled skill by name only. */
    level: 1 | 2 | 3;
    overflow: ListingOptions['overflow'];
    budgetChars: number;
    /** Width of the listing with every entry at its per-entry cap (what level 1 needs). */
    fullChars: number;
    /** fullChars − budgetChars when over (0 when it fits). */
    overBy: number;
    /** `levels`, level 2 and 3: the share each non-bundled description got. */
    maxDescChars?: number;
    /** Width of the listing as shown: Σ line widths + newlines. */
    shownChars: number;
    skills: SkillOutcome[];
    /** The listing exactly as sent (lines joined by `\n`). */
    text: string;
}
/** prompt.ts:47-49: cut to `cap − 1` UTF-16 code units and `…` when longer than `cap`. */
export declare function capEntry(text: string, cap: number): string;
export declare function formatSkillListing(entries: readonly ListingEntry[], o: ListingOptions): SkillListing;
