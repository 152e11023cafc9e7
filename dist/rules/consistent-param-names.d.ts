declare const _default: import("../src/engine/rule.js").Rule<Record<string, unknown>>;
export default _default;
