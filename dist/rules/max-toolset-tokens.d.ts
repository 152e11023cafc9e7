import { type ToolDefinition } from '../src/model/tool.js';
interface Options {
    /**
     * When to warn that the tool prefix is below the model's cache minimum: `breakpoint` (default) for
     * Claude models when the toolset's file sets a cache breakpoint (`cache_control` / `cacheControl`),
     * the case where caching silently does not happen; `always` for every toolset and model; `off`.
     */
    cacheMinimum?: 'breakpoint' | 'always' | 'off';
}
/**
 * The tools sent together (one array, tool map or MCP server: `group`; otherwise one file) stay
 * under `budgets.toolset` for every counted model. Two related facts get their own messages:
 * Claude Code defers MCP tools to tool search once they pass 10% of the context window, and a
 * tool prefix below the model's cache minimum is never cached.
 */
declare const _default: import("../src/engine/rule.js").Rule<Options>;
export default _default;
/** Tools sent together: one `group`; ungrouped tools of one file form one set. Sorted, deterministic. */
export declare function toolsets(tools: readonly ToolDefinition[]): Map<string, ToolDefinition[]>;
