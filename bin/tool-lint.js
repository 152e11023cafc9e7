#!/usr/bin/env node
// Thin shim: the CLI lives in the compiled sources so `npx tool-lint` needs no TypeScript at run time.
import { main } from '../dist/src/cli.js';
import { sweepStaleRuns } from '../dist/src/lifecycle/run-dir.js';
import { installSignalHandlers } from '../dist/src/lifecycle/signals.js';

installSignalHandlers();
sweepStaleRuns();

main(process.argv.slice(2)).then(
  (code) => { process.exitCode = code; },
  (error) => {
    process.stderr.write(`tool-lint: internal error: ${error?.stack ?? error}\n`);
    process.exitCode = 2;
  },
);
