/**
 * SKILL.md files in the places Claude Code reads skills from: `<dir>/<name>/SKILL.md` (one level, as
 * skills/loadSkillsDir.ts reads it) for each folder given: `<root>/.claude/skills` and the folders of
 * `budgets.skills.dirs`, relative to `cwd`. They are added to a default scan even when the config's `include` lists
 * only source globs: a budget on the skill listing must see the skills. `exclude` still applies.
 *
 * Kept apart from the general walk (files.ts) on purpose: it only adds known locations.
 */
export declare function standardSkillFiles(cwd: string, dirs: readonly string[], exclude: readonly string[] | undefined): Promise<string[]>;
