/**
 * One tool's definition, as the provider receives it, stays under `budgets.tool` for every model
 * in `budgets.models`. Counts: docs/tokens.md.
 */
declare const _default: import("../src/engine/rule.js").Rule<Record<string, unknown>>;
export default _default;
