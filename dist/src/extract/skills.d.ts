import { type Diagnostic } from '../model/diagnostic.js';
import type { SkillDefinition } from '../model/tool.js';
/**
 * Reads a `SKILL.md`: YAML front matter between `---` lines, with `name` and `description`.
 * A skill without a `name` takes its folder's name, as Claude Code does.
 */
export declare function extractSkill(rel: string, text: string): {
    skill?: SkillDefinition;
    diagnostics: Diagnostic[];
};
