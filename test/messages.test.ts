import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';
import { FIXTURES } from './helpers.js';

/*
 * Messages are one line and machine-independent: a name the scanner could not fold is source text
 * (here a call spread over four lines) and is shown on one line, shortened; no message or help holds
 * the absolute path of the working directory.
 */
const DIR = path.join(FIXTURES, 'projects', 'unresolved-names');

describe('messages', () => {
  it('show an unresolved multi-line name on one line, with no absolute path', async () => {
    let stdout = '';
    await main(['.', '--format', 'json'], { cwd: DIR, stdout: (s) => void (stdout += s), stderr: () => {}, isTTY: false });
    const report = JSON.parse(stdout) as { diagnostics: Array<{ ruleId: string; message: string; help?: string; tool?: string }> };
    const about = report.diagnostics.filter((d) => d.tool?.startsWith('toolName('));
    expect(about.map((d) => [d.ruleId, d.message])).toEqual([['require-description', `Tool "toolName(config.prefix, 'search_documents')" has no description`]]);
    for (const d of report.diagnostics) {
      expect(`${d.message}${d.help ?? ''}${d.tool ?? ''}`).not.toMatch(/\n/);
      expect(`${d.message}${d.help ?? ''}`).not.toContain(DIR);
    }
  });
});
