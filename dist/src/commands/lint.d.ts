import type { GlobalArgs, Io } from './types.js';
export interface LintArgs extends GlobalArgs {
    paths?: string[];
    format: string;
    output?: string;
    maxWarnings?: number;
    rule?: string[];
    quiet: boolean;
    eval: boolean;
    filesFromArgs: boolean;
    maxFileSize?: number;
    printConfig?: string;
}
export declare function runLint(args: LintArgs, io: Io): Promise<number>;
