import { pointerEscape } from '../extract/ranges.js';
/**
 * Rule ids of the render-stability rules. The rules themselves judge descriptions rendered from
 * source; for a live server the evidence is two sessions, so these findings are made here and
 * carry the same ids (severity and `off` come from the config like any rule's).
 */
export const UNSTABLE_ORDER = 'no-unstable-tool-order';
export const UNSTABLE_RENDER = 'no-unstable-render';
const HELP_ORDER = 'Return tools in a fixed order: providers cache the prompt prefix, tools first, and a reordered list misses that cache on every session';
const HELP_RENDER = 'Build tool definitions from fixed inputs (no timestamps, random ids or per-session counters): a changed byte in the tools misses the prompt cache';
/**
 * Compares every later session with the first: a different tool order is `no-unstable-tool-order`,
 * different bytes for the same tool (or a tool that comes and goes, or changed instructions) are
 * `no-unstable-render`. One finding per tool, from the first session that differs.
 */
export function compareSessions(sessions, locate, severityOf, server) {
    const out = [];
    const first = sessions[0];
    if (!first || sessions.length < 2)
        return out;
    const total = sessions.length;
    const push = (ruleId, d) => {
        const severity = severityOf(ruleId);
        if (severity === 'off')
            return;
        const { toolName, ...rest } = d;
        out.push({ ruleId, severity, range: locate(toolName), ...rest, ...(toolName ? { tool: toolName } : {}) });
    };
    const namesOf = (s) => s.tools.map((t) => nameOf(t));
    const byName = (s) => {
        const m = new Map();
        for (const t of s.tools) {
            const n = nameOf(t);
            if (!m.has(n))
                m.set(n, JSON.stringify(t));
        }
        return m;
    };
    const base = namesOf(first);
    const baseBytes = byName(first);
    let orderReported = false;
    let instructionsReported = false;
    const toolReported = new Set();
    sessions.slice(1).forEach((s, k) => {
        const n = k + 2;
        const names = namesOf(s);
        const sameSet = names.length === base.length && [...names].sort().join('\u0000') === [...base].sort().join('\u0000');
        if (!orderReported && sameSet && names.join('\u0000') !== base.join('\u0000')) {
            orderReported = true;
            const at = names.findIndex((x, i) => x !== base[i]);
            push(UNSTABLE_ORDER, {
                messageId: 'sessionOrder',
                message: `Server "${server}" listed its tools in a different order in session ${n} of ${total}: position ${at + 1} is "${base[at]}" in session 1 and "${names[at]}" in session ${n}`,
                help: HELP_ORDER,
            });
        }
        if (!sameSet) {
            const added = names.filter((x) => !baseBytes.has(x));
            const gone = base.filter((x) => !names.includes(x));
            for (const x of [...gone, ...added]) {
                if (toolReported.has(x))
                    continue;
                toolReported.add(x);
                push(UNSTABLE_RENDER, {
                    messageId: 'sessionToolSet',
                    message: `Tool "${x}" is listed in session ${gone.includes(x) ? 1 : n} but not in session ${gone.includes(x) ? n : 1} of ${total}`,
                    help: HELP_RENDER,
                    ...(gone.includes(x) ? { toolName: x } : {}),
                });
            }
        }
        const bytes = byName(s);
        for (const [name, json] of bytes) {
            const before = baseBytes.get(name);
            if (before === undefined || before === json || toolReported.has(name))
                continue;
            toolReported.add(name);
            const pointer = firstDifference(JSON.parse(before), JSON.parse(json), '');
            push(UNSTABLE_RENDER, {
                messageId: 'sessionBytes',
                message: `Tool "${name}" came back with different bytes in session ${n} of ${total}${pointer ? ` (first difference at ${pointer})` : ''}`,
                help: HELP_RENDER,
                toolName: name,
                ...(pointer ? { pointer } : {}),
            });
        }
        if (!instructionsReported && s.instructions !== first.instructions) {
            instructionsReported = true;
            push(UNSTABLE_RENDER, {
                messageId: 'sessionInstructions',
                message: `Server "${server}" sent different instructions in session ${n} of ${total}`,
                help: HELP_RENDER,
                pointer: '/instructions',
            });
        }
    });
    return out;
}
function nameOf(t) {
    return typeof t === 'object' && t !== null && typeof t.name === 'string' ? t.name : JSON.stringify(t);
}
/** JSON Pointer of the first place two JSON values differ (key order counts: it changes the bytes). */
function firstDifference(a, b, at) {
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) {
        return JSON.stringify(a) === JSON.stringify(b) ? '' : at || '/';
    }
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    for (let i = 0; i < Math.max(ka.length, kb.length); i++) {
        if (ka[i] !== kb[i])
            return `${at}/${pointerEscape(ka[i] ?? kb[i])}`;
        const d = firstDifference(a[ka[i]], b[kb[i]], `${at}/${pointerEscape(ka[i])}`);
        if (d)
            return d;
    }
    return '';
}
