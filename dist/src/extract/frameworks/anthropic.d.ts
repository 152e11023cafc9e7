import { type Extractor } from '../context.js';
/**
 * Anthropic Messages API tools: `{ name, description, input_schema }` wherever they are written,
 * and the SDK helpers `betaZodTool({ name, inputSchema, run })` / `betaTool({ name, input_schema, run })`.
 * Server tools (`{ type: 'web_search_20250305', name }`) are Anthropic's own and carry no schema: skipped.
 */
export declare const anthropic: Extractor;
