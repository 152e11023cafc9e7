import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';
import { FIXTURES } from './helpers.js';

/*
 * no-render-error reports one finding per root cause: two tools whose descriptions call the same
 * helper, which throws, are one finding at the first tool, naming the other.
 */
describe('no-render-error groups by root cause', () => {
  it('two tools failing with the same error give one finding', async () => {
    let stdout = '';
    const cwd = path.join(FIXTURES, 'projects', 'shared-render-failure');
    await main(['.', '--format', 'json'], { cwd, stdout: (s) => void (stdout += s), stderr: () => {}, isTTY: false });
    const found = (JSON.parse(stdout) as { diagnostics: Array<{ ruleId: string; file: string; line: number; message: string }> }).diagnostics.filter((d) => d.ruleId === 'no-render-error');
    expect(found.map((d) => `${d.file}:${d.line}`)).toEqual(['src/tools/ExportTool.ts:9']);
    expect(found[0]!.message).toContain('(the same failure for "import_rows")');
  });
});
