/**
 * An MCP tool's array parameter with no `items` (`{ type: 'array' }` written by hand in a low-level
 * server's `tools/list`): VS Code refuses the tool ("Failed to validate tool …: tool parameters array
 * type must have items", microsoft/vscode#246119), and a client that forwards the schema to OpenAI or
 * Gemini fails the request ("array schema missing items"). Claude Desktop accepts it, so which client
 * breaks depends on who connects: a warning. Tools written for one provider are judged by
 * valid-schema-dialect instead, as errors where that provider rejects them.
 */
declare const _default: import("../src/engine/rule.js").Rule<Record<string, unknown>>;
export default _default;
