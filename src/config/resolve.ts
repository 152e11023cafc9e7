import path from 'node:path';
import { Ajv } from 'ajv';
import picomatch from 'picomatch';
import type { RuleMeta, RuleSeverity } from '../model/rule-meta.js';
import { customModel, setCustomModels, type ModelInfo } from '../tokens/models.js';
import { resolveBudgets, type ResolvedBudgets } from './budgets.js';
import { factoriesFor, resolveScanner, type ResolvedScanner } from './scanner.js';
import { declaredToolset, type DeclaredToolset } from './toolsets.js';
import { ConfigError } from './errors.js';
import { resolveMatrix, type ResolvedMatrix } from './matrix.js';
import { DEFAULT_PROVIDERS, type Provider } from './providers.js';
import { configSchema, type RuleSetting, type UserConfig } from './schema.js';
import { didYouMean } from './suggest.js';
import { validateWith } from './validate.js';

export { closest, levenshtein } from './suggest.js';

export interface RuleConfig {
  severity: RuleSeverity;
  options: Record<string, unknown>;
}

export interface ResolvedConfig {
  include?: string[];
  exclude?: string[];
  providers: Provider[];
  rules: Map<string, RuleConfig>;
  /** `match` takes a path relative to the working directory; the globs are relative to `baseDir`. */
  overrides: Array<{ match: (file: string) => boolean; rules: Map<string, RuleConfig> }>;
  maxFileBytes?: number;
  /** The context matrix dynamic descriptions are rendered across (one default cell without one). */
  matrix: ResolvedMatrix;
  /** Token budgets and the models they are counted for (defaults when the config has none). */
  budgets: ResolvedBudgets;
  /** Models the config adds (`models`), already registered for counting. */
  models: ModelInfo[];
  /** Where `include`, `exclude` and `overrides[].files` are relative to: the config file's folder, else `cwd`. */
  baseDir: string;
  /** The working directory file paths are relative to. */
  cwd: string;
  /** The config file, when there is one. */
  configFile?: string;
  /** Test code: `ignore` (default) or `lint`, and the globs that say what is test code (defaults when absent). */
  tests: { mode: 'ignore' | 'lint'; patterns?: string[] };
  /** What the scanner is taught beyond the frameworks it knows (`scanner.factories`). */
  scanner: ResolvedScanner;
  /** Toolsets the config declares (`toolsets`): a builder run for every matrix cell. */
  toolsets: DeclaredToolset[];
}

export interface ResolveOptions {
  /** Working directory (default `process.cwd()`): paths handed to `rulesForFile` are relative to it. */
  cwd?: string;
  /** The file the config came from: its folder is the base of every glob, as in ESLint. */
  configFile?: string;
}

/** What resolving a config reads of a rule: its meta (presets, options schema). */
interface RuleLike {
  meta: RuleMeta;
}

/** A rule registry: the `RULE_MAP`, or any list of rules such as `RULES`. */
export type RuleSource<R extends RuleLike = RuleLike> = ReadonlyMap<string, R> | Iterable<R>;

export function toRuleMap<R extends RuleLike>(rules: RuleSource<R>): ReadonlyMap<string, R> {
  return rules instanceof Map ? rules : new Map([...(rules as Iterable<R>)].map((r) => [r.meta.id, r]));
}

const SEVERITY_WORDS: Record<string, RuleSeverity> = { off: 'off', warn: 'warn', error: 'error', 0: 'off', 1: 'warn', 2: 'error' };

/**
 * Validates a user config (schema.ts, then what needs the rule registry and model table) and
 * computes the effective rule table. `cliRules` are `--rule id:severity` overrides.
 */
