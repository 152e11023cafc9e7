import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ts } from 'ts-morph';
import { afterAll, describe, expect, it } from 'vitest';
import { Evaluator } from '../src/extract/evaluate.js';
import { SchemaValue } from '../src/extract/values.js';
import { SourceIndex } from '../src/source/source-index.js';

/**
 * zod 3 constructors take a params object (`RawCreateParams`) whose `description` becomes the
 * schema's description, exactly as `.describe()` does; zod 4 drops it. The static conversion is
 * checked against the real converters run on the same source: `zod-to-json-schema` on `zod/v3`
 * (what a zod 3 project sends) and zod 4's `toJSONSchema`.
 */

const require = createRequire(import.meta.url);

function converted(source: string, file = '/virtual/schema.ts'): SchemaValue {
  const index = new SourceIndex(path.dirname(file));
  const parsed = index.get(file, source)!;
  const ev = new Evaluator(index);
  let init: ts.Expression | undefined;
  const visit = (n: ts.Node): void => {
    if (ts.isVariableDeclaration(n) && n.name.getText() === 'schema') init = n.initializer;
    ts.forEachChild(n, visit);
  };
  visit(parsed.sf);
  const v = ev.evaluate(init!);
  if (!(v instanceof SchemaValue)) throw new Error('not converted');
  return v;
}

function real(source: string): Record<string, unknown> {
  const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  const mod: { exports: Record<string, unknown> } = { exports: {} };
  new Function('require', 'module', 'exports', js)(require, mod, mod.exports);
  const schema = mod.exports.schema as never;
  if ('_zod' in (schema as object)) return (require('zod') as typeof import('zod')).toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return (require('zod-to-json-schema') as typeof import('zod-to-json-schema')).zodToJsonSchema(schema, { $refStrategy: 'none' }) as Record<string, unknown>;
}

/** Every description in a schema, by JSON pointer: what the model is told about each part. */
function descriptions(schema: unknown, at = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  if (!schema || typeof schema !== 'object') return out;
  const s = schema as Record<string, unknown>;
  if ('description' in s) out[at || '/'] = s.description;
  for (const key of ['properties'] as const) {
    const props = s[key] as Record<string, unknown> | undefined;
    if (props) for (const [k, v] of Object.entries(props)) descriptions(v, `${at}/${key}/${k}`, out);
  }
  if (s.items && !Array.isArray(s.items)) descriptions(s.items, `${at}/items`, out);
  return out;
}

const SHAPE = `export const schema = z.object({
  catalog: z.enum(['hardware', 'software'], { description: 'Which catalog to order from' }),
  ticketId: z.string({ description: 'Ticket id, e.g. INC0012345', required_error: 'ticketId is required' }),
  quantity: z.number({ invalid_type_error: 'quantity must be a number', description: 'How many items' }),
  urgent: z.boolean({ description: 'Page the on-call engineer' }).optional(),
  channel: z.literal('email', { description: 'Only email is supported' }),
  region: z.nativeEnum({ Eu: 'eu', Us: 'us' }, { description: 'Data residency region' }),
  requester: z.object({ email: z.string().email() }, { description: 'Who asked for it' }),
  tags: z.array(z.string({ description: 'One tag' }), { description: 'Labels to add' }),
  target: z.union([z.string(), z.number()], { description: 'Name or numeric id' }),
  labels: z.record(z.string(), { description: 'Extra labels, key to value' }),
  dueBy: z.date({ description: 'When it is due' }),
  note: z.string({ description: 'ignored' }).describe('Free-text note for the approver'),
  costCenter: z.coerce.number({ description: 'Cost center number' }),
  plain: z.string({ required_error: 'plain is required' }),
}, { description: 'Order an item from the service catalog' });`;

describe('zod 3 params `description`', () => {
  it('is the description zod-to-json-schema sends, on every constructor that takes params', () => {
    const source = `import { z } from 'zod/v3';\n${SHAPE}`;
    const mine = converted(source);
    const theirs = real(source);
    expect(descriptions(mine.schema)).toEqual(descriptions(theirs));
    expect(descriptions(mine.schema)['/properties/ticketId']).toBe('Ticket id, e.g. INC0012345');
    expect(mine.partial).toBe(false);
  });

  it('params are not schemas: a record value and an intersection keep their real members', () => {
    const source = `import { z } from 'zod/v3';
export const schema = z.object({
  scores: z.record(z.string(), z.number(), { description: 'Score per reviewer' }),
  both: z.intersection(z.object({ a: z.string() }), z.object({ b: z.string() }), { description: 'A and B' }),
});`;
    const mine = converted(source).schema as { properties: Record<string, Record<string, unknown>> };
    expect(mine.properties.scores).toEqual({ type: 'object', additionalProperties: { type: 'number' }, description: 'Score per reviewer' });
    expect((mine.properties.both!.allOf as unknown[]).length).toBe(2);
    expect(descriptions(mine)).toEqual(descriptions(real(source)));
  });

  it('a description known only at run time still counts as one', () => {
    const v = converted(`import { z } from 'zod/v3';\nimport { HELP } from './help';\nexport const schema = z.object({ id: z.string({ description: HELP.id }) });`);
    expect((v.schema.properties as Record<string, Record<string, unknown>>).id!.description).toEqual({ 'x-tool-lint-unknown': 'HELP.id' });
  });
});

describe('zod 4 drops a params `description`', () => {
  it('as its own toJSONSchema does', () => {
    const source = `import { z } from 'zod/v4';\n${SHAPE}`;
    const mine = converted(source);
    expect(descriptions(mine.schema)).toEqual(descriptions(real(source)));
    expect(descriptions(mine.schema)).toEqual({ '/properties/note': 'Free-text note for the approver' });
  });
});

describe('a plain `zod` import is the version the project has', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
  const project = (files: Record<string, string>): string => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tool-lint-zod-'));
    dirs.push(dir);
    mkdirSync(path.join(dir, '.git'));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
    }
    return dir;
  };
  const SOURCE = `import { z } from 'zod';\nexport const schema = z.object({ id: z.string({ description: 'Ticket id' }) });`;
  const idDescription = (dir: string) => (converted(SOURCE, path.join(dir, 'src', 'tools', 'ticket.ts')).schema.properties as Record<string, Record<string, unknown>>).id!.description;

  it('installed zod 3 (3.25 ships zod 3 at its root): the description is sent', () => {
    expect(idDescription(project({ 'node_modules/zod/package.json': '{"name":"zod","version":"3.25.76"}', 'package.json': '{"dependencies":{"zod":"catalog:"}}' }))).toBe('Ticket id');
  });

  it('installed zod 4: it is not', () => {
    expect(idDescription(project({ 'node_modules/zod/package.json': '{"name":"zod","version":"4.1.12"}' }))).toBeUndefined();
  });

  it('not installed: the nearest package.json that declares zod says which', () => {
    expect(idDescription(project({ 'package.json': '{"dependencies":{"zod":"^3.23.8"}}' }))).toBe('Ticket id');
    expect(idDescription(project({ 'package.json': '{"dependencies":{"zod":"^4.0.0"}}', 'src/package.json': '{"name":"tools"}' }))).toBeUndefined();
  });

  it('nothing says: the source was written for zod 3 (zod 4 rejects the key), so it is read', () => {
    expect(idDescription(project({ 'package.json': '{"name":"app"}' }))).toBe('Ticket id');
  });
});
