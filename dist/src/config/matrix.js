import { ConfigError } from './errors.js';
import { matrixSchema } from './schema.js';
import { validateWith } from './validate.js';
export const DEFAULT_MATRIX = { model: [undefined], locale: [undefined], flags: [], availableTools: 'all', hasContext: false, declared: false };
/** Validates `matrix` and `context` (schema.ts); errors name the key and show a valid example. */
export function resolveMatrix(matrix, context) {
    if (context !== undefined && typeof context !== 'function') {
        throw new ConfigError(`context must be a function (cell) => argument, and is only possible in a JS/TS config (tool-lint.config.ts); got ${typeof context}`, { keyPath: ['context'] });
    }
    if (matrix === undefined)
        return { ...DEFAULT_MATRIX, hasContext: typeof context === 'function' };
    const m = validateWith(matrixSchema, matrix, ['matrix']);
    const strings = (v) => (v === undefined ? [undefined] : [...new Set(v)]);
    const flags = Object.entries(m.flags ?? {});
    return { model: strings(m.model), locale: strings(m.locale), flags, availableTools: m.availableTools ?? 'all', hasContext: typeof context === 'function', declared: true };
}
/** The cells of a matrix for a project with these tool names (sorted, deduplicated). Order is deterministic. */
export function expandCells(matrix, toolNames) {
    const names = [...new Set(toolNames)].sort();
    const toolSets = [];
    if (matrix.availableTools === 'all')
        toolSets.push({ list: names });
    else if (matrix.availableTools === 'each-missing') {
        toolSets.push({ label: 'all', list: names });
        for (const n of names)
            toolSets.push({ label: `-${n}`, list: names.filter((x) => x !== n) });
    }
    else
        for (const l of matrix.availableTools)
            toolSets.push({ label: `[${[...l].sort().join(' ')}]`, list: [...new Set(l)].sort() });
    let flagCombos = [{}];
    for (const [name, values] of matrix.flags)
        flagCombos = flagCombos.flatMap((c) => values.map((v) => ({ ...c, [name]: v })));
    const cells = [];
    for (const model of matrix.model)
        for (const locale of matrix.locale)
            for (const flags of flagCombos)
                for (const ts of toolSets) {
                    const parts = [];
                    if (model !== undefined)
                        parts.push(`model=${model}`);
                    if (locale !== undefined)
                        parts.push(`locale=${locale}`);
                    for (const [k, v] of Object.entries(flags))
                        parts.push(`${k}=${String(v)}`);
                    if (ts.label !== undefined)
                        parts.push(`tools=${ts.label}`);
                    cells.push({ id: parts.length ? parts.join(',') : 'default', ...(model !== undefined ? { model } : {}), ...(locale !== undefined ? { locale } : {}), flags, availableTools: ts.list });
                }
    return cells;
}
/** `--cell model=gpt-4o,locale=en`: keys are model, locale, tools or a flag name. */
export function parseCellFilter(spec) {
    const out = {};
    for (const part of spec.split(',').map((s) => s.trim()).filter(Boolean)) {
        const eq = part.indexOf('=');
        if (eq <= 0)
            throw new ConfigError(`--cell takes k=v pairs separated by commas, e.g. --cell model=gpt-4o,locale=en; got "${part}"`);
        out[part.slice(0, eq)] = part.slice(eq + 1);
    }
    return out;
}
export function cellMatches(cell, filter) {
    for (const [k, v] of Object.entries(filter)) {
        if (k === 'model' ? cell.model !== v : k === 'locale' ? cell.locale !== v : k === 'tools' ? !cell.id.split(',').includes(`tools=${v}`) : String(cell.flags[k]) !== v)
            return false;
    }
    return true;
}
