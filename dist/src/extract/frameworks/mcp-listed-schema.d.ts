import { ts } from 'ts-morph';
import type { SchemaDefect } from '../../model/tool.js';
import type { ExtractContext } from '../context.js';
export declare function listedWithoutParameters(schema: ts.Expression, ctx: ExtractContext): SchemaDefect | undefined;
