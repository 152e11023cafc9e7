import type { Toolset } from '../model/toolset.js';
import type { Diagnostic } from '../model/diagnostic.js';
import { type ServerDefinition } from '../model/server.js';
import type { ToolDefinition } from '../model/tool.js';
import type { SessionResult } from './session.js';
/** Turns one session into the tool model: tools located at `mcp:<server>` (line = position in the list), plus the server. */
export declare function normalizeSession(session: SessionResult, fallbackName: string): {
    tools: ToolDefinition[];
    server: ServerDefinition;
    diagnostics: Diagnostic[];
};
/** `serverInfo.name`, or what the user typed when the server gives none. */
export declare function serverName(session: Pick<SessionResult, 'serverInfo'>, fallback: string): string;
/** A live server's tool list is one toolset: a client sends all of it. */
export declare function serverToolset(server: ServerDefinition, tools: readonly ToolDefinition[]): Toolset;
