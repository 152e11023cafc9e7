/**
 * Few-shot examples in a description are copied by the model more faithfully than anything else
 * in it. An example that uses a renamed parameter, a value outside an enum or a number where the
 * schema wants a string teaches the model to make exactly that call. This rule finds the JSON
 * objects in a description that are tool inputs and validates them against the schema: static
 * text as written, and text built by code (`prompt(ctx)`) as each cell of the matrix renders it.
 */
declare const _default: import("../src/engine/rule.js").Rule<Record<string, unknown>>;
export default _default;
