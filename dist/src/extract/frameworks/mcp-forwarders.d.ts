import { ts } from 'ts-morph';
import type { Candidate, ExtractContext } from '../context.js';
import { type McpRegistrationKind } from './mcp.js';
/** What a forwarder hands its arguments to. */
export type Forwarders = ReadonlyMap<string, McpRegistrationKind>;
/** Cheap text test for a file that may declare a forwarder: `this.tool(...args)`, `this.registerWithAccess('read', ...args)`. */
export declare const MAY_FORWARD: RegExp;
/**
 * Methods and functions that pass all their arguments on to an MCP registration:
 * `class ShortcutServer extends McpServer { addToolWithReadAccess(...args) { return this.tool(...args) } }`
 * or `const readTool = (...args: Parameters<McpServer['tool']>) => server.tool(...args)`. Each of
 * their calls registers a tool exactly as the forwarded call would (reported at the call).
 */
export declare function findForwarders(sf: ts.SourceFile, out: Map<string, McpRegistrationKind>): void;
/** Every call of a forwarder in a file, read as the registration it forwards to. */
export declare function extractForwarded(ctx: ExtractContext, forwarders: Forwarders): Candidate[];
