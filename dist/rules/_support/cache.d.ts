import type { RuleContext } from '../../src/engine/rule.js';
import type { ToolDefinition } from '../../src/model/tool.js';
/**
 * Whether a tool definition carries a prompt-cache breakpoint itself, as written in its source:
 * Anthropic's `cache_control: { type: 'ephemeral' }` on the tool (raw SDK, JSON), or the AI SDK's
 * `providerOptions: { anthropic: { cacheControl: … } }` on the tool. A breakpoint on a message or on
 * the system prompt is not one: what precedes it includes text tool-lint does not measure.
 */
export declare function carriesBreakpoint(ctx: RuleContext<any>, tool: ToolDefinition): boolean;
