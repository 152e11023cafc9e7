import { type GlobalArgs, type Io } from './types.js';
export declare const DEFAULT_TIMEOUT_MS = 30000;
export interface McpArgs extends GlobalArgs {
    server?: string[];
    url?: string;
    header?: string[];
    timeout?: number;
    repeat: number;
    snapshot?: string;
    format: string;
    output?: string;
    maxWarnings?: number;
    rule?: string[];
    quiet: boolean;
}
/** Set by tests: called with each stdio server's pid as soon as it is spawned. */
export declare const mcpHooks: {
    onSpawn?: (pid: number) => void;
};
export declare function runMcp(args: McpArgs, io: Io): Promise<number>;
