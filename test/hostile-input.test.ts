import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { limitDepth } from '../src/model/depth.js';
import { flattenDeep } from '../src/scan/nesting.js';
import { scan } from '../src/scan/scan.js';

/*
 * Input built to break the scanner: nesting deeper than TypeScript's parser can recurse. Each file
 * is generated (they are megabytes of brackets); each must give a located warning, keep the rest of
 * the file, and never a stack overflow.
 */
const dir = mkdtempSync(path.join(os.tmpdir(), 'tool-lint-hostile-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  writeFileSync(path.join(dir, name), text);
  return name;
}

const WEATHER = `export const weather = tool({ description: 'Get the weather for a city.', parameters: z.object({ city: z.string().describe('City name') }) });\n`;
const HEADER = `import { tool } from 'ai';\nimport { z } from 'zod';\n`;

describe('nesting deeper than the parser can recurse', () => {
  const cases: Array<[string, string]> = [
    ['1,000-deep parenthesised expression', `const total = "d" + ${'('.repeat(1000)}1${'+1)'.repeat(1000)};\n`],
    ['1,000-deep array', `const grid = ${'['.repeat(1000)}${']'.repeat(1000)};\n`],
    ['1,000-deep object schema', `const schema = ${'{ type: "object", properties: { a: '.repeat(1000)}{ type: "string" }${' } }'.repeat(1000)};\n`],
    ['1,000-deep type literal', `type Deep = ${'{ a: '.repeat(1000)}string${' }'.repeat(1000)};\n`],
    ['1,000-deep zod schema', `const input = ${'z.object({ a: '.repeat(1000)}z.string()${' })'.repeat(1000)};\n`],
    ['1,500-deep template literal', `const text = ${'`${'.repeat(1500)}1${'}`'.repeat(1500)};\n`],
  ];
  it.each(cases)('%s: a located warning, and the tool elsewhere in the file is found', async (_, body) => {
    const name = file(`deep-${body.length}.ts`, HEADER + body + WEATHER);
    const r = await scan([name], { cwd: dir });
    expect(r.tools.map((t) => t.name)).toEqual(['weather']);
    const deep = r.diagnostics.filter((d) => d.ruleId === 'scan/too-deep');
    expect(deep).toHaveLength(1);
    expect(deep[0]!.range.line).toBe(3);
    expect(deep[0]!.range.column).toBeGreaterThan(1);
    expect(r.diagnostics.filter((d) => d.ruleId === 'scan/parse-error')).toEqual([]);
  });

  it('deep without brackets (a chain of 20,000 arrows): the file is reported as unparsable, the run goes on', async () => {
    const name = file('arrows.ts', `${HEADER}const f = ${'a => '.repeat(20000)}1;\n${WEATHER}`);
    const other = file('other.ts', HEADER + WEATHER);
    const r = await scan([name, other], { cwd: dir });
    expect(r.tools.map((t) => `${t.range.file}:${t.name}`)).toEqual(['other.ts:weather']);
    expect(r.diagnostics.map((d) => `${d.ruleId} ${d.range.file}:${d.range.line}`)).toEqual(['scan/too-deep arrows.ts:1']);
  });

  it('a JSON tool list 3,000 levels deep: the tool is found, the deep part reported', async () => {
    const name = file('tools.json', `{"tools":[{"name":"deep","description":"d","inputSchema":${'{"type":"object","properties":{"a":'.repeat(3000)}{"type":"string"}${'}}'.repeat(3000)}}]}`);
    const r = await scan([name], { cwd: dir });
    expect(r.tools.map((t) => t.name)).toEqual(['deep']);
    expect(r.diagnostics.map((d) => d.ruleId)).toEqual(['scan/too-deep']);
  });

  it('blanking keeps every offset: strings, comments, regular expressions and templates are not brackets', () => {
    const text = `const a = "((((" + '[[' + /\\(\\[{/.source; // ((((\n/* [[[[ */ const b = \`\${'{'}\`;\n` + `x(${'('.repeat(5)}1${')'.repeat(5)});`;
    const { text: out, cuts } = flattenDeep(text, 3);
    expect(out.length).toBe(text.length);
    expect(out.slice(0, out.lastIndexOf('x('))).toBe(text.slice(0, text.lastIndexOf('x(')));
    expect(cuts).toHaveLength(1);
    // Depth 4 (over the limit of 3) keeps its own brackets; its inside is blanked.
    expect(out.slice(out.lastIndexOf('x('))).toBe('x((((     ))));');
  });
});

describe('values from outside are cut at a depth, without recursion', () => {
  it('a 100,000-deep value becomes partial; a shallow one is copied as is', () => {
    let v: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < 100_000; i++) v = { type: 'object', properties: { a: v } };
    const r = limitDepth(v, 64);
    expect(r.cut).toBe(true);
    let d = 0;
    let at: unknown = r.value;
    while (at && typeof at === 'object' && 'properties' in at) {
      at = (at as { properties: { a: unknown } }).properties.a;
      d++;
    }
    // Two levels per step (an object, its properties): 31 steps, then the marker at level 65.
    expect(d).toBe(32);
    expect(at).toEqual({ 'x-tool-lint-unknown': 'nested too deep to analyse' });
    expect(limitDepth({ a: [1, { b: 2 }] })).toEqual({ value: { a: [1, { b: 2 }] }, cut: false });
  });
});
