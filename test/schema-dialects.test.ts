import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';

/*
 * valid-input-schema judges a schema without `$schema` by 2020-12 only where a configured provider
 * enforces it (the Anthropic API, also behind Bedrock and Claude Code). An MCP server linted for
 * OpenAI alone may use draft-07's array-form `items`, as zod-to-json-schema writes it.
 */
const tmp = mkdtempSync(path.join(os.tmpdir(), 'tool-lint-dialects-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const SNAPSHOT = {
  tools: [
    {
      name: 'plot_series',
      description: 'Plot a time series as a PNG line chart.',
      inputSchema: {
        type: 'object',
        properties: {
          range: { type: 'array', description: 'Start and end, as [from, to] ISO dates', items: [{ type: 'string' }, { type: 'string' }] },
          series: { type: 'string', description: 'Metric id' },
        },
        required: ['range', 'series'],
      },
    },
  ],
};

async function findings(config: Record<string, unknown>) {
  const dir = path.join(tmp, Object.keys(config).join('-') + String(Object.values(config)).replace(/\W/g, ''));
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'tools.json'), JSON.stringify(SNAPSHOT, null, 2));
  writeFileSync(path.join(dir, 'tool-lint.config.json'), JSON.stringify(config));
  let stdout = '';
  await main(['.', '--format', 'json'], { cwd: dir, stdout: (s) => void (stdout += s), stderr: () => {}, isTTY: false });
  return (JSON.parse(stdout) as { diagnostics: Array<{ ruleId: string }> }).diagnostics.map((d) => d.ruleId);
}

describe('valid-input-schema dialect', () => {
  it('array-form items fail 2020-12 when an Anthropic model can receive the tool', async () => {
    expect(await findings({ providers: ['anthropic', 'openai'] })).toContain('valid-input-schema');
  });

  it('and pass when only providers that accept draft-07 are configured', async () => {
    expect(await findings({ providers: ['openai', 'mcp'] })).not.toContain('valid-input-schema');
  });
});
