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
export declare const DEFAULT_TEST_PATTERNS: readonly string[];
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
export declare function testFiles(options: {
    mode?: TestsMode;
    patterns?: readonly string[];
    roots?: readonly string[];
    cwd: string;
    parked?: readonly string[];
}): TestFiles;
