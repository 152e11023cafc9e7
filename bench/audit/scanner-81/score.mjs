#!/usr/bin/env node
// Eighty-first held-out scanner audit: the first audit's scorer (../scanner/score.mjs) on this folder's
// labels, writing results-<label>.json and .md here.
//
//   node bench/audit/scanner-81/score.mjs [--bin path/to/bin/tool-lint.js] [--label before] [--repo owner/name]
import path from 'node:path';
import { fileURLToPath } from 'node:url';

process.argv.splice(2, 0, '--audit-dir', path.dirname(fileURLToPath(import.meta.url)));
await import('../scanner/score.mjs');
