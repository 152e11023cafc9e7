/**
 * Few-shot examples in a description are copied by the model more faithfully than anything else
 * in it. An example that uses a renamed parameter, a value outside an enum or a number where the
 * schema wants a string teaches the model to make exactly that call. This rule finds the JSON
 * objects in a static description that are tool inputs and validates them against the schema.
 */
declare const _default: import("../src/engine/rule.js").Rule<Record<string, unknown>>;
export default _default;
