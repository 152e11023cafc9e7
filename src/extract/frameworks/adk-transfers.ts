import { ts } from 'ts-morph';
import { compareVersions } from '../../source/packages.js';
import { projectPackageVersion } from '../package-version.js';
import { buildTool, getProp, importSource, type Candidate, type Extractor, type ExtractContext } from '../context.js';
import { skipOuter } from '../schema-libs/shared.js';

/**
 * ADK-TS (`@iqai/adk`) adds its own `transfer_to_agent` tool to the request of an LLM agent that has
 * sub-agents (its AgentTransfer request processor, from 0.1.15 on: earlier versions declared no
 * function for it). Reported once per such agent, where its sub-agents are given: `subAgents: [...]`
 * of `new LlmAgent({ … })`, or `.withSubAgents([...])` of an `AgentBuilder` chain that builds an LLM
 * agent (not `.asSequential`/`.asParallel`/`.asLoop`, which take sub-agents to run, not to transfer to).
 * Identified by the import: a project's own `LlmAgent` is read like any other code.
 */
const ADK = /^@iqai\/adk(\/|$)/;
const FIRST_WITH_TOOL = '0.1.15';
const DESCRIPTION =
  "Transfer the question to another agent when it's more suitable to answer the user's question according to the agent's description. Use this function when you determine that another agent in the system would be better equipped to handle the user's request based on their specialized capabilities and expertise areas.";
const SCHEMA = {
  type: 'object',
  properties: { agent_name: { type: 'string', description: 'The name of the agent to transfer control to' } },
  required: ['agent_name'],
};

export const adkTransfers: Extractor = {
  id: 'adk-transfers',
  match(node, ctx) {
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'LlmAgent' && ADK.test(importSource(node.expression, ctx) ?? '')) {
      const config = node.arguments?.[0] && skipOuter(node.arguments[0]);
      if (!config || !ts.isObjectLiteralExpression(config)) return undefined;
      const sub = getProp(config, 'subAgents', ctx);
      return sub && ts.isExpression(sub) ? transfer(sub, sub, ctx) : undefined;
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'withSubAgents' && node.arguments[0]) {
      const root = builderRoot(node);
      if (!root || !ADK.test(importSource(root, ctx) ?? '') || runsSubAgents(node)) return undefined;
      // Placed at `withSubAgents`, not at the head of the chain the call expression starts with.
      return transfer(node.arguments[0], node.expression.name, ctx);
    }
    return undefined;
  },
};

function transfer(list: ts.Expression, at: ts.Node, ctx: ExtractContext): Candidate[] | undefined {
  if (!hasAgents(list, ctx) || !toolShipped(ctx)) return undefined;
  const tool = buildTool({ framework: 'custom', defNode: at, fixedName: { name: 'transfer_to_agent', node: at }, hasHandler: true }, ctx);
  tool.description = { kind: 'static', text: DESCRIPTION };
  tool.inputSchema = { source: 'json-schema', partial: false, schema: structuredClone(SCHEMA) };
  return [{ tool }];
}

/** A list with at least one agent: written, or a constant holding one. An empty or unknown list adds nothing certain. */
function hasAgents(list: ts.Expression, ctx: ExtractContext): boolean {
  const e = skipOuter(list);
  if (ts.isArrayLiteralExpression(e)) return e.elements.length > 0;
  const v = ctx.ev.evaluate(e);
  return Array.isArray(v) && v.length > 0;
}

/** `AgentBuilder` at the head of a builder chain (`AgentBuilder.create('root').withModel(…)…`). */
function builderRoot(call: ts.CallExpression): ts.Identifier | undefined {
  let e: ts.Expression = call.expression;
  for (;;) {
    if (ts.isPropertyAccessExpression(e)) e = e.expression;
    else if (ts.isCallExpression(e)) e = e.expression;
    else break;
  }
  return ts.isIdentifier(e) && e.text === 'AgentBuilder' ? e : undefined;
}

/** Whether the chain around the call makes a workflow agent, which runs its sub-agents itself. */
function runsSubAgents(call: ts.CallExpression): boolean {
  let top: ts.Node = call;
  while (top.parent && (ts.isPropertyAccessExpression(top.parent) || (ts.isCallExpression(top.parent) && top.parent.expression === top))) top = top.parent;
  return /\.as(Sequential|Parallel|Loop)\s*\(/.test(top.getText());
}

/** Unless the project pins an ADK-TS from before the tool had a declaration (then the model never receives it). */
function toolShipped(ctx: ExtractContext): boolean {
  const v = projectPackageVersion(ctx, '@iqai/adk');
  return !v || compareVersions(v, FIRST_WITH_TOOL) >= 0;
}
