import { modelInfo } from './models.js';
export const COUNT_TOKENS_URL = 'https://api.anthropic.com/v1/messages/count_tokens';
export const ANTHROPIC_VERSION = '2023-06-01';
export class AnthropicApiError extends Error {
    status;
    constructor(message, status) {
        super(message);
        this.status = status;
    }
}
const BASE_MESSAGES = [{ role: 'user', content: 'Hi' }];
/** The tool as the Messages API takes it. */
export function apiTool(t) {
    return { name: t.name, ...(t.description ? { description: t.description } : {}), input_schema: t.inputSchema ?? { type: 'object', properties: {} } };
}
async function countRequest(body, o) {
    const f = o.fetch ?? globalThis.fetch;
    const res = await f(o.url ?? COUNT_TOKENS_URL, {
        method: 'POST',
        headers: { 'x-api-key': o.apiKey, 'anthropic-version': ANTHROPIC_VERSION, 'content-type': 'application/json' },
        body: JSON.stringify(body),
    });
    const data = (await res.json().catch(() => undefined));
    if (!res.ok) {
        const e = data?.error;
        throw new AnthropicApiError(`count_tokens failed (HTTP ${res.status}${e?.type ? `, ${e.type}` : ''}): ${e?.message ?? 'no error message'}`, res.status);
    }
    if (typeof data?.input_tokens !== 'number')
        throw new AnthropicApiError('count_tokens returned no input_tokens', res.status);
    return data.input_tokens;
}
export async function countToolsetViaApi(tools, model, o) {
    const info = modelInfo(model);
    if (!info || info.provider !== 'anthropic')
        throw new AnthropicApiError(`Anthropic's token-counting API counts Claude models only; "${model}" is not one`);
    const id = info.id;
    const body = (t) => ({ model: id, messages: BASE_MESSAGES, ...(t ? { tools: t.map(apiTool) } : {}) });
    const jobs = [() => countRequest(body(), o), () => countRequest(body(tools), o), ...tools.map((t) => () => countRequest(body([t]), o))];
    const results = new Array(jobs.length);
    let next = 0;
    const worker = async () => {
        while (next < jobs.length) {
            const i = next++;
            results[i] = await jobs[i]();
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(o.concurrency ?? 2, jobs.length)) }, worker));
    const [baseline, all, ...single] = results;
    const systemOverhead = info.toolUseSystemPromptTokens ?? 0;
    return {
        model: id,
        total: all - baseline,
        tools: tools.map((t, i) => ({ name: t.name, total: single[i] - baseline - systemOverhead })),
        systemOverhead,
        requests: jobs.length,
    };
}
/** The key when the token-counting API may be called; undefined (with the reason) otherwise. */
export function apiKeyFromEnv(env = process.env) {
    const k = env.ANTHROPIC_API_KEY;
    return k && k.trim() ? k.trim() : undefined;
}
