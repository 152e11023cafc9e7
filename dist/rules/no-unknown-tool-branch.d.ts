/**
 * A dispatcher branch for a name no tool has never runs: usually a handler left behind when a tool
 * was renamed or removed. It breaks nothing the model sees (a misspelled branch whose tool is sent is
 * `consistent-tool-names`, an error, and is not reported again here), so it is a warning.
 */
declare const _default: import("../src/engine/rule.js").Rule<Record<string, unknown>>;
export default _default;
