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
export declare const COUNT_TOKENS_URL = "https://api.anthropic.com/v1/messages/count_tokens";
export declare const ANTHROPIC_VERSION = "2023-06-01";
export type FetchLike = (url: string, init: {
    method: string;
    headers: Record<string, string>;
    body: string;
}) => Promise<{
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
    tools: Array<{
        name: string;
        total: number;
    }>;
    /** What a single tool request adds beyond its tool: the documented tool-use system prompt. */
    systemOverhead: number;
    requests: number;
}
export declare class AnthropicApiError extends Error {
    readonly status?: number | undefined;
    constructor(message: string, status?: number | undefined);
}
/** The tool as the Messages API takes it. */
export declare function apiTool(t: ToolInput): Record<string, unknown>;
export declare function countToolsetViaApi(tools: ToolInput[], model: string, o: ApiCountOptions): Promise<ApiToolsetCount>;
/** The key when the token-counting API may be called; undefined (with the reason) otherwise. */
export declare function apiKeyFromEnv(env?: NodeJS.ProcessEnv): string | undefined;
