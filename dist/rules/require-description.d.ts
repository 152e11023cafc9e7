/** A tool without a description leaves the model to guess from the name alone. */
declare const _default: import("../src/engine/rule.js").Rule<Record<string, unknown>>;
export default _default;
