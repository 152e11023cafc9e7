import type { Diagnostic } from '../model/diagnostic.js';
import type { SkillDefinition } from '../model/tool.js';
/**
 * Reads a `SKILL.md` as the Agent Skills specification writes it (agentskills.io/specification):
 * YAML front matter between a first line `---` and the next line `---`, then Markdown. A skill
 * is always returned, even when its front matter is missing or broken: Claude Code still lists
 * such a skill (with a description taken from the body), so the listing simulation needs it, and
 * `valid-skill-metadata` reports the problem (`frontMatterProblem`). How Claude Code itself reads
 * the file, quirks included, is src/tokens/claude-skill-file.ts.
 *
 * `name` is the front matter `name` when it is a non-empty string, else the folder's name; the
 * skill listing always uses the folder's name, as Claude Code does.
 */
export declare function extractSkill(rel: string, text: string): {
    skill?: SkillDefinition;
    diagnostics: Diagnostic[];
};
