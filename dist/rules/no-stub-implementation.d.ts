/**
 * A tool the model is given whose implementation does nothing but answer that it does not exist yet
 * (`return { note: 'Weather integration is not implemented in this backend.' }`, `throw new
 * Error('Not implemented')`): the description promises a capability no call can use, every request
 * carries it, and every call is wasted. A warning: the answer admits it, so the model is not handed
 * invented data. Only the implementation's last word counts (early returns are guards), only when it
 * does no work (no `await`, no call whose result it returns), and only for tools a request or server sends.
 */
declare const _default: import("../src/engine/rule.js").Rule<Record<string, unknown>>;
export default _default;
