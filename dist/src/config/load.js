import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError } from './errors.js';
export { ConfigError } from './errors.js';
export const CONFIG_FILES = ['tool-lint.config.ts', 'tool-lint.config.mts', 'tool-lint.config.js', 'tool-lint.config.mjs', 'tool-lint.config.cjs', 'tool-lint.config.json'];
export const DEFAULT_CONFIG_TIMEOUT_MS = 10_000;
/** Finds the config from `cwd` upward (a config file, or a `"tool-lint"` key in package.json) and loads it. */
export async function loadConfig(cwd, explicit, options = {}) {
    if (explicit) {
        const abs = path.resolve(cwd, explicit);
        if (!existsSync(abs))
            throw new ConfigError(`Config file not found: ${explicit}`);
        if (path.basename(abs) === 'package.json')
            return readPackageConfig(abs) ?? { config: {}, file: abs };
        return readConfigFile(abs, options);
    }
    const found = findConfigFile(cwd);
    if (!found)
        return { config: {} };
    if (found.package)
        return readPackageConfig(found.file);
    return readConfigFile(found.file, options);
}
/** The config file that applies in `cwd`, without loading it: a config file, or a package.json with a `"tool-lint"` key. */
export function findConfigFile(cwd) {
    let dir = path.resolve(cwd);
    for (;;) {
        for (const name of CONFIG_FILES) {
            const abs = path.join(dir, name);
            if (existsSync(abs))
                return { file: abs, package: false };
        }
        const pkg = path.join(dir, 'package.json');
        if (existsSync(pkg) && hasConfigKey(pkg))
            return { file: pkg, package: true };
        const parent = path.dirname(dir);
        if (parent === dir || existsSync(path.join(dir, '.git')))
            return undefined;
        dir = parent;
    }
}
/** A package.json that cannot be parsed counts as holding a config: its error is reported, not skipped. */
function hasConfigKey(pkg) {
    let text;
    try {
        text = readFileSync(pkg, 'utf8');
    }
    catch {
        return false;
    }
    if (!text.includes('"tool-lint"'))
        return false;
    try {
        const data = JSON.parse(text.replace(/^\uFEFF/, ''));
        return typeof data === 'object' && data !== null && 'tool-lint' in data;
    }
    catch {
        return true;
    }
}
function readPackageConfig(pkg) {
    const data = parseJsonFile(pkg);
    if (typeof data !== 'object' || data === null || Array.isArray(data))
        throw new ConfigError('package.json must hold a JSON object', { file: pkg });
    const value = data['tool-lint'];
    if (value === undefined)
        return undefined;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        throw new ConfigError(`"tool-lint" in package.json must be an object, e.g. "tool-lint": { "rules": { "require-description": "error" } }; got ${describe(value)}`, { file: pkg, keyPath: [] });
    }
    return { config: value, file: pkg };
}
/** JSON.parse with the file, line and column of a syntax error. */
function parseJsonFile(abs) {
    let text;
    try {
        text = readFileSync(abs, 'utf8');
    }
    catch (error) {
        throw new ConfigError(`Cannot read the config: ${error.code ?? String(error)}`, { file: abs });
    }
    try {
        return JSON.parse(text.replace(/^\uFEFF/, ''));
    }
    catch (error) {
        const message = error.message;
        const at = /at position (\d+)/.exec(message);
        const pos = at ? lineColumn(text, Number(at[1])) : text.trim() === '' ? { line: 1, column: 1 } : lineColumn(text, text.length);
        throw new ConfigError(`Invalid JSON: ${message.replace(/\s*(in JSON )?at position \d+.*$/, '').replace(/\s*\(line \d+ column \d+\)$/, '')}`, { file: abs, ...pos });
    }
}
function lineColumn(text, offset) {
    const before = text.slice(0, offset).split('\n');
    return { line: before.length, column: before[before.length - 1].length + 1 };
}
async function readConfigFile(abs, options) {
    if (abs.endsWith('.json')) {
        const value = parseJsonFile(abs);
        if (typeof value !== 'object' || value === null || Array.isArray(value)) {
            throw new ConfigError(`The config must be a JSON object, e.g. { "rules": { "require-description": "error" } }; got ${describe(value)}`, { file: abs, line: 1, column: 1 });
        }
        return { config: value, file: abs };
    }
    const { runConfigModule } = await import('./run-child.js');
    const value = await runConfigModule(abs, options);
    return { config: value, file: abs, executed: true };
}
export function describe(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'an array';
    if (typeof value === 'function')
        return 'a function';
    return `a ${typeof value} (${JSON.stringify(value)?.slice(0, 40)})`;
}
/** The module `import { defineConfig } from 'tool-lint'` resolves to while a TypeScript config is bundled. */
export function typesModule() {
    const here = path.dirname(fileURLToPath(import.meta.url));
    for (const p of [path.join(here, 'types.js'), path.join(here, 'types.ts')])
        if (existsSync(p))
            return p;
    return path.join(here, 'types.js');
}
