import { existsSync } from 'node:fs';
import path from 'node:path';
import { toPosixRelative } from '../source/paths.js';
import { closest } from '../config/suggest.js';
import { UsageError } from './types.js';
const COMMAND_NAMES = ['lint', 'list', 'render', 'report', 'mcp', 'init'];
/** ESLint's convention: a path that does not exist is a usage error (exit 2), not an empty run. */
export function requireExistingPaths(paths, cwd) {
    for (const p of paths) {
        if (existsSync(path.resolve(cwd, p)))
            continue;
        const command = !p.includes('/') && !p.includes('.') ? closest(p, COMMAND_NAMES) : undefined;
        throw new UsageError(`no such file or directory: ${p}${command ? ` (did you mean the command "${command}"?)` : ''}`);
    }
}
/**
 * Colour: --color/--no-color, else FORCE_COLOR (anything but "0"/"false" forces it on, as Node and
 * chalk read it), else NO_COLOR (any value turns it off), else on for a terminal when writing to stdout.
 */
export function useColor(flag, io, toFile) {
    if (flag !== undefined)
        return flag;
    const env = io.env ?? process.env;
    const force = env.FORCE_COLOR;
    if (force !== undefined && force !== '')
        return !['0', 'false'].includes(force.toLowerCase());
    if (env.NO_COLOR)
        return false;
    return io.isTTY && !toFile;
}
/** A file relative to the working directory, for messages. */
export function shown(io, file) {
    return toPosixRelative(io.cwd, file);
}
const SPINNER = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
/**
 * A one-line progress indicator on stderr for long runs: only on a terminal, only after a second,
 * erased when the run ends, so pipes, files and CI logs never see it.
 */
export function progress(io, first, delayMs = 1000) {
    if (!io.stderrIsTTY)
        return { phase() { }, done() { } };
    const start = Date.now();
    let name = first;
    let tick = 0;
    let drawn = false;
    const draw = () => {
        const seconds = ((Date.now() - start) / 1000).toFixed(1);
        io.stderr(`\r\x1b[K${SPINNER[tick++ % SPINNER.length]} tool-lint: ${name}… ${seconds} s`);
        drawn = true;
    };
    let timer;
    const startTimer = setTimeout(() => {
        draw();
        timer = setInterval(draw, 120);
        timer.unref();
    }, delayMs);
    startTimer.unref();
    return {
        phase(next) {
            name = next;
        },
        done() {
            clearTimeout(startTimer);
            if (timer)
                clearInterval(timer);
            if (drawn)
                io.stderr('\r\x1b[K');
        },
    };
}
