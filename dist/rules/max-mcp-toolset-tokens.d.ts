/**
 * Claude Code defers MCP tools to tool search once their definitions pass a share of the model's
 * context window (`ENABLE_TOOL_SEARCH=auto`, the default): the model then sees only their names
 * until it searches. A fixed client threshold, not the team's budget, so it stays a warning when
 * `budgets.toolset` is written.
 */
declare const _default: import("../src/engine/rule.js").Rule<Record<string, unknown>>;
export default _default;
