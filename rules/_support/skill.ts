import type { SkillDefinition, SourceRange } from '../../src/model/tool.js';
import { claudeSkillFields, readSkillLikeClaudeCode, type ClaudeSkillRead } from '../../src/tokens/claude-skill-file.js';

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

export function skillFacts(skill: SkillDefinition): SkillFacts {
  const file = skill.range.file;
  const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '.';
  const atRoot = dir === '.';
  const named = skill.frontMatter['name'];
  const folder = atRoot ? (typeof named === 'string' && named.trim() ? named.trim() : '.') : dir.slice(dir.lastIndexOf('/') + 1);
  const claude = readSkillLikeClaudeCode(skill.text ?? '', { stripBom: false });
  return { folder, atRoot, claude, listed: claudeSkillFields(claude).entryText, top: { file, line: 1, column: 1, endLine: 1, endColumn: 1 } };
}

/** Quotes a listed text for a message: one line, at most 60 characters. */
export function quote(text: string): string {
  const one = text.replace(/\s+/g, ' ').trim();
  return one.length > 60 ? `${one.slice(0, 57)}...` : one;
}
