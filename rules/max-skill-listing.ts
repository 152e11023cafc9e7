import { defineRule } from '../src/engine/rule.js';
import { DEFAULT_BUDGETS } from '../src/config/budgets.js';
import { buildClaudeSkillListing } from '../src/budget/claude-skill-listing.js';

interface Options {
  /** Deprecated: `budgets.skills.bundled` (which `tool-lint report` also reads). When set, replaces the profile's bundled skills for this rule. */
  builtins?: Array<{ name: string; description: string }>;
}

/**
 * Simulates the skill listing Claude Code sends at startup (src/budget/claude-skill-listing.ts,
 * shared with `tool-lint report`) and reports, per skill, what the model will not see: text cut
 * at the per-entry cap, a description trimmed to share the budget, or a skill listed by name
 * only. Skills Claude Code does not read (other agents' folders, `disable-model-invocation`,
 * `paths:`) are not judged.
 */
export default defineRule<Options>({
  meta: {
    id: 'max-skill-listing',
    type: 'budget',
    description: 'SKILL.md descriptions fit the skill listing budget, so the model sees them whole',
    recommended: 'warn',
    strict: 'error',
    messages: {
      entryCapped:
        'Skill "{{name}}": its listed text is {{from}} characters; Claude Code keeps the first {{keep}} and adds "…" (per-entry cap {{cap}}, profile {{profile}})',
      trimmed:
        'Skill "{{name}}": the skill listing is {{over}} characters over its {{budget}}-character budget (level 2 of 3, profile {{profile}}); this description is cut from {{from}} to {{to}} characters',
      namesOnly:
        'Skill "{{name}}": the skill listing is {{over}} characters over its {{budget}}-character budget and this skill is listed by name only ({{why}}, profile {{profile}}); the model sees "{{name}}" without its {{from}}-character description',
    },
    help: 'Put the trigger words first and shorten the descriptions (or remove skills this project does not need); the listing budget is context window × 4 × budgets.skills.fraction characters',
    optionsSchema: {
      type: 'object',
      properties: {
        builtins: {
          type: 'array',
          items: { type: 'object', properties: { name: { type: 'string' }, description: { type: 'string' } }, required: ['name', 'description'], additionalProperties: false },
        },
      },
      additionalProperties: false,
    },
    defaultOptions: {},
  },
  check(ctx) {
    if (ctx.skills.length === 0) return;
    const base = (ctx.budgets ?? DEFAULT_BUDGETS).skills;
    const budget = ctx.options.builtins?.length ? { ...base, bundled: ctx.options.builtins } : base;
    const { listing, skills } = buildClaudeSkillListing(ctx.skills, budget);
    for (const v of skills) {
      const o = v.outcome;
      if (!o || !v.skill || v.source === 'bundled') continue;
      const at = { range: v.skill.pointers['/description'] ?? v.skill.range, subject: v.name };
      const common = { name: v.name, profile: budget.profile, over: listing.overBy, budget: listing.budgetChars };
      if (o.fate === 'name-only') {
        const why =
          listing.overflow === 'levels'
            ? `level 3 of 3: ${listing.maxDescChars ?? 0} characters per description, below ${budget.minDescChars}`
            : 'the skills listed before it used the budget';
        ctx.report({ ...at, messageId: 'namesOnly', data: { ...common, why, from: o.cappedWidth } });
      } else if (o.fate === 'trimmed') {
        ctx.report({ ...at, messageId: 'trimmed', data: { ...common, from: o.cappedWidth, to: o.shownChars } });
      } else if (o.fate === 'entry-capped') {
        ctx.report({ ...at, messageId: 'entryCapped', data: { name: v.name, from: o.originalChars, keep: budget.entryChars - 1, cap: budget.entryChars, profile: budget.profile } });
      }
    }
  },
});
