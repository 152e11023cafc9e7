import { pointerEscape } from '../../src/extract/ranges.js';
import { apiTool } from '../../src/tokens/anthropic-api.js';
import { modelInfo } from '../../src/tokens/models.js';
export const WIRE_LABEL = {
    anthropic: 'Anthropic `tools`',
    openai: 'OpenAI `tools`',
    gemini: 'Gemini `functionDeclarations`',
};
/** The format a model's requests use; other providers get the tool JSON Anthropic's format has. */
export function wireFormatOf(model) {
    const p = modelInfo(model)?.provider;
    return p === 'openai' ? 'openai' : p === 'gemini' ? 'gemini' : 'anthropic';
}
export function wireTool(format, t) {
    const description = t.description ? { description: t.description } : {};
    if (format === 'anthropic')
        return apiTool(t);
    if (format === 'openai')
        return { type: 'function', function: { name: t.name, ...description, parameters: t.inputSchema } };
    return { name: t.name, ...description, parameters: t.inputSchema };
}
/**
 * Where two serialisations of one tool list first differ, byte for byte: the tool and the JSON
 * Pointer (inside that tool's wire object) of the value that holds the first differing byte.
 */
export function firstDifference(format, a, b) {
    const wa = a.map((t) => wireTool(format, t));
    const wb = b.map((t) => wireTool(format, t));
    if (JSON.stringify(wa) === JSON.stringify(wb))
        return undefined;
    // The tools before the first differing one serialise to the same bytes: the difference starts in it.
    for (let i = 0; i < Math.max(wa.length, wb.length); i++) {
        if (JSON.stringify(wa[i]) === JSON.stringify(wb[i]))
            continue;
        return { index: i, pointer: firstPointer(wa[i], wb[i], '') || '' };
    }
    return undefined;
}
/** The tool-model pointer (`/description`, `/inputSchema/properties/q`) of a wire pointer. */
export function modelPointer(format, wire) {
    const inner = format === 'openai' ? wire.replace(/^\/function/, '') : wire;
    if (inner === '/name' || inner === '/description')
        return inner;
    const schema = /^\/(?:input_schema|parameters)(\/.*)?$/.exec(inner);
    if (schema)
        return `/inputSchema${schema[1] ?? ''}`;
    return '';
}
/** Walks keys in serialisation order: the first key whose value (or name) differs holds the first differing byte. */
function firstPointer(a, b, at) {
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) {
        return JSON.stringify(a) === JSON.stringify(b) ? '' : at || '/';
    }
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    for (let i = 0; i < Math.max(ka.length, kb.length); i++) {
        // A key present on one side only (an empty description is left out): that key is where they part.
        if (ka[i] !== kb[i])
            return `${at}/${pointerEscape(kb[i] !== undefined && !ka.includes(kb[i]) ? kb[i] : ka[i])}`;
        const d = firstPointer(a[ka[i]], b[kb[i]], `${at}/${pointerEscape(ka[i])}`);
        if (d)
            return d;
    }
    return '';
}
