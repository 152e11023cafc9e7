import type { KeyPath } from './errors.js';
export interface Position {
    line: number;
    column: number;
}
/**
 * Where a key of the config is written in its file (1-based), for error messages: the key itself
 * (or the array item), else its closest written parent. JSON files (package.json: under
 * "tool-lint") are read with the `yaml` parser, which keeps source ranges; JS/TS configs with the
 * compiler's parser (the default export's object literal, through `defineConfig(…)` and variables).
 * Only runs when there is an error to report.
 */
export declare function locateKey(file: string, keyPath: KeyPath): Promise<Position | undefined>;
