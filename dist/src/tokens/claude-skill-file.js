import YAML from 'yaml';
/**
 * How Claude Code reads a SKILL.md, row by row from shared/reference/claude-code-skill-listing.md
 * (Claude Code 2.1.88 source, paths under restored-src/src/ of yinbowen-dc/claude-code-sourcemap
 * at a8a678c). Deliberately not a correct Markdown/YAML reader: it reproduces the client, quirks
 * included, so the listing tool-lint simulates is the listing the model gets.
 */
/** utils/frontmatterParser.ts:123: starts at the first line, ends at the first `---` anywhere (also mid-line). */
export const CLAUDE_FRONTMATTER_REGEX = /^---\s*\n([\s\S]*?)---\s*\n?/;
/** `parseYaml` (utils/yaml.ts): the `yaml` package's `parse`, which throws on the first error. */
function parseYaml(text) {
    return YAML.parse(text, { logLevel: 'error' });
}
const asMapping = (v) => v && typeof v === 'object' && !Array.isArray(v) ? v : undefined;
/** Characters that make Claude Code quote a value on its second try (frontmatterParser.ts, YAML_SPECIAL_CHARS). */
const NEEDS_QUOTES = /[{}[\]*&#!|>%@`]|: /;
/**
 * The retry after a YAML error (frontmatterParser.ts, quoteProblematicValues): every unindented
 * `key: value` line whose value is not already quoted and holds a YAML indicator is rewritten as
 * `key: "value"` with backslashes and double quotes escaped. Other lines stay as they are.
 */
export function quoteValuesLikeClaudeCode(frontMatterText) {
    return frontMatterText
        .split('\n')
        .map((line) => {
        const m = /^([a-zA-Z_-]+):\s+(.+)$/.exec(line);
        if (!m || !m[1] || !m[2])
            return line;
        const value = m[2];
        const quoted = (value.startsWith('"') && value.endsWith('"')) || (value.startsWith("'") && value.endsWith("'"));
        if (quoted || !NEEDS_QUOTES.test(value))
            return line;
        return `${m[1]}: "${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
    })
        .join('\n');
}
/** parseFrontmatter (utils/frontmatterParser.ts:130-171): never throws; a skill is listed whatever its front matter holds. */
export function readSkillLikeClaudeCode(text, options = {}) {
    const source = options.stripBom && text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    const m = CLAUDE_FRONTMATTER_REGEX.exec(source);
    if (!m)
        return { frontMatter: {}, body: source, status: 'none' };
    const frontMatterText = m[1] ?? '';
    const body = source.slice(m[0].length);
    try {
        return { frontMatter: asMapping(parseYaml(frontMatterText)) ?? {}, body, status: 'ok', frontMatterText };
    }
    catch {
        try {
            return { frontMatter: asMapping(parseYaml(quoteValuesLikeClaudeCode(frontMatterText))) ?? {}, body, status: 'retried', frontMatterText };
        }
        catch {
            return { frontMatter: {}, body, status: 'failed', frontMatterText };
        }
    }
}
/**
 * `coerceDescriptionToString` (frontmatterParser.ts:304-326): strings trimmed (empty → none),
 * numbers and booleans through `String()`, anything else none.
 */
export function declaredDescription(value) {
    if (value == null)
        return undefined;
    if (typeof value === 'string')
        return value.trim() || undefined;
    if (typeof value === 'number' || typeof value === 'boolean')
        return String(value);
    return undefined;
}
/**
 * `extractDescriptionFromMarkdown` (utils/markdownConfigLoader.ts:52-68): the first non-empty
 * line, trimmed, with a Markdown header prefix (`#`…`######` and a space) removed; over 100
 * UTF-16 units it becomes the first 97 and `...`. No such line: `fallback` (`Skill`).
 */
export function descriptionFromBody(body, fallback = 'Skill') {
    for (const line of body.split('\n')) {
        const trimmed = line.trim();
        if (!trimmed)
            continue;
        const text = /^#+\s+(.+)$/.exec(trimmed)?.[1] ?? trimmed;
        return text.length > 100 ? `${text.substring(0, 97)}...` : text;
    }
    return fallback;
}
/** parseSkillFrontmatterFields (skills/loadSkillsDir.ts:185-265) and getCommandDescription (tools/SkillTool/prompt.ts:43-46). */
export function claudeSkillFields(read) {
    const fm = read.frontMatter;
    const declared = declaredDescription(fm['description']);
    const description = declared ?? descriptionFromBody(read.body);
    // `whenToUse` is taken as written (no coercion) and appended when truthy, through a template literal.
    const when = fm['when_to_use'];
    const entryText = when ? `${description} - ${String(when)}` : description;
    const disabled = fm['disable-model-invocation'];
    const paths = conditionalPaths(fm['paths']);
    return {
        entryText,
        declared: declared !== undefined,
        whenToUse: !!when,
        modelInvocationDisabled: disabled === true || disabled === 'true',
        ...(paths ? { paths } : {}),
    };
}
/**
 * parseSkillPaths (loadSkillsDir.ts:158-178) with splitPathInFrontmatter: comma-separated (outside
 * braces) or a list; braces expanded; a trailing `/**` dropped; only `**` patterns mean "everywhere",
 * which is no condition at all.
 */
export function conditionalPaths(value) {
    if (!value)
        return undefined;
    const patterns = splitPaths(value)
        .map((p) => (p.endsWith('/**') ? p.slice(0, -3) : p))
        .filter((p) => p.length > 0);
    if (patterns.length === 0 || patterns.every((p) => p === '**'))
        return undefined;
    return patterns;
}
function splitPaths(input) {
    if (Array.isArray(input))
        return input.flatMap(splitPaths);
    if (typeof input !== 'string')
        return [];
    const parts = [];
    let current = '';
    let depth = 0;
    for (const ch of input) {
        if (ch === '{')
            depth++;
        else if (ch === '}')
            depth--;
        if (ch === ',' && depth === 0) {
            if (current.trim())
                parts.push(current.trim());
            current = '';
        }
        else
            current += ch;
    }
    if (current.trim())
        parts.push(current.trim());
    return parts.flatMap(expandBraces);
}
function expandBraces(pattern) {
    const m = /^([^{]*)\{([^}]+)\}(.*)$/.exec(pattern);
    if (!m)
        return [pattern];
    return (m[2] ?? '').split(',').flatMap((alt) => expandBraces(`${m[1] ?? ''}${alt.trim()}${m[3] ?? ''}`));
}
