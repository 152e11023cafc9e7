import data from '../data/models.json' with { type: 'json' };
const MODELS = data.models;
const BY_ID = new Map(MODELS.map((m) => [m.id, m]));
/** Models a config adds (`models: [...]`); they shadow a built-in model of the same id. */
let custom = new Map();
export const CLAUDE_CODE_FACTS = data.claudeCode;
/**
 * Normalizes the spellings users write: provider prefixes (`anthropic/`, `openai:`), dated snapshots
 * (`claude-sonnet-4-5-20250929`, `gpt-4o-2024-08-06`), dots in Claude versions (`claude-sonnet-4.5`).
 */
export function normalizeModelId(model) {
    let id = model.trim().toLowerCase().replace(/^(anthropic|openai)[/:]/, '');
    if (BY_ID.has(id) || custom.has(id))
        return id;
    if (id.startsWith('claude-'))
        id = id.replace(/(\d)\.(\d)/g, '$1-$2');
    id = id.replace(/-(\d{8}|\d{4}-\d{2}-\d{2})$/, '').replace(/-latest$/, '');
    return id;
}
export function modelInfo(model) {
    return custom.get(model) ?? BY_ID.get(model) ?? custom.get(normalizeModelId(model)) ?? BY_ID.get(normalizeModelId(model));
}
export function knownModels() {
    return [...new Set([...MODELS.map((m) => m.id), ...custom.keys()])];
}
/**
 * A model from the config. Counting follows the provider: OpenAI's function rendering (with
 * gpt-4o's per-function constants), Anthropic's tool JSON, and tool JSON for the others. Counts
 * are exact only for an OpenAI model on a BPE encoding; everything else is an estimate.
 */
export function customModel(input, source) {
    const encoding = input.encoding ?? (input.provider === 'openai' ? 'o200k_base' : 'claude-estimate');
    const reference = input.provider === 'openai' ? BY_ID.get('gpt-4o') : undefined;
    return {
        id: input.id.trim().toLowerCase(),
        provider: input.provider,
        contextWindow: input.contextWindow,
        encoding,
        exact: input.provider === 'openai' && encoding !== 'claude-estimate',
        ...(input.pricePerMTokInput !== undefined ? { pricePerMTokInput: input.pricePerMTokInput } : {}),
        ...(input.pricePerMTokCacheRead !== undefined ? { pricePerMTokCacheRead: input.pricePerMTokCacheRead } : {}),
        ...(input.cacheMinTokens !== undefined ? { cacheMinTokens: input.cacheMinTokens } : {}),
        ...(input.toolUseSystemPromptTokens !== undefined ? { toolUseSystemPromptTokens: input.toolUseSystemPromptTokens } : {}),
        ...(reference?.functionTokens ? { functionTokens: reference.functionTokens, functionTokensSource: `as gpt-4o: ${reference.functionTokensSource ?? ''}`.trim() } : {}),
        source,
        asOf: 'config',
    };
}
/** Replaces the config's models (each resolved config sets its own, so runs do not leak into each other). */
export function setCustomModels(models) {
    custom = new Map(models.map((m) => [m.id, m]));
}
