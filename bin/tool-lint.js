#!/usr/bin/env node
// Thin shim: the CLI lives in the compiled sources so `npx tool-lint` needs no TypeScript at run time.
import { main } from '../dist/src/cli.js';

main(process.argv.slice(2)).then(
  (code) => { process.exitCode = code; },
  (error) => {
    process.stderr.write(`tool-lint: internal error: ${error?.stack ?? error}\n`);
    process.exitCode = 2;
  },
);
