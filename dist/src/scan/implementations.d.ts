import type { ToolDefinition } from '../model/tool.js';
import type { PlacedTool } from './toolsets.js';
/**
 * Definitions that are the implementation behind a tool the project sends under the same name, not
 * a second tool: a class with `name`, `description` and `inputSchema` fields that no request or
 * server holds, whose instance the registered tool's handler runs:
 *
 *   export class LocalesTool { name = 'locales'; inputSchema = localesSchema; async execute(args) {…} }
 *   server.tool('locales', { action: z.enum([…]) }, async (a) => new LocalesTool().execute(…));
 *
 * The model is given the registered tool; the class's own schema is never sent, so judging it as a
 * request the provider rejects would be wrong. Only dropped when the sent tool's definition refers
 * to the class (or constant) by name.
 */
export declare function withoutImplementations(tools: ToolDefinition[], placed: readonly PlacedTool[], survivor: (t: ToolDefinition) => ToolDefinition): ToolDefinition[];
