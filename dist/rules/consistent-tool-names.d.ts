/**
 * A tool the model is given but the dispatcher that runs its sibling tools never routes: every call
 * of it falls through to "Unknown tool". Reported only on strong evidence (see src/analysis/dispatch.ts
 * for how dispatchers are found): the dispatcher handles at least two of the tools sent together with
 * this one, and at least half of them; its unknown names go to no code tool-lint cannot follow; and
 * its branches run something for the call (a branch that only logs or renders a name does not count).
 * The other direction, a branch for a name no tool has, is dead code rather than a broken tool: it is
 * `no-unknown-tool-branch`, a warning.
 */
declare const _default: import("../src/engine/rule.js").Rule<Record<string, unknown>>;
export default _default;
