/**
 * Tool poisoning: text in a description that the model reads and follows but a person reviewing
 * the tool does not see or would not accept. Invisible and bidi characters, tag-character
 * payloads, HTML comments, and the instruction patterns public scanners look for (mcp-shield,
 * Cisco mcp-scanner, Invariant Labs' examples). Precision first: every phrase pattern needs the
 * words of an attack, not one alarming word, and quoted or code-formatted mentions, and sentences
 * about detecting such attacks, are left alone.
 */
declare const _default: import("../src/engine/rule.js").Rule<Record<string, unknown>>;
export default _default;
