/** How findings name each provider API whose tool format a request fixes. */
export const API_NAMES = {
    'anthropic-messages': "Anthropic's Messages API",
    'openai-chat': "OpenAI's Chat Completions API",
    'openai-responses': "OpenAI's Responses API",
    'openai-realtime': "OpenAI's Realtime API",
    'mcp-tools-list': 'MCP tools/list',
};
