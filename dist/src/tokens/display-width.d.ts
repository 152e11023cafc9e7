/**
 * Terminal display width, the unit Claude Code measures its skill listing in
 * (`stringWidth()` in tools/SkillTool/prompt.ts:85, 107, 118 at Claude Code 2.1.88; reference:
 * shared/reference/claude-code-skill-listing.md, "size measure"): CJK and fullwidth characters
 * and emoji graphemes count 2; control characters (`\n`, `\t`), zero-width characters and
 * combining marks 0; East Asian ambiguous characters 1; ANSI escape sequences are not counted.
 *
 * The `string-width` package gives exactly that on every case the reference lists, and is what
 * `Bun.stringWidth` (the native Claude Code build) is modelled on. Claude Code's own JavaScript
 * fallback (ink/stringWidth.ts, used by the npm build of 2.1.88) differs on rarer text: emoji with
 * text presentation and no U+FE0F (`⚠`, `❤`: 2 there, 1 here), and combining marks of Arabic,
 * Cyrillic and Indic scripts it does not treat as zero-width (measured in rules/max-skill-listing.md).
 */
export declare function displayWidth(text: string): number;
/**
 * Claude Code's `truncate(str, maxWidth)` (utils/truncate.ts:63-75, 134-158 at 2.1.88): the text
 * unchanged when it fits, else whole graphemes while the width stays within `maxWidth − 1`, then
 * `…`. A grapheme (an emoji sequence, a letter with its accents) is never split.
 */
export declare function truncateToWidth(text: string, maxWidth: number): string;
