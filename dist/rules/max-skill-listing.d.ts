import { type SkillDefinition } from '../src/model/tool.js';
interface Options {
    /** Skills the client bundles (never trimmed at level 2); they take budget before yours. */
    builtins?: Array<{
        name: string;
        description: string;
    }>;
}
/** Description text Claude Code lists for a skill: `description`, then `when_to_use` when present (the per-entry cap covers both). */
export declare function listedDescription(skill: SkillDefinition): string;
/**
 * Simulates Claude Code's skill listing (src/tokens/skill-listing.ts) for the SKILL.md files found
 * and reports what the model will not see: entries cut at the per-entry cap, descriptions trimmed
 * to share the budget (level 2), descriptions dropped for names only (level 3).
 */
declare const _default: import("../src/engine/rule.js").Rule<Options>;
export default _default;
