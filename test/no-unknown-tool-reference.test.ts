import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from './helpers.js';
import { oneRuleFindings } from './support/one-rule.js';

const ID = 'no-unknown-tool-reference';
const run = (dir: string) => oneRuleFindings(ID, dir);

describe(ID, () => {
  it('reads the instructions of a project with a single tool (descriptions need two names to tell apart; instructions do not)', async () => {
    expect(await run(path.join(FIXTURES, 'rules', ID, 'one-tool'))).toEqual([
      'src/chat.ts:16: The instructions sent with generateText@src/chat.ts:14 tell the model to call "lookup_promotions", but no tool of that name is sent with them, or defined anywhere in the project',
    ]);
  });
});
