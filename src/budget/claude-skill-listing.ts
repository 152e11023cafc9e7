import type { SkillBudget } from '../config/budgets.js';
import type { SkillDefinition } from '../model/tool.js';
import { claudeSkillFields, readSkillLikeClaudeCode } from '../tokens/claude-skill-file.js';
import { formatSkillListing, type ListingEntry, type SkillListing, type SkillOutcome } from '../tokens/skill-listing.js';

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

export type NotListedReason =
  | 'disable-model-invocation'
  | 'paths'
  | 'plugin-without-description'
  | 'nested-folder'
  | 'too-deep'
  | 'legacy-commands'
  | 'other-client';

export const NOT_LISTED_TEXT: Record<NotListedReason, string> = {
  'disable-model-invocation': 'disable-model-invocation: true (only the user can invoke it)',
  paths: 'paths: (listed once a matching file is touched)',
  'plugin-without-description': 'a plugin skill without a written description or when_to_use',
  'nested-folder': 'the .claude/skills folder of a subfolder (listed once a file below it is touched)',
  'too-deep': 'more than one folder below a skills folder (Claude Code reads <skills>/<name>/SKILL.md only)',
  'legacy-commands': 'a legacy .claude/commands skill (not simulated)',
  'other-client': 'not a folder Claude Code reads (another agent\'s skills, or add it to budgets.skills.dirs)',
};

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

const SOURCE_RANK: Record<Located['source'], number> = { managed: 0, user: 1, project: 2, plugin: 4 };
const byUtf8 = (a: string, b: string) => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
const trimDir = (d: string) => d.replace(/\\/g, '/').replace(/^\.\//, '').replace(/\/+$/, '');

/** Where Claude Code finds this SKILL.md, or why it does not. */
export function locateSkill(file: string, dirs: SkillBudget['dirs'], root = '.'): Located | { notRead: NotListedReason } {
  const f = file.replace(/\\/g, '/');
  for (const [i, d] of dirs.entries()) {
    const base = trimDir(d.path);
    const rest = base === '.' || base === '' ? f : f.startsWith(`${base}/`) ? f.slice(base.length + 1) : undefined;
    if (rest === undefined) continue;
    const parts = rest.split('/');
    if (parts.length !== 2) return { notRead: 'too-deep' };
    const folderName = parts[0]!;
    // `--add-dir` folders come after the project's own (skills/loadSkillsDir.ts:739-745).
    const rank = SOURCE_RANK[d.source] * 1000 + (d.source === 'project' ? 1 + i : i);
    return { source: d.source, rank, folderName, name: d.source === 'plugin' && d.plugin ? `${d.plugin}:${folderName}` : folderName };
  }
  // `.claude/skills` is looked for where Claude Code starts: the directory tool-lint was pointed at.
  const inRoot = root === '.' ? f : f.startsWith(`${root}/`) ? f.slice(root.length + 1) : f;
  const m = /^(?:(.*)\/)?\.claude\/(skills|commands)\/(.+)\/SKILL\.md$/.exec(inRoot);
  if (!m) return { notRead: 'other-client' };
  if (m[2] === 'commands') return { notRead: 'legacy-commands' };
  if (m[1] !== undefined) return { notRead: 'nested-folder' };
  if (m[3]!.includes('/')) return { notRead: 'too-deep' };
  return { source: 'project', rank: SOURCE_RANK.project * 1000, folderName: m[3]!, name: m[3]! };
}

/**
 * The path Claude Code reads a SKILL.md under. A skill folder shared through symbolic links
 * (`.claude/skills -> ../.agents/skills`, `.cursor/skills -> ../.agents/skills`) is one file with
 * several paths (`aliases`): Claude Code lists it once, under the first of them it reads, in its
 * own order; the others it does not read at all. No path it reads: the file's own, with its reason.
 */
function claudePath(skill: SkillDefinition, dirs: SkillBudget['dirs']): { file: string; where: ReturnType<typeof locateSkill> } {
  const own = { file: skill.range.file, where: locateSkill(skill.range.file, dirs, skill.root) };
  let best: { file: string; where: Located } | undefined = 'notRead' in own.where ? undefined : { file: own.file, where: own.where };
  for (const file of skill.aliases ?? []) {
    const where = locateSkill(file, dirs, skill.root);
    if ('notRead' in where) continue;
    if (!best || where.rank < best.where.rank || (where.rank === best.where.rank && byUtf8(file, best.file) < 0)) best = { file, where };
  }
  return best ?? own;
}

/** A skill's text when the scan did not keep the file (skills built in code): its fields as front matter. */
function textOf(skill: SkillDefinition): string {
  if (skill.text !== undefined) return skill.text;
  return `---\n${JSON.stringify(skill.frontMatter)}\n---\n`;
}

export function buildClaudeSkillListing(skills: readonly SkillDefinition[], budget: SkillBudget): ClaudeSkillListing {
  const listed: Array<{ view: ListedSkillView; entry: ListingEntry; rank: number; folderName: string }> = [];
  const others: ListedSkillView[] = [];
  const folderOf = (file: string) => (file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '.');
  for (const skill of skills) {
    const { file, where } = claudePath(skill, budget.dirs);
    const folder = folderOf(file);
    const base = { folder, file, skill };
    if ('notRead' in where) {
      others.push({ ...base, name: folder.slice(folder.lastIndexOf('/') + 1), source: 'other', fate: 'not-listed', reason: where.notRead });
      continue;
    }
    const fields = claudeSkillFields(readSkillLikeClaudeCode(textOf(skill), { stripBom: budget.stripBom }));
    const view: ListedSkillView = { ...base, name: where.name, source: where.source, fate: 'not-listed' };
    const reason: NotListedReason | undefined = fields.modelInvocationDisabled
      ? 'disable-model-invocation'
      : fields.paths
        ? 'paths'
        : where.source === 'plugin' && !fields.declared && !fields.whenToUse
          ? 'plugin-without-description'
          : undefined;
    if (reason) {
      others.push({ ...view, reason });
      continue;
    }
    listed.push({ view, entry: { name: where.name, text: fields.entryText, bundled: false }, rank: where.rank, folderName: where.folderName });
  }
  listed.sort((a, b) => a.rank - b.rank || byUtf8(a.folderName, b.folderName) || byUtf8(a.view.file ?? '', b.view.file ?? ''));

  const bundled = budget.bundled.map((b) => ({
    view: { name: b.name, folder: null, file: null, source: 'bundled' as const, fate: 'not-listed' as const },
    entry: { name: b.name, text: b.whenToUse ? `${b.description} - ${b.whenToUse}` : b.description, bundled: true },
  }));
  const all = [...bundled, ...listed];
  const listing = formatSkillListing(
    all.map((x) => x.entry),
    { budgetChars: budget.budgetChars, entryChars: budget.entryChars, minDescChars: budget.minDescChars, overflow: budget.overflow },
  );
  const views = all.map((x, i) => ({ ...x.view, fate: listing.skills[i]!.fate, outcome: listing.skills[i]! }));
  others.sort((a, b) => byUtf8(a.file ?? '', b.file ?? ''));
  return { listing, skills: [...views, ...others] };
}
