import type { UserConfig } from './schema.js';

// Types only: this module is what `import { defineConfig } from 'tool-lint'` resolves to while a
// TypeScript config is bundled, so it must stay free of runtime imports.
export type { UserConfig, RuleSetting, MatrixConfig, BudgetsConfig, CustomModelConfig, MatrixCell } from './schema.js';

/** Identity with types: `export default defineConfig({ … })` gets completion and checks for every key. */
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}
