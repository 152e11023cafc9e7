import type { RuleContext } from '../engine/rule.js';
/**
 * Arguments a project's registration wrapper takes out before the tool's own handler runs: a
 * `registerTool` (or `tool`) call whose callback splits its input with a rest element and hands the
 * rest on (`async (args, extra) => { const { includeFields, ...rest } = args; … handler(rest, extra) }`,
 * a Proxy over the server that adds `includeFields` to every schema and applies it to every result).
 * The wrapper reads those keys for every tool registered through it, so a tool's handler never does.
 */
export declare function keysConsumedByRegistrationWrappers(ctx: Pick<RuleContext, 'index'>): Set<string>;
/**
 * Arguments the project reads off the raw MCP request around the SDK's handlers: a dependency
 * injector or request mapper that picks `request.params.arguments.kusto_cluster_url` for every call
 * (directly, or through `const args = params?.arguments`). A registered tool's handler never reads
 * such a key, and need not: it is read for every tool before the handler runs. Text-level, and so
 * generous: a key read this way anywhere is read.
 */
export declare function keysReadFromRawRequests(ctx: Pick<RuleContext, 'index'>): Set<string>;
