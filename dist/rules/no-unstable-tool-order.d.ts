/**
 * Tools are the first thing in the cached prompt prefix: the same tools in a different order are a
 * different prefix, and every request pays full price. It breaks no request, so it is a warning.
 * Two checks:
 * - static: a directory listing's entries, or async completion order (`Promise.all(xs.map(async …))`),
 *   reach a tool collection by a data path with no sort on it (see ./_support/tool-order.ts);
 * - dynamic: tool definitions come to life in a different order in two fresh isolates (tools
 *   registered from timers or events of connecting servers).
 */
declare const _default: import("../src/engine/rule.js").Rule<Record<string, unknown>>;
export default _default;
