import path from 'node:path';
import YAML, { isMap, isScalar } from 'yaml';
import { scanDiagnostic } from '../model/diagnostic.js';
/**
 * Reads a `SKILL.md`: YAML front matter between `---` lines, with `name` and `description`.
 * A skill without a `name` takes its folder's name, as Claude Code does.
 */
export function extractSkill(rel, text) {
    const body = text.replace(/^\uFEFF/, '');
    const m = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(\r?\n|$)/.exec(body);
    if (!m) {
        return { diagnostics: [scanDiagnostic('invalid-skill', rel, 'SKILL.md has no YAML front matter (a block between `---` lines with `name` and `description`)')] };
    }
    const fmText = m[1];
    const doc = YAML.parseDocument(fmText, { prettyErrors: false });
    const lineOf = (offset) => fmText.slice(0, offset).split('\n').length + 1;
    if (doc.errors.length) {
        const e = doc.errors[0];
        const line = lineOf(e.pos[0]);
        return { diagnostics: [scanDiagnostic('invalid-skill', rel, `SKILL.md front matter is not valid YAML: ${e.message.split('\n')[0]}`, line)] };
    }
    const data = doc.toJS();
    if (!data || typeof data !== 'object' || Array.isArray(data)) {
        return { diagnostics: [scanDiagnostic('invalid-skill', rel, 'SKILL.md front matter is not a mapping of keys to values')] };
    }
    const fm = data;
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
    const dirName = path.posix.basename(path.posix.dirname(rel));
    const name = typeof fm.name === 'string' && fm.name.trim() ? fm.name.trim() : dirName;
    const at = pointers['/name'] ?? { file: rel, line: 1, column: 1, endLine: 1, endColumn: 1 };
    const skill = {
        name,
        ...(typeof fm.description === 'string' ? { description: fm.description } : {}),
        range: { ...at },
        pointers,
        frontMatter: fm,
    };
    return { skill, diagnostics: [] };
}
