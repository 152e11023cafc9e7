import { Ajv } from 'ajv';
import picomatch from 'picomatch';
import type { Rule, RuleSeverity } from '../engine/rule.js';
import { DEFAULT_PROVIDERS, PROVIDERS, type Provider } from './providers.js';
import { ConfigError } from './load.js';
import type { RuleSetting, UserConfig } from './types.js';
import { resolveMatrix, type ResolvedMatrix } from './matrix.js';
import { resolveBudgets, type ResolvedBudgets } from './budgets.js';

const TOP_KEYS = ['extends', 'include', 'exclude', 'providers', 'rules', 'overrides', 'maxFileBytes', 'matrix', 'context', 'budgets', 'tests', 'testPatterns'];
const SEVERITIES = ['off', 'warn', 'error'];

export interface RuleConfig {
  severity: RuleSeverity;
  options: Record<string, unknown>;
}

export interface ResolvedConfig {
  include?: string[];
  exclude?: string[];
  providers: Provider[];
  rules: Map<string, RuleConfig>;
  overrides: Array<{ match: (file: string) => boolean; rules: Map<string, RuleConfig> }>;
  maxFileBytes?: number;
  /** The context matrix dynamic descriptions are rendered across (one default cell without one). */
  matrix: ResolvedMatrix;
  /** Token budgets and the models they are counted for (defaults when the config has none). */
  budgets: ResolvedBudgets;
  /** Test code: `ignore` (default) or `lint`, and the globs that say what is test code (defaults when absent). */
  tests: { mode: 'ignore' | 'lint'; patterns?: string[] };
}

const EXAMPLE = `export default defineConfig({ rules: { 'require-description': 'error', 'max-description-length': ['warn', { max: 2048 }] } })`;

