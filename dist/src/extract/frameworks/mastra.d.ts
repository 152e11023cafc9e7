import { type Extractor } from '../context.js';
/**
 * Mastra `createTool({ id, description, inputSchema, execute })` from '@mastra/core/tools'. The model
 * sees the key the tool is registered under in an agent's `tools` (`tools: { weatherTool }` →
 * "weatherTool"; mastra-ai/mastra#12202); a tool no agent registers keeps its `id`.
 * `createStep` / `createWorkflow` share the shape but are workflow steps, not tools.
 * Other libraries' `createTool({ name, … })` (Inngest AgentKit, …) are reported as custom tools.
 */
export declare const mastra: Extractor;
