/** Providers whose dialects (name patterns, schema keywords) and tokenizers rules can apply. */
export const PROVIDERS = ['anthropic', 'openai', 'gemini', 'mcp', 'bedrock'];
export const DEFAULT_PROVIDERS = ['anthropic', 'openai'];
/**
 * npm packages that show which providers a project sends tools to (`tool-lint init` reads them from
 * package.json and imports). Provider SDKs and the provider packages of the multi-provider
 * frameworks; the tool frameworks themselves are recognised by the scanner's extractors.
 */
export const PROVIDER_PACKAGES = {
    '@anthropic-ai/sdk': 'anthropic',
    '@anthropic-ai/bedrock-sdk': 'bedrock',
    '@anthropic-ai/vertex-sdk': 'anthropic',
    '@anthropic-ai/claude-agent-sdk': 'anthropic',
    '@ai-sdk/anthropic': 'anthropic',
    '@langchain/anthropic': 'anthropic',
    openai: 'openai',
    '@openai/agents': 'openai',
    '@ai-sdk/openai': 'openai',
    '@ai-sdk/azure': 'openai',
    '@langchain/openai': 'openai',
    '@google/genai': 'gemini',
    '@google/generative-ai': 'gemini',
    '@ai-sdk/google': 'gemini',
    '@ai-sdk/google-vertex': 'gemini',
    '@langchain/google-genai': 'gemini',
    '@aws-sdk/client-bedrock-runtime': 'bedrock',
    '@ai-sdk/amazon-bedrock': 'bedrock',
    '@langchain/aws': 'bedrock',
    '@modelcontextprotocol/sdk': 'mcp',
    fastmcp: 'mcp',
};
