import { modelInfo } from '../tokens/models.js';
/**
 * Which models a toolset is counted for, in one place for `report` and the budget rules. Models
 * the user wrote (`budgets.models`, `--models`) apply to every toolset. Otherwise: the model the
 * request names (`model: openai('gpt-4.1')`) when tool-lint knows it, or, for a list no request is
 * seen sending, the model written beside it (`boundTo`, src/scan/targets.ts); for an MCP server the defaults
 * (its client picks the model); else what the code of the toolset's package targets (`forFile`,
 * src/scan/targets.ts), narrowed to the request's provider (an Anthropic `messages.create` is never
 * sent to gpt-4o); else the defaults. None when every model the request names is of a family tool-lint
 * cannot count (Gemini, Llama, …), or when the tools are in Gemini's format: such a toolset gets no
 * budget verdict.
 */
/** Model families whose tokens tool-lint counts (exactly for OpenAI, estimated for Claude). */
const COUNTED_FAMILY = /^(gpt|o\d|chatgpt|text-|davinci|babbage|claude)/i;
export function toolsetModelIds(set, defaults, declared, forFile, boundTo) {
    if (declared)
        return [...defaults];
    // A list no request was seen sending, but named beside a model in an object (`JSON.stringify({ model:
    // 'gpt-4o', tools })` posted to the app's own route): that model is its request's.
    const group = set.kind === 'list' && !set.models?.length ? set.members[0]?.tool.group : undefined;
    const models = set.models?.length ? set.models : group && boundTo ? boundTo(group) : [];
    const named = [...new Set(models.map((m) => modelInfo(m)?.id).filter((m) => !!m))];
    if (named.length)
        return named;
    // Sent only to models of a family tool-lint has no tokenizer or context size for (`google('gemini-2.5-flash')`,
    // 1M tokens): another model's count and context would be a verdict about a request never made.
    if (set.models?.length && set.models.every((m) => !COUNTED_FAMILY.test(m.replace(/^[\w-]+[:/]/, ''))))
        return [];
    // A list in Gemini's wire format (`[{ functionDeclarations }]`, `parametersJsonSchema`) is sent to
    // Gemini only, whatever model the scanner could not read off its request.
    if (geminiOnly(set.members.map((m) => m.tool)) || set.dialect === 'gemini')
        return [];
    if (set.kind === 'mcp-server' || set.members.every((m) => m.tool.framework === 'mcp'))
        return [...defaults];
    const base = forFile ? [...forFile(set.range.file)] : [...defaults];
    const provider = set.dialect === 'anthropic' || set.dialect === 'bedrock' ? 'anthropic' : set.dialect === 'openai' || set.dialect === 'openai-agents' ? 'openai' : undefined;
    const narrowed = provider ? base.filter((m) => modelInfo(m)?.provider === provider) : [];
    if (narrowed.length)
        return narrowed;
    if (provider) {
        const fromDefaults = defaults.filter((m) => modelInfo(m)?.provider === provider);
        if (fromDefaults.length)
            return fromDefaults;
    }
    return base.length ? base : [...defaults];
}
/** Tools written in Gemini's own format (src/extract/frameworks/openai.ts): no other provider takes them. */
export function geminiOnly(tools) {
    return tools.length > 0 && tools.every((t) => t.framework === 'gemini');
}
/** Every model some toolset is counted for: the defaults' order first, then the others by id. */
export function reportModelIds(toolsets, defaults, modelsFor) {
    if (!toolsets.length)
        return [...defaults];
    const used = new Set(toolsets.flatMap((t) => [...modelsFor(t)]));
    return [...defaults.filter((m) => used.has(m)), ...[...used].filter((m) => !defaults.includes(m)).sort()];
}