export function resolveConfig(input: UserConfig, rulesIn: RuleSource, cliRules: readonly string[] = [], options: ResolveOptions = {}): ResolvedConfig {
  const rules = toRuleMap(rulesIn);
  const cwd = path.resolve(options.cwd ?? process.cwd());
  const baseDir = options.configFile ? path.dirname(path.resolve(cwd, options.configFile)) : cwd;
  const user = validateWith(configSchema, input);
  const preset = user.extends ?? 'recommended';
  const providers = user.providers ?? DEFAULT_PROVIDERS;

  const table = new Map<string, RuleConfig>();
  for (const [id, rule] of rules) {
    const sev = preset === 'strict' ? (rule.meta.strict ?? 'error') : rule.meta.recommended;
    table.set(id, { severity: sev, options: { ...(rule.meta.defaultOptions ?? {}) } });
  }
  let ajv: Ajv | undefined;
  const apply = (target: Map<string, RuleConfig>, settings: Record<string, RuleSetting> | undefined, where: string, keyPath?: Array<string | number>) => {
    if (settings === undefined) return;
    for (const [id, setting] of Object.entries(settings)) {
      const at = keyPath && [...keyPath, id];
      const rule = rules.get(id);
      if (!rule) throw new ConfigError(`Unknown rule "${id}" in ${where}${didYouMean(id, [...rules.keys()]) || '.'} Rules: ${[...rules.keys()].join(', ')}`, { ...(at ? { keyPath: at } : {}) });
      const [word, opts] = Array.isArray(setting) ? setting : [setting, undefined];
      const severity = SEVERITY_WORDS[String(word)];
      if (!severity) throw new ConfigError(`Invalid severity ${JSON.stringify(word)} for rule "${id}" in ${where}: use "off", "warn" or "error" (or 0, 1, 2), e.g. '${id}': 'warn'`, { ...(at ? { keyPath: at } : {}) });
      const merged = { ...(rule.meta.defaultOptions ?? {}), ...(target.get(id)?.options ?? {}), ...(opts ?? {}) };
      if (opts !== undefined) {
        if (!rule.meta.optionsSchema) throw new ConfigError(`Rule "${id}" takes no options (in ${where}); use '${id}': '${severity}'`, { ...(at ? { keyPath: [...at, 1] } : {}) });
        ajv ??= new Ajv({ allErrors: true, useDefaults: false, strict: false });
        const validate = ajv.compile(rule.meta.optionsSchema);
        if (!validate(merged)) {
          const err = validate.errors?.[0];
          throw new ConfigError(`Invalid options for rule "${id}" in ${where}: ${err?.instancePath || 'options'} ${err?.message}. Options schema: ${JSON.stringify(rule.meta.optionsSchema)}`, { ...(at ? { keyPath: [...at, 1] } : {}) });
        }
      }
      target.set(id, { severity, options: merged });
    }
  };
  apply(table, user.rules, 'rules', ['rules']);
  const cli: Record<string, RuleSetting> = {};
  for (const spec of cliRules) {
    const m = /^([\w@/.-]+):(off|warn|error|0|1|2)$/.exec(spec);
    if (!m) throw new ConfigError(`--rule takes id:severity, e.g. --rule require-description:warn; got "${spec}"`);
    cli[m[1]!] = m[2] as RuleSetting;
  }
  apply(table, cli, '--rule');

  const overrides = (user.overrides ?? []).map((o, i) => {
    const m = new Map<string, RuleConfig>();
    apply(m, o.rules, `overrides[${i}].rules`, ['overrides', i, 'rules']);
    const matches = picomatch(o.files, { dot: true });
    return { match: (file: string) => matches(relativeTo(baseDir, path.resolve(cwd, file))), rules: m };
  });

  // Custom models first: budgets.models and the matrix may name them.
  const models = (user.models ?? []).map((m) => customModel(m, options.configFile ? `${path.basename(options.configFile)} (models)` : 'config (models)'));
  const duplicate = models.findIndex((m, i) => models.findIndex((x) => x.id === m.id) !== i);
  if (duplicate >= 0) throw new ConfigError(`models[${duplicate}]: the id "${models[duplicate]!.id}" is declared twice`, { keyPath: ['models', duplicate, 'id'] });
  setCustomModels(models);

  const matrix = resolveMatrix(user.matrix, user.context);
  const budgets = resolveBudgets(user.budgets);
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
  return {
    ...(user.include ? { include: user.include } : {}),
    ...(user.exclude ? { exclude: user.exclude } : {}),
    providers: [...providers],
    rules: table,
    overrides,
    ...(user.maxFileBytes !== undefined ? { maxFileBytes: user.maxFileBytes } : {}),
    matrix,
    budgets,
    models,
    baseDir,
    cwd,
    scanner: resolveScanner(user.scanner),
    toolsets: Object.entries(user.toolsets ?? {}).map(([name, t]) => declaredToolset(name, t, baseDir)),
    tests: { mode: user.tests ?? 'ignore', ...(user.testPatterns ? { patterns: user.testPatterns } : {}) },
    ...(options.configFile ? { configFile: path.resolve(cwd, options.configFile) } : {}),
  };
}

/** The rule settings that apply to one file (relative to the working directory): base table, then matching overrides in order. */
export function rulesForFile(config: ResolvedConfig, file: string): Map<string, RuleConfig> {
  const out = new Map(config.rules);
  for (const o of config.overrides) if (o.match(file)) for (const [k, v] of o.rules) out.set(k, v);
  return out;
}

/** Scanner options for this config: globs are matched relative to the config file's folder. */
export function scanOptionsFor(config: ResolvedConfig, cwd: string = config.cwd) {
  return {
    cwd,
    ...(config.include ? { include: config.include } : {}),
    ...(config.exclude ? { exclude: config.exclude } : {}),
    ...(config.maxFileBytes !== undefined ? { maxFileBytes: config.maxFileBytes } : {}),
    globBase: config.baseDir,
    ...(config.budgets.skills.dirs.length ? { skillDirs: config.budgets.skills.dirs.map((d) => d.path) } : {}),
    ...(config.scanner.factories.length ? { factories: factoriesFor(config.scanner, config.configFile, cwd) } : {}),
    ...(config.toolsets.length ? { declaredToolsets: config.toolsets } : {}),
    ...(config.tests?.patterns ? { testPatterns: config.tests.patterns } : {}),
  };
}

function relativeTo(base: string, abs: string): string {
  return path.relative(base, abs).split(path.sep).join('/');
}
