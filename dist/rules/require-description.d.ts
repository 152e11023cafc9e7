/**
 * A tool without a description leaves the model to guess from the name alone. A description built
 * by code is judged as rendered: a `prompt(ctx)` that returns an empty string in some context (a
 * locale without a translation, a branch that forgot its text) sends the tool without one there.
 */
declare const _default: import("../src/engine/rule.js").Rule<Record<string, unknown>>;
export default _default;
