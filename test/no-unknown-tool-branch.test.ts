import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULE_MAP } from '../rules/index.js';
import { resolveConfig } from '../src/config/resolve.js';
import { lint } from '../src/engine/lint.js';
import { FIXTURES } from './helpers.js';

const ID = 'no-unknown-tool-branch';

async function run(dir: string) {
  const resolved = resolveConfig({ rules: { [ID]: 'warn' } } as never, RULE_MAP);
  for (const [id, rc] of resolved.rules) if (id !== ID) rc.severity = 'off';
  const result = await lint(['.'], resolved, RULE_MAP, dir);
  return result.diagnostics.filter((d) => d.ruleId === ID).map((d) => `${d.range.file}:${d.range.line}: ${d.message}`);
}

describe(ID, () => {
  it('never suggests renaming a branch to a name the same dispatcher already routes', async () => {
    expect(await run(path.join(FIXTURES, 'rules', ID, 'invalid', 'misspelt-twin'))).toEqual(['handler.ts:22: Dispatcher handles "client_custom_field", but no tool of that name is defined']);
  });
});
