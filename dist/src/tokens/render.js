const isObj = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const esc = (s) => s.replace(/~/g, '~0').replace(/\//g, '~1');
/**
 * Anthropic: the tool object `{name, description, input_schema}` goes into the tool-use system
 * prompt as JSON ("Here are the functions available in JSONSchema format"). The pieces split that
 * JSON: the description string, the schema JSON, and the remaining structure (keys, name, quotes).
 */
export function anthropicPieces(tool) {
    const schema = tool.inputSchema ?? { type: 'object', properties: {} };
    const descJson = JSON.stringify(tool.description ?? '').slice(1, -1);
    const pieces = [];
    if (descJson)
        pieces.push({ kind: 'description', pointer: '/description', text: descJson, label: 'description' });
    pieces.push(...schemaPieces(schema));
    pieces.push({ kind: 'overhead', pointer: '', text: `{"name":${JSON.stringify(tool.name)},"description":"","input_schema":}`, label: 'tool JSON structure and name' });
    return pieces;
}
/**
 * Splits schema JSON into per-description strings and the structure around them, so `--why` can
 * show each parameter description separately. The strings together are exactly the compact JSON
 * (descriptions cut out), which is what is tokenized.
 */
function schemaPieces(schema) {
    const out = [];
    const structure = JSON.stringify(schema, function (key, value) {
        if (key === 'description' && typeof value === 'string' && isObj(this))
            return '';
        return value;
    });
    walkDescriptions(schema, '/inputSchema', (pointer, text) => {
        const t = JSON.stringify(text).slice(1, -1);
        if (t)
            out.push({ kind: 'parameters', pointer, text: t, label: `description of ${labelOf(pointer)}` });
    });
    out.push({ kind: 'parameters', pointer: '/inputSchema', text: structure ?? '', label: 'schema structure (types, names, enums, required)' });
    return out;
}
function walkDescriptions(node, pointer, visit) {
    if (Array.isArray(node)) {
        node.forEach((v, i) => walkDescriptions(v, `${pointer}/${i}`, visit));
        return;
    }
    if (!isObj(node))
        return;
    for (const [k, v] of Object.entries(node)) {
        if (k === 'description' && typeof v === 'string')
            visit(`${pointer}/description`, v);
        else
            walkDescriptions(v, `${pointer}/${esc(k)}`, visit);
    }
}
function labelOf(pointer) {
    const parts = pointer.split('/').slice(2, -1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    const names = [];
    for (let i = 0; i < parts.length; i++) {
        if (parts[i] === 'properties' && i + 1 < parts.length)
            names.push(parts[++i]);
        else if (parts[i] === 'items')
            names.push('[]');
    }
    return names.length ? `parameter "${names.join('.').replace(/\.\[\]/g, '[]')}"` : 'the schema';
}
/**
 * OpenAI: the cookbook's accounting (openai-cookbook examples/How_to_count_tokens_with_tiktoken.ipynb,
 * section 7). Per function: func_init + tokens(`name:description`) with one trailing period
 * dropped; when it has properties: prop_init, then per property prop_key + tokens(`key:type:desc`)
 * and, with an enum, enum_init + per item enum_item + tokens(item). func_end once per request.
 * Extension (documented in docs/tokens.md): nested object properties (of array items and of union
 * members too) are counted with the same per-property rule, since the rendering includes them and
 * the cookbook's flat loop would count them as free.
 */
export function openaiPieces(tool, k) {
    const desc = stripPeriod(tool.description ?? '');
    const head = `${tool.name}:`;
    const pieces = [
        { kind: 'overhead', pointer: '', constant: k.func_init, label: 'function start (func_init)' },
        { kind: 'overhead', pointer: '', text: head, label: 'function name' },
    ];
    // `name:` and the description are one string in the cookbook; counted as one, then split so the
    // description's share is what the description adds.
    if (desc)
        pieces.push({ kind: 'description', pointer: '/description', text: head + desc, minus: head, label: 'description' });
    const props = isObj(tool.inputSchema) && isObj(tool.inputSchema.properties) ? tool.inputSchema.properties : undefined;
    if (props && Object.keys(props).length > 0) {
        pieces.push({ kind: 'parameters', pointer: '/inputSchema', constant: k.prop_init, label: 'parameters start (prop_init)' });
        propertyPieces(props, '/inputSchema/properties', k, pieces);
    }
    return pieces;
}
function propertyPieces(props, base, k, out) {
    for (const [key, raw] of Object.entries(props)) {
        const p = isObj(raw) ? raw : {};
        const pointer = `${base}/${esc(key)}`;
        const label = `parameter "${key}"`;
        out.push({ kind: 'parameters', pointer, constant: k.prop_key, label: `${label} (prop_key)` });
        const head = `${key}:${typeName(p)}:`;
        out.push({ kind: 'parameters', pointer, text: head, label: `${label} name and type` });
        const desc = typeof p.description === 'string' ? stripPeriod(p.description) : '';
        if (desc)
            out.push({ kind: 'parameters', pointer: `${pointer}/description`, text: head + desc, minus: head, label: `description of ${label}` });
        if (Array.isArray(p.enum)) {
            out.push({ kind: 'parameters', pointer: `${pointer}/enum`, constant: k.enum_init, label: `${label} enum (enum_init)` });
            p.enum.forEach((item, i) => {
                out.push({ kind: 'parameters', pointer: `${pointer}/enum/${i}`, constant: k.enum_item, label: `${label} enum item` });
                out.push({ kind: 'parameters', pointer: `${pointer}/enum/${i}`, text: String(item), label: `${label} enum item` });
            });
        }
        nestedPieces(p, pointer, k, out, 0);
    }
}
/**
 * What a property holds inside: its own properties, its array items', and those of each member of a
 * union (`anyOf`/`oneOf`/`allOf`, also of the items: a list of one of several operation shapes), each
 * counted with the same per-property rule. The rendering includes them all.
 */
function nestedPieces(p, pointer, k, out, depth) {
    if (depth > 16)
        return;
    if (isObj(p.properties))
        propertyPieces(p.properties, `${pointer}/properties`, k, out);
    for (const key of ['anyOf', 'oneOf', 'allOf']) {
        const members = p[key];
        if (Array.isArray(members))
            members.forEach((m, i) => isObj(m) && nestedPieces(m, `${pointer}/${key}/${i}`, k, out, depth + 1));
    }
    if (isObj(p.items))
        nestedPieces(p.items, `${pointer}/items`, k, out, depth + 1);
}
function stripPeriod(s) {
    return s.endsWith('.') ? s.slice(0, -1) : s;
}
/** The `type` as the cookbook's f-string prints it; unions and missing types get a readable form. */
export function typeName(p) {
    if (typeof p.type === 'string')
        return p.type;
    if (Array.isArray(p.type))
        return p.type.join(' | ');
    const union = (Array.isArray(p.anyOf) ? p.anyOf : Array.isArray(p.oneOf) ? p.oneOf : undefined);
    if (union)
        return union.map((u) => (isObj(u) ? typeName(u) : 'any')).join(' | ');
    if (Array.isArray(p.enum))
        return 'string';
    return 'any';
}
