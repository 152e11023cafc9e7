/** Exit codes: 0 clean, 1 errors (or warnings over --max-warnings, or a budget exceeded), 2 usage, config or internal error. */
export const EXIT = { ok: 0, findings: 1, usage: 2 };
/** A usage problem found by a command (a missing path, an unwritable --output): printed as is, exit 2. */
export class UsageError extends Error {
}
