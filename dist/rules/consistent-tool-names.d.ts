/**
 * A tool's two faces, the definition the model reads and the dispatcher that runs it, must use the
 * same names. How dispatchers are found is in ./_support/dispatch.ts.
 */
declare const _default: import("../src/engine/rule.js").Rule<Record<string, unknown>>;
export default _default;
