import { pointerEscape } from '../../src/extract/ranges.js';
import { apiTool } from '../../src/tokens/anthropic-api.js';
import { modelInfo } from '../../src/tokens/models.js';
import type { ToolInput } from '../../src/tokens/render.js';

/**
 * The tool list of a request as each provider's SDK puts it in the request body: the bytes a
 * provider's prompt cache compares. Key order is the SDK's, since it decides where the first
 * changed byte falls.
 * - Anthropic Messages `tools`: `{ name, description, input_schema }` (as src/tokens/anthropic-api.ts sends it);
 * - OpenAI Chat Completions `tools`: `{ type: 'function', function: { name, description, parameters } }`;
 * - Gemini `functionDeclarations`: `{ name, description, parameters }`.
 */
export type WireFormat = 'anthropic' | 'openai' | 'gemini';

export const WIRE_LABEL: Record<WireFormat, string> = {
  anthropic: 'Anthropic `tools`',
  openai: 'OpenAI `tools`',
  gemini: 'Gemini `functionDeclarations`',
};

/** The format a model's requests use; other providers get the tool JSON Anthropic's format has. */
export function wireFormatOf(model: string): WireFormat {
  const p = modelInfo(model)?.provider;
  return p === 'openai' ? 'openai' : p === 'gemini' ? 'gemini' : 'anthropic';
}

export function wireTool(format: WireFormat, t: ToolInput): Record<string, unknown> {
  const description = t.description ? { description: t.description } : {};
  if (format === 'anthropic') return apiTool(t);
  if (format === 'openai') return { type: 'function', function: { name: t.name, ...description, parameters: t.inputSchema } };
  return { name: t.name, ...description, parameters: t.inputSchema };
}

/**
 * Where two serialisations of one tool list first differ, byte for byte: the tool and the JSON
 * Pointer (inside that tool's wire object) of the value that holds the first differing byte.
 */
export function firstDifference(format: WireFormat, a: readonly ToolInput[], b: readonly ToolInput[]): { index: number; pointer: string } | undefined {
  const wa = a.map((t) => wireTool(format, t));
  const wb = b.map((t) => wireTool(format, t));
  if (JSON.stringify(wa) === JSON.stringify(wb)) return undefined;
  // The tools before the first differing one serialise to the same bytes: the difference starts in it.
  for (let i = 0; i < Math.max(wa.length, wb.length); i++) {
    if (JSON.stringify(wa[i]) === JSON.stringify(wb[i])) continue;
    return { index: i, pointer: firstPointer(wa[i], wb[i], '') || '' };
  }
  return undefined;
}

/** The tool-model pointer (`/description`, `/inputSchema/properties/q`) of a wire pointer. */
export function modelPointer(format: WireFormat, wire: string): string {
  const inner = format === 'openai' ? wire.replace(/^\/function/, '') : wire;
  if (inner === '/name' || inner === '/description') return inner;
  const schema = /^\/(?:input_schema|parameters)(\/.*)?$/.exec(inner);
  if (schema) return `/inputSchema${schema[1] ?? ''}`;
  return '';
}

/** Walks keys in serialisation order: the first key whose value (or name) differs holds the first differing byte. */
function firstPointer(a: unknown, b: unknown, at: string): string {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) {
    return JSON.stringify(a) === JSON.stringify(b) ? '' : at || '/';
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  for (let i = 0; i < Math.max(ka.length, kb.length); i++) {
    // A key present on one side only (an empty description is left out): that key is where they part.
    if (ka[i] !== kb[i]) return `${at}/${pointerEscape(kb[i] !== undefined && !ka.includes(kb[i]!) ? kb[i]! : ka[i]!)}`;
    const d = firstPointer((a as Record<string, unknown>)[ka[i]!], (b as Record<string, unknown>)[kb[i]!], `${at}/${pointerEscape(ka[i]!)}`);
    if (d) return d;
  }
  return '';
}
