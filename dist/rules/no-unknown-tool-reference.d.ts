/**
 * "Content search: use grep_files (NOT grep or rg)" in a context where grep_files is not sent
 * sends the model after a tool it cannot call. Rendered text is searched for the resolved names of
 * the project's other tools (so `${GREP_TOOL_NAME}` counts) that are missing from the cell's
 * `availableTools`. Only meaningful with `matrix.availableTools` set to 'each-missing' or to lists.
 */
declare const _default: import("../src/engine/rule.js").Rule<Record<string, unknown>>;
export default _default;
