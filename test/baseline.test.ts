import { describe, expect, it } from 'vitest';
import { BaselineError, parseBaseline } from '../src/budget/report.js';

/**
 * `report --baseline FILE` reads a file someone else may have edited, truncated or produced with
 * another version: it is checked against the shape the comparison reads, and the first wrong key
 * is named. Never a crash (issue 14: version-1 baselines with null entries crashed).
 */
const good = {
  version: 1,
  models: [{ id: 'gpt-4o' }],
  tools: [{ key: 'search', name: 'search', file: 'src/tools.ts', line: 3, fingerprint: 'abc', cells: [{ model: 'gpt-4o', tokens: { total: 40 } }] }],
  toolsets: [{ model: 'gpt-4o', tokens: { total: 52 } }],
};

const message = (v: unknown) => {
  try {
    parseBaseline(JSON.stringify(v), 'base.json');
    return 'accepted';
  } catch (error) {
    expect(error).toBeInstanceOf(BaselineError);
    return (error as Error).message;
  }
};

describe('--baseline is validated, naming the wrong key', () => {
  it('accepts a report as tool-lint writes it', () => {
    expect(message(good)).toBe('accepted');
  });

  it.each([
    ['a null tool entry', { ...good, tools: [null] }, 'base.json: tools[0] must be object, not null'],
    ['a toolset without tokens', { ...good, toolsets: [{ model: 'gpt-4o' }] }, 'base.json: toolsets[0].tokens is missing'],
    ['a null cell', { ...good, tools: [{ ...good.tools[0], cells: [null] }] }, 'base.json: tools[0].cells[0] must be object, not null'],
    ['a total that is a string', { ...good, tools: [{ ...good.tools[0], cells: [{ model: 'gpt-4o', tokens: { total: '40' } }] }] }, 'base.json: tools[0].cells[0].tokens.total must be number, not string'],
    ['models that is not an array', { ...good, models: { id: 'gpt-4o' } }, 'base.json: models must be array, not an object'],
    ['no tools at all', { version: 1, models: [], toolsets: [] }, 'base.json: tools is missing'],
  ])('%s', (_, value, expected) => {
    expect(message(value)).toBe(`${expected}; regenerate it with tool-lint report --format json`);
  });

  it('a top level that is not an object, or another version, says so', () => {
    expect(message([1, 2])).toMatch(/is not a tool-lint report/);
    expect(message(null)).toMatch(/is not a tool-lint report/);
    expect(message({ ...good, version: 2 })).toMatch(/is a version 2 report/);
  });
});
