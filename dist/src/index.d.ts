import { type ResolveOptions, type ResolvedConfig, type RuleSource } from './config/resolve.js';
import type { UserConfig } from './config/schema.js';
import { type LintOptions, type LintResult } from './engine/lint.js';
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
export declare function resolveConfig(config?: UserConfig, rules?: RuleSource, cliRules?: readonly string[], options?: ResolveOptions): ResolvedConfig;
/** Scans `paths`, runs the rules, applies directives. Paths are relative to `cwd` (default: the config's). */
export declare function lint(paths: string[], config?: ResolvedConfig, rules?: RuleSource<Rule<any>>, cwd?: string, options?: LintOptions): Promise<LintResult>;
