/**
 * One tool's definition, as the provider receives it, stays under `budgets.tool` for every counted
 * model (`budgets.models`, else the models the code targets). Counts: docs/tokens.md. Off in
 * `recommended` until a budget is written: a size is a choice the team makes, not a bug.
 */
declare const _default: import("../src/engine/rule.js").Rule<Record<string, unknown>>;
export default _default;
