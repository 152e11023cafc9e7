/** Whether two members can be in the same request: no condition picks different options for them. */
export function canCoexist(a, b) {
    for (const [id, option] of a.choices) {
        const other = b.choices.find(([j]) => j === id);
        if (other && other[1] !== option)
            return false;
    }
    return true;
}
/** More combinations than this of undecidable conditions: counted as the union of every option (an upper bound). */
const MAX_VARIANTS = 64;
/**
 * The requests a toolset can send, as sets of members: one per combination of the options of its
 * undecidable conditions (`mode === 'router' ? ROUTER_TOOLS : FULL_TOOLS` is two requests, not one
 * of both lists). A member under no such condition is in every variant. Without choices, or with
 * too many combinations to list, the one variant is every member.
 */
export function variantsOf(members) {
    const options = new Map();
    for (const m of members)
        for (const [id, option] of m.choices)
            options.set(id, (options.get(id) ?? new Set()).add(option));
    if (!options.size)
        return [[...members]];
    let combos = [new Map()];
    for (const [id, opts] of [...options].sort((a, b) => a[0] - b[0])) {
        const next = [];
        for (const c of combos)
            for (const o of [...opts].sort((a, b) => a - b))
                next.push(new Map(c).set(id, o));
        if (next.length > MAX_VARIANTS)
            return [[...members]];
        combos = next;
    }
    const seen = new Set();
    const out = [];
    for (const c of combos) {
        const variant = members.filter((m) => m.choices.every(([id, option]) => c.get(id) === option));
        const key = variant.map((m) => members.indexOf(m)).join(',');
        if (seen.has(key))
            continue;
        seen.add(key);
        out.push(variant);
    }
    return out;
}
