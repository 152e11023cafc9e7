/**
 * The Unicode clean-up Claude Code applies to every MCP `tools/list` result before it uses it
 * (`recursivelySanitizeUnicode`, utils/sanitization.ts in Claude Code 2.1.88; called at
 * services/mcp/client.ts:1758): NFKC normalisation, then removal of format, private-use and
 * unassigned characters (`\p{Cf}\p{Co}\p{Cn}`) and of zero-width, bidi, BOM and BMP private-use
 * ranges, repeated until nothing changes (at most 10 rounds). The 2,048-character cap on MCP tool
 * descriptions (client.ts:218, 1788-1793) is tested on the result, so this is what to measure.
 * Server instructions are not cleaned (client.ts:1158-1170).
 */
export declare function sanitizeLikeClaudeCode(text: string): string;
