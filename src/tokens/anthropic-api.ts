/**
 * Exact Claude counts from Anthropic's token-counting endpoint (POST /v1/messages/count_tokens →
 * { input_tokens }); no CLI option calls it yet. Used only when asked for and
 * ANTHROPIC_API_KEY is set; never by default (it sends the tool definitions to Anthropic).
 *
 * The endpoint counts a whole request, so tool tokens are differences between requests that
 * differ only in `tools`: one baseline (a one-word user message, no tools), one with all tools
 * (→ the toolset, including the tool-use system prompt), and one per tool (→ that tool plus the
 * system prompt, which is then subtracted using the documented per-model value).
 */
import type { ToolInput } from './render.js';
import { modelInfo } from './models.js';

export const COUNT_TOKENS_URL = 'https://api.anthropic.com/v1/messages/count_tokens';
export const ANTHROPIC_VERSION = '2023-06-01';

export type FetchLike = (url: string, init: { method: string; headers: Record<string, string>; body: string }) => Promise<{
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}>;

export interface ApiCountOptions {
  apiKey: string;
  /** Injected in tests (recorded responses); global fetch otherwise. */
  fetch?: FetchLike;
  url?: string;
  /** Requests in flight at once; the endpoint has its own rate limit (docs: tier RPM table). */
  concurrency?: number;
}

export interface ApiToolsetCount {
  model: string;
  /** Tokens of the whole toolset incl. the tool-use system prompt: (all tools) − (no tools). */
  total: number;
  /** Per tool: (this tool alone) − (no tools) − systemOverhead. */
  tools: Array<{ name: string; total: number }>;
  /** What a single tool request adds beyond its tool: the documented tool-use system prompt. */
  systemOverhead: number;
  requests: number;
}

export class AnthropicApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

const BASE_MESSAGES = [{ role: 'user', content: 'Hi' }];

/** The tool as the Messages API takes it. */
export function apiTool(t: ToolInput): Record<string, unknown> {
  return { name: t.name, ...(t.description ? { description: t.description } : {}), input_schema: t.inputSchema ?? { type: 'object', properties: {} } };
}

async function countRequest(body: Record<string, unknown>, o: ApiCountOptions): Promise<number> {
  const f: FetchLike = o.fetch ?? (globalThis.fetch as unknown as FetchLike);
  const res = await f(o.url ?? COUNT_TOKENS_URL, {
    method: 'POST',
    headers: { 'x-api-key': o.apiKey, 'anthropic-version': ANTHROPIC_VERSION, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const data = (await res.json().catch(() => undefined)) as { input_tokens?: unknown; error?: { type?: string; message?: string } } | undefined;
  if (!res.ok) {
    const e = data?.error;
    throw new AnthropicApiError(`count_tokens failed (HTTP ${res.status}${e?.type ? `, ${e.type}` : ''}): ${e?.message ?? 'no error message'}`, res.status);
  }
  if (typeof data?.input_tokens !== 'number') throw new AnthropicApiError('count_tokens returned no input_tokens', res.status);
  return data.input_tokens;
}

export async function countToolsetViaApi(tools: ToolInput[], model: string, o: ApiCountOptions): Promise<ApiToolsetCount> {
  const info = modelInfo(model);
  if (!info || info.provider !== 'anthropic') throw new AnthropicApiError(`Anthropic's token-counting API counts Claude models only; "${model}" is not one`);
  const id = info.id;
  const body = (t?: ToolInput[]) => ({ model: id, messages: BASE_MESSAGES, ...(t ? { tools: t.map(apiTool) } : {}) });
  const jobs: Array<() => Promise<number>> = [() => countRequest(body(), o), () => countRequest(body(tools), o), ...tools.map((t) => () => countRequest(body([t]), o))];
  const results = new Array<number>(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      results[i] = await jobs[i]!();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(o.concurrency ?? 2, jobs.length)) }, worker));
  const [baseline, all, ...single] = results as [number, number, ...number[]];
  const systemOverhead = info.toolUseSystemPromptTokens ?? 0;
  return {
    model: id,
    total: all - baseline,
    tools: tools.map((t, i) => ({ name: t.name, total: single[i]! - baseline - systemOverhead })),
    systemOverhead,
    requests: jobs.length,
  };
}

/** The key when the token-counting API may be called; undefined (with the reason) otherwise. */
export function apiKeyFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const k = env.ANTHROPIC_API_KEY;
  return k && k.trim() ? k.trim() : undefined;
}