/** Validates a user config against the rule registry and computes the effective rule table. */
export function resolveConfig(user: UserConfig, rules: ReadonlyMap<string, Rule<any>>, cliRules: string[] = []): ResolvedConfig {
  if (typeof user !== 'object' || user === null || Array.isArray(user)) throw new ConfigError(`Config must be an object, e.g. ${EXAMPLE}`);
  for (const key of Object.keys(user)) {
    if (!TOP_KEYS.includes(key)) {
      throw new ConfigError(`Unknown config key "${key}". Valid keys: ${TOP_KEYS.join(', ')}. Example: ${EXAMPLE}`);
    }
  }
  const preset = user.extends ?? 'recommended';
  if (preset !== 'recommended' && preset !== 'strict') throw new ConfigError(`"extends" must be "recommended" or "strict", got ${JSON.stringify(preset)}`);
  for (const k of ['include', 'exclude'] as const) {
    const v = user[k];
    if (v !== undefined && (!Array.isArray(v) || v.some((x) => typeof x !== 'string'))) {
      throw new ConfigError(`"${k}" must be an array of glob strings, e.g. { ${k}: ['src/**/*.ts'] }`);
    }
  }
  const providers = user.providers ?? DEFAULT_PROVIDERS;
  if (!Array.isArray(providers) || providers.some((p) => !PROVIDERS.includes(p))) {
    throw new ConfigError(`"providers" must be a list of ${PROVIDERS.map((p) => `'${p}'`).join(', ')}; got ${JSON.stringify(user.providers)}`);
  }
  if (user.maxFileBytes !== undefined && (typeof user.maxFileBytes !== 'number' || user.maxFileBytes <= 0)) {
    throw new ConfigError(`"maxFileBytes" must be a positive number of bytes, e.g. { maxFileBytes: 4194304 }`);
  }
  if (user.tests !== undefined && user.tests !== 'ignore' && user.tests !== 'lint') throw new ConfigError(`"tests" must be 'ignore' (default: test code is scanned, not linted) or 'lint', got ${JSON.stringify(user.tests)}`);
  if (user.testPatterns !== undefined && (!Array.isArray(user.testPatterns) || user.testPatterns.some((x) => typeof x !== 'string'))) {
    throw new ConfigError(`"testPatterns" must be an array of glob strings, e.g. { testPatterns: ['**/*.test.ts', '**/fixtures/**'] }`);
  }
  const table = new Map<string, RuleConfig>();
  for (const [id, rule] of rules) {
    const sev = preset === 'strict' ? (rule.meta.strict ?? 'error') : rule.meta.recommended;
    table.set(id, { severity: sev, options: { ...(rule.meta.defaultOptions ?? {}) } });
  }
  const ajv = new Ajv({ allErrors: true, useDefaults: false, strict: false });
  const apply = (target: Map<string, RuleConfig>, settings: Record<string, RuleSetting> | undefined, where: string) => {
    if (settings === undefined) return;
    if (typeof settings !== 'object' || settings === null || Array.isArray(settings)) throw new ConfigError(`"${where}" must be an object of rule ids to severities`);
    for (const [id, setting] of Object.entries(settings)) {
      const rule = rules.get(id);
      if (!rule) {
        const near = closest(id, [...rules.keys()]);
        throw new ConfigError(`Unknown rule "${id}" in ${where}${near ? `. Did you mean "${near}"?` : ''}. Rules: ${[...rules.keys()].join(', ')}`);
      }
      const [sev, opts] = Array.isArray(setting) ? setting : [setting, undefined];
      if (!SEVERITIES.includes(sev as string)) {
        throw new ConfigError(`Invalid severity ${JSON.stringify(sev)} for rule "${id}" in ${where}: use "off", "warn" or "error", e.g. '${id}': 'warn'`);
      }
      const options = { ...(rule.meta.defaultOptions ?? {}), ...(target.get(id)?.options ?? {}), ...(opts ?? {}) };
      if (opts !== undefined) {
        if (!rule.meta.optionsSchema) throw new ConfigError(`Rule "${id}" takes no options (in ${where}); use '${id}': '${sev}'`);
        const validate = ajv.compile(rule.meta.optionsSchema);
        if (!validate(options)) {
          const err = validate.errors?.[0];
          throw new ConfigError(`Invalid options for rule "${id}" in ${where}: ${err?.instancePath || 'options'} ${err?.message}. Options schema: ${JSON.stringify(rule.meta.optionsSchema)}`);
        }
      }
      target.set(id, { severity: sev as RuleSeverity, options });
    }
  };
  apply(table, user.rules, 'rules');
  const cli: Record<string, RuleSetting> = {};
  for (const spec of cliRules) {
    const m = /^([\w-]+):(off|warn|error)$/.exec(spec);
    if (!m) throw new ConfigError(`--rule takes id:severity, e.g. --rule require-description:warn; got "${spec}"`);
    cli[m[1]!] = m[2] as RuleSeverity;
  }
  apply(table, cli, '--rule');
  const overrides = (user.overrides ?? []).map((o, i) => {
    if (!o || !Array.isArray(o.files) || o.files.length === 0) throw new ConfigError(`overrides[${i}].files must be a non-empty array of globs`);
    const extra = Object.keys(o).filter((k) => k !== 'files' && k !== 'rules');
    if (extra.length) throw new ConfigError(`Unknown key "${extra[0]}" in overrides[${i}]; an override has "files" and "rules"`);
    const m = new Map<string, RuleConfig>();
    apply(m, o.rules, `overrides[${i}].rules`);
    return { match: picomatch(o.files, { dot: true }), rules: m };
  });
  const matrix = resolveMatrix((user as Record<string, unknown>).matrix, (user as Record<string, unknown>).context);
  const budgets = resolveBudgets((user as Record<string, unknown>).budgets);
  // A budget the team wrote down is a promise: its rule becomes an error unless the config or
  // --rule set that rule's severity explicitly (issue contract: "warn by default; error with a budget set").
  const explicit = new Set([...Object.keys(user.rules ?? {}), ...cliRules.map((r) => r.split(':')[0]!)]);
  const promote: Array<[boolean, string]> = [
    [budgets.declared.tool, 'max-tool-tokens'],
    [budgets.declared.toolset, 'max-toolset-tokens'],
    [budgets.declared.skills, 'max-skill-listing'],
  ];
  for (const [declared, id] of promote) {
    const rc = table.get(id);
    // `off` too: max-tool-tokens is off in recommended until a budget is written.
    if (declared && rc && (rc.severity === 'warn' || rc.severity === 'off') && !explicit.has(id)) rc.severity = 'error';
  }
  return { include: user.include, exclude: user.exclude, providers: [...providers], rules: table, overrides, maxFileBytes: user.maxFileBytes, matrix, budgets, tests: { mode: user.tests ?? 'ignore', ...(user.testPatterns ? { patterns: user.testPatterns } : {}) } };
}

/** The rule settings that apply to one file: base table, then matching overrides in order. */
export function rulesForFile(config: ResolvedConfig, file: string): Map<string, RuleConfig> {
  const out = new Map(config.rules);
  for (const o of config.overrides) if (o.match(file)) for (const [k, v] of o.rules) out.set(k, v);
  return out;
}

export function closest(word: string, candidates: string[]): string | undefined {
  let best: string | undefined;
  let bestD = Infinity;
  for (const c of candidates) {
    const d = levenshtein(word.toLowerCase(), c.toLowerCase());
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  return best !== undefined && bestD <= Math.max(2, Math.floor(word.length / 4)) ? best : undefined;
}

export function levenshtein(a: string, b: string): number {
  const dp = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = dp[0]!;
    dp[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = dp[j]!;
      dp[j] = Math.min(dp[j]! + 1, dp[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return dp[b.length]!;
}
