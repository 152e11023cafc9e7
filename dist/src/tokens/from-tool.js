import { modelInfo } from './models.js';
/**
 * The tool as tokens are counted for it. Dynamic descriptions are counted from what static
 * evaluation could fold (partialText, its `…` gaps removed): a lower bound, labelled "static estimate".
 */
export function countableTool(tool) {
    const d = tool.description;
    const description = d.kind === 'static' ? d.text : d.kind === 'dynamic' ? (d.partialText ?? '').replace(/…/g, '') : '';
    const schema = withoutPlaceholders(tool.inputSchema.schema ?? { type: 'object', properties: {} });
    return { input: { name: tool.name, description, inputSchema: schema }, staticEstimate: d.kind === 'dynamic' };
}
/**
 * The schema without what the scanner wrote where it could not see (`x-tool-lint-unknown…` keys
 * and `{ "x-tool-lint-unknown": … }` values): their text is source code, not what the provider
 * receives. What is left is counted as a lower bound (the tool is `partial`).
 */
function withoutPlaceholders(v) {
    if (Array.isArray(v))
        return v.map(withoutPlaceholders);
    if (typeof v !== 'object' || v === null)
        return v;
    const out = {};
    for (const [k, x] of Object.entries(v)) {
        if (k.startsWith(PLACEHOLDER))
            continue;
        out[k] = typeof x === 'object' && x !== null && PLACEHOLDER in x ? {} : withoutPlaceholders(x);
    }
    return out;
}
const PLACEHOLDER = 'x-tool-lint-unknown';
/** How a count was obtained, for messages: "exact", "estimate", "static estimate", "estimate; static estimate". */
export function basisOf(model, staticEstimate) {
    const exact = modelInfo(model)?.exact ?? false;
    return [exact ? 'exact' : 'estimate', ...(staticEstimate ? ['static estimate'] : [])].join('; ').replace(/^exact; /, '');
}
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
