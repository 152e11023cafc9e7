/**
 * Text from the scanned project (tool names, descriptions, source lines in code frames, messages
 * that quote them, rendered descriptions) goes to terminals, CI logs and pull-request comments. A
 * control character there is an instruction to the viewer, not text: ESC starts terminal commands
 * (erase the screen, move the cursor, recolour — enough to print a fake "✔ No problems"), CR and
 * backspace overwrite what was printed, BEL rings, and bidirectional overrides reorder what the
 * reader sees (Trojan Source). Every human-readable format shows them as visible escapes instead:
 * `\x1b`, `\r`, `\u202e`. Newlines are escaped too where the format is one finding per line.
 */

// C0 controls except tab and newline, DEL, C1 controls; bidi embeddings, overrides and isolates;
// line and paragraph separators (line breaks that a terminal does not count as one).
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2028\u2029\u2066-\u2069\ufeff]/g;
const UNSAFE_OR_NEWLINE = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2028\u2029\u2066-\u2069\ufeff]/g;

function visible(ch: string): string {
  const code = ch.charCodeAt(0);
  if (ch === '\r') return '\\r';
  if (ch === '\n') return '\\n';
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

/** For text that may span lines (a code frame line has none): control characters made visible. */
export function safeText(text: string): string {
  return text.replace(UNSAFE, visible);
}

/** For one-line fields (a message, a tool name, a path): newlines made visible too. */
export function safeLine(text: string): string {
  return text.replace(UNSAFE_OR_NEWLINE, visible);
}
