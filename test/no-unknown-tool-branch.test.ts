import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from './helpers.js';
import { oneRuleFindings } from './support/one-rule.js';

const ID = 'no-unknown-tool-branch';
const run = (dir: string) => oneRuleFindings(ID, dir);

describe(ID, () => {
  it('never suggests renaming a branch to a name the same dispatcher already routes', async () => {
    expect(await run(path.join(FIXTURES, 'rules', ID, 'invalid', 'misspelt-twin'))).toEqual(['handler.ts:22: Dispatcher handles "client_custom_field", but no tool of that name is defined']);
  });
});
