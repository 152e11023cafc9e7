/**
 * A description that cannot be rendered in some context is a tool the model never gets (or an agent
 * that crashes while building its request). Rendering runs sandboxed: a render whose own code throws,
 * hangs, writes files, starts or ends processes, or returns a text beyond any context window is
 * reported here, naming the tool and the cells, and the rest of the run goes on. Renders that cannot
 * happen for reasons outside the description code (a dependency not installed, a module that cannot
 * load in the sandbox, a context the matrix does not provide) are not findings: the run prints one
 * note per cause and checks those tools' static text.
 */
declare const _default: import("../src/engine/rule.js").Rule<Record<string, unknown>>;
export default _default;
