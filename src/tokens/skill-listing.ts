/**
 * Simulates the skill listing Claude Code puts into the Skill tool's prompt
 * (SkillTool/prompt.ts, formatCommandsWithinBudget, as seed 001 describes it):
 *
 *   budget     = context window (tokens) × CHARS_PER_TOKEN (4) × fraction (SKILL_BUDGET_CONTEXT_PERCENT, 0.01)
 *   entry      = `- ${name}: ${description}`, description first cut to MAX_LISTING_DESC_CHARS (entryChars)
 *   level 1    all entries fit (joined by newlines) → everything shown
 *   level 2    over budget → built-in skills keep their whole entry; the other descriptions share
 *              what is left equally: maxDescLen = floor((budget − built-ins − name overhead) / count)
 *   level 3    maxDescLen < MIN_DESC_LENGTH (minDescChars) → the other skills are listed by name only
 */
export interface ListedSkill {
  name: string;
  description: string;
  /** Bundled with the client: never trimmed at level 2. */
  builtin?: boolean;
}

export interface SkillListingOptions {
  contextWindow: number;
  fraction: number;
  entryChars: number;
  minDescChars: number;
  charsPerToken?: number;
}

export interface SkillOutcome {
  name: string;
  builtin: boolean;
  /** Characters of the description as written. */
  originalChars: number;
  /** Characters after the per-entry cap. */
  cappedChars: number;
  /** Characters shown in the listing. */
  shownChars: number;
  /** What happened to it. */
  fate: 'whole' | 'entry-capped' | 'trimmed' | 'name-only';
  /** The line as listed. */
  line: string;
}

export interface SkillListing {
  level: 1 | 2 | 3;
  budgetChars: number;
  /** Characters of the listing with every entry at its per-entry cap (what level 1 needs). */
  fullChars: number;
  /** fullChars − budgetChars when over (0 at level 1). */
  overBy: number;
  /** Characters each non-built-in description got at level 2 (undefined at level 1). */
  maxDescChars?: number;
  /** Characters of the listing actually shown. */
  shownChars: number;
  skills: SkillOutcome[];
  text: string;
}

/** Cuts to `max` characters, the last one an ellipsis, as Claude Code's truncate() does. */
export function capText(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  if (max <= 0) return '';
  return chars.slice(0, max - 1).join('') + '…';
}

const len = (s: string): number => [...s].length;
const entry = (name: string, desc: string): string => (desc ? `- ${name}: ${desc}` : `- ${name}`);

export function simulateSkillListing(skills: ListedSkill[], o: SkillListingOptions): SkillListing {
  const budgetChars = Math.floor(o.contextWindow * (o.charsPerToken ?? 4) * o.fraction);
  const capped = skills.map((s) => {
    const clean = s.description.replace(/\s+/g, ' ').trim();
    const c = capText(clean, o.entryChars);
    return { ...s, builtin: !!s.builtin, capped: c, originalChars: len(clean), cappedChars: len(c) };
  });
  const fullLines = capped.map((s) => entry(s.name, s.capped));
  const fullChars = fullLines.reduce((a, l) => a + len(l), 0) + Math.max(0, fullLines.length - 1);
  const outcome = (s: (typeof capped)[number], shown: string, fate: SkillOutcome['fate']): SkillOutcome => ({
    name: s.name,
    builtin: s.builtin,
    originalChars: s.originalChars,
    cappedChars: s.cappedChars,
    shownChars: len(shown),
    fate,
    line: entry(s.name, shown),
  });
  const finish = (level: 1 | 2 | 3, out: SkillOutcome[], maxDescChars?: number): SkillListing => {
    const text = out.map((s) => s.line).join('\n');
    return { level, budgetChars, fullChars, overBy: Math.max(0, fullChars - budgetChars), maxDescChars, shownChars: len(text), skills: out, text };
  };

  if (fullChars <= budgetChars) {
    return finish(1, capped.map((s) => outcome(s, s.capped, s.cappedChars < s.originalChars ? 'entry-capped' : 'whole')));
  }
  const builtins = capped.filter((s) => s.builtin);
  const rest = capped.filter((s) => !s.builtin);
  const builtinChars = builtins.reduce((a, s) => a + len(entry(s.name, s.capped)) + 1, 0);
  // `- ` + `: ` around each name, plus the newlines between entries.
  const nameOverhead = rest.reduce((a, s) => a + len(s.name) + 4, 0) + Math.max(0, rest.length - 1);
  const available = budgetChars - builtinChars - nameOverhead;
  const maxDescChars = rest.length ? Math.floor(available / rest.length) : 0;
  const keepBuiltin = (s: (typeof capped)[number]) => outcome(s, s.capped, s.cappedChars < s.originalChars ? 'entry-capped' : 'whole');
  if (maxDescChars < o.minDescChars) {
    return finish(3, capped.map((s) => (s.builtin ? keepBuiltin(s) : outcome(s, '', 'name-only'))), Math.max(0, maxDescChars));
  }
  return finish(
    2,
    capped.map((s) => {
      if (s.builtin) return keepBuiltin(s);
      const shown = capText(s.capped, maxDescChars);
      return outcome(s, shown, shown === s.capped ? (s.cappedChars < s.originalChars ? 'entry-capped' : 'whole') : 'trimmed');
    }),
    maxDescChars,
  );
}
