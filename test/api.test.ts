import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULES, RULE_MAP, lint, loadConfig, resolveConfig } from '../src/index.js';
import { ROOT } from './helpers.js';

/** The programmatic API as the README shows it: its pieces fit together without adapters. */
describe('programmatic API', () => {
  it('loadConfig → resolveConfig(config, RULES) → lint: the README example', async () => {
    const cwd = path.join(ROOT, 'examples/support-agent');
    // As the README writes it (with `cwd` instead of process.cwd()).
    const { config, file } = await loadConfig(cwd);
    const resolved = resolveConfig(config, RULES, [], { cwd, configFile: file });
    const { diagnostics, scan } = await lint(['src'], resolved, RULES, cwd, { eval: false });
    expect(scan.tools.map((t) => t.name).sort()).toEqual(['close_ticket', 'get_ticket', 'lookup_order', 'refund_order', 'search_help_center']);
    expect(diagnostics.some((d) => d.ruleId === 'valid-input-schema' && d.severity === 'error')).toBe(true);
  });

  it('RULES (a list) and RULE_MAP (a map) are interchangeable, and both are optional', async () => {
    const cwd = path.join(ROOT, 'examples/support-agent');
    const fromList = await lint(['src'], resolveConfig({}, RULES, [], { cwd }), RULES, cwd, { eval: false });
    const fromMap = await lint(['src'], resolveConfig({}, RULE_MAP, [], { cwd }), RULE_MAP, cwd, { eval: false });
    const defaults = await lint(['src'], resolveConfig({}, undefined, [], { cwd }), undefined, undefined, { eval: false });
    const key = (r: { diagnostics: Array<{ ruleId: string; range: { file: string; line: number } }> }) => r.diagnostics.map((d) => `${d.ruleId}@${d.range.file}:${d.range.line}`);
    expect(key(fromList)).toEqual(key(fromMap));
    expect(key(defaults)).toEqual(key(fromMap));
    expect(key(fromMap).length).toBeGreaterThan(0);
  });
});
