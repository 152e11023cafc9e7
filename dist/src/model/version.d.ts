/** The package version. */
export declare const VERSION: string;
/**
 * The repository's web address, from package.json `repository` (the one place it is written):
 * SARIF `helpUri`s and `informationUri` point at the rule docs there.
 */
export declare const REPOSITORY_URL: string | undefined;
