/**
 * Two definitions sent in one request under one name: the API rejects the request, or one tool
 * silently shadows the other. "One request" is what the source shows for sure: the same array or
 * tool map, or the same MCP server object. Alternatives chosen at run time (both conditional)
 * are not duplicates.
 */
declare const _default: import("../src/engine/rule.js").Rule<Record<string, unknown>>;
export default _default;
