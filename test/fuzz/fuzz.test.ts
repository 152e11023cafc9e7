import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectedCases } from './cases.js';
import { buildCli, type BuiltCli } from './cli.js';
import { runCase } from './harness.js';

/**
 * Hostile and broken input (issue 14), through the real CLI in a separate process: every case in
 * cases.ts must keep the invariants harness.ts checks. `npm test` runs the quick subset, each case
 * once (a few also a second time, for byte-identical output); `npm run fuzz` runs every case twice
 * (FUZZ=all), FUZZ=<id>,<id> runs the named ones.
 */
let cli: BuiltCli;
beforeAll(async () => {
  // FUZZ_CLI=<path of bin/tool-lint.js> fuzzes another build (an installed release, an older checkout).
  cli = process.env.FUZZ_CLI ? { bin: process.env.FUZZ_CLI, dir: '' } : await buildCli();
});
afterAll(() => {
  if (cli.dir) rmSync(cli.dir, { recursive: true, force: true });
});

describe('fuzz: hostile and broken input', () => {
  it.each(selectedCases().map((c) => [c.id, c] as const))('%s', async (_, c) => {
    const { problems } = await runCase(cli, c, !!process.env.FUZZ || !!c.repeatInQuick);
    expect(problems, c.covers).toEqual([]);
  }, 300_000);
});
