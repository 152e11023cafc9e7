import path from 'node:path';
import picomatch from 'picomatch';
import { toPosixRelative } from '../source/paths.js';

/**
 * Which files are test code: unit and e2e tests, fixtures, mocks, eval harnesses, examples and
 * samples. Their tools are fake, invalid on purpose or demos (a fixture for a schema validator, a stub server answering every
 * name), so by default they are scanned (names resolve across them) but not linted and not
 * budgeted. `tests: 'lint'` in the config turns them on; `testPatterns` replaces the list below.
 *
 * Patterns are globs matched against a file's path relative to the folder the user named on the
 * command line (the working directory by default): `tool-lint test/fixtures/agent` lints that
 * folder as a project, because naming it is asking for it. A file named on its own is never test
 * code for the same reason.
 */
export const DEFAULT_TEST_PATTERNS: readonly string[] = [
  '**/*.{test,spec,e2e,eval,evals,bench}.*',
  '**/*{-,_}{test,spec}.*',
  '**/{test,tests,__tests__,__test__}/**',
  '**/{e2e,e2e-tests,integration-tests,test-utils,test-helpers,testdata,test-data}/**',
  '**/{fixture,fixtures,__fixtures__,mock,mocks,__mocks__,stubs,__snapshots__}/**',
  '**/{evals,benchmark,benchmarks}/**',
  // Examples and samples show how to call an SDK; their tools are demos (a weather stub, an
  // `answer(text)` tool), not what the project sends. Naming the folder lints it.
  '**/{example,examples,sample,samples,sdk-samples,demo,demos}/**',
  // A JSON tool list in the documentation illustrates (a reference copy of another client's tools,
  // an example response); a docs site's code (`docs/app/api/chat/route.ts`) may be real and is linted.
  '**/{docs,doc}/**/*.json',
];

export type TestsMode = 'ignore' | 'lint';

export interface TestFiles {
  mode: TestsMode;
  patterns: readonly string[];
  /** Whether a file (relative to cwd, `/` separators) is test code, whatever the mode. */
  matches(file: string): boolean;
  /** Whether a file's tools are left out of linting and budgets: test code, and `mode` is `ignore`. */
  isTest(file: string): boolean;
}

/**
 * The classifier for one run. `roots` are the paths the user named (relative to or under `cwd`);
 * none means the working directory.
 */
export function testFiles(options: { mode?: TestsMode; patterns?: readonly string[]; roots?: readonly string[]; cwd: string; parked?: readonly string[] }): TestFiles {
  const mode = options.mode ?? 'ignore';
  const patterns = options.patterns ?? DEFAULT_TEST_PATTERNS;
  const match = picomatch([...patterns], { dot: true });
  const roots = (options.roots?.length ? options.roots : ['.']).map((r) => toPosixRelative(options.cwd, path.resolve(options.cwd, r)));
  // Code the project set aside (its tsconfig excludes it, nothing imports or runs it) is treated as
  // test code: the scan decided it (src/scan/parked.ts), already honouring the roots named.
  const parked = new Set(options.parked ?? []);
  const cache = new Map<string, boolean>();
  const matches = (file: string): boolean => {
    let hit = cache.get(file);
    if (hit === undefined) {
      hit = parked.has(file) || classify(file, roots, match);
      cache.set(file, hit);
    }
    return hit;
  };
  return { mode, patterns, matches, isTest: (file) => mode !== 'lint' && matches(file) };
}

function classify(file: string, roots: readonly string[], match: (p: string) => boolean): boolean {
  // MCP logical locations (`mcp:server#tool`) and anything outside the named roots are judged whole.
  let rest = file;
  let best = -1;
  for (const r of roots) {
    if (r === file) return false;
    if (r === '.') {
      if (best < 0) best = 0;
      continue;
    }
    if (file.startsWith(`${r}/`) && r.length > best) {
      best = r.length;
      rest = file.slice(r.length + 1);
    }
  }
  return match(rest);
}
