#!/usr/bin/env node
// The Action's last step: fails the job or not, by the `fail-on` input.
//   error       lint errors, or any exceeded budget (the default)
//   budget      any exceeded budget; lint findings are reported only
//   regression  only budgets this pull request exceeded, or pushed further over (see budget.mjs)
// Usage: node gate.mjs  (FAIL_ON, LINT_ERRORS, EXCEEDED, REGRESSED from the environment)
import { pathToFileURL } from 'node:url';

export const FAIL_ON = ['error', 'budget', 'regression'];

/** `{ fail, message }` for the inputs of the gate. */
export function decide({ failOn, lintErrors, exceeded, regressed }) {
  if (!FAIL_ON.includes(failOn)) return { fail: true, message: `fail-on must be one of ${FAIL_ON.join(', ')}; got "${failOn}"` };
  const errors = Number(lintErrors) || 0;
  if (failOn === 'error' && errors > 0) return { fail: true, message: `${errors} lint error${errors === 1 ? '' : 's'}: see the annotations or the code scanning alerts` };
  if ((failOn === 'error' || failOn === 'budget') && exceeded) return { fail: true, message: 'a token budget is exceeded: see the job summary' };
  if (failOn === 'regression' && regressed) return { fail: true, message: 'this change exceeds a token budget, or pushes one further over: see the job summary' };
  return { fail: false, message: `passed (fail-on: ${failOn})` };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const e = process.env;
  const { fail, message } = decide({ failOn: (e.FAIL_ON ?? 'error').trim(), lintErrors: e.LINT_ERRORS, exceeded: e.EXCEEDED === 'true', regressed: e.REGRESSED === 'true' });
  process.stdout.write(fail ? `::error title=tool-lint::${message}\n` : `tool-lint: ${message}\n`);
  process.exitCode = fail ? 1 : 0;
}
