#!/usr/bin/env node
// Thin shim: the CLI lives in the compiled sources so `npx tool-lint` needs no TypeScript at run time.
import { main } from '../dist/src/cli.js';

// `--version` answers at once; every other run cleans up after earlier runs that were killed and
// ends its own sandboxes, servers and worktrees on a signal.
const quick = process.argv.length === 3 && (process.argv[2] === '--version' || process.argv[2] === '-v');
if (!quick) {
  const [{ sweepStaleRuns }, { installSignalHandlers }] = await Promise.all([import('../dist/src/lifecycle/run-dir.js'), import('../dist/src/lifecycle/signals.js')]);
  installSignalHandlers();
  sweepStaleRuns();
}

main(process.argv.slice(2)).then(
  (code) => { process.exitCode = code; },
  (error) => {
    process.stderr.write(`tool-lint: internal error: ${error?.stack ?? error}\n`);
    process.exitCode = 2;
  },
);
