import { defineRule } from '../src/engine/rule.js';
import { quote, skillFacts } from './_support/skill.js';
/**
 * The constraints of the Agent Skills specification (agentskills.io/specification, and its
 * reference validator skills-ref) that clients tolerate: Claude Code lists such a skill (under its
 * folder name), and the integration guide tells clients to warn and load it anyway. Front matter
 * no client can read is `valid-skill-metadata`.
 */
const MAX_NAME = 64;
const MAX_DESCRIPTION = 1024;
const MAX_COMPATIBILITY = 500;
const CLAUDE_SKILL_FILE = /(^|\/)\.claude\/skills\/[^/]+\/SKILL\.md$/;
export default defineRule({
    meta: {
        id: 'valid-skill-spec',
        type: 'suggestion',
        description: 'SKILL.md follows the Agent Skills specification: front matter with a valid `name` equal to its folder and a `description` of at most 1,024 characters',
        recommended: 'warn',
        messages: {
            noFrontMatter: 'SKILL.md of skill "{{folder}}" has no YAML front matter: the Agent Skills spec requires one with `name` and `description` (Claude Code lists "{{listed}}" as the description)',
            bom: 'SKILL.md of skill "{{folder}}" starts with a byte-order mark: Claude Code 2.1.88 and strict parsers do not see the front matter (2.1.88 lists "{{listed}}" as the description)',
            needsQuoting: 'The front matter of skill "{{folder}}" is not valid YAML ({{error}}): Claude Code reads it only after quoting the values itself; stricter clients reject it',
            missingName: 'Skill "{{folder}}" has no `name`: the Agent Skills spec requires one, equal to the folder name',
            invalidName: 'Skill name "{{value}}" {{problem}} (Agent Skills spec: 1-64 lowercase letters, digits and hyphens, no hyphen at either end or twice in a row)',
            nameMismatch: 'Skill name "{{value}}" differs from its folder "{{folder}}": the spec requires them equal, and Claude Code lists the skill as "{{folder}}"',
            nameMismatchElsewhere: 'Skill name "{{value}}" differs from its folder "{{folder}}": the spec requires them equal',
            missingDescription: 'Skill "{{folder}}" has no `description`: the spec requires one (clients that follow it skip the skill; Claude Code lists "{{listed}}")',
            longDescription: 'The description of skill "{{folder}}" is {{length}} characters (> {{max}}, the Agent Skills spec limit)',
            nameOnly: 'The description of skill "{{folder}}" only repeats its name ({{value}}): the model picks a skill by its description, and this one says neither what it does nor when to use it',
            compatibility: 'The `compatibility` of skill "{{folder}}" {{problem}} (the spec allows 1-500 characters of text)',
            metadata: 'The `metadata` of skill "{{folder}}" {{problem}} (the spec defines it as a map from string keys to string values)',
            allowedTools: 'The `allowed-tools` of skill "{{folder}}" is neither a space-separated string nor a list of strings',
        },
        help: 'Give the SKILL.md front matter a `name` equal to its folder (lowercase letters, digits, hyphens) and a `description` of what it does and when to use it, in at most 1,024 characters',
    },
    check(ctx) {
        for (const skill of ctx.skills) {
            if (!whereClientsRead(skill))
                continue;
            const f = skillFacts(skill);
            const fm = skill.frontMatter;
            const at = (key) => skill.pointers[`/${key}`] ?? f.top;
            const base = { folder: f.folder, listed: quote(f.listed) };
            const p = skill.frontMatterProblem;
            if (p?.kind === 'missing') {
                ctx.report({ range: f.top, subject: f.folder, messageId: 'noFrontMatter', data: base });
                continue;
            }
            if (p?.kind === 'yaml' && f.claude.status === 'retried') {
                ctx.report({ range: { ...f.top, line: p.line, endLine: p.line }, subject: f.folder, messageId: 'needsQuoting', data: { folder: f.folder, error: p.message } });
                continue;
            }
            if (p && p.kind !== 'bom')
                continue; // unreadable front matter: valid-skill-metadata
            if (p?.kind === 'bom')
                ctx.report({ range: f.top, subject: f.folder, messageId: 'bom', data: base });
            const name = fm['name'];
            if (name === undefined || name === null || (typeof name === 'string' && !name.trim())) {
                // Claude Code documents `name` as optional and uses the folder's name, which is what the spec asks for.
                if (!CLAUDE_SKILL_FILE.test(skill.range.file))
                    ctx.report({ range: at('name'), subject: f.folder, messageId: 'missingName', data: { folder: f.folder } });
            }
            else {
                const value = String(name).trim().normalize('NFKC');
                const problem = nameProblem(typeof name === 'string' ? value : undefined);
                if (problem)
                    ctx.report({ range: at('name'), subject: f.folder, messageId: 'invalidName', data: { value: quote(String(name)), problem } });
                // At the lint root the folder is named where the skill is installed: nothing here to compare.
                else if (!f.atRoot && value !== f.folder.normalize('NFKC')) {
                    // Claude Code's listing is named only where Claude Code reads the folder.
                    const messageId = CLAUDE_SKILL_FILE.test(skill.range.file) ? 'nameMismatch' : 'nameMismatchElsewhere';
                    ctx.report({ range: at('name'), subject: f.folder, messageId, data: { value, folder: f.folder } });
                }
            }
            const d = fm['description'];
            if (!('description' in fm))
                ctx.report({ range: f.top, subject: f.folder, messageId: 'missingDescription', data: base });
            else if (typeof d === 'string' && d.length > MAX_DESCRIPTION) {
                ctx.report({ range: at('description'), subject: f.folder, messageId: 'longDescription', data: { folder: f.folder, length: d.length, max: MAX_DESCRIPTION } });
            }
            else if (typeof d === 'string' && restatesName(d, [f.folder, typeof name === 'string' ? name : ''])) {
                ctx.report({ range: at('description'), subject: f.folder, messageId: 'nameOnly', data: { folder: f.folder, value: quote(d.trim()) } });
            }
            if ('compatibility' in fm) {
                const c = fm['compatibility'];
                const problem = typeof c !== 'string' ? 'is not text' : !c.trim() ? 'is empty' : c.length > MAX_COMPATIBILITY ? `is ${c.length} characters` : undefined;
                if (problem)
                    ctx.report({ range: at('compatibility'), subject: f.folder, messageId: 'compatibility', data: { folder: f.folder, problem } });
            }
            if ('metadata' in fm) {
                const m = fm['metadata'];
                const problem = !m || typeof m !== 'object' || Array.isArray(m)
                    ? 'is not a mapping'
                    : Object.entries(m).some(([, v]) => typeof v !== 'string')
                        ? `has a value that is not a string (${Object.entries(m).find(([, v]) => typeof v !== 'string')[0]})`
                        : undefined;
                if (problem)
                    ctx.report({ range: at('metadata'), subject: f.folder, messageId: 'metadata', data: { folder: f.folder, problem } });
            }
            if ('allowed-tools' in fm) {
                const t = fm['allowed-tools'];
                if (typeof t !== 'string' && !(Array.isArray(t) && t.every((x) => typeof x === 'string'))) {
                    ctx.report({ range: at('allowed-tools'), subject: f.folder, messageId: 'allowedTools', data: { folder: f.folder } });
                }
            }
        }
    },
});
/**
 * Where Agent Skills clients find skills: an agent's own folder at any depth (`.claude/skills`,
 * `.agents/skills`, `.cursor/skills`, `.gemini/skills`, …), a plugin's `skills/`, and a skills
 * collection or single skill at the root of what was linted. A SKILL.md elsewhere
 * (`apps/browser/bundled/skills/…`) is an application's own asset, read by its own loader with its
 * own conventions: the spec says nothing about it.
 */
