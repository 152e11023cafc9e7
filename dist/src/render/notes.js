import { safeLine } from '../model/escape.js';
const EXAMPLES = 3;
function sorted(values) {
    return [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
function some(values) {
    const shown = values.slice(0, EXAMPLES).join(', ');
    return values.length > EXAMPLES ? `${shown} and ${values.length - EXAMPLES} more` : shown;
}
const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
/** One line per cause, in a fixed order. */
export function formatNotes(items) {
    const by = new Map();
    for (const i of items)
        by.set(i.cause, [...(by.get(i.cause) ?? []), i]);
    const tools = (list) => sorted(list.flatMap((i) => (i.tool ? [i.tool] : [])));
    const toolsPart = (list) => {
        const t = tools(list);
        return t.length ? `; ${plural(t.length, 'tool')} checked as static text (${some(t)})` : '';
    };
    const out = [];
    const get = (c) => by.get(c) ?? [];
    const notInstalled = get('not-installed');
    if (notInstalled.length) {
        const pkgs = sorted(notInstalled.map((i) => i.subject));
        out.push(`dynamic descriptions were not rendered: ${plural(pkgs.length, 'imported package is', 'imported packages are')} not installed (${some(pkgs)})${toolsPart(notInstalled)}. Install the project's dependencies (npm ci, or your package manager's install) and run again.`);
    }
    const missing = get('missing-file');
    if (missing.length) {
        const files = sorted(missing.map((i) => i.subject));
        out.push(`dynamic descriptions were not rendered: imported ${plural(files.length, 'file does', 'files do')} not exist (${some(files)}), generated or not checked in?${toolsPart(missing)}. Run the project's build or code generation first.`);
    }
    const load = get('load');
    // A module that fails to load has usually tried more than one thing the sandbox refuses on the way
    // (a read of /proc/version by a dependency, a request at import): those that no tool was blamed
    // for are part of the same story, told once on the load line.
    let sandbox = get('sandbox');
    let background = get('background');
    if (load.length) {
        const modules = sorted(load.map((i) => i.subject));
        const first = load.slice().sort((a, b) => (a.subject < b.subject ? -1 : a.subject > b.subject ? 1 : 0))[0];
        const whileLoading = (i) => !i.tool && / while loading \(refused\)$/.test(i.detail ?? '');
        const alongside = [...sandbox.filter((i) => !i.tool).map((i) => i.subject), ...background.filter(whileLoading).map((i) => `${i.subject}: ${i.detail}`)];
        sandbox = sandbox.filter((i) => i.tool);
        background = background.filter((i) => !whileLoading(i));
        const also = alongside.length ? `; on the way the sandbox also refused ${some(sorted(alongside))}` : '';
        out.push(`dynamic descriptions were not rendered: ${plural(modules.length, 'module')} could not be loaded (${some(modules)}; ${first.subject}: ${first.detail ?? 'failed'})${also}${toolsPart(load)}. Loading must work without services or secrets the sandbox does not have; lint with --no-eval to skip execution.`);
    }
    const context = get('context');
    if (context.length) {
        const fields = sorted(context.map((i) => i.subject));
        out.push(`dynamic descriptions were not rendered: they read ${some(fields)}, which the context matrix does not provide${toolsPart(context)}. Add \`context\` to the config to build what prompt() receives (README: "The context matrix").`);
    }
    const config = get('config');
    if (config.length) {
        const first = config.map((i) => i.detail ?? i.subject).sort()[0];
        out.push(`dynamic descriptions were not rendered: ${first}${toolsPart(config)}. Fix context(cell) in the config.`);
    }
    if (sandbox.length) {
        const what = sorted(sandbox.map((i) => i.subject));
        out.push(`the render sandbox refused ${some(what)}${toolsPart(sandbox)}. Descriptions are rendered without network access and without reading outside the project and its dependencies.`);
    }
    if (background.length) {
        const what = sorted(background.map((i) => `${i.subject}: ${i.detail ?? ''}`));
        out.push(`work a module started in the background failed or was refused, outside any render (${some(what)}); no tool was blamed for it.`);
    }
    return out;
}
/** How a command prints the notes of a render: one line each, on stderr, before the report. */
export function noteLines(notes) {
    return (notes ?? []).map((n) => `tool-lint: note: ${safeLine(n)}\n`).join('');
}
