/** Providers whose dialects (name patterns, schema keywords) and tokenizers rules can apply. */
export const PROVIDERS = ['anthropic', 'openai', 'gemini', 'mcp', 'bedrock'] as const;
export type Provider = (typeof PROVIDERS)[number];
export const DEFAULT_PROVIDERS: Provider[] = ['anthropic', 'openai'];
