import type { SkillBudget } from '../config/budgets.js';
import type { SkillDefinition } from '../model/tool.js';
import { type SkillListing, type SkillOutcome } from '../tokens/skill-listing.js';
/**
 * The skill listing Claude Code builds at startup for a project, from the SKILL.md files found:
 * which skills it reads, under which name, in which order, with which text (shared by the
 * `max-skill-listing` rule and `tool-lint report`, so both always agree).
 *
 * Reference: shared/reference/claude-code-skill-listing.md (Claude Code 2.1.88 source):
 * - read from `<root>/.claude/skills/<folder>/SKILL.md`, one level deep (skills/loadSkillsDir.ts:407-476),
 *   plus the managed, user, `--add-dir` and plugin folders named in `budgets.skills.dirs`;
 * - listed as `<folder>` (plugin skills `<plugin>:<folder>`), never under the front matter `name`
 *   (loadSkillsDir.ts:452; utils/plugins/loadPluginCommands.ts:726);
 * - in the order bundled, managed, user, project, `--add-dir`, plugin (commands.ts:449-470), and
 *   inside a folder by the byte order of the folder names, which is what Node's `readdir` returns
 *   (libuv sorts with strcmp; skills/loadSkillsDir.ts:415, utils/fsOperations.ts:398-400);
 * - not listed: `disable-model-invocation: true` (commands.ts:569), `paths:` skills until a
 *   matching file is touched (loadSkillsDir.ts:771-790), plugin skills without a written
 *   `description` or `when_to_use` (commands.ts:563-577), `.claude/skills` of subfolders (loaded
 *   when files below them are touched: loadSkillsDir.ts:861-915).
 * Skills anywhere else (other agents' folders such as `.agents/`, `.gemini/`, `.roo/`, or a
 * plain `skills/` folder) are not read by Claude Code, and so are not judged by its limits.
 */
export type SkillSource = 'bundled' | 'managed' | 'user' | 'project' | 'plugin' | 'other';
export type NotListedReason = 'disable-model-invocation' | 'paths' | 'plugin-without-description' | 'nested-folder' | 'too-deep' | 'legacy-commands' | 'other-client';
export declare const NOT_LISTED_TEXT: Record<NotListedReason, string>;
export interface ListedSkillView {
    /** The name in the listing (folder name, `plugin:folder`, or the bundled skill's name). */
    name: string;
    /** Folder of the SKILL.md (project-relative, `/`-separated); null for bundled skills. */
    folder: string | null;
    file: string | null;
    source: SkillSource;
    /** What happened to it in the listing. */
    fate: SkillOutcome['fate'] | 'not-listed';
    reason?: NotListedReason;
    /** The entry in the listing (absent when not listed). */
    outcome?: SkillOutcome;
    skill?: SkillDefinition;
}
export interface ClaudeSkillListing {
    listing: SkillListing;
    /** Listed skills in listing order, then the others by file. */
    skills: ListedSkillView[];
}
interface Located {
    source: Exclude<SkillSource, 'bundled' | 'other'>;
    /** Position of the folder among the places Claude Code reads, in its order. */
    rank: number;
    name: string;
    folderName: string;
}
/** Where Claude Code finds this SKILL.md, or why it does not. */
export declare function locateSkill(file: string, dirs: SkillBudget['dirs'], root?: string): Located | {
    notRead: NotListedReason;
};
export declare function buildClaudeSkillListing(skills: readonly SkillDefinition[], budget: SkillBudget): ClaudeSkillListing;
export {};
