import { ts } from 'ts-morph';
import type { ToolDefinition } from '../model/tool.js';
import type { SourceIndex } from '../source/source-index.js';
/**
 * Files whose every tool is registered by a function the project never calls, while it does call
 * its other registering functions with the server it makes (src/scan/toolsets.ts `UnwiredOut`):
 *
 *   // index.ts
 *   const server = new McpServer({ name: 'cms', version: '1.0.0' });
 *   registerRecordsRouter(server);
 *   // ui/menu-router.ts: exported "for backward compatibility", called nowhere
 *   export const registerMenuRouter = (server: McpServer) => { server.tool('cms_menu', …) };
 *
 * No model is given those tools, so like test code they are scanned but not linted. A function that
 * is used in any way besides being imported and re-exported (called, passed on, put in a list)
 * counts as wired in, and so does one without a name to look for.
 */
export declare function unwiredFiles(tools: readonly ToolDefinition[], unwired: ReadonlyMap<ToolDefinition, ts.SignatureDeclaration>, sources: ReadonlyArray<{
    abs: string;
    text: string;
}>, index: SourceIndex): string[];
