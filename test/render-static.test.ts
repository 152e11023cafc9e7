import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';
import { FIXTURES } from './helpers.js';

/** `render --no-eval` folds prompt(ctx) bodies per cell: if/else and ternaries on the cell's values. */
describe('render --no-eval', () => {
  it('folds locale branches and tool-availability hints for every cell without running code', async () => {
    let stdout = '';
    let stderr = '';
    const code = await main(['render', '--no-eval', '--format', 'json'], {
      cwd: path.join(FIXTURES, 'render/climbing'),
      stdout: (s) => void (stdout += s),
      stderr: (s) => void (stderr += s),
      isTTY: false,
    });
    expect(code).toBe(0);
    const out = JSON.parse(stdout) as { tools: Array<{ name: string; renders: Array<{ cell: string; source: string; text: string }> }> };
    const rows = out.tools.flatMap((t) => t.renders.map((r) => `${t.name} [${r.cell}] ${r.text}`));
    expect(rows).toContain('crag_search [locale=en,tools=all] Search climbing crags by area and grade. Check conditions with weather first.');
    expect(rows).toContain('crag_search [locale=en,tools=-weather] Search climbing crags by area and grade.');
    expect(rows).toContain('crag_search [locale=zh-TW,tools=-weather] 搜尋攀岩場地。');
    expect(rows).toContain('weather [locale=zh-TW,tools=all] 查詢天氣預報。');
    expect(rows).toHaveLength(12);
    expect(stderr).toContain('folded statically for every cell');
  });
});
