import data from '../data/models.json' with { type: 'json' };

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
  skillListing: { fraction: number; charsPerToken: number; source: string; history: Array<{ version: string; value: string }>; historySource: string };
}

const MODELS: readonly ModelInfo[] = (data as { models: ModelInfo[] }).models;
const BY_ID = new Map(MODELS.map((m) => [m.id, m]));
/** Models a config adds (`models: [...]`); they shadow a built-in model of the same id. */
let custom = new Map<string, ModelInfo>();

export const CLAUDE_CODE_FACTS: ClaudeCodeFacts = (data as unknown as { claudeCode: ClaudeCodeFacts }).claudeCode;

/**
 * Normalizes the spellings users write: provider prefixes (`anthropic/`, `openai:`), dated snapshots
 * (`claude-sonnet-4-5-20250929`, `gpt-4o-2024-08-06`), dots in Claude versions (`claude-sonnet-4.5`).
 */
export function normalizeModelId(model: string): string {
  let id = model.trim().toLowerCase().replace(/^(anthropic|openai)[/:]/, '');
  if (BY_ID.has(id) || custom.has(id)) return id;
  if (id.startsWith('claude-')) id = id.replace(/(\d)\.(\d)/g, '$1-$2');
  id = id.replace(/-(\d{8}|\d{4}-\d{2}-\d{2})$/, '').replace(/-latest$/, '');
  return id;
}

export function modelInfo(model: string): ModelInfo | undefined {
  return custom.get(model) ?? BY_ID.get(model) ?? custom.get(normalizeModelId(model)) ?? BY_ID.get(normalizeModelId(model));
}

export function knownModels(): string[] {
  return [...new Set([...MODELS.map((m) => m.id), ...custom.keys()])];
}

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
export function customModel(input: CustomModelInput, source: string): ModelInfo {
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
export function setCustomModels(models: readonly ModelInfo[]): void {
  custom = new Map(models.map((m) => [m.id, m]));
}
