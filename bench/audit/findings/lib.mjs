// Shared by the findings-audit scripts: where the repositories are, what counts as test code, a seeded
// random generator, and stable ordering. Kept independent of tool-lint's own code on purpose, so the same
// audit can judge any later version of the tool.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The audit round's folder (repos.json, install-log.json, out-*/, samples, judgments): this one, or the folder
// given with --audit-dir, so a later round (findings-3/) reuses these scripts on its own repositories.
const scriptDir = path.dirname(fileURLToPath(import.meta.url));
const auditDirArg = process.argv.indexOf('--audit-dir');
export const here = auditDirArg >= 0 && process.argv[auditDirArg + 1] ? path.resolve(process.argv[auditDirArg + 1]) : scriptDir;
export const defaultReposDir = process.env.AUDIT_REPOS_DIR ?? '/work/audit-repos';

export function loadRepos() {
  return JSON.parse(readFileSync(path.join(here, 'repos.json'), 'utf8')).repos;
}

export const slug = (repo) => repo.replace('/', '+');

export function argValue(args, name, dflt) {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : dflt;
}

// The audit's own definition of test code (independent of whatever tool-lint decides): tests, specs,
// fixtures, mocks, e2e and eval harnesses, test utilities.
const testDir = /(^|\/)(tests?|__tests__|__mocks__|mocks?|fixtures?|e2e|evals?|specs?|testing|test-?utils|test-?helpers|testdata|__fixtures__)(\/|$)/i;
const testFile = /(\.|-|_)(test|spec|e2e|eval|evals|mock|mocks|fixture|fixtures)\.[cm]?[jt]sx?$/i;
const testPackage = /(^|\/)[^/]*-(evals|mocks|test-utils|tests)(\/|$)/i;
export const isTestPath = (file) => testDir.test(file) || testFile.test(file) || testPackage.test(file);

// mulberry32: small, well-known, deterministic.
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seedOf(text) {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0), 16777619) >>> 0;
  return h;
}

// Code-unit comparison: locale-independent.
export const cmp = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

export function sortFindings(list) {
  return list.sort(
    (x, y) =>
      cmp(x.repo, y.repo) || cmp(x.file, y.file) || x.line - y.line || (x.column ?? 0) - (y.column ?? 0) ||
      cmp(x.ruleId, y.ruleId) || cmp(x.message, y.message),
  );
}
