import { type LoadOptions } from './load.js';
/**
 * Runs a JS/TS config module in a contained child process (child.mjs) and returns its default
 * export as plain data. TypeScript is bundled in memory with esbuild and imported from a data: URL,
 * so no temporary file is ever written, whatever happens to either process.
 */
export declare function runConfigModule(abs: string, options?: LoadOptions): Promise<unknown>;
