import { type Extractor } from '../context.js';
/**
 * Tools whose framework is the project itself: objects with a `name` and a `prompt(ctx)` /
 * `description(ctx)` method (Claude-Code-style `buildTool({ name, async prompt() {…}, inputSchema })`),
 * `Tool.define('id', { description, parameters })`, and classes with a static `Name` or a `name`
 * field plus a schema (gemini-cli's declarative tools pass both to `super(…)`).
 */
export declare const custom: Extractor;
