import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ts } from 'ts-morph';
import { describe, expect, it } from 'vitest';
import { Evaluator } from '../src/extract/evaluate.js';
import { SchemaValue } from '../src/extract/values.js';
import { SourceIndex } from '../src/source/source-index.js';

/**
 * The static conversion of Effect Schema, valibot and arktype schemas, checked against each
 * library's own converter run on the same source at test time: Effect's `JSONSchema.make`,
 * `@valibot/to-json-schema`'s `toJsonSchema` (what the AI SDK's `valibotSchema` sends) and arktype's
 * `toJsonSchema()`. `$schema` is left out, as the zod conversion leaves it out.
 */

const require = createRequire(import.meta.url);

type Lib = 'effect' | 'valibot' | 'arktype' | 'typebox';

/** The schema `export const schema = …` in `source` folds to, without running anything. */
function converted(source: string): SchemaValue {
  const index = new SourceIndex('/virtual');
  const file = index.get('/virtual/schema.ts', source)!;
  const ev = new Evaluator(index);
  let init: ts.Expression | undefined;
  const visit = (n: ts.Node): void => {
    if (ts.isVariableDeclaration(n) && n.name.getText() === 'schema') init = n.initializer;
    ts.forEachChild(n, visit);
  };
  visit(file.sf);
  const v = ev.evaluate(init!);
  if (!(v instanceof SchemaValue)) throw new Error(`not converted: ${String(v && (v as { text?: string }).text)}`);
  return v;
}

/** The JSON Schema the library itself produces for `export const schema = …` in `source`. */
function real(lib: Lib, source: string): unknown {
  const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  const mod: { exports: Record<string, unknown> } = { exports: {} };
  new Function('require', 'module', 'exports', js)(require, mod, mod.exports);
  const schema = mod.exports.schema as never;
  let out: Record<string, unknown>;
  if (lib === 'effect') out = (require('effect') as typeof import('effect')).JSONSchema.make(schema) as Record<string, unknown>;
  else if (lib === 'valibot') out = (require('@valibot/to-json-schema') as typeof import('@valibot/to-json-schema')).toJsonSchema(schema) as Record<string, unknown>;
  // A TypeBox schema is the JSON Schema itself; its symbol-keyed modifiers are not sent.
  else if (lib === 'typebox') out = JSON.parse(JSON.stringify(schema)) as Record<string, unknown>;
  else out = (schema as { toJsonSchema(): Record<string, unknown> }).toJsonSchema();
  const { $schema: _ignored, ...rest } = out;
  return rest;
}

/** Checks that the conversion is complete and equal to the library's, key order of `properties` included. */
function expectSame(lib: Lib, source: string): void {
  const mine = converted(source);
  const theirs = real(lib, source);
  expect(mine.schema).toEqual(theirs);
  // TypeBox objects are sent as built: the bytes (key order included) are what is budgeted and cached.
  if (lib === 'typebox') expect(JSON.stringify(mine.schema)).toBe(JSON.stringify(theirs));
  expect(JSON.stringify(mine.schema.properties ? Object.keys(mine.schema.properties) : [])).toBe(JSON.stringify((theirs as { properties?: object }).properties ? Object.keys((theirs as { properties: object }).properties) : []));
  expect(mine.partial).toBe(false);
}

const EFFECT = `import { Schema } from 'effect';\n`;
const EFFECT_NS = `import * as S from 'effect/Schema';\n`;
const VALIBOT = `import * as v from 'valibot';\n`;
const ARKTYPE = `import { type } from 'arktype';\n`;
const TYPEBOX0 = `import { Type } from '@sinclair/typebox';\n`;
const TYPEBOX1 = `import Type from 'typebox';\n`;

