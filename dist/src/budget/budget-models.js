import { modelInfo } from '../tokens/models.js';
/** More model ids than this written in the code is a model picker, not a target: count for the defaults of their providers. */
const MAX_TARGET_MODELS = 4;
/**
 * Models to count for: `budgets.models` as written; otherwise the models the code names (when it
 * names a few), or the defaults of the providers it uses; otherwise the defaults narrowed to the
 * configured providers (an OpenAI-only project gets no Claude counts). Bedrock serves Claude.
 */
export function budgetModels(budgets, providers, targets) {
    if (budgets.declared.models)
        return budgets.models;
    const wanted = new Set();
    for (const p of providers) {
        if (p === 'anthropic' || p === 'bedrock')
            wanted.add('anthropic');
        if (p === 'openai')
            wanted.add('openai');
        if (p === 'mcp')
            (wanted.add('anthropic'), wanted.add('openai'));
    }
    if (targets) {
        const named = targets.models.filter((m) => wanted.has(modelInfo(m)?.provider ?? ''));
        if (named.length && named.length <= MAX_TARGET_MODELS)
            return named;
        const byProvider = budgets.models.filter((m) => targets.providers.has(modelInfo(m)?.provider ?? '') && wanted.has(modelInfo(m)?.provider ?? ''));
        if (byProvider.length)
            return byProvider;
    }
    const picked = budgets.models.filter((m) => wanted.has(modelInfo(m)?.provider ?? ''));
    return picked.length ? picked : budgets.models;
}
