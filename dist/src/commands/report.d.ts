import { type GlobalArgs, type Io } from './types.js';
export interface ReportArgs extends GlobalArgs {
    paths?: string[];
    format: 'text' | 'markdown' | 'json';
    output?: string;
    models?: string;
    baseline?: string;
    base?: string;
    why?: string;
    maxFileSize?: number;
    eval?: boolean;
}
export declare function runReport(args: ReportArgs, io: Io): Promise<number>;
