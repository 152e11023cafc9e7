import type { Framework } from '../../model/tool.js';
import { type Extractor } from '../context.js';
/**
 * A project's own tool factory, declared in the config (`scanner.factories`), in the spirit of
 * knip's plugins: `{ call: 'Tool.make', from: './tool', name: 'arg0', description: 'description',
 * schema: 'input' }`. Field paths: `key` (the key or variable the result is registered under),
 * `argN` / `argN.path` (a positional argument, or a property inside it), or a property path of the
 * first object argument.
 */
export interface FactorySpec {
    call: string;
    /** A package name, or a path relative to the config file (given to the scanner relative to its working directory). */
    from?: string;
    name?: string;
    description?: string;
    schema?: string;
    framework?: Framework;
}
export declare function houseExtractor(specs: readonly FactorySpec[]): Extractor | undefined;
/** The callee names a prefilter looks for: `make` for `Tool.make`. */
export declare function houseCallNames(specs: readonly FactorySpec[]): string[];
