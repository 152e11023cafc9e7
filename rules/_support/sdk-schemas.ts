/**
 * What an SDK does to a tool's input schema before the provider sees it, so dialect rules judge the
 * schema that is really sent. Facts, with sources:
 *
 * - OpenAI Agents SDK (`@openai/agents-core`), `tool({ parameters: <JSON Schema>, strict })`, strict by
 *   default. Up to 0.8.x the JSON Schema is sent as written. From 0.9.0 (`prepareOpenAIStrictToolSchema`,
 *   packages/agents-core/src/utils/strictToolSchema.ts) every object schema with `properties` (typed
 *   `object`, or typeless below the root) gets `required` = all its properties, optional ones made
 *   nullable, and `additionalProperties: false`; keywords strict mode cannot express (`allOf`, `not`,
 *   `oneOf`, `if`/`then`/`else`, `patternProperties`, …) make the SDK throw before any request.
 * - Zod and Standard Schema inputs are converted by the SDKs themselves and are not checked as JSON Schema.
 */
import { compareVersions } from '../../src/source/packages.js';
import type { RuleContext } from '../../src/engine/rule.js';
import type { ToolDefinition } from '../../src/model/tool.js';
import { isObject, isUnknown, type SchemaObject } from './schema.js';

export const AGENTS_PREPARES_STRICT_FROM = '0.9.0';

/** The Agents SDK version a tool's file uses, or undefined when the project does not say. */
export function agentsVersion(ctx: RuleContext<any>, tool: ToolDefinition): string | undefined {
  return ctx.packageVersion?.(tool.range.file, '@openai/agents-core') ?? ctx.packageVersion?.(tool.range.file, '@openai/agents');
}

/**
 * Whether the Agents SDK rewrites this tool's JSON Schema for strict mode: yes from 0.9.0, and
 * assumed when the version is unknown (what it would rewrite is then not reported: weak evidence).
 */
export function agentsPreparesStrict(ctx: RuleContext<any>, tool: ToolDefinition): boolean {
  if (tool.framework !== 'openai-agents') return false;
  const v = agentsVersion(ctx, tool);
  return v === undefined || compareVersions(v, AGENTS_PREPARES_STRICT_FROM) >= 0;
}

/** The schema as `prepareOpenAIStrictToolSchema` sends it (the parts strict-mode checks look at). */
export function prepareLikeAgents(schema: unknown, isRoot = true): unknown {
  if (Array.isArray(schema)) return schema.map((s) => prepareLikeAgents(s, false));
  if (!isObject(schema) || isUnknown(schema)) return schema;
  const out: SchemaObject = { ...schema };
  const props = out.properties;
  const objectish = out.type === 'object' || (Array.isArray(out.type) && out.type.includes('object')) || (out.type === undefined && !isRoot);
  if (isObject(props) && !isUnknown(props) && objectish) {
    const prepared: SchemaObject = {};
    for (const [k, v] of Object.entries(props)) prepared[k] = prepareLikeAgents(v, false);
    out.properties = prepared;
    out.required = Object.keys(prepared);
    out.additionalProperties = false;
  }
  for (const key of ['$defs', 'definitions']) {
    const m = out[key];
    if (isObject(m) && !isUnknown(m)) out[key] = Object.fromEntries(Object.entries(m).map(([k, v]) => [k, prepareLikeAgents(v, false)]));
  }
  if (Array.isArray(out.anyOf)) out.anyOf = out.anyOf.map((s) => prepareLikeAgents(s, false));
  if (out.items !== undefined) out.items = prepareLikeAgents(out.items, false);
  return out;
}

/** A Standard Schema object (`'~standard'`: valibot, arktype, zod 4 …) is not JSON Schema: its SDK converts it. */
export function isStandardSchema(schema: unknown): boolean {
  return isObject(schema) && '~standard' in schema;
}
