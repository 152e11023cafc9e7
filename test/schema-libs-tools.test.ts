import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ts } from 'ts-morph';
import { describe, expect, it } from 'vitest';
import type { ToolDefinition } from '../src/model/tool.js';
import { scan } from '../src/scan/scan.js';
import { FIXTURES } from './helpers.js';

/**
 * Tools whose input schemas are written with valibot, arktype, Effect Schema or TypeBox, found by the
 * existing extractors (AI SDK `tool()` with `valibotSchema`, FastMCP `addTool` with a Standard
 * Schema, Chat Completions functions whose parameters the library converts, a coding-agent
 * extension's `registerTool`). Each fixture is also run for real, with its framework replaced by a stub that records
 * the schema it is handed, and the library's own converter gives the JSON Schema the scanner must
 * have found.
 */

const require = createRequire(import.meta.url);
const EXTRACT = path.join(FIXTURES, 'extract');

async function scanned(family: string, file: string): Promise<ToolDefinition[]> {
  const dir = path.join(EXTRACT, family);
  const { tools } = await scan([dir], { cwd: dir });
  return tools.filter((t) => t.range.file === file);
}

/** Runs a fixture with its framework stubbed; returns each tool's schema as the library converts it. */
function realSchemas(family: string, file: string): Map<string, unknown> {
  const source = readFileSync(path.join(EXTRACT, family, file), 'utf8');
  const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  const found = new Map<string, unknown>();
  const stubs: Record<string, unknown> = {
    fastmcp: {
      FastMCP: class {
        addTool(t: { name: string; parameters: unknown }) {
          found.set(t.name, t.parameters);
        }
        start() {}
      },
    },
    ai: { tool: (t: unknown) => t },
    '@ai-sdk/valibot': { valibotSchema: (s: unknown) => s },
    openai: { __esModule: true, default: class {} },
  };
  const load = (id: string) => (id in stubs ? stubs[id] : id.startsWith('.') ? {} : require(id));
  const mod: { exports: Record<string, { inputSchema?: unknown }> } = { exports: {} };
  new Function('require', 'module', 'exports', js)(load, mod, mod.exports);
  for (const [name, value] of Object.entries(mod.exports)) {
    // Extension entry points and tool factories: called with an API that records registrations.
    if (typeof value === 'function' && (name === 'default' || /^create\w*Tool$/.test(name))) {
      const made = (value as (api: unknown) => unknown)({ registerTool: (t: { name: string; parameters: unknown }) => found.set(t.name, t.parameters) }) as { name?: string; parameters?: unknown } | undefined;
      if (made?.name && made.parameters) found.set(made.name, made.parameters);
    }
    if (value && typeof value === 'object' && 'inputSchema' in value) found.set(name, value.inputSchema);
    // Chat Completions tools, whose parameters the library already converted.
    if (Array.isArray(value)) for (const t of value as Array<{ function?: { name: string; parameters: unknown } }>) if (t.function) found.set(t.function.name, t.function.parameters);
  }
  const out = new Map<string, unknown>();
  for (const [name, schema] of found) {
    try {
      out.set(name, convert(schema));
    } catch (e) {
      // valibot's converter throws on what JSON Schema cannot say (a trim): the scanner must say partial.
      out.set(name, { converterError: (e as Error).message });
    }
  }
  return out;
}

function convert(schema: unknown): unknown {
  const vendor = (schema as { '~standard'?: { vendor?: string } })['~standard']?.vendor;
  let json: Record<string, unknown>;
  if (vendor === 'valibot') json = (require('@valibot/to-json-schema') as typeof import('@valibot/to-json-schema')).toJsonSchema(schema as never) as Record<string, unknown>;
  else if (vendor === 'arktype') json = (schema as { toJsonSchema(): Record<string, unknown> }).toJsonSchema();
  else if (vendor === 'effect') json = (require('effect') as typeof import('effect')).JSONSchema.make(schema as never) as Record<string, unknown>;
  // Plain JSON Schema, or a TypeBox schema (the object is the schema; its symbol-keyed modifiers are not sent).
  else if (vendor === undefined && schema && typeof schema === 'object') json = JSON.parse(JSON.stringify(schema)) as Record<string, unknown>;
  else throw new Error(`unexpected schema vendor ${vendor}`);
  const { $schema: _ignored, ...rest } = json;
  return rest;
}

describe.each([
  ['vercel-ai', 'valibot-billing-tools.ts', ['issueRefund', 'lookupInvoice'], []],
  ['mcp', 'fastmcp-valibot.ts', ['create_event', 'list_events'], ['create_event']],
  ['mcp', 'fastmcp-arktype.ts', ['check_stock', 'reserve_items'], []],
  ['mcp', 'fastmcp-effect.ts', ['open_ticket', 'search_tickets'], []],
  ['openai', 'schema-library-parameters.ts', ['change_address', 'get_order', 'track_parcel'], []],
  ['custom', 'typebox-extension-tools.ts', ['deploy_preview', 'search_notes', 'todo'], []],
])('%s/%s', (family, file, names, partial) => {
  it('finds every tool with the JSON Schema its library produces, or a schema marked partial', async () => {
    const tools = await scanned(family, file);
    expect(tools.map((t) => t.name).sort()).toEqual(names);
    expect(tools.filter((t) => t.inputSchema.partial).map((t) => t.name)).toEqual(partial);
    const real = realSchemas(family, file);
    for (const t of tools) {
      expect(real.has(t.name)).toBe(true);
      if (t.inputSchema.partial) continue;
      expect(t.inputSchema.source).not.toBe('unknown');
      expect({ tool: t.name, schema: t.inputSchema.schema }).toEqual({ tool: t.name, schema: real.get(t.name) });
    }
  });
});

describe('partial and pointers', () => {
  it('a valibot pipe the converter cannot express leaves that tool partial, and only that one', async () => {
    const tools = await scanned('mcp', 'fastmcp-valibot.ts');
    expect(tools.find((t) => t.name === 'create_event')!.inputSchema.partial).toBe(true);
    expect(tools.find((t) => t.name === 'list_events')!.inputSchema.partial).toBe(false);
  });

  it('every property has a pointer to the line it is written on', async () => {
    const [refund] = (await scanned('vercel-ai', 'valibot-billing-tools.ts')).filter((t) => t.name === 'issueRefund');
    const source = readFileSync(path.join(EXTRACT, 'vercel-ai', 'valibot-billing-tools.ts'), 'utf8').split('\n');
    for (const key of ['invoiceNumber', 'amountCents', 'reason', 'note']) {
      const at = refund!.pointers[`/inputSchema/properties/${key}`];
      expect(at, key).toBeDefined();
      expect(source[at!.line - 1]).toContain(`${key}:`);
    }
    const [stock] = await scanned('mcp', 'fastmcp-arktype.ts');
    expect(stock!.pointers['/inputSchema/properties/warehouse']).toBeDefined();
  });
});