describe('Effect Schema → JSONSchema.make', () => {
  const cases: Record<string, string> = {
    'struct of primitives, optional and literals': `${EFFECT}export const schema = Schema.Struct({
  city: Schema.String,
  days: Schema.optional(Schema.Number),
  unit: Schema.Literal('celsius', 'fahrenheit'),
  detailed: Schema.Boolean,
});`,
    'annotations on fields and on the struct': `${EFFECT}export const schema = Schema.Struct({
  query: Schema.String.annotations({ description: 'Full-text query', examples: ['refund policy'] }),
  limit: Schema.Number.annotations({ title: 'Limit', default: 10 }),
}).annotations({ description: 'Search the help center' });`,
    'filters with their own descriptions and titles': `${EFFECT}export const schema = Schema.Struct({
  slug: Schema.String.pipe(Schema.minLength(3), Schema.maxLength(40)),
  code: Schema.String.pipe(Schema.pattern(/^[A-Z]{3}$/)),
  page: Schema.Number.pipe(Schema.int(), Schema.between(1, 500)),
  weight: Schema.Number.pipe(Schema.greaterThan(0)),
  score: Schema.Number.pipe(Schema.greaterThan(5), Schema.lessThanOrEqualTo(10)),
  ratio: Schema.Number.pipe(Schema.greaterThanOrEqualTo(0), Schema.lessThan(1)),
  title: Schema.String.pipe(Schema.nonEmptyString()),
  tags: Schema.Array(Schema.String).pipe(Schema.minItems(1), Schema.maxItems(5)),
  step: Schema.Number.pipe(Schema.multipleOf(5)),
});`,
    'annotations after a filter replace its description; before it, they are replaced': `${EFFECT}export const schema = Schema.Struct({
  a: Schema.String.pipe(Schema.minLength(1)).annotations({ description: 'Ticket title' }),
  b: Schema.String.annotations({ description: 'lost' }).pipe(Schema.maxLength(80)),
  c: Schema.String.pipe(Schema.minLength(2), Schema.annotations({ description: 'Customer name' })),
  d: Schema.String.pipe(Schema.minLength(1, { description: 'Order id' })),
});`,
    'unions, nullable, enums, records, nested structs, arrays': `${EFFECT}enum Priority { Low = 'low', High = 'high' }
const Address = Schema.Struct({ street: Schema.String, zip: Schema.optional(Schema.String) });
export const schema = Schema.Struct({
  priority: Schema.Enums(Priority),
  id: Schema.Union(Schema.String, Schema.Number),
  status: Schema.Union(Schema.Literal('open'), Schema.Literal('closed'), Schema.Null),
  note: Schema.NullOr(Schema.String),
  address: Address,
  addresses: Schema.Array(Address),
  labels: Schema.Record({ key: Schema.String, value: Schema.String }),
  point: Schema.Tuple(Schema.Number, Schema.Number),
  mixed: Schema.Literal('auto', 0, true),
});`,
    'optional variants: optionalWith, NullishOr, UndefinedOr, annotations on a property signature': `${EFFECT}export const schema = Schema.Struct({
  a: Schema.optionalWith(Schema.String, { exact: true }),
  b: Schema.optionalWith(Schema.String, { nullable: true }),
  c: Schema.optionalWith(Schema.Number, { default: () => 20 }),
  d: Schema.optional(Schema.String).annotations({ description: 'dropped by Effect' }),
  e: Schema.NullishOr(Schema.String),
  f: Schema.UndefinedOr(Schema.String),
  g: Schema.optional(Schema.String.annotations({ description: 'kept' })),
  h: Schema.String.pipe(Schema.optional),
});`,
    'built-in refinements referenced from $defs, and inlined when re-annotated': `${EFFECT}export const schema = Schema.Struct({
  count: Schema.Int,
  offset: Schema.NonNegativeInt,
  name: Schema.NonEmptyString.annotations({ description: 'Display name' }),
  amount: Schema.Positive,
  nested: Schema.Struct({ n: Schema.Int.pipe(Schema.between(1, 5)) }),
  list: Schema.Array(Schema.NonEmptyString),
});`,
    'fields reused from another struct, extend, pick and identifiers': `${EFFECT}const Paging = Schema.Struct({ cursor: Schema.optional(Schema.String), pageSize: Schema.Number });
const Filter = Schema.Struct({ owner: Schema.String }).annotations({ identifier: 'Filter', description: 'Who owns it' });
export const schema = Schema.Struct({
  ...Paging.fields,
  repo: Schema.String,
  filter: Filter,
}).pipe(Schema.extend(Schema.Struct({ draft: Schema.Boolean })));`,
    'pick from a struct': `${EFFECT}const Issue = Schema.Struct({ title: Schema.String, body: Schema.String, labels: Schema.Array(Schema.String) });
export const schema = Issue.pick('title', 'labels');`,
    'namespace import from effect/Schema, constants holding schemas, standardSchemaV1': `${EFFECT_NS}const Name = S.String;
const Kind = S.Literal('file', 'dir');
export const schema = S.standardSchemaV1(S.Struct({ name: Name, kind: Kind, depth: S.optional(S.Number.pipe(S.nonNegative())) }));`,
    'more shapes: unions of structs, literal arrays, numeric enums, partial, literal-keyed records': `${EFFECT}enum Level { Debug, Info, Warn }
const Base = Schema.Struct({ id: Schema.String, note: Schema.Unknown, extra: Schema.Any });
export const schema = Schema.Struct({
  target: Schema.Union(Schema.Struct({ kind: Schema.Literal('user'), userId: Schema.String }), Schema.Struct({ kind: Schema.Literal('team'), teamId: Schema.Number })),
  one: Schema.Literal('only'),
  colors: Schema.Array(Schema.Literal('red', 'green')),
  maybe: Schema.NullOr(Schema.Literal('x', 'y')),
  level: Schema.Enums(Level),
  patch: Schema.partial(Schema.Struct({ title: Schema.String, done: Schema.Boolean })),
  limits: Schema.Record({ key: Schema.Literal('daily', 'monthly'), value: Schema.Number }),
  pair: Schema.Array(Schema.Number).pipe(Schema.itemsCount(2)),
  some: Schema.NonEmptyArray(Schema.String),
  code: Schema.String.pipe(Schema.length(2)),
  temp: Schema.Number.pipe(Schema.finite(), Schema.nonNaN()),
  below: Schema.Number.pipe(Schema.negative()),
  atMost: Schema.Number.pipe(Schema.nonPositive()),
  steps: Schema.Int.annotations({ title: 'Steps' }),
  count: Schema.Number.annotations({ description: 'How many' }).pipe(Schema.int()),
  base: Schema.Struct(Base.fields).pipe(Schema.annotations({ description: 'Copied fields' })),
});`,
  };
  it.each(Object.entries(cases))('%s', (_name, source) => expectSame('effect', source));
});

