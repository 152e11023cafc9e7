import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULE_MAP } from '../rules/index.js';
import { resolveConfig } from '../src/config/resolve.js';
import { lint } from '../src/engine/lint.js';
import { FIXTURES } from './helpers.js';

const ID = 'no-unknown-tool-reference';

async function run(dir: string) {
  const resolved = resolveConfig({ rules: { [ID]: 'warn' } } as never, RULE_MAP);
  for (const [id, rc] of resolved.rules) if (id !== ID) rc.severity = 'off';
  const result = await lint(['.'], resolved, RULE_MAP, dir);
  return result.diagnostics.filter((d) => d.ruleId === ID).map((d) => `${d.range.file}:${d.range.line}: ${d.message}`);
}

describe(ID, () => {
  it('reads the instructions of a project with a single tool (descriptions need two names to tell apart; instructions do not)', async () => {
    expect(await run(path.join(FIXTURES, 'rules', ID, 'one-tool'))).toEqual([
      'src/chat.ts:16: The instructions sent with generateText@src/chat.ts:14 tell the model to call "lookup_promotions", but no tool of that name is sent with them, or defined anywhere in the project',
    ]);
  });
});
