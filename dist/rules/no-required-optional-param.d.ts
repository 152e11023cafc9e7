/**
 * A required parameter whose description says it is optional: the model is told two things. The
 * schema wins (the provider validates against it, strict mode rejects a missing key), so the model
 * must invent a value the author meant it to leave out. A parameter that may be null is the strict
 * mode's way to be optional (`type: ['string', 'null']`): not reported.
 */
declare const _default: import("../src/engine/rule.js").Rule<Record<string, unknown>>;
export default _default;
