/**
 * Orders strings by UTF-16 code units: the same order on every machine. `localeCompare` and
 * `Intl.Collator` follow the process's locale (LANG, LC_ALL), so a report sorted with them changes
 * with the terminal it runs in (under tr_TR, `I` and `ı` sort differently than under en_US).
 */
export function byCodeUnit(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
