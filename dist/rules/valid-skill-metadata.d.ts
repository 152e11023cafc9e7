/**
 * Front matter that no client reads as written. Every case here makes Claude Code list something
 * other than what the author wrote, and makes clients that follow the Agent Skills integration
 * guide skip the skill (agentskills.io, "Lenient validation": a missing or empty description, or
 * YAML that cannot be parsed, means skip). Spec constraints clients tolerate are `valid-skill-spec`.
 */
declare const _default: import("../src/engine/rule.js").Rule<Record<string, unknown>>;
export default _default;
