/**
 * What git tracks, so that `.gitignore` means what it means to git: it ignores only files git does
 * not track. A repository that lists `mastra/` in its `.gitignore` but commits `src/mastra/tools/*`
 * has those files in every clone, and its agent loads them. Asked of `git ls-files` once per
 * repository, only when an ignore rule first matches something; without git (a tarball, no git on
 * the machine) the `.gitignore` rules alone decide, as before.
 */
export declare class GitTracked {
    private readonly byRoot;
    private readonly rootOf;
    /** Whether git tracks the file `abs`, or (for a folder) some file below it. */
    has(abs: string, isDir: boolean): boolean;
    private repositoryRoot;
    private list;
}
