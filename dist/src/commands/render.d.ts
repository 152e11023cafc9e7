import { type GlobalArgs, type Io } from './types.js';
export interface RenderArgs extends GlobalArgs {
    paths?: string[];
    tool?: string[];
    cell?: string;
    format: 'text' | 'json';
    eval: boolean;
    timeout?: number;
    maxFileSize?: number;
}
export declare function runRender(args: RenderArgs, io: Io): Promise<number>;
