import { ConfigError } from './errors.js';
import { budgetsSchema } from './schema.js';
import { validateWith } from './validate.js';
import { knownModels, modelInfo } from '../tokens/models.js';
/**
 * `update-config`, registered unconditionally by 2.1.88 (skills/bundled/updateConfig.ts) and by
 * 2.1.330 with a longer text (read from the shipped binary).
 */
const UPDATE_CONFIG_2_1_88 = 'Use this skill to configure the Claude Code harness via settings.json. Automated behaviors ("from now on when X", "each time X", "whenever X", "before/after X") require hooks configured in settings.json - the harness executes these, not Claude, so memory/preferences cannot fulfill them. Also use for: permissions ("allow X", "add permission", "move permission to"), env vars ("set X=Y"), hook troubleshooting, or any changes to settings.json/settings.local.json files. Examples: "allow npm commands", "add bq permission to global settings", "move permission to user settings", "set DEBUG=true", "when claude stops show X". For simple settings like theme/model, use Config tool.';
/** `update-config` as 2.1.330 registers it (read from the shipped binary). */
const UPDATE_CONFIG_2_1_330 = "Use this skill to configure the Claude Code harness via settings.json. Automated behaviors (\"from now on when X\", \"each time X\", \"whenever X\", \"before/after X\") require hooks configured in settings.json - the harness executes these, not Claude, so memory/preferences cannot fulfill them. Also use for: permissions (\"allow X\", \"add permission\", \"move permission to\"), env vars (\"set X=Y\"), hook troubleshooting, or any changes to settings.json/settings.local.json files. Examples: \"allow npm commands\", \"add bq permission to global settings\", \"move permission to user settings\", \"set DEBUG=true\", \"when claude stops show X\". For simple settings like theme/model, suggest the /config command.";
/** `simplify` (skills/bundled/simplify.ts in 2.1.88). */
const SIMPLIFY_2_1_88 = 'Review changed code for reuse, quality, and efficiency, then fix any issues found.';
/**
 * Claude Code versions, by how they build the skill listing. Versions whose source nobody here
 * read keep the algorithm of the nearest version read and say so; their bundled skills are unknown
 * (`budgets.skills.bundled` sets them).
 */
export const SKILL_PROFILES = {
    // Read from the restored 2.1.88 source (yinbowen-dc/claude-code-sourcemap@a8a678c), checked by
    // running the real functions: shared/reference/claude-code-skill-listing.md.
    'claude-code-2.1.88': {
        source: 'Claude Code 2.1.88 source (tools/SkillTool/prompt.ts, skills/loadSkillsDir.ts)',
        fraction: 0.01,
        entryChars: 250,
        overflow: 'levels',
        stripBom: false,
        bundled: [
            { name: 'update-config', description: UPDATE_CONFIG_2_1_88 },
            { name: 'simplify', description: SIMPLIFY_2_1_88 },
        ],
    },
    // CHANGELOG 2.1.86: "Skill descriptions in the /skills listing are now capped at 250 characters"; algorithm as 2.1.88.
    'claude-code-2.1.86': { source: 'CHANGELOG 2.1.86; algorithm of 2.1.88', fraction: 0.01, entryChars: 250, overflow: 'levels', stripBom: false, bundled: [] },
    // CHANGELOG 2.1.105: cap raised from 250 to 1,536 characters; algorithm as 2.1.88.
    'claude-code-2.1.105': { source: 'CHANGELOG 2.1.105; algorithm of 2.1.88', fraction: 0.01, entryChars: 1536, overflow: 'levels', stripBom: false, bundled: [] },
    // The current client, read from the shipped native build (@anthropic-ai/claude-code-linux-x64@2.1.330):
    // skillListingMaxDescChars default 1536, skillListingBudgetFraction default 0.01, priority overflow,
    // BOM stripped before the front matter is matched.
    'claude-code-2.1.330': {
        source: 'Claude Code 2.1.330 native build (skill listing formatter, budget 0.01 × window × 4, cap 1536)',
        fraction: 0.01,
        entryChars: 1536,
        overflow: 'priority',
        stripBom: true,
        bundled: [{ name: 'update-config', description: UPDATE_CONFIG_2_1_330 }],
    },
};
/** Kept for configs written before the profiles had versions: the newest profile tool-lint knows. */
SKILL_PROFILES['claude-code-latest'] = SKILL_PROFILES['claude-code-2.1.330'];
export const DEFAULT_SKILL_PROFILE = 'claude-code-2.1.330';
/** MIN_DESC_LENGTH in formatCommandsWithinBudget (tools/SkillTool/prompt.ts:68). */
export const DEFAULT_MIN_DESC_CHARS = 20;
/** MODEL_CONTEXT_WINDOW_DEFAULT (utils/context.ts:9); `[1m]` models get 1,000,000 (utils/context.ts:51-98). */
export const DEFAULT_SKILL_CONTEXT_WINDOW = 200_000;
const CHARS_PER_TOKEN = 4;
/** getContextWindowForModel for a user outside Anthropic: 1M for a `[1m]` model id, else 200K (model capabilities are fetched only for Anthropic staff). */
export function claudeCodeContextWindow(model) {
    return model !== undefined && /\[1m\]/i.test(model) ? 1_000_000 : DEFAULT_SKILL_CONTEXT_WINDOW;
}
/**
 * getCharBudget (tools/SkillTool/prompt.ts:31-41): `Number(SLASH_COMMAND_TOOL_CHAR_BUDGET)` when it
 * is a non-zero number, else floor(window × 4 × fraction).
 */
