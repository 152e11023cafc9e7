const UNKNOWN = 'x-tool-lint-unknown';
/** The tool description (its scanned text) and every `description` in the input schema, with pointers. */
export function descriptionFields(tool) {
    const d = tool.description;
    const text = d.kind === 'static' ? d.text : d.kind === 'dynamic' ? d.partialText : undefined;
    return [...(text ? [{ pointer: '/description', label: descriptionLabel(tool), text }] : []), ...schemaDescriptionFields(tool)];
}
export function descriptionLabel(tool) {
    return `Description of "${tool.name}"`;
}
/** Every `description` in the input schema, with pointers (schemas are not rendered: what the scanner read). */
export function schemaDescriptionFields(tool) {
    const out = [];
    const root = tool.inputSchema.schema;
    if (!isObject(root))
        return out;
    const walk = (s, ptr, path, depth) => {
        if (!isObject(s) || UNKNOWN in s || depth > 12)
            return;
        if (typeof s.description === 'string' && path) {
            out.push({ pointer: `${ptr}/description`, label: `Description of parameter "${path}" of "${tool.name}"`, text: s.description });
        }
        for (const key of ['properties', 'patternProperties', '$defs', 'definitions']) {
            const m = s[key];
            if (!isObject(m))
                continue;
            for (const [k, v] of Object.entries(m))
                walk(v, `${ptr}/${key}/${esc(k)}`, key === 'properties' ? (path ? `${path}.${k}` : k) : k, depth + 1);
        }
        for (const key of ['items', 'additionalProperties', 'not'])
            walk(s[key], `${ptr}/${key}`, key === 'items' ? `${path}[]` : path, depth + 1);
        for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems']) {
            const a = s[key];
            if (Array.isArray(a))
                a.forEach((v, i) => walk(v, `${ptr}/${key}/${i}`, path, depth + 1));
        }
    };
    walk(root, '/inputSchema', '', 0);
    return out;
}
/** MCP shapes (`{ city: z.string().describe(…) }`) are recorded as `/inputSchema/city`, without `/properties`. */
export function shapeRange(tool, pointer) {
    if (tool.pointers[pointer])
        return {};
    const m = /^\/inputSchema\/properties\/([^/]+)(\/.*)?$/.exec(pointer);
    if (!m)
        return {};
    const r = tool.pointers[`/inputSchema/properties/${m[1]}`] ?? tool.pointers[`/inputSchema/${m[1]}`];
    return r ? { range: r } : {};
}
function esc(key) {
    return key.replace(/~/g, '~0').replace(/\//g, '~1');
}
export function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
/** Quoted text for a message: invisible characters removed, one line, at most 80 characters. */
export function clip(s) {
    const t = s.replace(/[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u{E0000}-\u{E007F}]/gu, '').replace(/\s+/g, ' ').trim();
    return t.length > 80 ? `${t.slice(0, 79)}…` : t;
}
// ---------------------------------------------------------------------------------------------
// Characters people do not see
const INVISIBLE = new Set([0x200b, 0x200c, 0x200d, 0x2060, 0x2061, 0x2062, 0x2063, 0x2064, 0xfeff]);
const NAMES = {
    0x200b: 'zero width space',
    0x200c: 'zero width non-joiner',
    0x200d: 'zero width joiner',
    0x200e: 'left-to-right mark',
    0x200f: 'right-to-left mark',
    0x202a: 'left-to-right embedding',
    0x202b: 'right-to-left embedding',
    0x202c: 'pop directional formatting',
    0x202d: 'left-to-right override',
    0x202e: 'right-to-left override',
    0x2060: 'word joiner',
    0x2061: 'function application',
    0x2062: 'invisible times',
    0x2063: 'invisible separator',
    0x2064: 'invisible plus',
    0x2066: 'left-to-right isolate',
    0x2067: 'right-to-left isolate',
    0x2068: 'first strong isolate',
    0x2069: 'pop directional isolate',
    0xfeff: 'zero width no-break space',
};
/** Right-to-left scripts, where bidirectional marks and embeddings belong. */
const RTL_LETTER = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const JOINING_SCRIPT = /[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}\p{Script=Mongolian}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Tibetan}]/u;
function joinsScript(prev, next) {
    return !!prev && !!next && /[\p{L}\p{M}]/u.test(prev) && /[\p{L}\p{M}]/u.test(next) && (JOINING_SCRIPT.test(prev) || JOINING_SCRIPT.test(next));
}
function joinsEmoji(prev, next) {
    return !!prev && !!next && /[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F]/u.test(prev) && /\p{Extended_Pictographic}/u.test(next);
}
export function describeChars(counts) {
    const parts = [...counts].map(([cp, n]) => `U+${cp.toString(16).toUpperCase().padStart(4, '0')} (${NAMES[cp]})${n > 1 ? ` ×${n}` : ''}`);
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    return `${total > 1 ? 'characters' : 'character'} ${parts.join(', ')}`;
}
/** Bidirectional controls that reorder what people see: overrides, embeddings, isolates (not the marks). */
const REORDERING = new Set([0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]);
/**
 * Invisible characters in a text, by code point: zero-width spaces and joiners (not those that join
 * letters of Persian or Indic scripts or emoji sequences), word joiners, invisible operators, a BOM
 * after the start, and left-to-right / right-to-left marks outside right-to-left text.
 */
export function invisibleChars(text) {
    const out = new Map();
    const rtl = RTL_LETTER.test(text);
    const cps = Array.from(text);
    for (let i = 0; i < cps.length; i++) {
        const cp = cps[i].codePointAt(0);
        if (cp === 0xfeff && i === 0)
            continue; // a byte order mark kept from a file read as text
        if (cp === 0x200c || cp === 0x200d) {
            if (joinsScript(cps[i - 1], cps[i + 1]) || (cp === 0x200d && joinsEmoji(cps[i - 1], cps[i + 1])))
                continue;
        }
        if (INVISIBLE.has(cp) || (!rtl && (cp === 0x200e || cp === 0x200f)))
            out.set(cp, (out.get(cp) ?? 0) + 1);
    }
    return out;
}
/** Reordering controls, by code point: any in text without right-to-left letters; overrides everywhere. */
export function reorderingChars(text) {
    const out = new Map();
    const rtl = RTL_LETTER.test(text);
    for (const ch of text) {
        const cp = ch.codePointAt(0);
        if (!REORDERING.has(cp))
            continue;
        // Embeddings and isolates belong in right-to-left text; overrides never do.
        if (rtl && cp !== 0x202d && cp !== 0x202e)
            continue;
        out.set(cp, (out.get(cp) ?? 0) + 1);
    }
    return out;
}
/** ASCII spelled in Unicode tag characters (emoji flag sequences such as 🏴 + tags + U+E007F are fine). */
export function taggedText(text) {
    const withoutFlags = text.replace(/\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}/gu, '');
    const tags = withoutFlags.match(/[\u{E0000}-\u{E007F}]+/gu);
    if (!tags)
        return undefined;
    const hidden = tags
        .map((run) => Array.from(run, (c) => c.codePointAt(0) - 0xe0000).map((n) => (n >= 0x20 && n <= 0x7e ? String.fromCharCode(n) : '')).join(''))
        .join(' ')
        .trim();
    return hidden || `${Array.from(tags.join('')).length} tag characters`;
}
