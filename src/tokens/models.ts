import data from '../data/models.json' with { type: 'json' };

export interface ModelInfo {
  id: string;
  provider: 'anthropic' | 'openai' | 'gemini';
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

export const CLAUDE_CODE_FACTS: ClaudeCodeFacts = (data as unknown as { claudeCode: ClaudeCodeFacts }).claudeCode;

/**
 * Normalizes the spellings users write: provider prefixes (`anthropic/`, `openai:`), dated snapshots
 * (`claude-sonnet-4-5-20250929`, `gpt-4o-2024-08-06`), dots in Claude versions (`claude-sonnet-4.5`).
 */
export function normalizeModelId(model: string): string {
  let id = model.trim().toLowerCase().replace(/^(anthropic|openai)[/:]/, '');
  if (BY_ID.has(id)) return id;
  if (id.startsWith('claude-')) id = id.replace(/(\d)\.(\d)/g, '$1-$2');
  id = id.replace(/-(\d{8}|\d{4}-\d{2}-\d{2})$/, '').replace(/-latest$/, '');
  return id;
}

export function modelInfo(model: string): ModelInfo | undefined {
  return BY_ID.get(model) ?? BY_ID.get(normalizeModelId(model));
}

export function knownModels(): string[] {
  return MODELS.map((m) => m.id);
}
