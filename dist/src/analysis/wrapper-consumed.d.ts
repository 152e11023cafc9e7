import type { RuleContext } from '../engine/rule.js';
/**
 * Arguments a project's registration wrapper takes out before the tool's own handler runs: a
 * `registerTool` (or `tool`) call whose callback splits its input with a rest element and hands the
 * rest on (`async (args, extra) => { const { includeFields, ...rest } = args; … handler(rest, extra) }`,
 * a Proxy over the server that adds `includeFields` to every schema and applies it to every result).
 * The wrapper reads those keys for every tool registered through it, so a tool's handler never does.
 */
export declare function keysConsumedByRegistrationWrappers(ctx: Pick<RuleContext, 'index'>): Set<string>;
