import type { SkillDefinition, SourceRange } from '../../src/model/tool.js';
import { type ClaudeSkillRead } from '../../src/tokens/claude-skill-file.js';
/** Shared by the SKILL.md rules: where a skill lives and what Claude Code makes of it. */
export interface SkillFacts {
    /**
     * The folder holding the SKILL.md (what the spec's `name` must equal, and Claude Code's listed
     * name). For a SKILL.md at the lint root, whose folder is chosen where it is installed, its
     * front-matter `name` (else ".").
     */
    folder: string;
    /** The SKILL.md sits at the lint root: its folder's name is not the project's to choose. */
    atRoot: boolean;
    /** Claude Code 2.1.88's reading (the BOM is not stripped): the strictest client reading known. */
    claude: ClaudeSkillRead;
    /** The text Claude Code lists after the name. */
    listed: string;
    /** A location for findings about the file as a whole. */
    top: SourceRange;
}
export declare function skillFacts(skill: SkillDefinition): SkillFacts;
/** Quotes a listed text for a message: one line, at most 60 characters. */
export declare function quote(text: string): string;
