/** Identity with types: rules are plain objects, this only checks their shape at compile time. */
export function defineRule(rule) {
    return rule;
}
/** Fills `{{name}}` placeholders; a missing value is a bug in the rule, so it throws. */
export function formatMessage(template, data = {}) {
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key) => {
        if (!(key in data))
            throw new Error(`message placeholder {{${key}}} has no value`);
        const v = data[key];
        // Measured values read as in the docs: 287,519 tokens, 2,412 characters (fixed locale: reports are byte-identical everywhere).
        return typeof v === 'number' ? v.toLocaleString('en-US', { maximumFractionDigits: 2 }) : String(v);
    });
}
