import { type Io } from './commands/types.js';
export { EXIT, type Io } from './commands/types.js';
/** Longest --timeout a render or an MCP request may be given: ten minutes. */
export declare const MAX_TIMEOUT_MS = 600000;
export declare function main(argv: string[], io?: Io): Promise<number>;
