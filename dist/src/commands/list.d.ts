import { type GlobalArgs, type Io } from './types.js';
export interface ListArgs extends GlobalArgs {
    paths?: string[];
    format: string;
    maxFileSize?: number;
    unresolved?: boolean;
}
export declare function runList(args: ListArgs, io: Io): Promise<number>;
