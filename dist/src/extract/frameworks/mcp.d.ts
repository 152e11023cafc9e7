import { type Extractor } from '../context.js';
/**
 * MCP TypeScript SDK: `server.tool(name, description?, shape?, annotations?, handler)`,
 * `server.registerTool(name, { title, description, inputSchema }, handler)`, FastMCP's
 * `server.addTool({ name, description, parameters, execute })`, and tool objects
 * `{ name, description, inputSchema }` as returned from a `ListToolsRequestSchema` handler.
 * `server.prompt()` / `resource()` register prompts and resources, not tools.
 */
export declare const mcp: Extractor;
