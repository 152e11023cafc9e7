import { defineRule } from '../src/engine/rule.js';
import { declaredDescription } from '../src/tokens/claude-skill-file.js';
import { quote, skillFacts } from './_support/skill.js';
/**
 * Front matter that no client reads as written. Every case here makes Claude Code list something
 * other than what the author wrote, and makes clients that follow the Agent Skills integration
 * guide skip the skill (agentskills.io, "Lenient validation": a missing or empty description, or
 * YAML that cannot be parsed, means skip). Spec constraints clients tolerate are `valid-skill-spec`.
 */
export default defineRule({
    meta: {
        id: 'valid-skill-metadata',
        type: 'problem',
        description: 'SKILL.md front matter can be read as written: it closes, parses as YAML and holds a usable description',
        recommended: 'error',
        messages: {
            unclosed: 'The front matter of skill "{{folder}}" has no closing `---` line: no client reads its fields, and Claude Code lists "{{listed}}" as the description',
            yaml: 'The front matter of skill "{{folder}}" is not valid YAML ({{error}}), even after Claude Code quotes its values: no client reads its fields, and Claude Code lists "{{listed}}" as the description',
            notMapping: 'The front matter of skill "{{folder}}" is not a mapping of keys to values: no client reads its fields, and Claude Code lists "{{listed}}" as the description',
            closedEarly: 'Claude Code ends the front matter of skill "{{folder}}" at the `---` inside line {{line}}: it lists "{{listed}}" instead of the description written',
            unusableDescription: 'The description of skill "{{folder}}" is {{what}}: clients that follow the Agent Skills spec skip the skill, and Claude Code lists "{{listed}}" instead',
        },
        help: 'Write the front matter as YAML between two `---` lines, with `description` a non-empty string (quote values that contain `: ` or ` #`)',
    },
    check(ctx) {
        for (const skill of ctx.skills) {
            const f = skillFacts(skill);
            const p = skill.frontMatterProblem;
            const data = { folder: f.folder, listed: quote(f.listed) };
            if (p?.kind === 'unclosed') {
                ctx.report({ range: f.top, subject: f.folder, messageId: 'unclosed', data });
                continue;
            }
            if (p?.kind === 'yaml' && f.claude.status === 'failed') {
                ctx.report({ range: { ...f.top, line: p.line, endLine: p.line }, subject: f.folder, messageId: 'yaml', data: { ...data, error: p.message } });
                continue;
            }
            if (p?.kind === 'not-mapping') {
                ctx.report({ range: f.top, subject: f.folder, messageId: 'notMapping', data });
                continue;
            }
            if (p)
                continue; // missing front matter, a BOM, or YAML only Claude Code's retry reads: valid-skill-spec
            // The client's regex stops at the first `---`, also in the middle of a line.
            const written = declaredDescription(skill.frontMatter['description']);
            const read = declaredDescription(f.claude.frontMatter['description']);
            if (f.claude.status !== 'none' && written !== undefined && read !== written) {
                const lines = (skill.text ?? '').split('\n');
                const at = lines.findIndex((l, i) => i > 0 && l.includes('---') && !/^---\s*$/.test(l));
                const line = at < 0 ? 1 : at + 1;
                ctx.report({ range: { ...f.top, line, endLine: line }, subject: f.folder, messageId: 'closedEarly', data: { ...data, line } });
                continue;
            }
            if ('description' in skill.frontMatter && written === undefined) {
                const v = skill.frontMatter['description'];
                const what = v === null ? 'empty' : typeof v === 'string' ? 'blank' : Array.isArray(v) ? 'a list, not text' : 'a mapping, not text';
                ctx.report({ range: skill.pointers['/description'] ?? f.top, subject: f.folder, messageId: 'unusableDescription', data: { ...data, what } });
            }
        }
    },
});
