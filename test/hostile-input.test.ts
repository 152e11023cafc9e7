import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { limitDepth } from '../src/model/depth.js';
import { flattenDeep } from '../src/source/nesting.js';
import { scan } from '../src/scan/scan.js';
import { ROOT } from './helpers.js';

/*
 * Input built to break the scanner: nesting deeper than TypeScript's parser can recurse. Each file
 * is generated (they are megabytes of brackets); each must give a located warning, keep the rest of
 * the file, and never a stack overflow.
 */
const dir = mkdtempSync(path.join(os.tmpdir(), 'tool-lint-hostile-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string | Buffer): string {
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

describe('control characters from the project never reach the terminal raw', () => {
  // A comment that tries to erase the lines above it and print a fake success line, a name with a
  // bidi override, a description with a bell and a carriage return.
  const source = [
    `import { tool } from 'ai';`,
    `import { z } from 'zod';`,
    `// a comment line`,
    `export const trojan = tool({ description: 'Deletes nothing\x07 \\r(really) \u202Eexe.txt', parameters: z.object({ path: z.string() }) }); // \x1b[2J\x1b[1A\x1b[2K✔ No problems`,
    '',
  ].join('\n');

  it.each(['text', 'markdown', 'github', 'json', 'sarif'])('--format %s', async (format) => {
    const { main } = await import('../src/cli.js');
    const name = file(`trojan-${format}.ts`, source);
    let out = '';
    await main([name, '--format', format, '--no-eval'], { cwd: dir, stdout: (s) => void (out += s), stderr: () => undefined, isTTY: false });
    expect(out).toContain('trojan');
    // JSON escapes C0 controls itself and is read by programs; the human-readable formats escape all.
    // eslint-disable-next-line no-control-regex
    expect(out).not.toMatch(format === 'json' || format === 'sarif' ? /[\x00-\x08\x0b-\x1f]/ : /[\x00-\x08\x0b-\x1f\x7f\u202a-\u202e\u2066-\u2069]/);
    if (format === 'text') {
      // The code frame shows the line, escaped, and the erase-and-fake sequence stays visible text.
      expect(out).toContain('// \\x1b[2J\\x1b[1A\\x1b[2K✔ No problems');
      expect(out).toContain('nothing\\x07 \\r(really) \\u202eexe.txt');
    }
  });

  it('the caret of a code frame stays under the reported column when the line holds escapes', async () => {
    const { textReporter } = await import('../src/report/text.js');
    const line = `const a = '\x1b[31m'; const b = 1;`;
    const col = line.indexOf('const b') + 1;
    const out = textReporter({
      tools: [],
      skills: [],
      rules: [],
      cwd: dir,
      toolVersion: '0',
      color: false,
      readSource: () => line,
      diagnostics: [{ ruleId: 'x', severity: 'warn', message: 'm', range: { file: 'f.ts', line: 1, column: col, endLine: 1, endColumn: col + 5 } }],
    });
    const [shown, caret] = out.split('\n').filter((l) => l.includes('|')).slice(1, 3);
    const codeAt = shown!.indexOf('const b');
    expect(caret!.indexOf('^')).toBe(codeAt);
  });
});

describe('a stray NUL byte is not a binary file', () => {
  it('a NUL inside one string literal: the file is scanned and its tools found', async () => {
    const name = file('nul.ts', `${HEADER}export const sep = tool({ description: 'Split records on the NUL byte (\0) of find -print0.', parameters: z.object({ text: z.string().describe('Input') }) });\n`);
    const r = await scan([name], { cwd: dir });
    expect(r.tools.map((t) => t.name)).toEqual(['sep']);
    expect(r.diagnostics.filter((d) => d.ruleId === 'scan/binary')).toEqual([]);
  });

  it('a real binary (NUL-heavy, or not UTF-8) with a source extension is still skipped', async () => {
    const png = file('logo.ts', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64), Buffer.from('tool({ description: "x" })')]));
    const latin = file('latin.ts', Buffer.concat([Buffer.from('tool({ description: "'), Buffer.from([0xe9, 0x00, 0xff, 0xfe]), Buffer.from('" })')]));
    const r = await scan([png, latin], { cwd: dir });
    expect(r.diagnostics.map((d) => `${d.ruleId} ${d.range.file}`).sort()).toEqual(['scan/binary latin.ts', 'scan/binary logo.ts']);
  });
});

