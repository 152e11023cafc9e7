/**
 * The ids of a whole request's tools that the model receives under another name, and that no tool
 * of the request is sent as: id → the member that holds it.
 */
export function internalIds(s, min) {
    const out = new Map();
    if (s.dynamic.length || (s.kind !== 'request' && s.kind !== 'declared'))
        return out;
    const sent = new Set(s.members.map((m) => m.tool.name));
    for (const m of s.members) {
        const id = declaredId(m.tool);
        if (id && id.length >= min && !sent.has(id))
            out.set(id, m);
    }
    return out;
}
function declaredId(t) {
    return t.nameResolved && t.declaredName && t.declaredName !== t.name ? t.declaredName : undefined;
}
