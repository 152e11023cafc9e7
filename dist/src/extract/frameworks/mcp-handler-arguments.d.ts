import { ts } from 'ts-morph';
import type { SourceRange } from '../../model/tool.js';
import { type ExtractContext } from '../context.js';
/** What `handler` reads from its first parameter as arguments, with where; undefined when nothing (or when it cannot be told). */
export declare function argumentsReadWithoutSchema(handler: ts.Expression | undefined, ctx: ExtractContext): {
    reads: string[];
    range: SourceRange;
} | undefined;
