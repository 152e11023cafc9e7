import { readFileSync } from 'node:fs';
/** package.json beside the compiled sources (`dist/src/model/` → `../../../`) or the sources (`src/model/` → `../../`), read once. */
const PACKAGE = (() => {
    for (const rel of ['../../../package.json', '../../package.json']) {
        try {
            const data = JSON.parse(readFileSync(new URL(rel, import.meta.url), 'utf8'));
            if (data.name === 'tool-lint')
                return data;
        }
        catch {
            // try the next layout (compiled vs. run from sources)
        }
    }
    return { version: '0.0.0' };
})();
/** The package version. */
export const VERSION = PACKAGE.version;
/**
 * The repository's web address, from package.json `repository` (the one place it is written):
 * SARIF `helpUri`s and `informationUri` point at the rule docs there.
 */
export const REPOSITORY_URL = (() => {
    const raw = typeof PACKAGE.repository === 'string' ? PACKAGE.repository : PACKAGE.repository?.url;
    if (!raw)
        return undefined;
    const github = /^github:(.+)$/.exec(raw);
    if (github)
        return `https://github.com/${github[1]}`;
    return raw.replace(/^git\+/, '').replace(/\.git$/, '').replace(/^git:\/\//, 'https://');
})();
