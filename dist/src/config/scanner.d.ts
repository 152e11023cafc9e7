import type { FactorySpec } from '../extract/frameworks/house.js';
/**
 * `scanner: { factories: [{ call, from?, name?, description?, schema?, framework? }] }`: a project's
 * own tool factories, so the scanner finds `Tool.make('grep', { description, input })` the way it
 * finds `tool({…})`. Field paths are `key`, `argN`, `argN.path` or a property of the first object
 * argument (src/extract/frameworks/house.ts).
 */
export interface ResolvedScanner {
    factories: FactorySpec[];
}
export declare function resolveScanner(raw: unknown): ResolvedScanner;
/**
 * Relative `from` paths are written relative to the config file, like ESLint's globs; the scanner
 * gets them relative to the directory it scans from (`./src/tool`), so a `report --base` worktree
 * matches the same files.
 */
export declare function factoriesFor(scanner: ResolvedScanner, configFile: string | undefined, cwd: string): FactorySpec[];
