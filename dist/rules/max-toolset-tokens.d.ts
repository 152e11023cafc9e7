/**
 * The tools sent together (one array, tool map or MCP server: `group`; otherwise one file) stay
 * under `budgets.toolset` for every counted model. One finding per toolset, naming the model it is
 * furthest over for and the others. Related facts that are not the budget have their own rules:
 * `max-mcp-toolset-tokens` (Claude Code's tool-search threshold) and `no-ignored-cache-breakpoint`.
 */
declare const _default: import("../src/engine/rule.js").Rule<Record<string, unknown>>;
export default _default;
