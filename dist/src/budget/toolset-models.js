import { modelInfo } from '../tokens/models.js';
/**
 * Which models a toolset is counted for. Models the user wrote (`budgets.models`, `--models`) apply
 * to every toolset; otherwise a request is counted for the model it names (`model: openai('gpt-4.1')`)
 * when tool-lint knows that model, else for the default models of its provider (an Anthropic
 * `messages.create` is never sent to gpt-4o), else for all defaults. `report` and the
 * `max-toolset-tokens` rule both use this, so they reach one verdict.
 */
export function toolsetModelIds(set, defaults, declared) {
    if (declared)
        return [...defaults];
    const named = [...new Set((set.models ?? []).map((m) => modelInfo(m)?.id).filter((m) => !!m))];
    if (named.length)
        return named;
    const provider = set.dialect === 'anthropic' || set.dialect === 'bedrock' ? 'anthropic' : set.dialect === 'openai' || set.dialect === 'openai-agents' ? 'openai' : undefined;
    const narrowed = provider ? defaults.filter((m) => modelInfo(m)?.provider === provider) : [];
    return narrowed.length ? narrowed : [...defaults];
}
/** Every model some toolset is counted for: the defaults' order first, then the named ones by id. */
export function reportModelIds(toolsets, defaults, declared) {
    if (declared || !toolsets.length)
        return [...defaults];
    const used = new Set(toolsets.flatMap((t) => toolsetModelIds(t, defaults, false)));
    return [...defaults.filter((m) => used.has(m)), ...[...used].filter((m) => !defaults.includes(m)).sort()];
}
