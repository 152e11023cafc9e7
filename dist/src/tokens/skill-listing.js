import { displayWidth, truncateToWidth } from './display-width.js';
/** prompt.ts:47-49: cut to `cap − 1` UTF-16 code units and `…` when longer than `cap`. */
export function capEntry(text, cap) {
    return text.length > cap ? `${text.slice(0, cap - 1)}\u2026` : text;
}
const sum = (xs) => xs.reduce((a, b) => a + b, 0);
export function formatSkillListing(entries, o) {
    const rows = entries.map((e) => {
        const capped = capEntry(e.text, o.entryChars);
        const full = `- ${e.name}: ${capped}`;
        return { e, capped, full, fullWidth: displayWidth(full), capFate: (capped === e.text ? 'whole' : 'entry-capped') };
    });
    const fullChars = sum(rows.map((r) => r.fullWidth)) + Math.max(0, rows.length - 1);
    const outcome = (r, shown, fate) => {
        const line = shown === undefined ? `- ${r.e.name}` : `- ${r.e.name}: ${shown}`;
        return {
            name: r.e.name,
            bundled: r.e.bundled,
            originalChars: r.e.text.length,
            cappedChars: r.capped.length,
            cappedWidth: displayWidth(r.capped),
            shownChars: shown === undefined ? 0 : displayWidth(shown),
            width: displayWidth(line),
            fate,
            line,
        };
    };
    const whole = (r) => outcome(r, r.capped, r.capFate);
    const finish = (level, out, maxDescChars) => ({
        level,
        overflow: o.overflow,
        budgetChars: o.budgetChars,
        fullChars,
        overBy: Math.max(0, fullChars - o.budgetChars),
        ...(maxDescChars !== undefined ? { maxDescChars } : {}),
        shownChars: sum(out.map((s) => s.width)) + Math.max(0, out.length - 1),
        skills: out,
        text: out.map((s) => s.line).join('\n'),
    });
    const rest = rows.filter((r) => !r.e.bundled);
    // Fits, or nothing may be shortened (every skill bundled): the full listing, even over budget.
    if (fullChars <= o.budgetChars || rest.length === 0)
        return finish(1, rows.map(whole));
    if (o.overflow === 'priority') {
        const nameOnly = (r) => displayWidth(`- ${r.e.name}`);
        let left = o.budgetChars - (sum(rows.map((r) => (r.e.bundled ? r.fullWidth : nameOnly(r)))) + (rows.length - 1));
        const kept = new Set();
        for (const r of rest) {
            const extra = r.fullWidth - nameOnly(r);
            if (extra <= left) {
                kept.add(r);
                left -= extra;
            }
        }
        const out = rows.map((r) => (r.e.bundled || kept.has(r) ? whole(r) : outcome(r, undefined, 'name-only')));
        return finish(kept.size === 0 ? 3 : 2, out);
    }
    const bundledChars = sum(rows.filter((r) => r.e.bundled).map((r) => r.fullWidth + 1));
    const nameOverhead = sum(rest.map((r) => displayWidth(r.e.name) + 4)) + (rest.length - 1);
    const maxDescLen = Math.floor((o.budgetChars - bundledChars - nameOverhead) / rest.length);
    if (maxDescLen < o.minDescChars) {
        return finish(3, rows.map((r) => (r.e.bundled ? whole(r) : outcome(r, undefined, 'name-only'))), maxDescLen);
    }
    return finish(2, rows.map((r) => {
        if (r.e.bundled)
            return whole(r);
        const shown = truncateToWidth(r.capped, maxDescLen);
        return outcome(r, shown, shown === r.capped ? r.capFate : 'trimmed');
    }), maxDescLen);
}
