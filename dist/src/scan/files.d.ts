import { type Diagnostic } from '../model/diagnostic.js';
/** Source files the extractors read. */
export declare const SOURCE_EXTENSIONS: string[];
/** Build output folders: skipped with the rest below; where a package that ships only built code keeps it. */
export declare const BUILD_DIRS: ReadonlySet<string>;
export interface DiscoverOptions {
    cwd: string;
    /** Globs (relative to `globBase`) a file must match; empty = everything. */
    include?: string[];
    exclude?: string[];
    /** Folder the globs are relative to: the config file's, as in ESLint (default `cwd`). */
    globBase?: string;
}
export interface DiscoveredFiles {
    /** Absolute paths, sorted. */
    files: string[];
    diagnostics: Diagnostic[];
    /**
     * Folders (and SKILL.md files) reached through a symbolic link whose target was already found
     * under another path: `from` shows the content of `to` (both absolute). Read once; the other
     * paths of a file are derived from these (`pathsThroughLinks`), e.g. a skill shared by
     * `.agents/skills` and `.claude/skills`. In walk order.
     */
    links: Array<{
        from: string;
        to: string;
    }>;
}
export type FileKind = 'source' | 'json' | 'skill';
export declare function fileKind(file: string): FileKind | undefined;
/**
 * Walks the given paths. Directories named in `paths` are walked even when ignored; inside them,
 * build output, dependencies and whatever `.gitignore` files say are skipped (unless git tracks it).
 */
export declare function discoverFiles(paths: string[], options: DiscoverOptions): Promise<DiscoveredFiles>;
/**
 * Every path a walked file is also reached by through the links of `links`, one link after another
 * (`.claude/skills -> ../.agents/skills`, whose `pdf -> ../../tools/pdf`), the file's own path not
 * included, sorted. Bounded: links that lead into each other (`a/b -> ../c`, `c/d -> ../a`) name
 * a file in endlessly many ways; the `limit` shortest chains are enough to find the one an agent reads.
 */
export declare function pathsThroughLinks(file: string, links: DiscoveredFiles['links'], limit?: number): string[];
export declare function errorMessage(error: unknown): string;
/**
 * Whether a file with a source extension is really binary (an image, a compiled artefact, UTF-16):
 * NUL bytes in more than 1% of its first 8,000 bytes, or bytes there that are not UTF-8. A text
 * file with a stray NUL (one escaped badly inside a string literal) is text: skipping it would
 * lose its tools and findings.
 */
export declare function looksBinary(buf: Buffer): boolean;
