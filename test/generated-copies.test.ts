import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scan } from '../src/scan/scan.js';
import { FIXTURES } from './helpers.js';

const DIR = path.join(FIXTURES, 'scanner', 'generated-copy');

describe('a generated JSON copy of the tools the source defines', () => {
  it('is not linted or budgeted a second time when a folder is scanned', async () => {
    const { tools } = await scan(['.'], { cwd: DIR });
    expect(tools.map((t) => `${t.range.file}:${t.name}`).sort()).toEqual(['src/server.ts:get_issue', 'src/server.ts:search_issues']);
  });

  it('is read when named on the command line', async () => {
    const { tools } = await scan(['.', 'src/toolDefinitions.json'], { cwd: DIR });
    expect(tools.filter((t) => t.range.file.endsWith('.json')).map((t) => t.name).sort()).toEqual(['get_issue', 'search_issues']);
  });
});
