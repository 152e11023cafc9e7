import { ts } from 'ts-morph';
import { type Candidate, type Extractor, type ExtractContext } from '../context.js';
/**
 * MCP TypeScript SDK: `server.tool(name, description?, shape?, annotations?, handler)`,
 * `server.registerTool(name, { title, description, inputSchema }, handler)`, FastMCP's
 * `server.addTool({ name, description, parameters, execute })`, and tool objects
 * `{ name, description, inputSchema }` as returned from a `ListToolsRequestSchema` handler.
 * `server.prompt()` / `resource()` register prompts and resources, not tools.
 */
export declare const mcp: Extractor;
/**
 * A call of a server's registration method kept in a constant: `server.registerTool.bind(server)`
 * (often cast to a simpler signature), `server.tool.bind(server)`. The receiver is the server.
 */
export declare function boundRegistration(call: ts.CallExpression, ev: ExtractContext['ev']): {
    method: 'tool' | 'registerTool';
    receiver: ts.Expression;
} | undefined;
/** `positional`: either of the SDK's positional forms, `tool(name, description?, shape?, …, cb)` or `registerTool(name, config, cb)`. */
export type McpRegistrationKind = 'tool' | 'registerTool' | 'addTool' | 'positional';
/** A call read as `server.tool(…)`, `server.registerTool(…)` or `server.addTool(…)` (a project's forwarder of one, see mcp-forwarders.ts). */
export declare function mcpRegistration(node: ts.CallExpression, kind: McpRegistrationKind, ctx: ExtractContext): Candidate[] | undefined;
