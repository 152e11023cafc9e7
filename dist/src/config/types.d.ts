import type { UserConfig } from './schema.js';
export type { UserConfig, RuleSetting, MatrixConfig, BudgetsConfig, CustomModelConfig, MatrixCell } from './schema.js';
/** Identity with types: `export default defineConfig({ … })` gets completion and checks for every key. */
export declare function defineConfig(config: UserConfig): UserConfig;
