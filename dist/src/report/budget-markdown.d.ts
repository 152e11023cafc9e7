import type { BudgetReport } from '../budget/report.js';
/**
 * Hidden marker of the budget comment: scripts/action/comment.mjs finds and updates the one PR
 * comment that starts with it. Distinct from the lint report's marker, so both can be posted.
 */
export declare const BUDGET_MARKER = "<!-- tool-lint-budget-report -->";
/** `report --format markdown`: the PR comment / job summary. Formats the report object only. */
export declare function budgetMarkdown(r: BudgetReport): string;
