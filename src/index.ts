/**
 * Public API. The pieces fit together without adapters:
 *
 *   import { lint, loadConfig, resolveConfig, RULES } from 'tool-lint';
 *   const { config, file } = await loadConfig(process.cwd());
 *   const resolved = resolveConfig(config, RULES, [], { cwd: process.cwd(), configFile: file });
 *   const { diagnostics } = await lint(['src'], resolved);
 *
 * `resolveConfig` and `lint` take the rules as `RULES` (a list) or `RULE_MAP` (a map); `lint`
 * defaults to every built-in rule and to the config's working directory.
 */
import { RULE_MAP } from '../rules/index.js';
import { resolveConfig as resolveWith, toRuleMap, type ResolveOptions, type ResolvedConfig, type RuleSource } from './config/resolve.js';
import type { UserConfig } from './config/schema.js';
import { lint as lintWith, type LintOptions, type LintResult } from './engine/lint.js';
import type { Rule } from './engine/rule.js';

export { defineConfig, type UserConfig, type RuleSetting, type MatrixConfig, type BudgetsConfig, type CustomModelConfig, type MatrixCell } from './config/types.js';
export { defineRule, type Rule, type RuleMeta, type RuleContext } from './engine/rule.js';
export { scan, type ScanResult, type ScanOptions } from './scan/scan.js';
export { loadConfig, type LoadedConfig } from './config/load.js';
export { ConfigError } from './config/errors.js';
export { RULES, RULE_MAP } from '../rules/index.js';
export type { ResolvedConfig, ResolveOptions, RuleSource, LintResult, LintOptions };
export type { ToolDefinition, SkillDefinition, SourceRange, ToolDescription, ToolSchema, Framework } from './model/tool.js';
export type { Diagnostic, Severity } from './model/diagnostic.js';

/** Validates a config and computes the effective rule table; `rules` defaults to every built-in rule. */
export function resolveConfig(config: UserConfig = {}, rules: RuleSource = RULE_MAP, cliRules: readonly string[] = [], options: ResolveOptions = {}): ResolvedConfig {
  return resolveWith(config, rules, cliRules, options);
}

/** Scans `paths`, runs the rules, applies directives. Paths are relative to `cwd` (default: the config's). */
export async function lint(paths: string[], config: ResolvedConfig = resolveConfig(), rules: RuleSource<Rule<any>> = RULE_MAP, cwd: string = config.cwd, options: LintOptions = {}): Promise<LintResult> {
  return lintWith(paths, config, toRuleMap(rules), cwd, options);
}
