import type { Provider } from './providers.js';
import type { RuleSeverity } from '../engine/rule.js';
import type { BudgetsConfig } from './budgets.js';

export type RuleSetting = RuleSeverity | [RuleSeverity] | [RuleSeverity, Record<string, unknown>];

/** The user-facing config contract. Extend it; never break it. */
export interface UserConfig {
  /** `recommended` (default) or `strict`: computed from rule metadata. */
  extends?: 'recommended' | 'strict';
  include?: string[];
  exclude?: string[];
  providers?: Provider[];
  rules?: Record<string, RuleSetting>;
  overrides?: Array<{ files: string[]; rules: Record<string, RuleSetting> }>;
  /** Files larger than this many bytes are skipped with a diagnostic. */
  maxFileBytes?: number;
  /** Token budgets: `{ tool: '600 tokens', toolset: '5%', skills: { fraction, entryChars, minDescChars }, models }` (src/config/budgets.ts). */
  budgets?: BudgetsConfig;
  /** Tools in test code (tests, fixtures, mocks, e2e, evals): `'ignore'` (default) scans them for name resolution only; `'lint'` lints and budgets them. */
  tests?: 'ignore' | 'lint';
  /** Globs of test code, replacing the defaults (src/scan/test-files.ts, README "Test code"). */
  testPatterns?: string[];
}

export function defineConfig(config: UserConfig): UserConfig {
  return config;
}