describe('valibot → @valibot/to-json-schema', () => {
  const cases: Record<string, string> = {
    'object of primitives, optional, picklist, literal': `${VALIBOT}export const schema = v.object({
  city: v.string(),
  days: v.optional(v.number()),
  unit: v.picklist(['celsius', 'fahrenheit']),
  detailed: v.boolean(),
  kind: v.literal('forecast'),
});`,
    'pipes with descriptions and constraints': `${VALIBOT}export const schema = v.object({
  email: v.pipe(v.string(), v.email(), v.description('Where to send the receipt')),
  site: v.pipe(v.string(), v.url()),
  code: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/), v.minLength(3), v.maxLength(3)),
  qty: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99)),
  ratio: v.pipe(v.number(), v.gtValue(0), v.ltValue(1)),
  tags: v.pipe(v.array(v.string()), v.nonEmpty(), v.maxLength(10)),
  id: v.pipe(v.string(), v.uuid(), v.title('Order id')),
  at: v.pipe(v.string(), v.isoDateTime()),
  note: v.pipe(v.string(), v.metadata({ examples: ['leave at door'] })),
}, );`,
    'strict and loose objects, nullable, nullish, defaults, unions, records': `${VALIBOT}enum Size { S = 's', M = 'm' }
const Address = v.strictObject({ street: v.string(), zip: v.optional(v.string(), '00000') });
export const schema = v.looseObject({
  address: Address,
  size: v.enum(Size),
  note: v.nullable(v.string()),
  coupon: v.nullish(v.string()),
  limit: v.optional(v.number(), () => 25),
  id: v.union([v.string(), v.number()]),
  meta: v.record(v.string(), v.number()),
  pair: v.tuple([v.string(), v.number()]),
  choice: v.variant('type', [v.object({ type: v.literal('a') }), v.object({ type: v.literal('b'), n: v.number() })]),
  level: v.picklist([1, 2, 3]),
});`,
    'named imports, entries reused, a description on the object': `import { object, string, number, pipe, description, optional, array } from 'valibot';
const Base = object({ owner: string(), repo: string() });
export const schema = pipe(object({ ...Base.entries, labels: optional(array(string())), page: number() }), description('List issues of a repository'));`,
    'more wrappers and actions': `${VALIBOT}export const schema = v.object({
  a: v.exactOptional(v.string()),
  b: v.undefinedable(v.string()),
  c: v.intersect([v.object({ x: v.string() }), v.object({ y: v.number() })]),
  d: v.any(),
  e: v.nullable(v.string(), 'none'),
  f: v.optional(v.object({ g: v.string() })),
  h: v.pipe(v.optional(v.string()), v.description('optional inside a pipe')),
  i: v.pipe(v.string(), v.value('yes')),
  j: v.pipe(v.string(), v.length(3)),
  k: v.pipe(v.number(), v.safeInteger()),
  l: v.pipe(v.string(), v.isoDate()),
  m: v.pipe(v.string(), v.ipv4()),
  n: v.pipe(v.number(), v.multipleOf(0.5)),
  o: v.pipe(v.string(), v.examples(['a', 'b']), v.title('O')),
  p: v.unknown(),
});`,
  };
  it.each(Object.entries(cases))('%s', (_name, source) => expectSame('valibot', source));
});

