import type { RuleMeta, RuleSeverity } from '../model/rule-meta.js';
import { type ModelInfo } from '../tokens/models.js';
import { type ResolvedBudgets } from './budgets.js';
import { type ResolvedScanner } from './scanner.js';
import { type DeclaredToolset } from './toolsets.js';
import { type ResolvedMatrix } from './matrix.js';
import { type Provider } from './providers.js';
import { type UserConfig } from './schema.js';
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
    overrides: Array<{
        match: (file: string) => boolean;
        rules: Map<string, RuleConfig>;
    }>;
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
    tests: {
        mode: 'ignore' | 'lint';
        patterns?: string[];
    };
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
export declare function toRuleMap<R extends RuleLike>(rules: RuleSource<R>): ReadonlyMap<string, R>;
/**
 * Validates a user config (schema.ts, then what needs the rule registry and model table) and
 * computes the effective rule table. `cliRules` are `--rule id:severity` overrides.
 */
export declare function resolveConfig(input: UserConfig, rulesIn: RuleSource, cliRules?: readonly string[], options?: ResolveOptions): ResolvedConfig;
/** The rule settings that apply to one file (relative to the working directory): base table, then matching overrides in order. */
export declare function rulesForFile(config: ResolvedConfig, file: string): Map<string, RuleConfig>;
/** Scanner options for this config: globs are matched relative to the config file's folder. */
export declare function scanOptionsFor(config: ResolvedConfig, cwd?: string): {
    testPatterns?: string[] | undefined;
    declaredToolsets?: DeclaredToolset[] | undefined;
    factories?: import("../extract/frameworks/house.js").FactorySpec[] | undefined;
    skillDirs?: string[] | undefined;
    globBase: string;
    maxFileBytes?: number | undefined;
    exclude?: string[] | undefined;
    include?: string[] | undefined;
    cwd: string;
};
