import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULE_MAP } from '../rules/index.js';
import { loadConfig } from '../src/config/load.js';
import { resolveConfig } from '../src/config/resolve.js';
import { factoriesFor } from '../src/config/scanner.js';
import { scan } from '../src/scan/scan.js';
import { FIXTURES, expectedFor } from './helpers.js';

const DIR = path.join(FIXTURES, 'scanner', 'house-factory');

async function toolsWith(useConfig: boolean, cwd = DIR) {
  const loaded = await loadConfig(DIR);
  const config = resolveConfig(useConfig ? loaded.config : {}, RULE_MAP);
  return (await scan([DIR], { cwd, factories: factoriesFor(config.scanner, loaded.file, cwd) })).tools;
}

describe('scanner.factories: a project teaches the scanner its own tool factory', () => {
  it('finds every call of the declared factory, with the fields the spec names, and nothing else', async () => {
    const tools = await toolsWith(true);
    const got = tools.map((t) => `${t.range.file}:${t.range.line}:${t.name}`).sort();
    const want = ['src/tools/grep.ts', 'src/tools/read.ts'].flatMap((f) => expectedFor(path.join(DIR, f)).tools.map((e) => `${f}:${e.line}:${e.name}`)).sort();
    expect(got).toEqual(want);
    const grep = tools.find((t) => t.name === 'grep')!;
    expect(grep.description).toEqual({ kind: 'static', text: expect.stringMatching(/^Search file contents/) });
    expect(Object.keys((grep.inputSchema.schema as { properties: object }).properties)).toEqual(['pattern', 'path']);
    expect(tools.find((t) => t.name === 'read')!.description).toMatchObject({ kind: 'static', text: expect.stringMatching(/^Read a file/) });
  });

  it('finds none of them without the declaration', async () => {
    expect(await toolsWith(false)).toEqual([]);
  });

  it('resolves `from` relative to the config file, wherever tool-lint runs from', async () => {
    const tools = await toolsWith(true, path.join(DIR, 'src'));
    expect(tools.map((t) => t.name).sort()).toEqual(['grep', 'read']);
  });

  it('rejects a malformed declaration with the key that is wrong', () => {
    expect(() => resolveConfig({ scanner: { factories: [{ call: 'Tool.make', nme: 'arg0' }] } } as never, RULE_MAP)).toThrow(/scanner\.factories\[0\]\.nme/);
    expect(() => resolveConfig({ scanner: { factories: [{ name: 'arg0' }] } } as never, RULE_MAP)).toThrow(/scanner\.factories\[0\]\.call/);
    expect(() => resolveConfig({ scanner: { factories: [{ call: 'x', framework: 'nope' }] } } as never, RULE_MAP)).toThrow(/scanner\.factories\[0\]\.framework must be one of/);
  });
});