describe('arktype → toJsonSchema()', () => {
  const cases: Record<string, string> = {
    'object with optional keys, arrays and literal unions (keys sorted as arktype sorts them)': `${ARKTYPE}export const schema = type({
  name: 'string',
  'age?': 'number',
  tags: 'string[]',
  kind: "'person' | 'team'",
  Zone: 'string',
  '1st': 'boolean',
});`,
    'nested objects, bounds, integers, nullable, defaults': `${ARKTYPE}export const schema = type({
  owner: { login: 'string', 'id?': 'number.integer' },
  title: '3 <= string <= 120',
  count: '0 < number <= 100',
  page: 'number.integer >= 1',
  note: 'string | null',
  state: "'open' | 'closed' | 'all' = 'open'",
  perPage: 'number = 30',
  labels: 'string[] >= 1',
  even: 'number % 2',
  pattern: '/^[a-z-]+$/',
});`,
    'describe, optional() and default() on types, union ordering': `${ARKTYPE}const Query = type('string').describe('What to search for');
export const schema = type({
  query: Query,
  'limit?': type('number').describe('How many results'),
  sort: type("'stars' | 'updated'").describe('Sort order'),
  id: 'string | number',
  level: '3 | 1 | 10',
  flag: 'boolean | null',
  either: 'string[] | string',
  lang: type('string').optional(),
  size: type('number').default(10),
}).describe('Search repositories');`,
    'type.enumerated, tuple expressions, and()': `${ARKTYPE}export const schema = type({
  color: type.enumerated('red', 'green'),
  title: ['string', '@', 'Issue title'],
  body: ['string', '=', ''],
  names: ['string', '[]'],
}).and({ repo: 'string' });`,
    'more bounds, literal mixes, described unions, closed objects': `${ARKTYPE}export const schema = type({
  '+': 'reject',
  short: 'string <= 5',
  small: 'number < 5',
  exact: 'string == 3',
  idOrAuto: "'auto' | number",
  yesOrText: 'true | string',
  flag: 'boolean | null',
  maybe: type('string | null').describe('Text, or null to clear it'),
  q: type.string.describe('Query'),
  n: type.number.atLeast(1),
  label: type('string').configure({ description: 'Label', title: 'Label' }),
  big: 'number.safe',
  anything: 'unknown',
  obj: 'object',
});`,
  };
  it.each(Object.entries(cases))('%s', (_name, source) => expectSame('arktype', source));
});

