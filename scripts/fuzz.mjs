#!/usr/bin/env node
// `npm run fuzz`: every case of the fuzz suite (test/fuzz/cases.ts), not only the quick subset that
// `npm test` runs. `npm run fuzz -- network-from-prompt forged-ipc` runs the named cases.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const ids = process.argv.slice(2);
const vitest = createRequire(import.meta.url).resolve('vitest/vitest.mjs');
const r = spawnSync(process.execPath, [vitest, 'run', 'test/fuzz'], { stdio: 'inherit', env: { ...process.env, FUZZ: ids.length ? ids.join(',') : 'all' } });
process.exit(r.status ?? 1);
