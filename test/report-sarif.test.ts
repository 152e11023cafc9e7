import { createRequire } from 'node:module';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';
import { ROOT } from './helpers.js';

// The official SARIF 2.1.0 schema as Microsoft ships it with the SARIF Multitool (sarif-sdk), from npm.
const require = createRequire(import.meta.url);
const schema = require('@microsoft/sarif-multitool-linux/sarif-2.1.0.json') as Record<string, unknown>;
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

function validator() {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  return ajv.compile(schema);
}

async function sarifOf(dir: string) {
  let stdout = '';
  const code = await main(['.', '--format', 'sarif'], { cwd: path.join(ROOT, dir), stdout: (s) => void (stdout += s), stderr: () => {}, isTTY: false });
  return { code, log: JSON.parse(stdout) as { runs: Array<{ results: Array<Record<string, any>>; tool: { driver: { rules: Array<{ id: string }> } } }> } };
}

describe('SARIF output against the official 2.1.0 schema', () => {
  it('a project with findings of every rule, one suppressed in source, validates', async () => {
    const { code, log } = await sarifOf('fixtures/projects/broken-agent');
    expect(code).toBe(1);
    const validate = validator();
    const ok = validate(log);
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
    const results = log.runs[0]!.results;
    expect(results.length).toBeGreaterThan(10);
    expect(results.some((r) => r.suppressions?.[0]?.kind === 'inSource')).toBe(true);
    const ruleIds = new Set(log.runs[0]!.tool.driver.rules.map((r) => r.id));
    for (const r of results) expect(ruleIds.has(r.ruleId)).toBe(true);
  });

  it('the schema is strict enough to reject a broken log', () => {
    const validate = validator();
    expect(validate({ version: '2.1.0', runs: [{ tool: { driver: {} }, results: [{ level: 'fatal' }] }] })).toBe(false);
  });

  it('a clean project validates with an empty result list', async () => {
    const { code, log } = await sarifOf('fixtures/projects/clean-agent');
    expect(code).toBe(0);
    expect(validator()(log)).toBe(true);
    expect(log.runs[0]!.results).toEqual([]);
  });
});