describe('TypeBox → the schema object itself (0.x and 1.x)', () => {
  const body = (T: string) => ({
    'object of primitives, optional, options before and after': `${T}export const schema = Type.Object({
  path: Type.String({ description: 'File to read' }),
  offset: Type.Optional(Type.Integer({ minimum: 1, description: 'Line to start at' })),
  limit: Type.Optional(Type.Number()),
  follow: Type.Boolean({ default: false }),
  none: Type.Null(),
}, { additionalProperties: false, description: 'Read a file' });`,
    'unions of literals, enums, arrays, tuples, records': `${T}enum Mode { Fast = 'fast', Slow = 'slow' }
const Level = Type.Union([Type.Literal('low'), Type.Literal('high')], { description: 'How hard to try' });
export const schema = Type.Object({
  level: Level,
  mode: Type.Enum(Mode),
  tags: Type.Array(Type.String(), { minItems: 1, maxItems: 5 }),
  pair: Type.Tuple([Type.String(), Type.Number()]),
  env: Type.Record(Type.String(), Type.String()),
  flags: Type.Record(Type.Union([Type.Literal('a'), Type.Literal('b')]), Type.Boolean()),
  one: Type.Union([Type.String()]),
  n: Type.Literal(3),
  anything: Type.Any(),
  whatever: Type.Unknown(),
});`,
    'partial, required, pick, omit, intersect, unsafe, spreads': `${T}const Base = Type.Object({ id: Type.String(), note: Type.Optional(Type.String()) });
export const schema = Type.Object({
  ...Base.properties,
  patch: Type.Partial(Base),
  full: Type.Required(Base),
  onlyId: Type.Pick(Base, ['id']),
  noId: Type.Omit(Base, ['id']),
  both: Type.Intersect([Base, Type.Object({ extra: Type.Number() })]),
  choice: Type.Unsafe({ type: 'string', enum: ['a', 'b'], description: 'A or B' }),
  frozen: Type.Readonly(Type.String()),
  empty: Type.Object({}),
});`,
  });
  it.each(Object.entries(body(TYPEBOX0)))('0.x: %s', (_name, source) => expectSame('typebox', source));
  it.each(Object.entries(body(TYPEBOX1)))('1.x: %s', (_name, source) => expectSame('typebox', source));
  it('0.x Composite merges objects; named imports from typebox 1.x are read too', () => {
    expectSame('typebox', `${TYPEBOX0}export const schema = Type.Composite([Type.Object({ a: Type.String() }), Type.Object({ b: Type.Optional(Type.Number()) })]);`);
    expectSame('typebox', `import { Object as TObject, String as TString, Optional } from 'typebox';\nexport const schema = TObject({ q: TString({ description: 'Query' }), n: Optional(TString()) });`);
  });
  it('references, computed options and project helpers leave the schema partial', () => {
    for (const src of [
      `${TYPEBOX0}declare const opts: object;\nexport const schema = Type.Object({ a: Type.String(opts) });`,
      `${TYPEBOX0}export const schema = Type.Object({ node: Type.Ref('Node') });`,
      `${TYPEBOX1}import { StringEnum } from '@acme/schema-helpers';\nexport const schema = Type.Object({ mode: StringEnum(['a', 'b']) });`,
    ]) expect(converted(src).partial).toBe(true);
  });
});

describe('what cannot be read statically is marked partial', () => {
  it.each([
    ['effect: a transformation', `${EFFECT}export const schema = Schema.Struct({ at: Schema.Date, name: Schema.String });`],
    ['effect: an unknown filter', `${EFFECT}export const schema = Schema.Struct({ id: Schema.String.pipe(Schema.startsWith('ord_')) });`],
    ['effect: annotations from a variable', `${EFFECT}declare const ann: { description: string };\nexport const schema = Schema.Struct({ id: Schema.String.annotations(ann) });`],
    ['valibot: a transform in a pipe (the converter throws)', `${VALIBOT}export const schema = v.object({ name: v.pipe(v.string(), v.trim()) });`],
    ['valibot: a regex with flags (the converter throws)', `${VALIBOT}export const schema = v.object({ code: v.pipe(v.string(), v.regex(/^[a-z]+$/i)) });`],
    ['valibot: a date', `${VALIBOT}export const schema = v.object({ at: v.date() });`],
    ['arktype: string.email (a long pattern)', `${ARKTYPE}export const schema = type({ email: 'string.email' });`],
    ['arktype: a scope alias', `${ARKTYPE}export const schema = type({ user: 'User' });`],
    ['arktype: a morph', `${ARKTYPE}export const schema = type({ n: type('string').pipe((s) => s.length) });`],
  ])('%s', (_name, source) => {
    const v = converted(source);
    expect(v.partial).toBe(true);
    expect(JSON.stringify(v.schema)).toMatch(/properties/);
  });

  it('keeps a description it can read next to a part it cannot', () => {
    const v = converted(`${EFFECT}export const schema = Schema.Struct({ at: Schema.DateFromSelf, q: Schema.String.annotations({ description: 'Query' }) });`);
    expect(v.partial).toBe(true);
    expect(v.schema.properties).toEqual({ at: { 'x-tool-lint-unknown': 'Schema.DateFromSelf' }, q: { type: 'string', description: 'Query' } });
  });
});

