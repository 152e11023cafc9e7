import { ConfigError } from './errors.js';
import { budgetsSchema } from './schema.js';
import { validateWith } from './validate.js';
import { knownModels, modelInfo } from '../tokens/models.js';
/** Claude Code versions users run, by the skill-listing defaults they shipped (provider-facts.json, claude_code.skill_listing_budget.history). */
export const SKILL_PROFILES = {
    // 2.1.86: descriptions capped at 250 characters; budget 1% of context.
    'claude-code-2.1.86': { fraction: 0.01, entryChars: 250, contextWindow: 200_000 },
    // 2.1.105: cap raised from 250 to 1,536 characters.
    'claude-code-2.1.105': { fraction: 0.01, entryChars: 1536, contextWindow: 200_000 },
    // 2.1.129+: skillListingBudgetFraction / skillListingMaxDescChars settings, defaults 0.01 / 1536.
    'claude-code-latest': { fraction: 0.01, entryChars: 1536, contextWindow: 200_000 },
};
export const DEFAULT_SKILL_PROFILE = 'claude-code-2.1.86';
/** MIN_DESC_LENGTH in Claude Code's formatCommandsWithinBudget (seed 001). */
export const DEFAULT_MIN_DESC_CHARS = 20;
export const DEFAULT_BUDGETS = {
    tool: { kind: 'tokens', value: 600, text: '600 tokens' },
    toolset: { kind: 'percent', value: 5, text: '5%' },
    skills: { ...SKILL_PROFILES[DEFAULT_SKILL_PROFILE], minDescChars: DEFAULT_MIN_DESC_CHARS, profile: DEFAULT_SKILL_PROFILE },
    models: ['gpt-4o', 'claude-sonnet-4-5'],
    declared: { tool: false, toolset: false, skills: false, models: false },
};
const EXAMPLE = `budgets: { tool: '600 tokens', toolset: '5%', skills: { fraction: 0.01, entryChars: 250, minDescChars: 20 }, models: ['gpt-4o', 'claude-sonnet-4-5'] }`;
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
export function resolveBudgets(input) {
    if (input === undefined)
        return { ...DEFAULT_BUDGETS, declared: { ...DEFAULT_BUDGETS.declared } };
    const b = validateWith(budgetsSchema, input, ['budgets']);
    const out = {
        tool: b.tool !== undefined ? parseLimit(b.tool, 'tool') : DEFAULT_BUDGETS.tool,
        toolset: b.toolset !== undefined ? parseLimit(b.toolset, 'toolset') : DEFAULT_BUDGETS.toolset,
        skills: resolveSkills(b.skills),
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
function resolveSkills(s) {
    if (s === undefined)
        return DEFAULT_BUDGETS.skills;
    let profile = DEFAULT_SKILL_PROFILE;
    if (s.profile !== undefined) {
        if (!SKILL_PROFILES[s.profile])
            throw new ConfigError(`budgets.skills.profile must be one of ${Object.keys(SKILL_PROFILES).join(', ')}; got ${JSON.stringify(s.profile)}`, { keyPath: ['budgets', 'skills', 'profile'] });
        profile = s.profile;
    }
    const base = SKILL_PROFILES[profile];
    return {
        profile,
        fraction: s.fraction ?? base.fraction,
        entryChars: s.entryChars ?? base.entryChars,
        minDescChars: s.minDescChars ?? DEFAULT_MIN_DESC_CHARS,
        contextWindow: s.contextWindow ?? base.contextWindow,
    };
}
