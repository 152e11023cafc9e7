import type { BudgetReport } from '../budget/report.js';
/** `report --format text`: the terminal view. Formats the report object only. */
export declare function budgetText(r: BudgetReport): string;
