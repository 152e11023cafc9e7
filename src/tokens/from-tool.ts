import type { ToolDefinition } from '../model/tool.js';
import { modelInfo } from './models.js';
import type { ToolInput } from './render.js';

export interface CountableTool {
  input: ToolInput;
  /** True when the description is dynamic and only its statically folded part (partialText) is counted. */
  staticEstimate: boolean;
}

/**
 * The tool as tokens are counted for it. Dynamic descriptions are counted from what static
 * evaluation could fold (partialText, its `…` gaps removed): a lower bound, labelled "static estimate".
 */
export function countableTool(tool: ToolDefinition): CountableTool {
  const d = tool.description;
  const description = d.kind === 'static' ? d.text : d.kind === 'dynamic' ? (d.partialText ?? '').replace(/…/g, '') : '';
  const schema = withoutPlaceholders(tool.inputSchema.schema ?? { type: 'object', properties: {} });
  return { input: { name: tool.name, description, inputSchema: schema }, staticEstimate: d.kind === 'dynamic' };
}

/**
 * The schema without what the scanner wrote where it could not see (`x-tool-lint-unknown…` keys
 * and `{ "x-tool-lint-unknown": … }` values): their text is source code, not what the provider
 * receives. What is left is counted as a lower bound (the tool is `partial`).
 */
function withoutPlaceholders(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(withoutPlaceholders);
  if (typeof v !== 'object' || v === null) return v;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) {
    if (k.startsWith(PLACEHOLDER)) continue;
    out[k] = typeof x === 'object' && x !== null && PLACEHOLDER in x ? {} : withoutPlaceholders(x);
  }
  return out;
}

const PLACEHOLDER = 'x-tool-lint-unknown';

/** How a count was obtained, for messages: "exact", "estimate", "static estimate", "estimate; static estimate". */
export function basisOf(model: string, staticEstimate: boolean): string {
  const exact = modelInfo(model)?.exact ?? false;
  return [exact ? 'exact' : 'estimate', ...(staticEstimate ? ['static estimate'] : [])].join('; ').replace(/^exact; /, '');
}
