/**
 * Providers cache the prompt prefix, and tool definitions come first in it: one changed byte in a
 * description re-bills the whole prefix on every request. Each cell is rendered twice, in two fresh
 * processes, so a value that changes per call (a timestamp, a random example) shows up even when a
 * module-level cache freezes it for the life of one process.
 */
declare const _default: import("../src/engine/rule.js").Rule<Record<string, unknown>>;
export default _default;
