import { defineRule } from '../src/engine/rule.js';
import { CLAUDE_CODE_FACTS } from '../src/tokens/index.js';
import { basisOf, countableTool } from '../src/tokens/from-tool.js';
import { alsoFor, requestSets, toolSearchOver } from './_support/toolsets.js';

/**
 * Claude Code defers MCP tools to tool search once their definitions pass a share of the model's
 * context window (`ENABLE_TOOL_SEARCH=auto`, the default): the model then sees only their names
 * until it searches. A fixed client threshold, not the team's budget, so it stays a warning when
 * `budgets.toolset` is written.
 */
export default defineRule({
  meta: {
    id: 'max-mcp-toolset-tokens',
    type: 'budget',
    description: "An MCP server's tools stay under the share of a Claude context at which Claude Code defers them to tool search",
    recommended: 'warn',
    messages: {
      toolSearch:
        'Toolset "{{toolset}}" ({{count}}) is {{tokens}} tokens ({{basis}}) for {{model}}, {{percent}} of its context: Claude Code defers MCP tools to tool search above {{threshold}}% ({{thresholdTokens}} tokens), so the model sees only their names until it searches{{also}}',
    },
    help: 'Split the server into smaller ones, let clients enable a subset of its tools, or shorten the largest definitions (`tool-lint report --why`)',
  },
  check(ctx) {
    const threshold = CLAUDE_CODE_FACTS.toolSearchThresholdPercent;
    for (const rs of requestSets(ctx)) {
      const tools = rs.tools;
      const first = tools[0]!;
      const staticEstimate = tools.map(countableTool).some((c) => c.staticEstimate);
      const over = toolSearchOver(ctx, rs);
      const worst = over[0];
      if (!worst) continue;
      ctx.report({
        tool: first,
        messageId: 'toolSearch',
        data: {
          toolset: rs.id,
          count: tools.length === 1 ? '1 tool' : `${tools.length} tools`,
          tokens: worst.total,
          basis: basisOf(worst.model, staticEstimate),
          model: worst.info.id,
          percent: `${((worst.total / worst.info.contextWindow) * 100).toFixed(1)}%`,
          threshold,
          thresholdTokens: worst.thresholdTokens,
          also: alsoFor(over.slice(1).map((o) => ({ model: o.info.id, text: `${o.total.toLocaleString('en-US')} tokens` }))),
        },
      });
    }
  },
});
