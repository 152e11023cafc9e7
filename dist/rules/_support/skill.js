import { claudeSkillFields, readSkillLikeClaudeCode } from '../../src/tokens/claude-skill-file.js';
export function skillFacts(skill) {
    const file = skill.range.file;
    const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '.';
    const atRoot = dir === '.';
    const named = skill.frontMatter['name'];
    const folder = atRoot ? (typeof named === 'string' && named.trim() ? named.trim() : '.') : dir.slice(dir.lastIndexOf('/') + 1);
    const claude = readSkillLikeClaudeCode(skill.text ?? '', { stripBom: false });
    return { folder, atRoot, claude, listed: claudeSkillFields(claude).entryText, top: { file, line: 1, column: 1, endLine: 1, endColumn: 1 } };
}
/** Quotes a listed text for a message: one line, at most 60 characters. */
export function quote(text) {
    const one = text.replace(/\s+/g, ' ').trim();
    return one.length > 60 ? `${one.slice(0, 57)}...` : one;
}
