/**
 * Providers cache the prompt prefix, and tool definitions come first in it: one changed byte
 * re-bills everything after it on every request. Each cell is rendered twice, in two fresh
 * processes, so a value that changes per call (a timestamp, a random example) shows up even when a
 * module-level cache freezes it for the life of one process.
 *
 * The bytes compared are the request's: each toolset is serialised, per cell and per render, in
 * the wire format of each provider it is counted for (_support/wire.ts), and the first differing
 * byte is reported at the tool and field that produce it, with what it costs: the tokens of the
 * tools from that one on (a lower bound: the changing text itself, the system prompt and the
 * messages after the tools are re-billed too). Each unstable tool is reported once: where it breaks
 * a toolset's prefix, or else on its own. No finding quotes the varying text: it would make the
 * report itself differ from run to run (`tool-lint render --tool NAME`, twice, shows it).
 */
declare const _default: import("../src/engine/rule.js").Rule<Record<string, unknown>>;
export default _default;
