import { promises as fs } from 'node:fs';
import path from 'node:path';
import picomatch from 'picomatch';
import { toPosixRelative } from '../source/paths.js';
/**
 * SKILL.md files in the places Claude Code reads skills from: `<dir>/<name>/SKILL.md` (one level, as
 * skills/loadSkillsDir.ts reads it) for each folder given: `<root>/.claude/skills` and the folders of
 * `budgets.skills.dirs`, relative to `cwd`. They are added to a default scan even when the config's `include` lists
 * only source globs: a budget on the skill listing must see the skills. `exclude` still applies.
 *
 * Kept apart from the general walk (files.ts) on purpose: it only adds known locations.
 */
export async function standardSkillFiles(cwd, dirs, exclude) {
    const excluded = exclude?.length ? picomatch([...exclude], { dot: true }) : undefined;
    const out = [];
    for (const dir of dirs) {
        const abs = path.resolve(cwd, dir);
        let entries;
        try {
            entries = await fs.readdir(abs, { withFileTypes: true });
        }
        catch {
            continue; // no such folder: nothing to add
        }
        for (const e of entries) {
            if (!e.isDirectory() && !e.isSymbolicLink())
                continue;
            const file = path.join(abs, e.name, 'SKILL.md');
            try {
                if (!(await fs.stat(file)).isFile())
                    continue;
            }
            catch {
                continue;
            }
            if (excluded && excluded(toPosixRelative(cwd, file)))
                continue;
            out.push(file);
        }
    }
    return out.sort();
}
