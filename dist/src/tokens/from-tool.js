import { modelInfo } from './models.js';
/**
 * The tool as tokens are counted for it. Dynamic descriptions are counted from what static
 * evaluation could fold (partialText, its `…` gaps removed): a lower bound, labelled "static estimate".
 */
export function countableTool(tool) {
    const d = tool.description;
    const description = d.kind === 'static' ? d.text : d.kind === 'dynamic' ? (d.partialText ?? '').replace(/…/g, '') : '';
    const schema = tool.inputSchema.schema ?? { type: 'object', properties: {} };
    return { input: { name: tool.name, description, inputSchema: schema }, staticEstimate: d.kind === 'dynamic' };
}
/** How a count was obtained, for messages: "exact", "estimate", "static estimate", "estimate; static estimate". */
export function basisOf(model, staticEstimate) {
    const exact = modelInfo(model)?.exact ?? false;
    return [exact ? 'exact' : 'estimate', ...(staticEstimate ? ['static estimate'] : [])].join('; ').replace(/^exact; /, '');
}
/**
 * Models to count for: `budgets.models` as written; the defaults are narrowed to the configured
 * providers (an OpenAI-only project gets no Claude counts). Bedrock serves Claude.
 */
export function budgetModels(budgets, providers) {
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
    const picked = budgets.models.filter((m) => wanted.has(modelInfo(m)?.provider ?? ''));
    return picked.length ? picked : budgets.models;
}
