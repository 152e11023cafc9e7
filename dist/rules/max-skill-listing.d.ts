interface Options {
    /** Deprecated: `budgets.skills.bundled` (which `tool-lint report` also reads). When set, replaces the profile's bundled skills for this rule. */
    builtins?: Array<{
        name: string;
        description: string;
    }>;
}
/**
 * Simulates the skill listing Claude Code sends at startup (src/budget/claude-skill-listing.ts,
 * shared with `tool-lint report`) and reports, per skill, what the model will not see: text cut
 * at the per-entry cap, a description trimmed to share the budget, or a skill listed by name
 * only. Skills Claude Code does not read (other agents' folders, `disable-model-invocation`,
 * `paths:`) are not judged.
 */
declare const _default: import("../src/engine/rule.js").Rule<Options>;
export default _default;
