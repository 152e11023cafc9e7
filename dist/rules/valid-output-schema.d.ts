/**
 * MCP's `Tool.outputSchema` describes the tool's `structuredContent`, which is an object: the
 * specification (2025-06-18) types it `{ type: "object", properties?, required? }`, and the SDK's
 * client checks `tools/list` against that (`ListToolsResultSchema`; 1.24 fails the whole listing on
 * `"type": "array"`). One tool with another root type can cost a client every tool of the server
 * (an error). Judged only for tools an MCP server lists, with the root `type` written as a string.
 * An `outputSchema` given to `McpServer.registerTool` that describes the result envelope
 * (`content`, `isError`, `structuredContent`) is an error too: the SDK server validates each
 * result's `structuredContent` against it (and fails a result without one), so no call succeeds.
 */
declare const _default: import("../src/engine/rule.js").Rule<Record<string, unknown>>;
export default _default;
