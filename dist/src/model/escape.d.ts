/**
 * Text from the scanned project (tool names, descriptions, source lines in code frames, messages
 * that quote them, rendered descriptions) goes to terminals, CI logs and pull-request comments. A
 * control character there is an instruction to the viewer, not text: ESC starts terminal commands
 * (erase the screen, move the cursor, recolour — enough to print a fake "✔ No problems"), CR and
 * backspace overwrite what was printed, BEL rings, and bidirectional overrides reorder what the
 * reader sees (Trojan Source). Every human-readable format shows them as visible escapes instead:
 * `\x1b`, `\r`, `\u202e`. Newlines are escaped too where the format is one finding per line.
 */
/** For text that may span lines (a code frame line has none): control characters made visible. */
export declare function safeText(text: string): string;
/** For one-line fields (a message, a tool name, a path): newlines made visible too. */
export declare function safeLine(text: string): string;
