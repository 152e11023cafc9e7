import { defineRule } from '../src/engine/rule.js';
import { DEFAULT_BUDGETS } from '../src/config/budgets.js';
import { compareRanges } from '../src/model/tool.js';
import { simulateSkillListing } from '../src/tokens/skill-listing.js';
/** Description text Claude Code lists for a skill: `description`, then `when_to_use` when present (the per-entry cap covers both). */
export function listedDescription(skill) {
    const w = skill.frontMatter['when_to_use'];
    return [skill.description ?? '', typeof w === 'string' ? w : ''].filter((s) => s.trim()).join(' ');
}
/**
 * Simulates Claude Code's skill listing (src/tokens/skill-listing.ts) for the SKILL.md files found
 * and reports what the model will not see: entries cut at the per-entry cap, descriptions trimmed
 * to share the budget (level 2), descriptions dropped for names only (level 3).
 */
export default defineRule({
    meta: {
        id: 'max-skill-listing',
        type: 'budget',
        description: 'SKILL.md descriptions fit the skill listing budget, so the model sees them whole',
        recommended: 'warn',
        strict: 'error',
        messages: {
            entryCapped: 'Skill "{{name}}": its listed description is {{from}} characters; the listing keeps only the first {{cap}} (per-entry cap, profile {{profile}})',
            trimmed: 'Skill "{{name}}": the skill listing is {{over}} characters over its {{budget}}-character budget (level 2 of 3, profile {{profile}}); this description is cut from {{from}} to {{to}} characters',
            namesOnly: 'Skill "{{name}}": the skill listing is {{over}} characters over its {{budget}}-character budget and falls back to names only (level 3 of 3: {{avail}} characters per description, below {{min}}, profile {{profile}}); the model sees "{{name}}" without its {{from}}-character description',
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
        defaultOptions: { builtins: [] },
    },
    check(ctx) {
        if (ctx.skills.length === 0)
            return;
        const b = (ctx.budgets ?? DEFAULT_BUDGETS).skills;
        // Claude Code lists skills by name; a name defined twice is listed once (the first found).
        const seen = new Set();
        const skills = [...ctx.skills].sort((x, y) => compareRanges(x.range, y.range)).filter((s) => !seen.has(s.name) && seen.add(s.name));
        const listed = [
            ...(ctx.options.builtins ?? []).map((x) => ({ ...x, builtin: true })),
            ...skills.map((s) => ({ name: s.name, description: listedDescription(s) })),
        ];
        const sim = simulateSkillListing(listed, b);
        const bySkill = new Map(skills.map((s) => [s.name, s]));
        for (const o of sim.skills) {
            const skill = bySkill.get(o.name);
            if (!skill || o.builtin)
                continue;
            const at = { range: skill.pointers['/description'] ?? skill.range, subject: skill.name };
            if (o.fate === 'name-only') {
                ctx.report({ ...at, messageId: 'namesOnly', data: { name: o.name, over: sim.overBy, budget: sim.budgetChars, avail: sim.maxDescChars ?? 0, min: b.minDescChars, profile: b.profile, from: o.originalChars } });
            }
            else if (o.fate === 'trimmed') {
                ctx.report({ ...at, messageId: 'trimmed', data: { name: o.name, over: sim.overBy, budget: sim.budgetChars, profile: b.profile, from: o.originalChars, to: o.shownChars } });
            }
            else if (o.fate === 'entry-capped') {
                ctx.report({ ...at, messageId: 'entryCapped', data: { name: o.name, from: o.originalChars, cap: b.entryChars, profile: b.profile } });
            }
        }
    },
});
