import { type Io } from './types.js';
/** ESLint's convention: a path that does not exist is a usage error (exit 2), not an empty run. */
export declare function requireExistingPaths(paths: readonly string[], cwd: string): void;
/**
 * Colour: --color/--no-color, else FORCE_COLOR (anything but "0"/"false" forces it on, as Node and
 * chalk read it), else NO_COLOR (any value turns it off), else on for a terminal when writing to stdout.
 */
export declare function useColor(flag: boolean | undefined, io: Io, toFile: boolean): boolean;
/** A file relative to the working directory, for messages. */
export declare function shown(io: Io, file: string): string;
export interface Progress {
    phase(name: string): void;
    done(): void;
}
/**
 * A one-line progress indicator on stderr for long runs: only on a terminal, only after a second,
 * erased when the run ends, so pipes, files and CI logs never see it.
 */
export declare function progress(io: Io, first: string, delayMs?: number): Progress;
