/** Public API. */
export { defineConfig, type UserConfig, type RuleSetting } from './config/types.js';
export { defineRule, type Rule, type RuleMeta, type RuleContext } from './engine/rule.js';
export { lint, type LintResult } from './engine/lint.js';
export { scan, type ScanResult, type ScanOptions } from './scan/scan.js';
export { resolveConfig } from './config/resolve.js';
export { loadConfig } from './config/load.js';
export { RULES } from '../rules/index.js';
export type { ToolDefinition, SkillDefinition, SourceRange, ToolDescription, ToolSchema, Framework } from './model/tool.js';
export type { Diagnostic, Severity } from './model/diagnostic.js';