describe('a library is recognised by its import, never by its names', () => {
  it('a project object named Schema with a Struct method is not Effect', () => {
    const index = new SourceIndex('/virtual');
    const file = index.get('/virtual/schema.ts', `const Schema = { Struct: (x: object) => x, String: 'text' };\nexport const schema = Schema.Struct({ a: Schema.String });`)!;
    const ev = new Evaluator(index);
    const decl = file.sf.statements[1] as ts.VariableStatement;
    const v = ev.evaluate(decl.declarationList.declarations[0]!.initializer!);
    expect(v).not.toBeInstanceOf(SchemaValue);
  });

  it('`type` from another package is not arktype, `v` from another package is not valibot', () => {
    for (const src of [`import { type } from './types';\nexport const schema = type({ name: 'string' });`, `import * as v from 'validator-kit';\nexport const schema = v.object({ a: v.string() });`]) {
      const index = new SourceIndex('/virtual');
      const file = index.get('/virtual/schema.ts', src)!;
      const ev = new Evaluator(index);
      const decl = file.sf.statements[1] as ts.VariableStatement;
      expect(ev.evaluate(decl.declarationList.declarations[0]!.initializer!)).not.toBeInstanceOf(SchemaValue);
    }
  });

  it('zod chains keep their meaning: `.describe` on a zod schema is zod', () => {
    const v = converted(`import { z } from 'zod';\nconst Base = z.object({ q: z.string() });\nexport const schema = Base.describe('Search');`);
    expect(v.schema).toEqual({ type: 'object', properties: { q: { type: 'string' } }, required: ['q'], description: 'Search' });
  });
});

describe('malformed or unusual input never throws', () => {
  it.each([
    `${EFFECT}export const schema = Schema.Struct();`,
    `${EFFECT}export const schema = Schema.Literal();`,
    `${EFFECT}export const schema = Schema.Union();`,
    `${EFFECT}export const schema = Schema.String.pipe(Schema.minLength('3'));`,
    `${EFFECT}export const schema = Schema.Number.pipe(Schema.between(1));`,
    `${EFFECT}export const schema = Schema.Record({ key: Schema.Number });`,
    `${EFFECT}const Node: any = Schema.Struct({ name: Schema.String, children: Schema.Array(Node) });\nexport const schema = Node;`,
    `${EFFECT}export const schema = Schema.Struct({ [Symbol.iterator]: Schema.String, ...rest });`,
    `${VALIBOT}export const schema = v.object();`,
    `${VALIBOT}export const schema = v.pipe();`,
    `${VALIBOT}export const schema = v.pipe(v.number(), v.minLength(2));`,
    `${VALIBOT}export const schema = v.union(options);`,
    `${ARKTYPE}export const schema = type();`,
    `${ARKTYPE}export const schema = type('string |');`,
    `${ARKTYPE}export const schema = type({ a: "'unterminated" , b: '((string)', c: '1 < < 2' });`,
    `${ARKTYPE}export const schema = type({ a: 'string' }).or();`,
  ])('%s', (source) => {
    const index = new SourceIndex('/virtual');
    const file = index.get('/virtual/schema.ts', source)!;
    const ev = new Evaluator(index);
    const last = file.sf.statements[file.sf.statements.length - 1] as ts.VariableStatement;
    const v = ev.evaluate(last.declarationList.declarations[0]!.initializer!);
    // Either not a schema at all, or a schema that says it is incomplete.
    if (v instanceof SchemaValue) expect(v.partial).toBe(true);
  });
});

describe('Effect version', () => {
  it('a project on Effect 4 gets its Effect schemas marked partial (the conversion follows Effect 3)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tool-lint-effect4-'));
    try {
      writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ dependencies: { effect: '^4.1.0' } }));
      const source = `${EFFECT}export const schema = Schema.Struct({ city: Schema.String });`;
      const index = new SourceIndex(dir);
      const file = index.get(path.join(dir, 'schema.ts'), source)!;
      const last = file.sf.statements[1] as ts.VariableStatement;
      const v = new Evaluator(index).evaluate(last.declarationList.declarations[0]!.initializer!) as SchemaValue;
      expect(v).toBeInstanceOf(SchemaValue);
      expect(v.partial).toBe(true);
      writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ dependencies: { effect: '3.19.2' } }));
      const fresh = new SourceIndex(path.join(dir));
      const file3 = fresh.get(path.join(dir, 'sub', 'schema.ts'), source)!;
      const last3 = file3.sf.statements[1] as ts.VariableStatement;
      expect((new Evaluator(fresh).evaluate(last3.declarationList.declarations[0]!.initializer!) as SchemaValue).partial).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
