/**
 * A description that cannot be rendered in some context is a tool the model never gets (or an agent
 * that crashes while building its request). Rendering runs sandboxed: a render that throws, hangs,
 * writes files or starts processes is reported here, naming the tool and the cells, and the rest of
 * the run goes on.
 */
declare const _default: import("../src/engine/rule.js").Rule<Record<string, unknown>>;
export default _default;
