/**
 * A handler that reads arguments needs a schema that asks the model for them. The MCP SDK lists a
 * tool registered without `inputSchema` as taking none (`{ type: 'object', properties: {} }`) and
 * calls its callback with the request context alone, so `({ query }) => …` gets no `query`, ever:
 * the model is told something definitely wrong and the tool cannot work (an error). What the
 * handler reads is found by the extractor that knows the framework's calling convention
 * (`unsentArguments`, src/extract/frameworks/mcp-handler-arguments.ts); reading the request
 * context (`signal`, `sessionId`, `authInfo`, …) is not reading arguments.
 */
declare const _default: import("../src/engine/rule.js").Rule<Record<string, unknown>>;
export default _default;
