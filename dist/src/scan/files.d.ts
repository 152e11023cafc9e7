import { type Diagnostic } from '../model/diagnostic.js';
/** Source files the extractors read. */
export declare const SOURCE_EXTENSIONS: string[];
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
}
export type FileKind = 'source' | 'json' | 'skill';
export declare function fileKind(file: string): FileKind | undefined;
/**
 * Walks the given paths. Directories named in `paths` are walked even when ignored; inside them,
 * build output, dependencies and whatever `.gitignore` files say are skipped.
 */
export declare function discoverFiles(paths: string[], options: DiscoverOptions): Promise<DiscoveredFiles>;
export declare function errorMessage(error: unknown): string;
/**
 * Whether a file with a source extension is really binary (an image, a compiled artefact, UTF-16):
 * NUL bytes in more than 1% of its first 8,000 bytes, or bytes there that are not UTF-8. A text
 * file with a stray NUL (one escaped badly inside a string literal) is text: skipping it would
 * lose its tools and findings.
 */
export declare function looksBinary(buf: Buffer): boolean;
