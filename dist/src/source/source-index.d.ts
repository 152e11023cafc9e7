import { ts } from 'ts-morph';
import { MemoryGuard } from './memory.js';
import { type Cut } from './nesting.js';
/**
 * One parsed file. We parse with the raw compiler (`ts.createSourceFile`) rather than loading files
 * into a ts-morph Project: a Project costs ~10× the parse time and memory on large trees
 * (perf-notes.md), and the scanner needs no type checker for what it resolves.
 */
export interface ParsedFile {
    abs: string;
    rel: string;
    text: string;
    sf: ts.SourceFile;
    /** Syntax errors TypeScript recovered from. */
    parseErrors: readonly ts.DiagnosticWithLocation[];
    /** Brackets nested too deep to analyse: their inside was left out of `sf` (src/source/nesting.ts). */
    cuts?: Cut[];
    /** Nested too deep to parse at all (not by brackets): `sf` is empty. */
    unparsable?: boolean;
}
/** Files a bundler imports as text (`import DESCRIPTION from './bash.txt'`). */
export declare const TEXT_EXTENSIONS: string[];
/** Parses files on demand, once, and resolves the imports the evaluator follows. */
export declare class SourceIndex {
    readonly cwd: string;
    /** Stops parsing when the heap fills (src/source/memory.ts): such files read as unreadable. */
    readonly memory: MemoryGuard;
    private readonly parsed;
    private readonly aliasCache;
    constructor(cwd: string, 
    /** Stops parsing when the heap fills (src/source/memory.ts): such files read as unreadable. */
    memory?: MemoryGuard);
    /** Source files the scan read but did not parse (its pre-filter skipped them), by path: set once every file was read. */
    unparsedSources: ReadonlyMap<string, string>;
    /** The source files whose text contains `word`: those parsed so far, and those only read, parsed now. */
    filesContaining(word: string): ParsedFile[];
    /** The text of every source, parsed or only read, that contains `word`: for readers that need no syntax tree. */
    textsContaining(word: string): string[];
    rel(abs: string): string;
    /** Parses `abs` (reading it unless `text` is given). Returns undefined for files that cannot be read. */
    get(abs: string, text?: string): ParsedFile | undefined;
    /** Every file parsed so far (scanned candidates and the files names were followed into), sorted by path. */
    files(): ParsedFile[];
    /** Resolves an import specifier to a file: relative paths, and `paths` aliases from the nearest tsconfig. */
    resolve(fromAbs: string, specifier: string): string | undefined;
    private readonly resolveCache;
    private resolveUncached;
    private readonly workspaces;
    /** Whether `specifier`, imported from `fromAbs`, names a package of the repository's own workspaces. */
    isWorkspacePackage(fromAbs: string, specifier: string): boolean;
    /**
     * Packages that stay packages even where the repository holds their source (the scanner knows
     * a framework by the name it is imported from): set by the scan from the extractors.
     */
    set keepPackages(keep: (name: string) => boolean);
    private aliasesFor;
}
