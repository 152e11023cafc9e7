/** Cuts to `max` characters, the last one an ellipsis, as Claude Code's truncate() does. */
export function capText(text, max) {
    const chars = [...text];
    if (chars.length <= max)
        return text;
    if (max <= 0)
        return '';
    return chars.slice(0, max - 1).join('') + '…';
}
const len = (s) => [...s].length;
const entry = (name, desc) => (desc ? `- ${name}: ${desc}` : `- ${name}`);
export function simulateSkillListing(skills, o) {
    const budgetChars = Math.floor(o.contextWindow * (o.charsPerToken ?? 4) * o.fraction);
    const capped = skills.map((s) => {
        const clean = s.description.replace(/\s+/g, ' ').trim();
        const c = capText(clean, o.entryChars);
        return { ...s, builtin: !!s.builtin, capped: c, originalChars: len(clean), cappedChars: len(c) };
    });
    const fullLines = capped.map((s) => entry(s.name, s.capped));
    const fullChars = fullLines.reduce((a, l) => a + len(l), 0) + Math.max(0, fullLines.length - 1);
    const outcome = (s, shown, fate) => ({
        name: s.name,
        builtin: s.builtin,
        originalChars: s.originalChars,
        cappedChars: s.cappedChars,
        shownChars: len(shown),
        fate,
        line: entry(s.name, shown),
    });
    const finish = (level, out, maxDescChars) => {
        const text = out.map((s) => s.line).join('\n');
        return { level, budgetChars, fullChars, overBy: Math.max(0, fullChars - budgetChars), maxDescChars, shownChars: len(text), skills: out, text };
    };
    if (fullChars <= budgetChars) {
        return finish(1, capped.map((s) => outcome(s, s.capped, s.cappedChars < s.originalChars ? 'entry-capped' : 'whole')));
    }
    const builtins = capped.filter((s) => s.builtin);
    const rest = capped.filter((s) => !s.builtin);
    const builtinChars = builtins.reduce((a, s) => a + len(entry(s.name, s.capped)) + 1, 0);
    // `- ` + `: ` around each name, plus the newlines between entries.
    const nameOverhead = rest.reduce((a, s) => a + len(s.name) + 4, 0) + Math.max(0, rest.length - 1);
    const available = budgetChars - builtinChars - nameOverhead;
    const maxDescChars = rest.length ? Math.floor(available / rest.length) : 0;
    const keepBuiltin = (s) => outcome(s, s.capped, s.cappedChars < s.originalChars ? 'entry-capped' : 'whole');
    if (maxDescChars < o.minDescChars) {
        return finish(3, capped.map((s) => (s.builtin ? keepBuiltin(s) : outcome(s, '', 'name-only'))), Math.max(0, maxDescChars));
    }
    return finish(2, capped.map((s) => {
        if (s.builtin)
            return keepBuiltin(s);
        const shown = capText(s.capped, maxDescChars);
        return outcome(s, shown, shown === s.capped ? (s.cappedChars < s.originalChars ? 'entry-capped' : 'whole') : 'trimmed');
    }), maxDescChars);
}
