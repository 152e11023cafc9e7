import { ts } from 'ts-morph';
import { rangeOf } from '../extract/ranges.js';
import type { ServerDefinition } from '../model/server.js';
import type { SourceRange } from '../model/tool.js';
import type { ParsedFile } from '../source/source-index.js';
import type { SessionResult } from './session.js';

/**
 * A snapshot is the `initialize` result with the `tools/list` result merged in (all pages, no
 * cursor): `{ protocolVersion, serverInfo, capabilities, instructions?, tools }`. Tools are kept as
 * the server sent them, key order included, so a diff of two snapshots shows what the model sees
 * change. Nothing time- or machine-dependent goes in: the same server gives the same bytes.
 */
export function snapshotOf(s: SessionResult): Record<string, unknown> {
  return {
    ...(s.protocolVersion ? { protocolVersion: s.protocolVersion } : {}),
    serverInfo: s.serverInfo,
    capabilities: s.capabilities,
    ...(s.instructions !== undefined ? { instructions: s.instructions } : {}),
    tools: s.tools,
  };
}

/** The server described by a snapshot file (or any JSON with `serverInfo.name` next to a `tools` array). */
export function snapshotServer(file: ParsedFile): ServerDefinition | undefined {
  const root = file.sf.statements[0];
  if (!root || !ts.isExpressionStatement(root) || !ts.isObjectLiteralExpression(root.expression)) return undefined;
  const props = new Map<string, ts.Expression>();
  for (const p of root.expression.properties) {
    if (ts.isPropertyAssignment(p) && ts.isStringLiteral(p.name)) props.set(p.name.text, p.initializer);
  }
  const info = props.get('serverInfo');
  const tools = props.get('tools');
  if (!info || !ts.isObjectLiteralExpression(info) || !tools || !ts.isArrayLiteralExpression(tools)) return undefined;
  const field = (obj: ts.ObjectLiteralExpression, key: string) => {
    for (const p of obj.properties) {
      if (ts.isPropertyAssignment(p) && ts.isStringLiteral(p.name) && p.name.text === key) return p.initializer;
    }
    return undefined;
  };
  const name = field(info, 'name');
  if (!name || !ts.isStringLiteral(name)) return undefined;
  const version = field(info, 'version');
  const instructions = props.get('instructions');
  const pointers: Record<string, SourceRange> = {};
  let text: string | undefined;
  if (instructions && ts.isStringLiteral(instructions)) {
    text = instructions.text;
    pointers['/instructions'] = rangeOf(instructions, file);
  }
  return {
    name: name.text,
    ...(version && ts.isStringLiteral(version) ? { version: version.text } : {}),
    ...(text !== undefined ? { instructions: text } : {}),
    toolCount: tools.elements.length,
    range: rangeOf(info, file),
    pointers,
  };
}
