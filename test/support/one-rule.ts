import { RULE_MAP } from '../../rules/index.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { lint } from '../../src/engine/lint.js';

/** Lints `dir` with only rule `id` on (as a warning): its findings as `file:line: message`. */
export async function oneRuleFindings(id: string, dir: string): Promise<string[]> {
  const resolved = resolveConfig({ rules: { [id]: 'warn' } } as never, RULE_MAP);
  for (const [other, rc] of resolved.rules) if (other !== id) rc.severity = 'off';
  const result = await lint(['.'], resolved, RULE_MAP, dir);
  return result.diagnostics.filter((d) => d.ruleId === id).map((d) => `${d.range.file}:${d.range.line}: ${d.message}`);
}
