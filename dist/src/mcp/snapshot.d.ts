import type { ServerDefinition } from '../model/server.js';
import type { ParsedFile } from '../source/source-index.js';
import type { SessionResult } from './session.js';
/**
 * A snapshot is the `initialize` result with the `tools/list` result merged in (all pages, no
 * cursor): `{ protocolVersion, serverInfo, capabilities, instructions?, tools }`. Tools are kept as
 * the server sent them, key order included, so a diff of two snapshots shows what the model sees
 * change. Nothing time- or machine-dependent goes in: the same server gives the same bytes.
 */
export declare function snapshotOf(s: SessionResult): Record<string, unknown>;
/** The server described by a snapshot file (or any JSON with `serverInfo.name` next to a `tools` array). */
export declare function snapshotServer(file: ParsedFile): ServerDefinition | undefined;
