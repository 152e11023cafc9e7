export type { MatrixConfig } from './schema.js';
/**
 * The context matrix (user-facing contract):
 *
 *   matrix: { model: [...], locale: [...], flags: { name: [values] }, availableTools: 'all' | 'each-missing' | string[][] }
 *   context: (cell) => ({ ... })   // JS/TS configs only: builds the argument given to prompt()/builders
 *
 * Every dynamic description is rendered once per cell of the cross product. Without a matrix there
 * is one default cell (no model, no locale, no flags, every tool available).
 */
export interface ResolvedMatrix {
    model: Array<string | undefined>;
    locale: Array<string | undefined>;
    flags: Array<[string, unknown[]]>;
    availableTools: 'all' | 'each-missing' | string[][];
    /** True when the config has a `context(cell)` function; the renderer calls it inside the sandbox. */
    hasContext: boolean;
    /** True when the user wrote a `matrix` (false: the single default cell). */
    declared: boolean;
}
/** One point of the matrix. `id` is stable and readable: `model=gpt-4o,locale=en,compactLinePrefix=true,tools=-grep`. */
export interface Cell {
    id: string;
    model?: string;
    locale?: string;
    flags: Record<string, unknown>;
    /** Names of the tools available in this cell. */
    availableTools: string[];
}
export declare const DEFAULT_MATRIX: ResolvedMatrix;
/** Validates `matrix` and `context` (schema.ts); errors name the key and show a valid example. */
export declare function resolveMatrix(matrix: unknown, context: unknown): ResolvedMatrix;
/** The cells of a matrix for a project with these tool names (sorted, deduplicated). Order is deterministic. */
export declare function expandCells(matrix: ResolvedMatrix, toolNames: readonly string[]): Cell[];
/** `--cell model=gpt-4o,locale=en`: keys are model, locale, tools or a flag name. */
export declare function parseCellFilter(spec: string): Record<string, string>;
export declare function cellMatches(cell: Cell, filter: Record<string, string>): boolean;