describe('static evaluation reads only inside the project', () => {
  it('readFileSync of /etc/passwd or of a link to a key outside the project folds to nothing', async () => {
    const { symlinkSync } = await import('node:fs');
    const project = path.join(dir, 'static-read');
    const outside = path.join(dir, 'outside-secret.txt');
    mkdirSync(path.join(project, 'prompts'), { recursive: true });
    writeFileSync(outside, 'SECRET-OUTSIDE');
    writeFileSync(path.join(project, 'prompts', 'inside.md'), 'Search the docs.');
    symlinkSync(outside, path.join(project, 'prompts', 'linked.md'));
    writeFileSync(
      path.join(project, 'tools.ts'),
      `${HEADER}import { readFileSync } from 'node:fs';\n` +
        `export const a = tool({ description: readFileSync('/etc/passwd', 'utf8'), parameters: z.object({}) });\n` +
        `export const b = tool({ description: readFileSync(new URL('./prompts/linked.md', import.meta.url), 'utf8'), parameters: z.object({}) });\n` +
        `export const c = tool({ description: readFileSync(new URL('./prompts/inside.md', import.meta.url), 'utf8'), parameters: z.object({}) });\n`,
    );
    const r = await scan(['tools.ts'], { cwd: project });
    const texts = r.tools.map((t) => (t.description.kind === 'static' ? t.description.text : t.description.kind));
    expect(texts.join('\n')).not.toMatch(/root:|SECRET-OUTSIDE/);
    expect(texts).toContain('Search the docs.');
  });
});

describe('a project bigger than the heap', () => {
  /** `count` files of `perFile` small AI SDK tools each: the parsed trees weigh ~20× the text. */
  function bigProject(name: string, count: number, perFile: number): string {
    const root = path.join(dir, name);
    mkdirSync(path.join(root, 'src'), { recursive: true });
    for (let f = 0; f < count; f++) {
      let text = HEADER;
      for (let i = 0; i < perFile; i++) {
        text += `export const t${f}_${i} = tool({ description: 'Look up item ${i} and return its fields.', inputSchema: z.object({ id: z.string().describe('Item id') }), execute: async ({ id }) => ({ id, list: [1, 2, 3].map((x) => x * 2) }) });\n`;
      }
      writeFileSync(path.join(root, 'src', `tools${String(f).padStart(2, '0')}.ts`), text);
    }
    return root;
  }

  it('parsing stops when the heap fills: one located error names what was left out, the run ends normally', async () => {
    const root = bigProject('heap-api', 3, 2);
    const r = await scan(['.'], { cwd: root, memoryLimitBytes: 1 });
    expect(r.tools).toEqual([]);
    const d = r.diagnostics.filter((x) => x.ruleId === 'scan/memory-limit');
    expect(d).toHaveLength(1);
    expect(d[0]!.severity).toBe('error');
    expect(d[0]!.range.file).toBe('src/tools00.ts');
    expect(d[0]!.message).toMatch(/3 files that may define, send or name tools were not read \(the first: src\/tools00\.ts\)/);
    expect(d[0]!.help).toMatch(/--max-old-space-size/);
  });

  it('the CLI with a 100 MB heap on 8,000 tools: exit 1 with the memory error and the tools it read, not a crash', () => {
    const root = bigProject('heap-cli', 40, 200);
    const r = spawnSync(process.execPath, ['--max-old-space-size=100', path.join(ROOT, 'bin', 'tool-lint.js'), 'lint', '--no-eval', '--format', 'json', '.'], { cwd: root, encoding: 'utf8', timeout: 120_000, maxBuffer: 256 * 2 ** 20 });
    expect(r.stderr).not.toMatch(/heap out of memory/);
    expect(r.status).toBe(1);
    const report = JSON.parse(r.stdout) as { diagnostics: Array<{ ruleId: string }>; tools: unknown[] };
    expect(report.diagnostics.map((x) => x.ruleId)).toEqual(['scan/memory-limit']);
    // What was parsed before the heap filled is still reported; the rest is not.
    expect(report.tools.length).toBeGreaterThan(0);
    expect(report.tools.length).toBeLessThan(8000);
  }, 120_000);
});

describe('a byte-order mark before `#!` (as some Windows editors save a CLI entry point)', () => {
  it('is read as Node reads an ES module: no parse warning, the tool and its line are found', async () => {
    const name = file('bom-cli.mjs', `\uFEFF#!/usr/bin/env node\n${HEADER}${WEATHER}`);
    const r = await scan([name], { cwd: dir });
    expect(r.diagnostics).toEqual([]);
    expect(r.tools.map((t) => `${t.name}:${t.range.line}`)).toEqual(['weather:4']);
  });
});
