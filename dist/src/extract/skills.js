import path from 'node:path';
import YAML, { isMap, isScalar } from 'yaml';
/**
 * Reads a `SKILL.md` as the Agent Skills specification writes it (agentskills.io/specification):
 * YAML front matter between a first line `---` and the next line `---`, then Markdown. A skill
 * is always returned, even when its front matter is missing or broken: Claude Code still lists
 * such a skill (with a description taken from the body), so the listing simulation needs it, and
 * `valid-skill-metadata` reports the problem (`frontMatterProblem`). How Claude Code itself reads
 * the file, quirks included, is src/tokens/claude-skill-file.ts.
 *
 * `name` is the front matter `name` when it is a non-empty string, else the folder's name; the
 * skill listing always uses the folder's name, as Claude Code does.
 */
export function extractSkill(rel, text) {
    const dirName = path.posix.basename(path.posix.dirname(rel));
    const at = { file: rel, line: 1, column: 1, endLine: 1, endColumn: 1 };
    const skill = (fm, pointers, problem) => {
        const name = typeof fm.name === 'string' && fm.name.trim() ? fm.name.trim() : dirName;
        return {
            name,
            ...(typeof fm.description === 'string' ? { description: fm.description } : {}),
            range: { ...(pointers['/name'] ?? at) },
            pointers,
            frontMatter: fm,
            text,
            ...(problem ? { frontMatterProblem: problem } : {}),
        };
    };
    const bom = text.charCodeAt(0) === 0xfeff;
    const body = bom ? text.slice(1) : text;
    if (!/^---[ \t]*\r?\n/.test(body)) {
        return { skill: skill({}, {}, { kind: 'missing', message: 'SKILL.md does not start with YAML front matter (a `---` line, `name` and `description`, a closing `---` line)', line: 1 }), diagnostics: [] };
    }
    const m = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(\r?\n|$)/.exec(body) ?? /^---[ \t]*\r?\n()---[ \t]*(\r?\n|$)/.exec(body);
    if (!m) {
        return { skill: skill({}, {}, { kind: 'unclosed', message: 'the front matter has no closing `---` line', line: 1 }), diagnostics: [] };
    }
    const fmText = m[1];
    const doc = YAML.parseDocument(fmText, { prettyErrors: false });
    const lineOf = (offset) => fmText.slice(0, offset).split('\n').length + 1;
    if (doc.errors.length) {
        const e = doc.errors[0];
        return { skill: skill({}, {}, { kind: 'yaml', message: e.message.split('\n')[0], line: lineOf(e.pos[0]) }), diagnostics: [] };
    }
    const data = doc.toJS();
    if (data !== null && data !== undefined && (typeof data !== 'object' || Array.isArray(data))) {
        return { skill: skill({}, {}, { kind: 'not-mapping', message: 'the front matter is not a mapping of keys to values', line: 2 }), diagnostics: [] };
    }
    const fm = (data ?? {});
    const pointers = {};
    if (isMap(doc.contents)) {
        for (const pair of doc.contents.items) {
            if (!isScalar(pair.key) || !pair.key.range)
                continue;
            const key = String(pair.key.value);
            const start = lineOf(pair.key.range[0]);
            const valueEnd = isScalar(pair.value) && pair.value.range ? lineOf(pair.value.range[1]) : start;
            pointers[`/${key}`] = { file: rel, line: start, column: 1, endLine: Math.max(start, valueEnd), endColumn: 1 };
        }
    }
    const problem = bom ? { kind: 'bom', message: 'a byte-order mark (U+FEFF) precedes the opening `---`', line: 1 } : undefined;
    return { skill: skill(fm, pointers, problem), diagnostics: [] };
}
