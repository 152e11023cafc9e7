import type { BudgetReport } from '../budget/report.js';
/** Number formatting shared by the budget reporters; fixed locale so output is byte-identical everywhere. */
export declare const int: (n: number) => string;
/** `+312 tokens 🔺`, `−40 tokens 🔻` (a true minus sign), `±0 tokens`. */
export declare function delta(n: number, unit?: string): string;
/** `$3.70`; under a dollar four decimals so cheap models do not all read `$0.00`. */
export declare function usd(n: number | null): string;
/** `200K`, `1M`, `1.05M`, `16K`. */
export declare function windowSize(n: number): string;
export declare const percent: (n: number) => string;
export declare const plural: (n: number, word: string) => string;
/** One line: level reached, budget, how far over, who loses what. Shared wording with the text view. */
export declare function skillLine(s: NonNullable<BudgetReport['skills']>): string;
/**
 * Toolsets whose size depends on the context: the largest and smallest cell, so a reader sees which
 * context the budget was taken from and how far the others are from it.
 */
export declare function cellSpread(r: BudgetReport): string[];
