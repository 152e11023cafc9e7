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
import { resolveConfig as resolveWith, toRuleMap } from './config/resolve.js';
import { lint as lintWith } from './engine/lint.js';
export { defineConfig } from './config/types.js';
export { defineRule } from './engine/rule.js';
export { scan } from './scan/scan.js';
export { loadConfig } from './config/load.js';
export { ConfigError } from './config/errors.js';
export { RULES, RULE_MAP } from '../rules/index.js';
/** Validates a config and computes the effective rule table; `rules` defaults to every built-in rule. */
export function resolveConfig(config = {}, rules = RULE_MAP, cliRules = [], options = {}) {
    return resolveWith(config, rules, cliRules, options);
}
/** Scans `paths`, runs the rules, applies directives. Paths are relative to `cwd` (default: the config's). */
export async function lint(paths, config = resolveConfig(), rules = RULE_MAP, cwd = config.cwd, options = {}) {
    return lintWith(paths, config, toRuleMap(rules), cwd, options);
}
