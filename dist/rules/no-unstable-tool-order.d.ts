/**
 * Tools are the first thing in the cached prompt prefix: the same tools in a different order are a
 * different prefix, and every request pays full price. Two checks:
 * - static: the tool list is built from a directory listing, or filled by async completion
 *   (`Promise.all(xs.map(async …))`), with no sort (see src/render/order.ts for what is proven);
 * - dynamic: tool definitions come to life in a different order in two fresh isolates (tools
 *   registered from timers or events of connecting servers).
 */
declare const _default: import("../src/engine/rule.js").Rule<Record<string, unknown>>;
export default _default;
