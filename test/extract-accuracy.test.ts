import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scan } from '../src/scan/scan.js';
import { FIXTURES, expectedFor, type Expected } from './helpers.js';

const EXTRACT = path.join(FIXTURES, 'extract');
const families = readdirSync(EXTRACT).filter((d) => statSync(path.join(EXTRACT, d)).isDirectory()).sort();

function walk(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const abs = path.join(dir, name);
      if (statSync(abs).isDirectory()) return walk(abs);
      if (name.endsWith('.expected.json') || /\.(txt|md)$/.test(name) && name !== 'SKILL.md') return [];
      return [abs];
    });
}

const key = (e: Expected) => `${e.line}:${e.name}`;

describe.each(families)('extractor accuracy: %s', (family) => {
  const dir = path.join(EXTRACT, family);
  // One scan per family, as a user would run it: cross-file names resolve within the folder.
  const result = scan([dir], { cwd: dir });
  const files = walk(dir);

  it('has enough real-shaped fixtures', () => {
    expect(files.length).toBeGreaterThanOrEqual(8);
  });

  it.each(files.map((f) => path.relative(dir, f)))('%s', async (rel) => {
    const { tools, skills, diagnostics } = await result;
    const expected = expectedFor(path.join(dir, rel));
    const file = rel.split(path.sep).join('/');
    const gotTools = tools
      .filter((t) => t.range.file === file)
      .map((t) => key({ name: t.nameResolved ? t.name : `?${t.name}`, line: t.range.line }))
      .sort();
    expect(gotTools).toEqual(expected.tools.map(key).sort());
    const gotSkills = skills.filter((s) => s.range.file === file).map((s) => key({ name: s.name, line: s.range.line })).sort();
    expect(gotSkills).toEqual(expected.skills.map(key).sort());
    const crashes = diagnostics.filter((d) => d.range.file === file && d.ruleId === 'scan/internal-error');
    expect(crashes).toEqual([]);
  });
});
