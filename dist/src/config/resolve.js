import path from 'node:path';
import { Ajv } from 'ajv';
import picomatch from 'picomatch';
import { customModel, setCustomModels } from '../tokens/models.js';
import { resolveBudgets } from './budgets.js';
import { factoriesFor, resolveScanner } from './scanner.js';
import { declaredToolset } from './toolsets.js';
import { ConfigError } from './errors.js';
import { resolveMatrix } from './matrix.js';
import { DEFAULT_PROVIDERS } from './providers.js';
import { configSchema } from './schema.js';
import { didYouMean } from './suggest.js';
import { validateWith } from './validate.js';
export { closest, levenshtein } from './suggest.js';
export function toRuleMap(rules) {
    return rules instanceof Map ? rules : new Map([...rules].map((r) => [r.meta.id, r]));
}
const SEVERITY_WORDS = { off: 'off', warn: 'warn', error: 'error', 0: 'off', 1: 'warn', 2: 'error' };
/**
 * Validates a user config (schema.ts, then what needs the rule registry and model table) and
 * computes the effective rule table. `cliRules` are `--rule id:severity` overrides.
 */
export function resolveConfig(input, rulesIn, cliRules = [], options = {}) {
    const rules = toRuleMap(rulesIn);
    const cwd = path.resolve(options.cwd ?? process.cwd());
    const baseDir = options.configFile ? path.dirname(path.resolve(cwd, options.configFile)) : cwd;
    const user = validateWith(configSchema, input);
    const preset = user.extends ?? 'recommended';
    const providers = user.providers ?? DEFAULT_PROVIDERS;
    const table = new Map();
    for (const [id, rule] of rules) {
        const sev = preset === 'strict' ? (rule.meta.strict ?? 'error') : rule.meta.recommended;
        table.set(id, { severity: sev, options: { ...(rule.meta.defaultOptions ?? {}) } });
    }
    let ajv;
    const apply = (target, settings, where, keyPath) => {
        if (settings === undefined)
            return;
        for (const [id, setting] of Object.entries(settings)) {
            const at = keyPath && [...keyPath, id];
            const rule = rules.get(id);
            if (!rule)
                throw new ConfigError(`Unknown rule "${id}" in ${where}${didYouMean(id, [...rules.keys()]) || '.'} Rules: ${[...rules.keys()].join(', ')}`, { ...(at ? { keyPath: at } : {}) });
            const [word, opts] = Array.isArray(setting) ? setting : [setting, undefined];
            const severity = SEVERITY_WORDS[String(word)];
            if (!severity)
                throw new ConfigError(`Invalid severity ${JSON.stringify(word)} for rule "${id}" in ${where}: use "off", "warn" or "error" (or 0, 1, 2), e.g. '${id}': 'warn'`, { ...(at ? { keyPath: at } : {}) });
            const merged = { ...(rule.meta.defaultOptions ?? {}), ...(target.get(id)?.options ?? {}), ...(opts ?? {}) };
            if (opts !== undefined) {
                if (!rule.meta.optionsSchema)
                    throw new ConfigError(`Rule "${id}" takes no options (in ${where}); use '${id}': '${severity}'`, { ...(at ? { keyPath: [...at, 1] } : {}) });
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
    const cli = {};
    for (const spec of cliRules) {
        const m = /^([\w@/.-]+):(off|warn|error|0|1|2)$/.exec(spec);
        if (!m)
            throw new ConfigError(`--rule takes id:severity, e.g. --rule require-description:warn; got "${spec}"`);
        cli[m[1]] = m[2];
    }
    apply(table, cli, '--rule');
    const overrides = (user.overrides ?? []).map((o, i) => {
        const m = new Map();
        apply(m, o.rules, `overrides[${i}].rules`, ['overrides', i, 'rules']);
        const matches = picomatch(o.files, { dot: true });
        return { match: (file) => matches(relativeTo(baseDir, path.resolve(cwd, file))), rules: m };
    });
    // Custom models first: budgets.models and the matrix may name them.
    const models = (user.models ?? []).map((m) => customModel(m, options.configFile ? `${path.basename(options.configFile)} (models)` : 'config (models)'));
    const duplicate = models.findIndex((m, i) => models.findIndex((x) => x.id === m.id) !== i);
    if (duplicate >= 0)
        throw new ConfigError(`models[${duplicate}]: the id "${models[duplicate].id}" is declared twice`, { keyPath: ['models', duplicate, 'id'] });
    setCustomModels(models);
    const matrix = resolveMatrix(user.matrix, user.context);
    const budgets = resolveBudgets(user.budgets);
    // A budget the team wrote down is a promise: its rule becomes an error unless the config or
    // --rule set that rule's severity explicitly (issue contract: "warn by default; error with a budget set").
    const explicit = new Set([...Object.keys(user.rules ?? {}), ...cliRules.map((r) => r.split(':')[0])]);
    const promote = [
        [budgets.declared.tool, 'max-tool-tokens'],
        [budgets.declared.toolset, 'max-toolset-tokens'],
        [budgets.declared.skills, 'max-skill-listing'],
    ];
    for (const [declared, id] of promote) {
        const rc = table.get(id);
        // `off` too: max-tool-tokens is off in recommended until a budget is written.
        if (declared && rc && (rc.severity === 'warn' || rc.severity === 'off') && !explicit.has(id))
            rc.severity = 'error';
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
export function rulesForFile(config, file) {
    const out = new Map(config.rules);
    for (const o of config.overrides)
        if (o.match(file))
            for (const [k, v] of o.rules)
                out.set(k, v);
    return out;
}
/** Scanner options for this config: globs are matched relative to the config file's folder. */
export function scanOptionsFor(config, cwd = config.cwd) {
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
function relativeTo(base, abs) {
    return path.relative(base, abs).split(path.sep).join('/');
}