export function skillCharBudget(contextWindow, fraction, charBudget, env) {
    if (charBudget !== undefined)
        return { budgetChars: charBudget, budgetSource: 'budgets.skills.charBudget' };
    const fromEnv = Number(env['SLASH_COMMAND_TOOL_CHAR_BUDGET']);
    if (fromEnv)
        return { budgetChars: fromEnv, budgetSource: 'SLASH_COMMAND_TOOL_CHAR_BUDGET' };
    return { budgetChars: Math.floor(contextWindow * CHARS_PER_TOKEN * fraction), budgetSource: 'context window' };
}
function skillBudgetFor(profile, env = process.env) {
    const p = SKILL_PROFILES[profile];
    const contextWindow = DEFAULT_SKILL_CONTEXT_WINDOW;
    return {
        profile,
        profileSource: p.source,
        fraction: p.fraction,
        entryChars: p.entryChars,
        minDescChars: DEFAULT_MIN_DESC_CHARS,
        contextWindow,
        ...skillCharBudget(contextWindow, p.fraction, undefined, env),
        overflow: p.overflow,
        stripBom: p.stripBom,
        bundled: p.bundled,
        dirs: [],
    };
}
export const DEFAULT_BUDGETS = {
    tool: { kind: 'tokens', value: 600, text: '600 tokens' },
    toolset: { kind: 'percent', value: 5, text: '5%' },
    skills: skillBudgetFor(DEFAULT_SKILL_PROFILE, {}),
    models: ['gpt-4o', 'claude-sonnet-4-5'],
    declared: { tool: false, toolset: false, skills: false, models: false },
};
const EXAMPLE = `budgets: { tool: '600 tokens', toolset: '5%', skills: { profile: '${DEFAULT_SKILL_PROFILE}' }, models: ['gpt-4o', 'claude-sonnet-4-5'] }`;
/** Parses "600 tokens", "6k tokens", "1.5k", "600", "5%". */
export function parseLimit(input, where) {
    const keyPath = ['budgets', where];
    if (typeof input === 'number' && input > 0)
        return { kind: 'tokens', value: input, text: `${input} tokens` };
    if (typeof input !== 'string')
        throw new ConfigError(`budgets.${where} must be a string like '600 tokens', '6k tokens' or '5%'; got ${JSON.stringify(input)}. Example: ${EXAMPLE}`, { keyPath });
    const s = input.trim();
    let m = /^(\d+(?:\.\d+)?)\s*%$/.exec(s);
    if (m) {
        const v = Number(m[1]);
        if (v <= 0 || v > 100)
            throw new ConfigError(`budgets.${where}: a percentage must be in (0, 100], got "${input}"`, { keyPath });
        return { kind: 'percent', value: v, text: `${v}%` };
    }
    m = /^(\d+(?:\.\d+)?)\s*(k|K)?\s*(tokens?)?$/.exec(s);
    if (m && (m[2] || m[3] || /^\d+$/.test(s))) {
        const v = Math.round(Number(m[1]) * (m[2] ? 1000 : 1));
        if (v <= 0)
            throw new ConfigError(`budgets.${where} must be positive, got "${input}"`, { keyPath });
        return { kind: 'tokens', value: v, text: `${v} tokens` };
    }
    throw new ConfigError(`budgets.${where}: cannot read "${input}"; write '600 tokens', '6k tokens' or '5%'. Example: ${EXAMPLE}`, { keyPath });
}
/** The limit in tokens for a model with this context window. */
export function limitTokens(limit, contextWindow) {
    return limit.kind === 'tokens' ? limit.value : Math.floor((contextWindow * limit.value) / 100);
}
export function resolveBudgets(input, env = process.env) {
    if (input === undefined)
        return { ...DEFAULT_BUDGETS, skills: skillBudgetFor(DEFAULT_SKILL_PROFILE, env), declared: { ...DEFAULT_BUDGETS.declared } };
    const b = validateWith(budgetsSchema, input, ['budgets']);
    const out = {
        tool: b.tool !== undefined ? parseLimit(b.tool, 'tool') : DEFAULT_BUDGETS.tool,
        toolset: b.toolset !== undefined ? parseLimit(b.toolset, 'toolset') : DEFAULT_BUDGETS.toolset,
        skills: resolveSkills(b.skills, env),
        models: DEFAULT_BUDGETS.models,
        declared: { tool: b.tool !== undefined, toolset: b.toolset !== undefined, skills: b.skills !== undefined, models: b.models !== undefined },
    };
    if (b.models !== undefined) {
        const at = b.models.findIndex((m) => !modelInfo(m));
        if (at >= 0)
            throw new ConfigError(`budgets.models: unknown model "${b.models[at]}". Known models: ${knownModels().join(', ')} (add your own under "models")`, { keyPath: ['budgets', 'models', at] });
        out.models = [...new Set(b.models.map((m) => modelInfo(m).id))];
    }
    return out;
}
function resolveSkills(input, env) {
    if (input === undefined)
        return skillBudgetFor(DEFAULT_SKILL_PROFILE, env);
    const s = input;
    let profile = DEFAULT_SKILL_PROFILE;
    if (s.profile !== undefined) {
        if (!SKILL_PROFILES[s.profile])
            throw new ConfigError(`budgets.skills.profile must be one of ${Object.keys(SKILL_PROFILES).join(', ')}; got ${JSON.stringify(s.profile)}`, { keyPath: ['budgets', 'skills', 'profile'] });
        profile = s.profile;
    }
    const base = skillBudgetFor(profile, env);
    const num = (k, def, ok, hint) => {
        const v = s[k];
        if (v === undefined)
            return def;
        if (typeof v !== 'number' || !ok(v))
            throw new ConfigError(`budgets.skills.${k} must be ${hint}; got ${JSON.stringify(v)}`);
        return v;
    };
    if (s.model !== undefined && typeof s.model !== 'string')
        throw new ConfigError(`budgets.skills.model must be a model id such as 'claude-opus-4-6[1m]'; got ${JSON.stringify(s.model)}`);
    const fraction = num('fraction', base.fraction, (v) => v > 0 && v <= 1, 'a fraction in (0, 1], e.g. 0.01');
    const contextWindow = num('contextWindow', claudeCodeContextWindow(s.model), (v) => Number.isInteger(v) && v > 0, 'a positive integer of tokens, e.g. 200000');
    const charBudget = s.charBudget === undefined ? undefined : num('charBudget', 0, (v) => Number.isInteger(v) && v > 0, 'a positive integer of characters, e.g. 8000');
    return {
        ...base,
        fraction,
        entryChars: num('entryChars', base.entryChars, (v) => Number.isInteger(v) && v > 0, 'a positive integer, e.g. 1536'),
        minDescChars: num('minDescChars', DEFAULT_MIN_DESC_CHARS, (v) => Number.isInteger(v) && v >= 0, 'a non-negative integer, e.g. 20'),
        contextWindow,
        ...skillCharBudget(contextWindow, fraction, charBudget, env),
        bundled: s.bundled === undefined ? base.bundled : bundledList(s.bundled),
        dirs: s.dirs === undefined ? [] : dirList(s.dirs),
    };
}
function bundledList(v) {
    const ok = (x) => {
        if (!x || typeof x !== 'object' || Array.isArray(x))
            return false;
        const o = x;
        return typeof o.name === 'string' && typeof o.description === 'string' && (o.whenToUse === undefined || typeof o.whenToUse === 'string') && Object.keys(o).every((k) => ['name', 'description', 'whenToUse'].includes(k));
    };
    if (!Array.isArray(v) || !v.every(ok))
        throw new ConfigError(`budgets.skills.bundled must be a list of { name, description, whenToUse? } (the skills the client ships; [] for none)`);
    return v.map((b) => ({ ...b }));
}
const DIR_SOURCES = ['managed', 'user', 'project', 'plugin'];
function dirList(v) {
    const hint = `budgets.skills.dirs must be a list of skill folders: 'path' or { path, source: ${DIR_SOURCES.map((x) => `'${x}'`).join(' | ')}, plugin? }`;
    if (!Array.isArray(v))
        throw new ConfigError(hint);
    return v.map((d) => {
        if (typeof d === 'string' && d)
            return { path: d, source: 'project' };
        if (!d || typeof d !== 'object' || Array.isArray(d))
            throw new ConfigError(hint);
        const o = d;
        const source = o.source ?? 'project';
        if (typeof o.path !== 'string' || !o.path || !DIR_SOURCES.includes(source) || (o.plugin !== undefined && typeof o.plugin !== 'string') || Object.keys(o).some((k) => !['path', 'source', 'plugin'].includes(k)))
            throw new ConfigError(hint);
        if (source === 'plugin' && !o.plugin)
            throw new ConfigError(`budgets.skills.dirs: a plugin folder needs its plugin name ({ path: '${o.path}', source: 'plugin', plugin: 'my-plugin' }): Claude Code lists its skills as plugin:skill`);
        return { path: o.path, source: source, ...(typeof o.plugin === 'string' ? { plugin: o.plugin } : {}) };
    });
}
