/** Providers whose dialects (name patterns, schema keywords) and tokenizers rules can apply. */
export declare const PROVIDERS: readonly ["anthropic", "openai", "gemini", "mcp", "bedrock"];
export type Provider = (typeof PROVIDERS)[number];
export declare const DEFAULT_PROVIDERS: Provider[];
/**
 * npm packages that show which providers a project sends tools to (`tool-lint init` reads them from
 * package.json and imports). Provider SDKs and the provider packages of the multi-provider
 * frameworks; the tool frameworks themselves are recognised by the scanner's extractors.
 */
export declare const PROVIDER_PACKAGES: Record<string, Provider>;
