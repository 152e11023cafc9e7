import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const DECLARATION_FILE = /\.d\.[cm]?ts$/;
const SKIPPED_DIRS = new Set(['node_modules', '.git', 'dist', 'build', 'out', 'coverage', '.next', '.turbo', '.cache']);
const MAX_FILE_BYTES = 1024 * 1024;
/**
 * Source files next to a file, for rules that look for the code around a tool (a dispatcher in the
 * same folder or the parent folder): listing and reading happen here, in src/, and rules only ask.
 * Only folders inside the working directory are listed; build output and dependencies are not;
 * files over 1 MB (bundles) are not read. Cached for the run.
 */
export class Neighbours {
    cwd;
    dirs = new Map();
    texts = new Map();
    constructor(cwd) {
        this.cwd = cwd;
    }
    /** Absolute paths of the source files directly in `dir` (no declaration files), sorted. */
    sourceFilesIn(dir) {
        const hit = this.dirs.get(dir);
        if (hit)
            return hit;
        let out = [];
        if (!SKIPPED_DIRS.has(path.basename(dir)) && !path.relative(this.cwd, dir).startsWith('..')) {
            try {
                out = readdirSync(dir, { withFileTypes: true })
                    .filter((d) => d.isFile() && SOURCE_FILE.test(d.name) && !DECLARATION_FILE.test(d.name))
                    .map((d) => path.join(dir, d.name))
                    .sort();
            }
            catch {
                out = [];
            }
        }
        this.dirs.set(dir, out);
        return out;
    }
    /** The text of a file, or null when it cannot be read or is over 1 MB. */
    text(abs) {
        if (this.texts.has(abs))
            return this.texts.get(abs);
        let text = null;
        try {
            if (statSync(abs).size <= MAX_FILE_BYTES)
                text = readFileSync(abs, 'utf8');
        }
        catch {
            text = null;
        }
        this.texts.set(abs, text);
        return text;
    }
}
