import type { SourceRange } from './tool.js';
/**
 * An MCP server whose tool list was read: live (`tool-lint mcp`) or from a snapshot file. Rules that
 * measure a whole server (its `initialize` instructions, how many tools it sends) read this; tools
 * themselves stay plain `ToolDefinition`s.
 */
export interface ServerDefinition {
    /** `serverInfo.name` from `initialize`. */
    name: string;
    version?: string;
    /** `instructions` from `initialize`: clients put them into the system prompt. */
    instructions?: string;
    /** Every entry of the tool list, malformed ones included: that is what a client would send. */
    toolCount: number;
    /** The snapshot's `serverInfo`, or `mcp:<name>` line 1 for a live server. */
    range: SourceRange;
    /** JSON Pointer (`/instructions`) → where it is written. */
    pointers: Record<string, SourceRange>;
}
/**
 * Tools read from a running server have no source file: their `range.file` is `mcp:<server-name>`,
 * a logical location that reporters show as `mcp:<server>#<tool>` and SARIF as a logical location.
 */
export declare const MCP_LOCATION_PREFIX = "mcp:";
export declare function isLogicalLocation(file: string): boolean;
/** `mcp:<server>#<tool>` (or `mcp:<server>` for findings about the server itself). */
export declare function logicalName(file: string, tool?: string): string;