/** `.claude/skills/<name>/SKILL.md` at any depth: the dot-folder a client reads skills from. */
const CLIENT_FOLDER = /(?:^|\/)\.([^/]+)\/skills\/[^/]+\/SKILL\.md$/;
/**
 * Dot-folders of agents that read Agent Skills (the specification's list of clients and their
 * documented folders). An application's own folder (`.trading-agent/skills`, read by its own
 * loader, which takes the id from the folder and `name` as a label) is not one.
 */
const CLIENTS = new Set(['claude', 'agents', 'agent', 'codex', 'cursor', 'gemini', 'github', 'copilot', 'roo', 'opencode', 'goose', 'windsurf', 'amp', 'kiro', 'cline', 'factory', 'qwen', 'qoder', 'crush', 'junie', 'trae', 'augment', 'kilocode', 'continue', 'openhands', 'letta', 'vscode', 'zed']);
function whereClientsRead(skill) {
    const file = skill.range.file;
    const root = skill.root && skill.root !== '.' ? `${skill.root}/` : '';
    const rel = root && file.startsWith(root) ? file.slice(root.length) : file;
    const client = CLIENT_FOLDER.exec(rel)?.[1];
    return (/^(?:[^/]+\/){0,2}SKILL\.md$/.test(rel) ||
        (client !== undefined && CLIENTS.has(client)) ||
        /(?:^|\/)plugins\/[^/]+\/skills\/[^/]+\/SKILL\.md$/.test(rel));
}
/**
 * `Skill: react`, `react-patterns skill`, `React Patterns`: a description whose words are the name's
 * words (and the word "skill") says nothing the listing does not already show. Generated skill
 * folders (a sync script writing `description: 'Skill: <name>'`) are where this comes from.
 */
function restatesName(description, names) {
    const words = (s) => s.normalize('NFKC').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w && w !== 'skill');
    const d = words(description).join(' ');
    return !!d && names.some((n) => n && words(n).join(' ') === d);
}
/** The spec's name constraints, as its reference validator applies them (NFKC, lowercase, letters/digits/hyphens). */
function nameProblem(name) {
    if (name === undefined)
        return 'is not text';
    if ([...name].length > MAX_NAME)
        return `is ${[...name].length} characters long`;
    if (name !== name.toLowerCase())
        return 'has uppercase letters';
    if (!/^[\p{L}\p{N}-]+$/u.test(name))
        return 'has characters other than letters, digits and hyphens';
    if (name.startsWith('-') || name.endsWith('-'))
        return 'starts or ends with a hyphen';
    if (name.includes('--'))
        return 'has two hyphens in a row';
    return undefined;
}
