import path from 'node:path';
import { FRAMEWORKS } from '../model/tool.js';
import { ConfigError } from './load.js';
const FACTORY_KEYS = ['call', 'from', 'name', 'description', 'schema', 'framework'];
const EXAMPLE = `scanner: { factories: [{ call: 'Tool.make', from: './src/tool', name: 'arg0', description: 'arg1.description', schema: 'arg1.input' }] }`;
export function resolveScanner(raw) {
    if (raw === undefined)
        return { factories: [] };
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
        throw new ConfigError(`"scanner" must be an object, e.g. ${EXAMPLE}`);
    const extra = Object.keys(raw).filter((k) => k !== 'factories');
    if (extra.length)
        throw new ConfigError(`Unknown key "scanner.${extra[0]}"; scanner takes "factories", e.g. ${EXAMPLE}`);
    const list = raw.factories ?? [];
    if (!Array.isArray(list))
        throw new ConfigError(`"scanner.factories" must be an array, e.g. ${EXAMPLE}`);
    const factories = list.map((f, i) => {
        const where = `scanner.factories[${i}]`;
        if (typeof f !== 'object' || f === null || Array.isArray(f))
            throw new ConfigError(`${where} must be an object, e.g. ${EXAMPLE}`);
        for (const k of Object.keys(f))
            if (!FACTORY_KEYS.includes(k))
                throw new ConfigError(`Unknown key "${where}.${k}"; a factory has ${FACTORY_KEYS.join(', ')}`);
        const o = f;
        if (typeof o.call !== 'string' || !/^[\w$]+(\.[\w$]+)*$/.test(o.call))
            throw new ConfigError(`${where}.call must be the callee as written, e.g. 'Tool.make' or 'defineTool'`);
        for (const k of ['from', 'name', 'description', 'schema']) {
            if (o[k] !== undefined && (typeof o[k] !== 'string' || !o[k].length))
                throw new ConfigError(`${where}.${k} must be a non-empty string`);
        }
        if (o.framework !== undefined && !FRAMEWORKS.includes(o.framework))
            throw new ConfigError(`${where}.framework must be one of ${FRAMEWORKS.join(', ')}`);
        return o;
    });
    return { factories };
}
/**
 * Relative `from` paths are written relative to the config file, like ESLint's globs; the scanner
 * gets them relative to the directory it scans from (`./src/tool`), so a `report --base` worktree
 * matches the same files.
 */
export function factoriesFor(scanner, configFile, cwd) {
    const base = configFile ? path.dirname(configFile) : cwd;
    return scanner.factories.map((f) => {
        if (!f.from || !(f.from.startsWith('.') || f.from.startsWith('/')))
            return f;
        const rel = path.relative(cwd, path.resolve(base, f.from)).split(path.sep).join('/');
        return { ...f, from: rel.startsWith('.') ? rel : `./${rel}` };
    });
}
