import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileKind } from '../scan/files.js';
import { toPosixRelative } from '../source/paths.js';
import { mayDefineTools, mayRegisterTools } from '../scan/prefilter.js';
export async function focusOn(paths, cwd) {
    const files = new Set();
    const dirs = [];
    let relevant = false;
    for (const p of paths) {
        const abs = path.resolve(cwd, p);
        const rel = toPosixRelative(cwd, abs);
        let stat;
        try {
            stat = await fs.stat(abs);
        }
        catch {
            continue; // deleted or renamed in the commit: it defines nothing any more
        }
        if (stat.isDirectory()) {
            dirs.push(rel === '.' ? '' : `${rel}/`);
            relevant = true;
            continue;
        }
        files.add(rel);
        if (relevant)
            continue;
        const kind = fileKind(abs);
        if (kind === 'skill')
            relevant = true;
        else if (kind === 'source' || kind === 'json') {
            // The scanner's own pre-filter: a file it would not parse cannot contribute a finding.
            const text = await fs.readFile(abs, 'utf8').catch(() => '');
            relevant = kind === 'json' ? /"(inputSchema|input_schema|parameters|parametersJsonSchema)"\s*:/.test(text) : mayDefineTools(text) || mayRegisterTools(text);
        }
    }
    return { files, dirs, relevant };
}
export function inFocus(focus, file) {
    return focus.files.has(file) || focus.dirs.some((d) => file.startsWith(d));
}
