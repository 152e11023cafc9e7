import { type GlobalArgs, type Io } from './types.js';
export interface InitArgs extends GlobalArgs {
    format?: 'ts' | 'js' | 'json';
    force: boolean;
}
/**
 * `tool-lint init`: detects which providers and tool frameworks the project uses (package.json
 * dependencies, import specifiers, and the tools the scanner finds) and writes a starter config.
 * An existing config is never replaced without --force.
 */
export declare function runInit(args: InitArgs, io: Io): Promise<number>;
