export interface ModelInfo {
    id: string;
    provider: 'anthropic' | 'openai' | 'gemini' | 'other';
    contextWindow: number;
    encoding: 'o200k_base' | 'cl100k_base' | 'claude-estimate';
    /** True when counts are exact BPE counts; false for the Claude estimate. */
    exact: boolean;
    pricePerMTokInput?: number;
    pricePerMTokCacheRead?: number;
    /** Smallest prefix the provider caches; below it caching is silently skipped. */
    cacheMinTokens?: number;
    source: string;
    asOf: string;
    /** Anthropic: tokens the API adds for the tool-use system prompt when `tools` is non-empty (tool_choice auto/none). */
    toolUseSystemPromptTokens?: number;
    toolUseSystemPromptSource?: string;
    /** OpenAI: the cookbook's per-function/per-property constants. */
    functionTokens?: FunctionTokenConstants;
    functionTokensSource?: string;
}
export interface FunctionTokenConstants {
    func_init: number;
    prop_init: number;
    prop_key: number;
    enum_init: number;
    enum_item: number;
    func_end: number;
}
export interface ClaudeCodeFacts {
    toolSearchThresholdPercent: number;
    toolSearchSource: string;
    skillListing: {
        fraction: number;
        charsPerToken: number;
        source: string;
        history: Array<{
            version: string;
            value: string;
        }>;
        historySource: string;
    };
}
export declare const CLAUDE_CODE_FACTS: ClaudeCodeFacts;
/**
 * Normalizes the spellings users write: provider prefixes (`anthropic/`, `openai:`), dated snapshots
 * (`claude-sonnet-4-5-20250929`, `gpt-4o-2024-08-06`), dots in Claude versions (`claude-sonnet-4.5`).
 */
export declare function normalizeModelId(model: string): string;
export declare function modelInfo(model: string): ModelInfo | undefined;
export declare function knownModels(): string[];
/** What a config writes under `models` (validated by the config schema). */
export interface CustomModelInput {
    id: string;
    provider: ModelInfo['provider'];
    contextWindow: number;
    encoding?: ModelInfo['encoding'];
    pricePerMTokInput?: number;
    pricePerMTokCacheRead?: number;
    cacheMinTokens?: number;
    toolUseSystemPromptTokens?: number;
}
/**
 * A model from the config. Counting follows the provider: OpenAI's function rendering (with
 * gpt-4o's per-function constants), Anthropic's tool JSON, and tool JSON for the others. Counts
 * are exact only for an OpenAI model on a BPE encoding; everything else is an estimate.
 */
export declare function customModel(input: CustomModelInput, source: string): ModelInfo;
/** Replaces the config's models (each resolved config sets its own, so runs do not leak into each other). */
export declare function setCustomModels(models: readonly ModelInfo[]): void;
