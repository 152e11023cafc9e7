import { type Extractor, type ExtractContext, type PropNode } from '../context.js';
import type { ToolSchema } from '../../model/tool.js';
/**
 * Tools whose framework is the project itself: objects with a `name` and a `prompt(ctx)` /
 * `description(ctx)` method (Claude-Code-style `buildTool({ name, async prompt() {…}, inputSchema })`),
 * `Tool.define('id', { description, parameters })`, and classes with a static `Name` or a `name`
 * field plus a schema (gemini-cli's declarative tools pass both to `super(…)`).
 */
export declare const custom: Extractor;
/**
 * Parameters written as a list of `{ name, type, required, description | instruction }` (Cline's
 * tool specs, CopilotKit's actions) instead of a JSON Schema: converted to the object schema the
 * library sends the model.
 */
export declare function parameterList(p: PropNode, ctx: ExtractContext): ToolSchema | undefined;
