import { ts } from 'ts-morph';
import type { Evaluator } from '../extract/evaluate.js';
import type { FlowAnalysis, SinkResult } from '../extract/flow.js';
import { type ToolDefinition } from '../model/tool.js';
import type { Toolset } from '../model/toolset.js';
/**
 * Tools registered on the server parameter of a function nothing calls (`export const registerMenuRouter
 * = (server) => { server.tool(…) }`), in a project that does call its other such functions with its
 * server: filled only then, by tool, with the function.
 */
export interface UnwiredOut {
    unwired: Map<ToolDefinition, ts.SignatureDeclaration>;
}
/** A final tool and the node it was extracted from (when it has one). */
export interface PlacedTool {
    tool: ToolDefinition;
    node?: ts.Node;
    /** Made at a call of the factory `node` is written in (see Candidate.site). */
    site?: ts.Node;
}
/**
 * Groups the tools into the requests they are sent in: the calls that send tools to a model (from
 * the flow stage), the MCP servers they are registered on (followed through the functions the
 * server object is passed to), then arrays and maps of tools seen in no request. A tool in no
 * toolset stands alone.
 *
 * `forwarders`: the project's methods that pass their arguments on to an MCP registration
 * (`server.addReadTool(…)`, see src/extract/frameworks/mcp-forwarders.ts); their calls register on
 * their receiver like `server.tool(…)`.
 */
export declare function buildToolsets(placed: readonly PlacedTool[], sinks: readonly SinkResult[], survivor: (t: ToolDefinition) => ToolDefinition, ev: Evaluator, flow: FlowAnalysis | undefined, forwarders?: ReadonlySet<string>, unwiredOut?: UnwiredOut, isTestCode?: (rel: string) => boolean): Toolset[];
