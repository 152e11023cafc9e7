/**
 * Anthropic caches a prompt prefix only from the model's minimum length on (1,024–4,096 tokens
 * for current Claude models); a `cache_control` breakpoint on a shorter prefix is ignored without an
 * error, and every request pays full price for it. Tools come first in the prefix, so a breakpoint
 * on a tool caches exactly the tools up to it: that count is compared with the minimum.
 */
declare const _default: import("../src/engine/rule.js").Rule<Record<string, unknown>>;
export default _default;
