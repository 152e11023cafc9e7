/**
 * How Claude Code reads a SKILL.md, row by row from shared/reference/claude-code-skill-listing.md
 * (Claude Code 2.1.88 source, paths under restored-src/src/ of yinbowen-dc/claude-code-sourcemap
 * at a8a678c). Deliberately not a correct Markdown/YAML reader: it reproduces the client, quirks
 * included, so the listing tool-lint simulates is the listing the model gets.
 */
/** utils/frontmatterParser.ts:123: starts at the first line, ends at the first `---` anywhere (also mid-line). */
export declare const CLAUDE_FRONTMATTER_REGEX: RegExp;
export interface ClaudeSkillRead {
    /** `{}` when there is no front matter or it could not be parsed even after the retry. */
    frontMatter: Record<string, unknown>;
    /** What follows the front matter (the whole file without one). */
    body: string;
    /** `none`: no front matter; `ok`: parsed; `retried`: parsed after quoting values; `failed`: both parses failed. */
    status: 'none' | 'ok' | 'retried' | 'failed';
    /** The text between the delimiters as the regex cut it. */
    frontMatterText?: string;
}
export interface ReadOptions {
    /**
     * Strip a leading U+FEFF before matching. 2.1.88 does not (a BOM hides the front matter); the
     * native 2.1.330 build does (`xR()` before the match in its parseFrontmatter).
     */
    stripBom?: boolean;
}
/**
 * The retry after a YAML error (frontmatterParser.ts, quoteProblematicValues): every unindented
 * `key: value` line whose value is not already quoted and holds a YAML indicator is rewritten as
 * `key: "value"` with backslashes and double quotes escaped. Other lines stay as they are.
 */
export declare function quoteValuesLikeClaudeCode(frontMatterText: string): string;
/** parseFrontmatter (utils/frontmatterParser.ts:130-171): never throws; a skill is listed whatever its front matter holds. */
export declare function readSkillLikeClaudeCode(text: string, options?: ReadOptions): ClaudeSkillRead;
/**
 * `coerceDescriptionToString` (frontmatterParser.ts:304-326): strings trimmed (empty → none),
 * numbers and booleans through `String()`, anything else none.
 */
export declare function declaredDescription(value: unknown): string | undefined;
/**
 * `extractDescriptionFromMarkdown` (utils/markdownConfigLoader.ts:52-68): the first non-empty
 * line, trimmed, with a Markdown header prefix (`#`…`######` and a space) removed; over 100
 * UTF-16 units it becomes the first 97 and `...`. No such line: `fallback` (`Skill`).
 */
export declare function descriptionFromBody(body: string, fallback?: string): string;
export interface ClaudeSkillFields {
    /** What the listing shows after the name: `description`, or `description - when_to_use`. */
    entryText: string;
    /** The description came from the front matter (plugin skills are listed only then, or with `when_to_use`). */
    declared: boolean;
    whenToUse: boolean;
    /** `disable-model-invocation: true` (or `"true"`): never listed (commands.ts:569). */
    modelInvocationDisabled: boolean;
    /** `paths:` patterns: held back until a matching file is touched (loadSkillsDir.ts:771-790). */
    paths?: string[];
}
/** parseSkillFrontmatterFields (skills/loadSkillsDir.ts:185-265) and getCommandDescription (tools/SkillTool/prompt.ts:43-46). */
export declare function claudeSkillFields(read: ClaudeSkillRead): ClaudeSkillFields;
/**
 * parseSkillPaths (loadSkillsDir.ts:158-178) with splitPathInFrontmatter: comma-separated (outside
 * braces) or a list; braces expanded; a trailing `/**` dropped; only `**` patterns mean "everywhere",
 * which is no condition at all.
 */
export declare function conditionalPaths(value: unknown): string[] | undefined;
