/**
 * Text in a description that the model reads and a reviewer cannot: ASCII spelled in Unicode tag
 * characters ("ASCII smuggling"), and bidirectional overrides that show people the text in another
 * order than the model reads it ("Trojan Source"). Nothing written by accident looks like this, so
 * it is an error; invisible spaces and phrases that read like instructions are heuristics and are
 * `no-hidden-instructions`, a warning.
 */
declare const _default: import("../src/engine/rule.js").Rule<Record<string, unknown>>;
export default _default;
