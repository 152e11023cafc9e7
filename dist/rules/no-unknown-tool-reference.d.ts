/**
 * "Content search: use grep_files (NOT grep or rg)" in a request that does not send grep_files
 * sends the model after a tool it cannot call. Each description is read as the model receives it
 * (static text, or each cell's render) for names of other tools, with strong evidence only (see
 * _support/tool-references.ts), and a name is reported when the request does not hold that tool:
 * - `unavailable`: the cell's `availableTools` (the matrix) leaves it out, and the description
 *   named it anyway;
 * - `notInToolset`: the toolset the tool is sent in (src/model/toolset.ts) never holds it. A
 *   description built by code that may read which tools are available is only reported here when
 *   a cell without that tool shows that it names it regardless. On an MCP server (whose client adds
 *   other servers' tools) only a tool the project defines and no server or request of it sends.
 */
declare const _default: import("../src/engine/rule.js").Rule<Record<string, unknown>>;
export default _default;
/**
 * Names an instruction tells the model to call: "call get_overview", "invoke fetchReport", "use the
 * `search_logs` tool", "FIRST call get_lifelog_overview / get_recent_lifelogs". Only names shaped like a
 * function (an underscore or a camelCase hump) right after "call" or "invoke" (or continuing such a
 * list with `/`, `,` or "or"), or after "use" when the text says it is a tool; "use previousResults"
 * names a value as often as a tool, and plain words never count.
 */
export declare function calledNames(text: string): Array<{
    verb: string;
    name: string;
}>;
