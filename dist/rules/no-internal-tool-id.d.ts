/**
 * Mastra sends an agent's tools under the keys of its `tools` record, not under the `id` written in
 * `createTool({ id })`. A description that tells the model to "call stop_schedule" where the same
 * request sends that tool as `stopSchedule` names a tool the model is never given, while the tool
 * meant is right there: the model is told something definitely wrong (an error). Only requests the
 * scanner sees whole are judged, with the strong evidence of _support/tool-references.ts.
 */
declare const _default: import("../src/engine/rule.js").Rule<Record<string, unknown>>;
export default _default;
