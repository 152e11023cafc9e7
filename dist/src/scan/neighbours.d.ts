/**
 * Source files next to a file, for rules that look for the code around a tool (a dispatcher in the
 * same folder or the parent folder): listing and reading happen here, in src/, and rules only ask.
 * Only folders inside the working directory are listed; build output and dependencies are not;
 * files over 1 MB (bundles) are not read. Cached for the run.
 */
export declare class Neighbours {
    private readonly cwd;
    private readonly dirs;
    private readonly texts;
    constructor(cwd: string);
    /** Absolute paths of the source files directly in `dir` (no declaration files), sorted. */
    sourceFilesIn(dir: string): string[];
    /** The text of a file, or null when it cannot be read or is over 1 MB. */
    text(abs: string): string | null;
}
